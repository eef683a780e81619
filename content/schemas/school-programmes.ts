import { z } from 'zod';
import { image, text, textList } from './common';

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

export const testimonialSchema = z.object({ quote: text, author: text, school: text });

export const schoolProgrammesSchema = z.object({
  hero: z.object({ title: text, lead: text, image }),
  programmes: z.array(programmeSchema).length(4),
  testimonials: z.array(testimonialSchema).length(3),
  getInvolved: z.object({ title: text, text }),
});
export type SchoolProgrammes = z.infer<typeof schoolProgrammesSchema>;
