import { z } from 'zod';
import {
  callToAction,
  dayMonthYear,
  hero,
  image,
  pageMeta,
  slug,
  text,
  textList,
  uniqueBy,
  usesEach,
} from './lib/shapes';

export const updateCategories = ['Infrastructure', 'Achievement', 'Partnership', 'Technology', 'Education'] as const;

export const updateSchema = z.object({
  id: slug,
  title: text,
  date: dayMonthYear,
  category: z.enum(updateCategories),
  summary: text,
  content: text,
  image,
  highlights: textList,
});
export type Update = z.infer<typeof updateSchema>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  updates: z
    .array(updateSchema)
    .refine(...usesEach(updateCategories, (update: Update) => update.category))
    .refine(...uniqueBy((update: Update) => update.id, 'id')),
  subscribe: callToAction,
});
export type Updates = z.infer<typeof schema>;

/** The news on /impact/updates/, newest first. */
const updates: Updates = {
  meta: {
    title: 'Latest updates',
    description:
      'News from Jenga STEM Foundation: new innovation labs, robot olympiad results, county partnerships, laptop lending and teacher training milestones.',
  },
  hero: {
    title: 'Latest Updates',
    lead: 'News from our labs, schools and partners across Kenya.',
  },
  subscribe: {
    title: 'Stay Updated',
    text: 'Get our news in your inbox once a month: new labs, events and stories from our students.',
  },
  updates: [
    {
      id: 'mombasa-lab-opens',
      title: 'Our eighth innovation lab opens in Mombasa',
      date: 'March 12, 2025',
      category: 'Infrastructure',
      summary: 'A 25-seat lab in Likoni brings robotics, 3D printing and coding to the coast’s young people.',
      content:
        'The Likoni lab, built in a renovated county youth centre, is our eighth innovation lab and the second on the coast. It is open Tuesday to Saturday, 9 AM to 6 PM, free for students and at a minimal fee for others.',
      image: {
        src: '/images/impact/update-mombasa-lab.svg',
        alt: 'The ribbon is cut at the entrance of the new Likoni innovation lab as students look on.',
        width: 480,
        height: 320,
      },
      highlights: [
        'Room for 25 concurrent users',
        'Two 3D printers, a laser cutter and 15 laptops',
        'First monthly challenge set for the first Saturday of April',
      ],
    },
    {
      id: 'olympiad-national-finals',
      title: 'Three of our teams reach the national robot olympiad finals',
      date: 'February 20, 2025',
      category: 'Achievement',
      summary: 'Teams from Nairobi, Kisumu and Nakuru qualified for the national finals in Nairobi.',
      content:
        'Nine students aged 13 to 17 built autonomous robots that sort recyclable waste, this year’s olympiad theme. All three teams trained at our labs through the youth robotics programme, and two are coached by teachers who completed our training.',
      image: {
        src: '/images/impact/update-olympiad.svg',
        alt: 'A student team holds up their waste-sorting robot beside the qualifier scoreboard.',
        width: 480,
        height: 320,
      },
      highlights: [
        'Three teams of three qualified, out of 42 entries',
        'One team is all-girls, from the Ignite Girls programme',
        'Finals take place in Nairobi in September',
      ],
    },
    {
      id: 'county-partnership',
      title: 'Partnership with Nakuru County brings STEM to 10 more schools',
      date: 'January 28, 2025',
      category: 'Partnership',
      summary: 'The county education office will co-fund mobile tinkering lab visits to ten public primary schools.',
      content:
        'Under a two-year agreement, Nakuru County covers transport and teachers’ time while we provide the mobile tinkering lab, kits and trainers. Ten schools that have never had science equipment will receive a visit every term.',
      image: {
        src: '/images/impact/update-partnership.svg',
        alt: 'County officials and our director sign the partnership agreement at a school in Nakuru.',
        width: 480,
        height: 320,
      },
      highlights: [
        'Ten new partner schools in Nakuru County',
        'Roughly 1,200 more learners reached each year',
        'Twenty teachers to join the five-day teacher training',
      ],
    },
    {
      id: 'laptop-lending-expands',
      title: 'Laptop lending programme doubles to 200 devices',
      date: 'December 10, 2024',
      category: 'Technology',
      summary: 'A donation of refurbished laptops means more students can take coding home.',
      content:
        'Students in the Creative Coding and Academy programmes can now borrow a laptop for a full term. Each device is refurbished, loaded with offline coding tools and lessons, and tracked through the lending library our youth volunteers run.',
      image: {
        src: '/images/impact/update-laptops.svg',
        alt: 'Rows of refurbished laptops being labelled for the lending library.',
        width: 480,
        height: 320,
      },
      highlights: [
        '200 laptops available to borrow, up from 100',
        'Offline lessons so learners need no data bundle',
        'Run by 14 trained youth volunteers',
      ],
    },
    {
      id: 'teacher-training-milestone',
      title: 'More than 100 teachers now trained in hands-on STEM',
      date: 'November 15, 2024',
      category: 'Education',
      summary: 'Our November cohort took the number of teachers trained past one hundred.',
      content:
        'The five-day intensive shows teachers how to run projects with low-cost materials and how to link them to the competency-based curriculum. Follow-up visits show most teachers use a hands-on project at least once a fortnight.',
      image: {
        src: '/images/impact/update-teachers.svg',
        alt: 'Teachers test a cardboard wind turbine they built during the training week.',
        width: 480,
        height: 320,
      },
      highlights: [
        '100+ teachers trained since 2019',
        'Teachers from all 10 counties where we work',
        'Next goal: 200+ teachers by the end of 2025',
      ],
    },
  ],
};

export default updates;
