import { z } from 'zod';
import { callToAction, hero, inOrder, pageMeta, pageWords, sentenceWith, stat, text, textList } from './lib/shapes';
import { factWords } from './facts';
import { contentWarning, type ContentWarning } from './lib/content-warning';
import { loadRecord } from './lib/records';

export const timelineEntrySchema = z.object({
  year: z.number().int().min(1900),
  title: text,
  description: text,
  achievements: textList,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

export const schema = z.object({
  words: pageWords({
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
      (entries) => inOrder(entries, (entry, before) => entry.year === before.year + 1),
      'must run year by year, oldest first, with no year missing or repeated',
    ),
  headlines: z.array(stat).min(1).describe('Where the foundation stands today.'),
  goals: z.object({ year: z.number().int().min(1900), targets: z.array(stat).min(1) }),
  vision: callToAction.extend({ year: z.number().int().min(1900) }),
});
export type History = z.infer<typeof schema>;

/** Six years of the foundation, where it stands now and where it is going. */
const history = loadRecord<History>('history', schema, { facts: factWords });

export default history;

/** Goals for a year that has ended are no longer goals: the build says so until the next ones are set. */
export function stale(today: string): ContentWarning[] {
  const year = Number(today.slice(0, 4));
  const file = 'content/history.yml';
  return history.goals.year < year
    ? [
        contentWarning(
          'stale',
          file,
          `${file}: goals: these are the goals for ${history.goals.year}, which has ended; set the goals for the year ahead`,
          { path: ['goals', 'year'], record: history },
        ),
      ]
    : [];
}
