import { z } from 'zod';
import {
  callToAction,
  hero,
  listsItsProgrammes,
  pageMeta,
  pageWords,
  programmeAreaCard,
  sentenceWith,
  stat,
  text,
  type ProgrammeLists,
} from './lib/records/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records/records';
import labs from './labs';
import school from './school';
import youth from './youth';

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
  areas: z.array(programmeAreaCard).min(1).superRefine(listsItsProgrammes),
  stats: z.array(stat).min(1),
  getInvolved: callToAction,
});
export type Programs = z.infer<typeof schema>;

/** The Programs index: our programme areas and what they reach. */
const programs = loadRecord<Programs>('programs', schema, { facts: factWords });

export default programs;

/**
 * What each programme area's page lists, by its address: the school programmes, the youth pathways, the
 * ways to use the labs, named as those pages name them. A programme area's card that gives no features of
 * its own lists these, on this page and on the home page, so that no page lists a programme under an area
 * whose page does not (tests/build/one-source.test.ts).
 */
export const programmeLists: ProgrammeLists = {
  '/programs/school/': school.programmes.map((programme) => programme.title),
  '/programs/youth/': youth.pathways.map((pathway) => pathway.title),
  '/programs/labs/': labs.access.map((option) => option.title),
};
