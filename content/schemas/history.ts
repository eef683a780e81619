import { z } from 'zod';
import { text, textList } from './common';
import { stat } from './blocks';

export const timelineEntrySchema = z.object({
  year: z.number().int(),
  title: text,
  description: text,
  achievements: textList,
});
export type TimelineEntry = z.infer<typeof timelineEntrySchema>;

const firstYear = 2019;
const lastYear = 2024;

export const historySchema = z.object({
  hero: z.object({ title: text, lead: text }),
  timeline: z
    .array(timelineEntrySchema)
    .length(lastYear - firstYear + 1)
    .refine(
      (entries) => entries.every((entry, i) => entry.year === firstYear + i),
      `must run year by year from ${firstYear} to ${lastYear}`,
    ),
  /** Where the foundation stands today. */
  headlines: z.array(stat).length(4),
  goals2025: z.array(stat).length(4),
  vision2030: z.object({ title: text, text }),
});
export type History = z.infer<typeof historySchema>;
