import { z } from 'zod';
import { callToAction, hero, internalHref, pageMeta, testimonial, text, textList } from './lib/shapes';
import { factWords } from './facts';
import { loadRecord } from './lib/records';

export const programmeSchema = z.object({
  title: text,
  description: text,
  /** Who it is for: `Ages 10-18`, or the teachers a training serves. */
  ages: text,
  duration: text,
  features: textList,
  impact: text,
});
export type Programme = z.infer<typeof programmeSchema>;

export const schema = z.object({
  /** The page's own words: its section headings, links and buttons. */
  words: z.object({
    downloadGuide: text,
    openTo: text,
    duration: text,
    ourSchoolProgrammes: text,
    whatTeachersAndStudents: text,
    requestSchoolVisit: text,
  }),
  meta: pageMeta,
  hero,
  programmes: z.array(programmeSchema).min(1),
  testimonials: z.array(testimonial).min(1),
  getInvolved: callToAction,
  /** The programme guide that Download Program Guide saves: a PDF in public/guides/, and its size as it reads. */
  guide: z.object({ href: internalHref.refine((href) => href.endsWith('.pdf'), 'must be a .pdf file'), size: text }),
});
export type School = z.infer<typeof schema>;

/** The school programmes and what teachers and learners say about them. */
const school = loadRecord<School>('school', schema, { facts: factWords });

export default school;
