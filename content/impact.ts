import { z } from 'zod';
import { hero, linkCard, image, pageMeta, stat, text } from './lib/shapes';
import facts, { atLeast } from './facts';

/** The Impact overview: the reach in numbers and a card for each page of the section. */
export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    ourReachInNumbers: text,
    exploreOurImpact: text,
  }),
  meta: pageMeta,
  hero,
  stats: z.array(stat).min(1),
  sections: z.array(linkCard.extend({ image })).min(1),
});
export type Impact = z.infer<typeof schema>;

/** The words of the Impact pages around their records. */
const impact: Impact = {
  words: {
    ourReachInNumbers: 'Our reach in numbers',
    exploreOurImpact: 'Explore our impact',
  },
  meta: {
    title: 'Our impact',
    description:
      'The difference hands-on STEM learning makes in Kenya: our reach in numbers, with stories, news, blog posts, a photo gallery and reports.',
  },
  hero: {
    title: 'Our impact',
    lead: 'Stories, news, photos and reports from six years of hands-on STEM learning across Kenya.',
  },
  stats: [
    { value: atLeast(facts.studentsReached), label: 'students reached' },
    { value: atLeast(facts.teachersTrained), label: 'teachers trained' },
    { value: `${facts.completionRate}%`, label: 'completion rate' },
    { value: String(facts.partnerSchools), label: 'partner schools' },
  ],
  sections: [
    {
      title: 'Impact Stories',
      description: 'Meet a student, a school and a young founder whose lives and communities changed.',
      href: '/impact/features/',
      image: {
        src: 'impact/story-girls-in-stem.svg',
        alt: 'A student adjusts the sensor arm of a robot while two younger girls watch.',
      },
    },
    {
      title: 'Latest Updates',
      description: 'News from our labs, schools and partners: new labs, awards and milestones.',
      href: '/impact/updates/',
      image: {
        src: 'impact/update-mombasa-lab.svg',
        alt: 'The ribbon is cut at the entrance of the new Likoni innovation lab.',
      },
    },
    {
      title: 'Blog',
      description: 'Our team writes about girls in STEM, teaching, entrepreneurship and technology access.',
      href: '/impact/blogs/',
      image: {
        src: 'impact/blog-education.svg',
        alt: 'A teacher demonstrates a cardboard hydraulic arm made with syringes.',
      },
    },
    {
      title: 'Visual Gallery',
      description: 'Photos and videos of our events, programmes, students, facilities and achievements.',
      href: '/impact/gallery/',
      image: {
        src: 'impact/gallery-maker-faire.svg',
        alt: 'Students and families walk between maker faire stands.',
      },
    },
    {
      title: 'Reports',
      description: 'Annual, programme, financial, research and project reports to download.',
      href: '/impact/reports/',
      image: {
        src: 'impact/gallery-award.svg',
        alt: 'A start-up team holds up an award certificate on stage.',
      },
    },
  ],
};

export default impact;
