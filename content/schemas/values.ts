import { z } from 'zod';
import { text, textList } from './common';
import { textCard } from './blocks';

/** The four values, in the spec's order. */
export const valueNames = ['Social Responsibility', 'Integrity', 'Collaboration', 'Inclusivity'] as const;

export const valueSchema = z.object({
  title: z.enum(valueNames),
  description: text,
  /** What holding the value looks like day to day. */
  practices: textList,
});

export const valuesSchema = z.object({
  hero: z.object({ title: text, lead: text }),
  values: z
    .array(valueSchema)
    .length(4)
    .refine(
      (values) => values.every((value, i) => value.title === valueNames[i]),
      `must be ${valueNames.join(', ')}, in that order`,
    ),
  inAction: z.array(textCard).length(3),
});
export type Values = z.infer<typeof valuesSchema>;
