import { z } from 'zod';
import { image, text, textList } from './common';
import { usesEach } from './rules';

export const updateCategories = ['Infrastructure', 'Achievement', 'Partnership', 'Technology', 'Education'] as const;

export const updateSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug'),
  title: text,
  /** As readers see it: "March 12, 2025". */
  date: z.string().regex(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/, 'must be like March 12, 2025'),
  category: z.enum(updateCategories),
  summary: text,
  content: text,
  image,
  highlights: textList,
});

export const updatesSchema = z
  .array(updateSchema)
  .length(5)
  .refine(...usesEach(updateCategories, (update: Update) => update.category));
export type Update = z.infer<typeof updateSchema>;
