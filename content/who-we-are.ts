import { z } from 'zod';
import { callToAction, hero, linkCard, pageMeta, text, textCard } from './lib/shapes';
import facts, { counties } from './facts';

/** Who We Are: the story, the principles, what we do and the commitment. */
export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    ourStory: text,
    ourCorePrinciples: text,
    whatWeDo: text,
    readOurValues: text,
  }),
  meta: pageMeta,
  hero,
  story: z.array(text).min(1),
  principles: z.array(textCard).min(1),
  whatWeDo: z.array(linkCard).min(1),
  commitment: callToAction,
});
export type WhoWeAre = z.infer<typeof schema>;

const whoWeAre: WhoWeAre = {
  words: {
    ourStory: 'Our story',
    ourCorePrinciples: 'Our core principles',
    whatWeDo: 'What we do',
    readOurValues: 'Read Our Values',
  },
  meta: {
    title: 'Who we are',
    description:
      'How Jenga STEM Foundation grew from a Nairobi robotics club into a Kenyan non-profit, the four principles behind our work and what we do.',
  },
  hero: {
    title: 'Who We Are',
    lead: 'Engineers, teachers and youth workers who believe Kenyan children learn science best with their hands.',
  },
  story: [
    `Jenga STEM Foundation began in ${facts.founded} as an after-school robotics club run by three volunteer engineers in public schools in Kibera and Kawangware. The pupils had never held a circuit board, yet within a term they had built line-following robots from scrap and a secondhand microcontroller.`,
    'Headteachers asked for more, and parents asked what came after school. We registered as a non-profit, trained the first teachers to run clubs of their own, and in 2020 opened our first innovation lab in Nairobi so that young people who had finished school had somewhere to keep building.',
    `"Jenga" means "build" in Kiswahili. Today we work with ${facts.partnerSchools} partner schools, more than ${facts.teachersTrained} trained teachers and ${facts.labs} innovation labs across ${counties} counties, and we still start every programme the same way: with something to make.`,
  ],
  principles: [
    {
      title: 'Learn by building',
      description:
        'Every session ends with something that works, or with a clear idea of why it does not yet. Theory follows the project, never the other way round.',
    },
    {
      title: 'Start from local problems',
      description:
        'Projects begin with challenges learners see at home: water, farming, transport, energy. Solving them makes STEM relevant and useful.',
    },
    {
      title: 'Equal access',
      description:
        'We go to schools that have no laboratory, lend the kit, and keep our programmes free for learners so that cost is never the barrier.',
    },
    {
      title: 'Evidence over anecdote',
      description:
        'We measure attendance, completion and what learners go on to do, publish what we find, and change programmes that are not working.',
    },
  ],
  whatWeDo: [
    {
      title: 'School Programs',
      description:
        'Robotics, coding and tinkering for learners aged 6 to 18, and training that helps teachers bring projects into everyday lessons.',
      href: '/programs/school/',
    },
    {
      title: 'Youth Programs',
      description:
        'Pathways into work and enterprise for young people aged 18 to 30: workplace readiness, startup incubation and an open sandbox.',
      href: '/programs/youth/',
    },
    {
      title: 'Innovation Labs',
      description:
        'Community makerspaces in Nairobi, Kisumu and Mombasa, with 3D printers, electronics benches and mentors, open to students and the wider community.',
      href: '/programs/labs/',
    },
  ],
  commitment: {
    title: 'Our commitment',
    text: 'We will keep our programmes free for learners, put the money we receive where it reaches them, report openly on our results every year, and protect every child in our care. Photographs of learners appear only with a parent’s or guardian’s consent.',
  },
};

export default whoWeAre;
