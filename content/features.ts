import { z } from 'zod';
import {
  callToAction,
  hero,
  icon,
  image,
  pageMeta,
  slug,
  text,
  textList,
  tone,
  uniqueBy,
  usesEach,
} from './lib/shapes';

export const storyCategories = ['Girls in STEM', 'Community Engagement', 'Innovative Projects'] as const;

/** Who a story is about: a student, a school, or an entrepreneur (the only one whose age is given). */
const subject = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('student'), name: text, role: text }),
  z.strictObject({ kind: z.literal('school'), name: text }),
  z.strictObject({ kind: z.literal('entrepreneur'), name: text, role: text, age: z.number().int().min(18).max(35) }),
]);

export const storySchema = z.object({
  id: slug,
  title: text,
  category: z.enum(storyCategories),
  subject,
  location: text,
  summary: text,
  fullStory: textList,
  impact: textList,
  image,
  icon,
  /** The story's accent, from the badge palette. */
  color: tone,
});
export type Story = z.infer<typeof storySchema>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  stories: z
    .array(storySchema)
    .refine(...usesEach(storyCategories, (story: Story) => story.category))
    .refine(...uniqueBy((story: Story) => story.id, 'id')),
  share: callToAction,
});
export type Features = z.infer<typeof schema>;

/** The impact stories on /impact/features/. The people and school are fictional. */
const features: Features = {
  meta: {
    title: 'Impact stories',
    description:
      'Three stories of change from our programmes: a girl who now leads a robotics club, a school lab open to its village, and a young founder’s start-up.',
  },
  hero: {
    title: 'Impact Stories',
    lead: 'Real change in classrooms, villages and young companies, told by the people who made it happen.',
  },
  share: {
    title: 'Share Your Story',
    text: 'Have our programmes made a difference to you, your school or your community? We would love to hear from you.',
  },
  stories: [
    {
      id: 'achieng-robotics-captain',
      title: 'From first circuit to robotics team captain',
      category: 'Girls in STEM',
      subject: { kind: 'student', name: 'Achieng Otieno', role: 'Form 4 student, Ignite Girls graduate' },
      location: 'Kisumu County',
      summary:
        'Achieng joined Ignite Girls at 14 without ever having touched a computer. Three years later she captains her school’s robotics team and mentors younger girls.',
      fullStory: [
        'When the Ignite Girls programme came to Kisumu Girls’ Secondary School, Achieng signed up because a friend did. In the first session she wired an LED to a battery and watched it light. “I did not know I was allowed to build things,” she says.',
        'Over six months she learnt block coding, then Python, and built a rain gauge that texts readings to her uncle’s phone so he knows when to plant. Her team took second place at the regional maker faire, the first all-girls team from her school to place.',
        'Today Achieng leads a robotics club of 28 students, half of them girls, and spends Saturday mornings at our Kisumu lab helping new Ignite Girls with their first circuits. She plans to study electrical engineering.',
      ],
      impact: [
        'Captains a school robotics club of 28 members',
        'Mentors 12 younger girls each term',
        'Second place at the Western Kenya maker faire',
        'Her rain gauge now guides planting on three family farms',
      ],
      image: {
        src: '/images/impact/story-girls-in-stem.svg',
        alt: 'Achieng, in school uniform, adjusts the sensor arm of a robot while two younger girls watch.',
        width: 640,
        height: 480,
      },
      icon: 'star',
      color: 'purple',
    },
    {
      id: 'kibwezi-community-lab',
      title: 'A school lab that opens its doors to the whole village',
      category: 'Community Engagement',
      subject: { kind: 'school', name: 'Kibwezi Mixed Day Secondary School' },
      location: 'Makueni County',
      summary:
        'After teacher training and a loan of robotics kits, Kibwezi Mixed turned its science room into a weekend lab for parents, farmers and out-of-school youth.',
      fullStory: [
        'Kibwezi Mixed had a science room with a sink, a blackboard and very little else. In 2023 two of its teachers completed our five-day teacher training and the school joined the kit lending programme.',
        'The teachers began running Saturday sessions, first for their own students and then, at parents’ request, for anyone in the community. Farmers came to learn how soil-moisture sensors could save water; young people who had left school came to learn to code.',
        'The parents’ association now raises money for the lab’s electricity, and the county education office has asked the school to host training days for teachers from nearby schools.',
      ],
      impact: [
        '340 community members attended weekend sessions in one year',
        '45 out-of-school youth completed an introductory coding course',
        '6 neighbouring schools sent teachers to training days',
        'Parents now fund the lab’s electricity',
      ],
      image: {
        src: '/images/impact/story-community.svg',
        alt: 'Parents and students gather around a table of sensors during a Saturday session at Kibwezi Mixed.',
        width: 640,
        height: 480,
      },
      icon: 'users',
      color: 'green',
    },
    {
      id: 'solar-irrigation-startup',
      title: 'A solar irrigation start-up born in our incubator',
      category: 'Innovative Projects',
      subject: { kind: 'entrepreneur', name: 'Brian Mutua', role: 'Founder, MajiSmart', age: 24 },
      location: 'Machakos County',
      summary:
        'Brian built a solar-powered drip controller in our Nairobi lab. Through the incubator it became MajiSmart, a company now serving smallholder farmers in three counties.',
      fullStory: [
        'Brian grew up watching his mother carry water to her tomato plants in the dry months. After completing the workplace readiness pathway he joined our innovation lab to build a controller that waters crops only when the soil needs it.',
        'The first prototype used a recycled phone battery and a sensor from our lending library. Mentors in the 12-month incubation programme helped him test it with 20 farmers, cut the cost in half and register MajiSmart as a company.',
        'MajiSmart now employs five young people, four of them lab alumni, and has installed controllers on more than 150 farms. Brian returns to the lab every month to judge the first-Saturday challenge.',
      ],
      impact: [
        'Controllers installed on more than 150 smallholder farms',
        'Farmers report using up to 40% less water',
        'Five jobs created, four for lab alumni',
        'Winner of a county innovation grant',
      ],
      image: {
        src: '/images/impact/story-innovation.svg',
        alt: 'Brian kneels beside a solar panel and drip line in a tomato field, checking a controller box.',
        width: 640,
        height: 480,
      },
      icon: 'chip',
      color: 'orange',
    },
  ],
};

export default features;
