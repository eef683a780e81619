import { z } from 'zod';
import { callToAction, hero, pageMeta, sentenceWith, stat, text, textList } from './lib/shapes';
import facts, { atLeast, counties } from './facts';

export const timelineEntrySchema = z.object({
  year: z.number().int().min(1900),
  title: text,
  description: text,
  achievements: textList,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    goals: sentenceWith('year'),
    achievements: sentenceWith('year'),
    ourJourney: text,
    whereWeAreToday: text,
    supportTheVision: text,
  }),
  meta: pageMeta,
  hero,
  timeline: z
    .array(timelineEntrySchema)
    .min(1)
    .refine(
      (entries) => entries.every((entry, i) => i === 0 || entry.year === entries[i - 1].year + 1),
      'must run year by year, oldest first, with no year missing or repeated',
    ),
  /** Where the foundation stands today. */
  headlines: z.array(stat).min(1),
  goals: z.object({ year: z.number().int().min(1900), targets: z.array(stat).min(1) }),
  vision: callToAction.extend({ year: z.number().int().min(1900) }),
});
export type History = z.infer<typeof schema>;

/** Six years of the foundation, where it stands now and where it is going. */
const history: History = {
  words: {
    goals: 'Our goals for {year}',
    achievements: 'Achievements in {year}',
    ourJourney: 'Our journey',
    whereWeAreToday: 'Where we are today',
    supportTheVision: 'Support the Vision',
  },
  meta: {
    title: 'Our history',
    description: `Jenga STEM Foundation from ${facts.founded} to 2024: the milestones year by year, where we stand today, our goals for 2025 and our vision for 2030.`,
  },
  hero: {
    title: 'Our History',
    lead: `From one robotics club in ${facts.founded} to ${facts.labs} innovation labs in ${counties} counties: the milestones so far, and the road ahead.`,
  },
  timeline: [
    {
      year: 2019,
      title: 'A robotics club in three schools',
      description:
        'Three volunteer engineers start after-school robotics clubs in public primary schools in Kibera and Kawangware, using donated laptops and recycled parts.',
      achievements: [
        'Jenga STEM Foundation registered as a non-profit',
        '120 learners in the first clubs',
        'First school robotics showcase in Nairobi',
      ],
    },
    {
      year: 2020,
      title: 'Learning through the lockdown',
      description:
        'When schools closed we sent science kits home with learners, taught by radio and SMS, and opened our first innovation lab when restrictions eased.',
      achievements: [
        'Nairobi Innovation Hub opened',
        'Laptop and kit lending programme launched',
        'First 20 teachers trained',
      ],
    },
    {
      year: 2021,
      title: 'Reaching western Kenya',
      description:
        'A second hub opened in Kisumu and Creative Coding began, bringing games and animation into primary classrooms.',
      achievements: [
        'Kisumu Innovation Hub opened',
        'Creative Coding launched for ages 8-16',
        'Programmes running in five counties',
      ],
    },
    {
      year: 2022,
      title: 'Girls and young people first',
      description:
        'Ignite Girls and the workplace readiness pathway began, and our first team competed in the robot olympiad’s national qualifier.',
      achievements: [
        'Ignite Girls launched for ages 12-18',
        'First workplace readiness cohort of 40 young people',
        'Mobile tinkering lab on the road to rural schools',
      ],
    },
    {
      year: 2023,
      title: 'From the coast to the counties',
      description:
        'The Mombasa hub opened, the startup incubator took its first companies, and four schools opened satellite labs with our equipment and training.',
      achievements: [
        'Mombasa Innovation Hub opened',
        'Startup incubator launched with six startups',
        'Four satellite school labs equipped',
      ],
    },
    {
      year: 2024,
      title: 'Growing what works',
      description: `With more partners than ever, we trained our hundredth teacher, welcomed our 2,500th learner and kept ${facts.completionRate}% of them to the end of their programme.`,
      achievements: [
        `${atLeast(facts.studentsReached)} students reached since ${facts.founded}`,
        `${atLeast(facts.teachersTrained)} teachers trained`,
        `${facts.partnerSchools} partner schools in ${counties} counties`,
        `${facts.completionRate}% programme completion rate`,
      ],
    },
  ],
  headlines: [
    { value: atLeast(facts.studentsReached), label: 'students reached' },
    { value: atLeast(facts.teachersTrained), label: 'teachers trained' },
    { value: String(counties), label: 'counties' },
    { value: String(facts.labs), label: 'innovation labs' },
  ],
  goals: {
    year: 2025,
    targets: [
      { value: '5,000+', label: 'students' },
      { value: '15', label: 'counties' },
      { value: '15', label: 'innovation labs' },
      { value: '200+', label: 'teachers trained' },
    ],
  },
  vision: {
    year: 2030,
    title: 'Our 2030 vision',
    text: 'By 2030 we want a STEM lab within reach of every learner in all 47 counties, run by Kenyan teachers and young innovators we have trained, and a generation of graduates building the companies that employ the next.',
  },
};

export default history;

/** Goals for a year that has ended are no longer goals: the build says so until the next ones are set. */
export function stale(today: string): string[] {
  const year = Number(today.slice(0, 4));
  return history.goals.year < year
    ? [`goals: these are the goals for ${history.goals.year}, which has ended; set the goals for the year ahead`]
    : [];
}
