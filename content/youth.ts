import { z } from 'zod';
import { callToAction, hero, pageMeta, sentenceWith, stat, text, textList } from './lib/shapes';
import facts, { atLeast } from './facts';

export const pathwaySchema = z.object({
  title: text,
  description: text,
  duration: text,
  participants: text,
  features: textList,
  outcomes: textList,
});
export type Pathway = z.infer<typeof pathwaySchema>;

/** A graduate's story: youth programmes serve ages 18 to 30. */
export const successStorySchema = z.object({
  name: text,
  age: z.number().int().min(18, 'must be at least 18 (youth programmes start at 18)').max(35),
  program: text,
  outcome: text,
  quote: text,
});

export const partnerSchema = z.object({ name: text, type: text });

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    participants: text,
    duration: text,
    age: sentenceWith('age'),
    threePathways: text,
    resultsThatLast: text,
    successStories: text,
    industryPartners: text,
    applyNow: text,
  }),
  meta: pageMeta,
  hero,
  pathways: z.array(pathwaySchema).min(1),
  stories: z.array(successStorySchema).min(1),
  partnersIntro: text,
  partners: z.array(partnerSchema).min(1),
  /** The youth page's reading of placement (the spec's 85%). */
  placement: stat.extend({ value: z.string().regex(/^\d{1,3}%$/, 'must be a percentage like 85%') }),
  stats: z.array(stat).min(1),
  getInvolved: callToAction,
});
export type Youth = z.infer<typeof schema>;

/** Youth pathways, the young people who took them, and the employers who hire them. Names are fictional. */
const youth: Youth = {
  words: {
    participants: 'Participants',
    duration: 'Duration',
    age: 'Age {age}',
    threePathways: 'Three pathways',
    resultsThatLast: 'Results that last',
    successStories: 'Success stories',
    industryPartners: 'Industry partners',
    applyNow: 'Apply Now',
  },
  meta: {
    title: 'Youth programs',
    description:
      'Workplace readiness, startup incubation and an innovation sandbox for young Kenyans aged 18 to 30, with 85% of graduates placed in work or study.',
  },
  hero: {
    title: 'Youth Programs',
    lead: 'Skills, mentors and a first step into work or enterprise for young Kenyans aged 18 to 30.',
    image: {
      src: 'programs/youth-hero.svg',
      alt: 'Young people in the workplace readiness pathway review code together at the Nairobi Innovation Hub.',
    },
  },
  pathways: [
    {
      title: 'Workplace Readiness',
      description:
        'Digital and workplace skills for young people who have finished school, ending in an internship with one of our industry partners.',
      duration: '6 months',
      participants: 'Ages 18-25',
      features: [
        'Web development, data or electronics track',
        'Communication, teamwork and interview practice',
        'A three-month paid internship',
        'A mentor from industry throughout',
      ],
      outcomes: [
        '85% in work or further study within six months',
        'A portfolio of real projects',
        'A recognised certificate',
      ],
    },
    {
      title: 'Startup Incubation',
      description:
        'For young founders with a working prototype: a year of mentoring, workspace and seed funding to turn it into a business.',
      duration: '12 months',
      participants: 'Ages 20-30',
      features: [
        'Seed grants of up to KSh 250,000',
        'Desk and lab space in our hubs',
        'Weekly mentoring from founders and investors',
        'A demo day with investors',
      ],
      outcomes: [
        'A registered business with paying customers',
        'An investor-ready pitch and accounts',
        'A network of founders and mentors',
      ],
    },
    {
      title: 'Innovation Sandbox',
      description:
        'An open door to the labs for any young person with an idea: come in, use the tools, join a team and learn from others.',
      duration: 'Ongoing',
      participants: 'Ages 18+',
      features: [
        'Drop-in access during lab hours',
        'Short courses in 3D design, electronics and coding',
        'The monthly innovation challenge',
        'Peer project teams',
      ],
      outcomes: ['Prototypes built and tested', 'A route into the incubator', 'New skills, certified course by course'],
    },
  ],
  stories: [
    {
      name: 'Brian Kiptoo',
      age: 24,
      program: 'Workplace Readiness',
      outcome: 'Now a junior software developer at Savanna Ledger Systems in Nairobi.',
      quote:
        'I had a diploma but no idea how to get a job in tech. Six months later I was writing code that thousands of people use to pay their bills.',
    },
    {
      name: 'Zawadi Mwende',
      age: 27,
      program: 'Startup Incubation',
      outcome: 'Founded a soil-testing service that advises 1,200 smallholder farmers in Machakos.',
      quote:
        'The incubator gave me a bench, a mentor and the nerve to ask farmers to pay. Now I employ four people from my village.',
    },
    {
      name: 'Hamisi Bakari',
      age: 21,
      program: 'Innovation Sandbox',
      outcome: 'Won the monthly innovation challenge with a fish-cooling box and joined the incubator.',
      quote:
        'I came to the Mombasa lab just to use the 3D printer. I stayed because everyone there wanted to help me make my idea better.',
    },
  ],
  partnersIntro: 'Kenyan companies whose staff mentor our young people, shape what we teach and hire our graduates.',
  partners: [
    { name: 'Savanna Ledger Systems', type: 'Fintech' },
    { name: 'Shamba Sense Analytics', type: 'Agritech' },
    { name: 'Pwani Sunworks', type: 'Renewable energy' },
    { name: 'Kiboko Automation Works', type: 'Manufacturing' },
  ],
  placement: { value: '85%', label: 'of workplace readiness graduates placed in jobs or further study' },
  stats: [
    { value: atLeast(facts.youthReached), label: 'young people trained' },
    { value: '18-30', label: 'the ages we serve' },
    { value: '4', label: 'industry partners hiring our graduates' },
  ],
  getInvolved: {
    title: 'Start your pathway',
    text: 'Applications for the next workplace readiness and incubation cohorts are open to young people across Kenya.',
  },
};

export default youth;
