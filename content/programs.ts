import { z } from 'zod';
import { callToAction, featureCard, hero, pageMeta, sentenceWith, stat, text } from './lib/shapes';
import facts, { atLeast } from './facts';

/** The Programs index: the programme areas and the reach figures. */
export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    learnMore: text,
    about: sentenceWith('title'),
    features: sentenceWith('title'),
    threeWaysWeWork: text,
    ourReach: text,
    joinAProgram: text,
    partnerWithUs: text,
  }),
  meta: pageMeta,
  hero,
  areas: z.array(featureCard).min(1),
  stats: z.array(stat).min(1),
  getInvolved: callToAction,
});
export type Programs = z.infer<typeof schema>;

/** The Programs index: our programme areas and what they reach. */
const programs: Programs = {
  words: {
    learnMore: 'Learn More',
    about: ' about {title}',
    features: '{title} features',
    threeWaysWeWork: 'Three ways we work',
    ourReach: 'Our reach',
    joinAProgram: 'Join a Program',
    partnerWithUs: 'Partner With Us',
  },
  meta: {
    title: 'Our programs',
    description:
      'School, youth and innovation lab programmes from Jenga STEM Foundation: hands-on robotics, coding and science for young Kenyans aged 6 to 30.',
  },
  hero: {
    title: 'Our Programs',
    lead: 'Hands-on STEM from the first science lesson to the first job or startup: in schools, for young people and in community labs.',
  },
  areas: [
    {
      title: 'School Programs',
      description:
        'Robotics, coding and tinkering for learners aged 6 to 18, in class and after school, with training for their teachers.',
      features: [
        'Jenga STEM Academy and Creative Coding',
        'Mobile tinkering lab for schools without a laboratory',
        'Teacher capacity building',
        'Robotics kits and laptops on loan',
      ],
      href: '/programs/school/',
    },
    {
      title: 'Youth Programs',
      description: 'Pathways into work and enterprise for out-of-school young people aged 18 to 30.',
      features: [
        'Workplace readiness and future careers',
        'Girls learning through technology',
        'Startup incubation',
        'Robot olympiad teams',
      ],
      href: '/programs/youth/',
    },
    {
      title: 'Innovation Labs',
      description: 'Community makerspaces in Nairobi, Kisumu and Mombasa where ideas become prototypes and businesses.',
      features: [
        'Academy bootcamps',
        'Open lab sessions, free for students',
        'Monthly innovation challenge',
        'Tech centres with mentors on hand',
      ],
      href: '/programs/labs/',
    },
  ],
  stats: [
    { value: atLeast(facts.schoolStudents), label: 'school students' },
    { value: atLeast(facts.youthReached), label: 'young people' },
    // The spec's programmes-index reading of youth employment (the youth page gives 85% placement).
    { value: '75%', label: 'of youth graduates in employment' },
    { value: `${facts.completionRate}%`, label: 'completion rate' },
  ],
  getInvolved: {
    title: 'Get involved',
    text: 'Enrol a learner, bring a programme to your school, or partner with us to reach more young people.',
  },
};

export default programs;
