import { z } from 'zod';
import {
  callToAction,
  hero,
  internalHref,
  pageMeta,
  pageWords,
  sentenceWith,
  testimonial,
  text,
  textList,
} from './lib/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records';

export const programmeSchema = z.object({
  title: text,
  description: text,
  ages: text.describe('Who it is for: `Ages 10-18`, or the teachers a training serves.'),
  duration: text,
  features: textList,
  impact: text,
});
export type Programme = z.infer<typeof programmeSchema>;

export const schema = z.object({
  words: pageWords({
    downloadGuide: text,
    openTo: text,
    duration: text,
    ourSchoolProgrammes: text,
    whatTeachersAndStudents: text,
    requestSchoolVisit: text,
    features: text,
    impact: text,
    guideFormat: sentenceWith('size'),
  }),
  meta: pageMeta,
  hero,
  programmes: z.array(programmeSchema).min(1),
  testimonials: z.array(testimonial).min(1),
  getInvolved: callToAction,
  guide: z
    .object({ href: internalHref.refine((href) => href.endsWith('.pdf'), 'must be a .pdf file'), size: text })
    .describe(
      'The programme guide that Download Program Guide saves: a PDF in public/guides/, and its size as it reads.',
    ),
});
export type School = z.infer<typeof schema>;

/** The school programmes and what teachers and learners say about them. */
const school = loadRecord<School>('school', schema, { facts: factWords });

export default school;
