import { z } from 'zod';
import { hero, pageMeta, pageWords, sentenceWith, text, textCard, textList, uniqueBy } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** A value and what holding it looks like day to day. */
export const valueSchema = z.object({ title: text, description: text, practices: textList });

export const schema = z.object({
  words: pageWords({
    inPractice: sentenceWith('title'),
    whatWeStandFor: text,
    valuesInAction: text,
  }),
  meta: pageMeta,
  hero,
  values: z
    .array(valueSchema)
    .min(1)
    .refine(...uniqueBy((value: z.infer<typeof valueSchema>) => value.title, 'title')),
  inAction: z.array(textCard).min(1),
});
export type Values = z.infer<typeof schema>;

const values = loadRecord<Values>('values', schema, { facts: factWords });

export default values;
