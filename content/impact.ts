import { z } from 'zod';
import { hero, image, linkCard, pageMeta, pageWords, stat, text } from './lib/records/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';

/** The Impact overview: the reach in numbers and a card for each page of the section. */
export const schema = z.object({
  words: pageWords({
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
const impact = loadRecord<Impact>('impact', schema, { facts: factWords });

export default impact;
