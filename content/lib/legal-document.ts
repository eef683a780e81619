import { z } from 'zod';
import { hero, pageMeta, slug, text, textList, uniqueBy } from './shapes';

/**
 * A legal text (privacy policy, terms of use) as sections of blocks. Text may mark a technical name with
 * backticks, `cookieConsent`, to show it as code.
 */
const block = z.union([
  z.strictObject({ paragraph: text }),
  z.strictObject({ list: textList }),
  /** Named items with where they live: the keys the site stores. */
  z.strictObject({ definitions: z.array(z.object({ term: text, where: text, description: text })).min(1) }),
  /** The organisation's contact details, from content/site.ts. */
  z.strictObject({ contact: z.literal(true) }),
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
  /** The day the text last changed, as YYYY-MM-DD. */
  updated: z.iso.date(),
  sections: z
    .array(section)
    .min(1)
    .refine(...uniqueBy((s: z.infer<typeof section>) => s.id, 'id')),
});
export type LegalDocument = z.infer<typeof legalDocument>;
