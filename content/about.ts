import { z } from 'zod';
import { callToAction, hero, linkCard, pageMeta, text } from './lib/shapes';
import facts, { counties } from './facts';

/** The About index: the section's pages as cards, mission and vision, and the closing call. */
export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    getToKnowUs: text,
    missionAndVision: text,
    ourMission: text,
    ourVision: text,
    exploreOurPrograms: text,
    donate: text,
  }),
  meta: pageMeta,
  hero,
  sections: z.array(linkCard).min(1),
  mission: text,
  vision: text,
  getInvolved: callToAction,
});
export type About = z.infer<typeof schema>;

/** The About index: where the section's pages start. */
const about: About = {
  words: {
    getToKnowUs: 'Get to know us',
    missionAndVision: 'Mission and vision',
    ourMission: 'Our Mission',
    ourVision: 'Our Vision',
    exploreOurPrograms: 'Explore Our Programs',
    donate: 'Donate',
  },
  meta: {
    title: 'About us',
    description: `Who Jenga STEM Foundation is, what we value, how we began in ${facts.founded} and who leads us: our mission and vision for hands-on STEM in Kenya.`,
  },
  hero: {
    title: 'About Jenga STEM Foundation',
    lead: 'A Kenyan non-profit that helps young people learn science and technology by building things that matter to their communities.',
    image: {
      src: 'about/hero-team-workshop.svg',
      alt: 'Jenga STEM trainers and volunteers plan a robotics workshop around a table in the Nairobi office.',
    },
  },
  sections: [
    {
      title: 'Who We Are',
      description: `How a robotics club in three Nairobi schools grew into a foundation working in ${counties} counties, and the principles that guide us.`,
      href: '/about/who-we-are/',
    },
    {
      title: 'Our Values',
      description:
        'Social responsibility, integrity, collaboration and inclusivity: what they mean in a classroom, a lab and a budget.',
      href: '/about/values/',
    },
    {
      title: 'Our History',
      description: `Six years of milestones from ${facts.founded} to 2024, where we stand today and what we aim for by 2025 and 2030.`,
      href: '/about/history/',
    },
    {
      title: 'Leadership',
      description:
        'Meet the seven people who lead our programmes, labs and operations, and the departments behind them.',
      href: '/about/team/',
    },
  ],
  mission:
    'To give every young Kenyan, whatever their school, county or family income, the chance to learn science, technology, engineering and maths by doing: designing, building and testing solutions to real problems.',
  vision:
    'A Kenya where young people see themselves as inventors and problem-solvers, and where every county has the skills and spaces to turn their ideas into livelihoods.',
  getInvolved: {
    title: 'Be part of the story',
    text: 'Find a programme for a learner, a school or a young innovator you know, or help us reach more of them.',
  },
};

export default about;
