import { z } from 'zod';
import { hero, pageMeta, slug, text, textList, uniqueBy } from './shapes';

/**
 * A legal text (privacy policy, terms of use) as sections of blocks, each of a `type`. Text may mark a
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
