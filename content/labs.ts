import { z } from 'zod';
import { callToAction, hero, image, pageMeta, pageWords, sentenceWith, text, textList } from './lib/records/shapes';
import { properName } from './lib/records/people';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const labSchema = z.object({
  name: properName,
  location: properName,
  established: z.number().int().min(1900),
  capacity: z.number().int().positive().describe('Concurrent users.'),
  specialties: textList,
  description: text,
  equipment: textList,
  image,
  address: text.describe('Where to find the hub, in words a visitor can follow: street, landmark, floor.'),
  hours: text.describe(
    'When the hub is open, as it reads: `{{labHours}}`, the hours of Site-wide → Facts that every page gives.',
  ),
  addressConfirmed: z
    .boolean()
    .meta({ title: 'Address confirmed' })
    .describe(
      'Tick once someone has checked on the spot that the address above leads to the hub: until then `npm run check:launch` lists it, and the site is not published.',
    ),
});
export type Lab = z.infer<typeof labSchema>;

export const equipmentCategorySchema = z.object({ category: text, items: textList });
export const accessOptionSchema = z.object({ title: text, description: text, schedule: text, cost: text });
export const featuredProjectSchema = z.object({ title: text, description: text, team: text, impact: text });

export const schema = z.object({
  words: pageWords({
    location: text,
    established: text,
    capacity: sentenceWith('count'),
    capacityLabel: text,
    address: text,
    hours: text,
    schedule: text,
    cost: text,
    ourInnovationHubs: text,
    equipment: text,
    howToUseThe: text,
    featuredProjects: text,
    impact: text,
    findNearestLab: text,
    bookLabSession: text,
    specialties: text,
  }),
  meta: pageMeta,
  hero,
  labs: z.array(labSchema).min(1),
  equipment: z.array(equipmentCategorySchema).min(1),
  access: z.array(accessOptionSchema).min(1),
  projects: z.array(featuredProjectSchema).min(1),
  getInvolved: callToAction,
});
export type Labs = z.infer<typeof schema>;

/** The innovation hubs, what is in them, how to use them and what has been built there. */
const labs = loadRecord<Labs>('labs', schema, { facts: factWords });

export default labs;
