import { z } from 'zod';
import { hero, howTo, image, pageMeta, text, textList, usesEach } from './lib/records/shapes';
import { contactPurposes, howToIds } from './lib/records/vocabulary';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** What a purpose's address is for, and the subject its email links fill in. */
const purpose = z.object({ title: text, description: text, subject: text });

export const howToCard = howTo.extend({ id: z.enum(howToIds), title: text, text });
export type HowToCard = z.infer<typeof howToCard>;

export const schema = z.object({
  meta: pageMeta,
  hero,
  labels: z
    .object({
      email: text,
      phone: text,
      writeTo: text,
      subject: text,
      include: text,
      when: text,
    })
    .describe('The words beside each address, number and how-to: shared by every page that shows one.'),
  visit: z.object({
    title: text,
    addressTitle: text,
    directionsTitle: text,
    directions: textList,
    map: image.describe('A map drawn for the site (no map service is loaded), in content/pictures/contact/.'),
    hoursTitle: text,
    officeHours: z.array(z.object({ days: text, hours: text })).min(1),
  }),
  writeToUs: z.object({ title: text, intro: text }),
  purposes: z.record(z.enum(contactPurposes), purpose),
  safeguarding: z.object({
    intro: text,
    reportTitle: text,
    report: textList,
    responseTitle: text,
    response: text,
    emergency: text,
  }),
  howTo: z.object({
    title: text,
    intro: text,
    items: z.array(howToCard).refine(...usesEach(howToIds, (item: HowToCard) => item.id, { once: true })),
  }),
});
export type Contact = z.infer<typeof schema>;

/** The contact page: where we are, whom to write to for what, and how to do what the site cannot do itself. */
const contact = loadRecord<Contact>('contact', schema, { facts: factWords });

export default contact;
