import { z } from 'zod';
import { callToAction, hero, pageMeta, pageWords, programmeAreaCard, sentenceWith, stat, text } from './lib/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records';

/** The Programs index: the programme areas and the reach figures. */
export const schema = z.object({
  words: pageWords({
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
  areas: z.array(programmeAreaCard).min(1),
  stats: z.array(stat).min(1),
  getInvolved: callToAction,
});
export type Programs = z.infer<typeof schema>;

/** The Programs index: our programme areas and what they reach. */
const programs = loadRecord<Programs>('programs', schema, { facts: factWords });

export default programs;
