import { z } from 'zod';
import { isoDay } from '../time/date-shapes';
import { hero, pageMeta, slug, text, textList, uniqueBy } from './shapes';

/**
 * A legal text (privacy policy, terms of use, accessibility statement) as sections of blocks, each of a `type`. Text may mark a
 * technical name with backticks, `cookieConsent`, to show it as code.
 */
const block = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('paragraph'), paragraph: text }).meta({ title: 'Paragraph' }),
  z.strictObject({ type: z.literal('list'), list: textList }).meta({ title: 'List' }),
  z
    .strictObject({
      type: z.literal('definitions'),
      definitions: z
        .array(z.object({ term: text, where: text, description: text }))
        .min(1)
        .describe('Named items with where they live: the keys the site stores.'),
    })
    .meta({ title: 'Stored items' }),
  z.strictObject({ type: z.literal('cookie-categories') }).meta({
    title: 'The cookie categories',
    description:
      'The three categories as the cookie banner describes them (Site-wide → Cookie banner), so the banner and this text say the same.',
  }),
  z
    .strictObject({ type: z.literal('contact') })
    .meta({ title: 'Our contact details', description: 'The organisation’s contact details, from content/site.yml.' }),
]);
export type LegalBlock = z.infer<typeof block>;

const section = z.object({
  id: slug,
  heading: text,
  blocks: z.array(block).min(1, 'must have at least one paragraph or list'),
});

export const legalDocument = z.object({
  meta: pageMeta,
  hero,
  updated: z.iso.date().describe('The day the text last changed.'),
  sections: z
    .array(section)
    .min(1)
    .refine(...uniqueBy((s: z.infer<typeof section>) => s.id, 'id')),
});
export type LegalDocument = z.infer<typeof legalDocument>;

/**
 * A legal text that says when it was last checked rather than changed, and how soon we answer about it: the
 * accessibility statement, whose model (GOV.UK's) gives the day of its last review and the days a reply takes.
 * The page shows the review's day at its top and the reply's days with the contact details.
 */
export const reviewedDocument = legalDocument.omit({ updated: true }).extend({
  reviewed: isoDay
    .meta({ title: 'Last reviewed' })
    .describe(
      'The day every claim of this text was last checked against the site, by hand and with the tests. Check it at least once a year.',
    ),
  replyWorkingDays: z
    .number()
    .int()
    .min(1)
    .max(20)
    .meta({ title: 'We reply within (working days)' })
    .describe('How many working days we take to answer someone who writes or calls about this text.'),
});
export type ReviewedDocument = z.infer<typeof reviewedDocument>;
