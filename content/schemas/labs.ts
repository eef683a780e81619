import { z } from 'zod';
import { image, text, textList } from './common';

export const labSchema = z.object({
  name: text,
  location: text,
  established: z.number().int().min(2019),
  /** Concurrent users. */
  capacity: z.number().int().positive(),
  specialties: textList,
  description: text,
  equipment: textList,
  image,
});
export type Lab = z.infer<typeof labSchema>;

export const equipmentCategorySchema = z.object({ category: text, items: textList });

export const accessOptionSchema = z.object({ title: text, description: text, schedule: text, cost: text });

export const featuredProjectSchema = z.object({ title: text, description: text, team: text, impact: text });

export const labsSchema = z.object({
  hero: z.object({ title: text, lead: text, image }),
  labs: z.array(labSchema).length(3),
  equipment: z.array(equipmentCategorySchema).min(3),
  access: z.array(accessOptionSchema).length(4),
  projects: z.array(featuredProjectSchema).length(3),
  getInvolved: z.object({ title: text, text }),
});
export type Labs = z.infer<typeof labsSchema>;
