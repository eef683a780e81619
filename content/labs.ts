import { z } from 'zod';
import {
  callToAction,
  categoryNames,
  hero,
  image,
  pageMeta,
  pageWords,
  sentenceWith,
  text,
  textList,
} from './lib/records/shapes';
import { properName } from './lib/records/people';
import { loadRecord } from './lib/records/records';
import facts, { factWords, LAB_KINDS, labsInOrder, labsOpenOn, type Lab } from './facts';
import { TODAY } from './lib/time/today';

/**
 * A hub, as the page describes it. Its name is one of the labs of Site-wide → Facts, which says when it
 * opened: the page's "Established" is that year, so the lab count, the history and this page agree.
 */
export const hubSchema = z.object({
  name: properName.refine((name) => facts.labs.some((lab) => lab.name === name && lab.kind === 'hub'), {
    message: `must be the name of a hub in Site-wide → Facts → Labs (${facts.labs
      .filter((lab) => lab.kind === 'hub')
      .map((lab) => lab.name)
      .join(', ')}): write it as it is there, or add the hub there with the month it opened`,
  }),
  location: properName,
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
export type Hub = z.infer<typeof hubSchema>;

export const equipmentCategorySchema = z.object({ category: text, items: textList });
export const accessOptionSchema = z.object({ title: text, description: text, schedule: text, cost: text });
export const featuredProjectSchema = z.object({ title: text, description: text, team: text, impact: text });

export const schema = z.object({
  words: pageWords({
    location: text,
    established: text,
    otherLabs: text.describe('Over the labs of Site-wide → Facts → Labs this page describes no further.'),
    otherLabsIntro: text,
    kind: text,
    opened: text,
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
  labs: z.array(hubSchema).min(1).describe('The hubs, described: each is a hub of Site-wide → Facts → Labs.'),
  kinds: categoryNames(LAB_KINDS).describe('What the page calls each kind of lab.'),
  equipment: z.array(equipmentCategorySchema).min(1),
  accessIntro: text.describe(
    'Over the ways to use the labs: what is free and what is paid, `{{whatIsFree}} {{whatIsPaid}}`, as Site-wide → Site → Costs says it for every page.',
  ),
  access: z.array(accessOptionSchema).min(1),
  projects: z.array(featuredProjectSchema).min(1),
  getInvolved: callToAction,
});
export type Labs = z.infer<typeof schema>;

/** The innovation hubs, what is in them, how to use them and what has been built there. */
const labs = loadRecord<Labs>('labs', schema, { facts: factWords });

export default labs;

/** The year a hub opened, from Site-wide → Facts → Labs. */
export const establishedIn = (hub: Hub): number =>
  Number(labsInOrder.find((lab) => lab.name === hub.name)?.opened.slice(0, 4));

/**
 * The labs the page lists without describing them, in the order they opened: the school and community labs
 * open on the day the site is built (one to open later is not listed until it has).
 */
export const otherLabs: readonly Lab[] = labsOpenOn(TODAY).filter(
  (lab) => !labs.labs.some((hub) => hub.name === lab.name),
);
