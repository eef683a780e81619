import { z } from 'zod';
import { image, text, textList } from './common';
import { stat } from './blocks';

export const pathwaySchema = z.object({
  title: text,
  description: text,
  duration: text,
  participants: text,
  features: textList,
  outcomes: textList,
});
export type Pathway = z.infer<typeof pathwaySchema>;

export const successStorySchema = z.object({
  name: text,
  age: z.number().int().min(18).max(30),
  program: text,
  outcome: text,
  quote: text,
});

export const partnerSchema = z.object({ name: text, type: text });

export const youthSchema = z.object({
  hero: z.object({ title: text, lead: text, image }),
  pathways: z.array(pathwaySchema).length(3),
  stories: z.array(successStorySchema).length(3),
  partnersIntro: text,
  partners: z.array(partnerSchema).length(4),
  /** The youth page's reading of placement (the spec's 85%). */
  placement: z.object({ value: z.string().regex(/^\d{1,3}%$/, 'must be a percentage like 85%'), label: text }),
  stats: z.array(stat).min(1),
  getInvolved: z.object({ title: text, text }),
});
export type Youth = z.infer<typeof youthSchema>;
