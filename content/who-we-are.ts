import { z } from 'zod';
import { callToAction, hero, linkCard, pageMeta, pageWords, text, textCard } from './lib/records/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';

/** Who We Are: the story, the principles, what we do and the commitment. */
export const schema = z.object({
  words: pageWords({
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

const whoWeAre = loadRecord<WhoWeAre>('who-we-are', schema, { facts: factWords });

export default whoWeAre;
