import { z } from 'zod';
import { callToAction, hero, pageMeta, pageWords, sentenceWith, stat, text, textList } from './lib/records/shapes';
import { properName } from './lib/records/people';
import facts, { factWords } from './facts';
import { loadRecord } from './lib/records/records';

export const pathwaySchema = z.object({
  title: text,
  description: text,
  duration: text,
  participants: text,
  features: textList,
  outcomes: textList,
});
export type Pathway = z.infer<typeof pathwaySchema>;

/** A graduate's story: youth programmes serve the ages of Site-wide → Facts → Youth ages. */
export const successStorySchema = z.object({
  name: properName,
  age: z
    .number()
    .int()
    .min(
      facts.youthAges.from,
      `must be at least ${facts.youthAges.from} (youth programmes start at ${facts.youthAges.from}: Site-wide → Facts → Youth ages)`,
    )
    .max(35),
  year: z
    .number()
    .int()
    .min(1900)
    .describe(
      'The year the story tells of: the age is the age then, and the page says so ("Age 21 in 2024"), so that neither reads as today\'s.',
    ),
  program: text,
  outcome: text.describe(
    'What happened, as of that year: "In 2024, joined Savanna Ledger Systems as a junior developer."',
  ),
  quote: text,
});

export const partnerSchema = z.object({ name: properName, type: text });

export const schema = z.object({
  words: pageWords({
    participants: text,
    duration: text,
    age: sentenceWith('age', 'year').describe(
      'Under a story\'s name: "Age {age} in {year}", the year the story tells of.',
    ),
    threePathways: text,
    resultsThatLast: text,
    successStories: text,
    industryPartners: text,
    applyNow: text,
    features: text,
    outcomes: text,
  }),
  meta: pageMeta,
  hero,
  pathways: z.array(pathwaySchema).min(1),
  stories: z.array(successStorySchema).min(1),
  partnersIntro: text,
  partners: z.array(partnerSchema).min(1),
  placement: stat
    .extend({ value: z.string().regex(/^\d{1,3}%$/, 'must be a percentage like 85%') })
    .describe(
      'The share of young people placed in work or study, shown first among the figures: a percentage like 85%, or {{youthPlacement}} for the one set in Site-wide → Facts.',
    ),
  stats: z.array(stat).min(1),
  getInvolved: callToAction,
});
export type Youth = z.infer<typeof schema>;

/** Youth pathways, the young people who took them, and the employers who hire them. Names are fictional. */
const youth = loadRecord<Youth>('youth', schema, { facts: factWords });

export default youth;
