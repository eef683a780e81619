import { z } from 'zod';
import { callToAction, hero, linkCard, pageMeta, pageWords, text } from './lib/records/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';

/** The About index: the section's pages as cards, mission and vision, and the closing call. */
export const schema = z.object({
  words: pageWords({
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
const about = loadRecord<About>('about', schema, { facts: factWords });

export default about;
