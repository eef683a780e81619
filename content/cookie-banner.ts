import { z } from 'zod';
import { internalHref, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** A cookie category as the banner's Customize panel describes it; `id` is the consent engine's name. */
export const cookieCategorySchema = z.object({
  id: z.enum(['necessary', 'analytics', 'marketing']),
  name: text,
  status: text.optional().describe('Shown beside the name when the category cannot be turned off.'),
  description: text,
});

/** The consent engine (client/lib/consent-engine.ts) knows exactly these categories, in this order. */
export const schema = z
  .object({
    title: text,
    message: text,
    privacyLink: z.object({ label: text, href: internalHref }),
    buttons: z
      .object({ accept: text, reject: text, customize: text, hide: text, close: text })
      .describe(
        "The buttons' words: Accept All and Reject All first, the categories behind Customize (Hide folds them).",
      ),
    categories: z.array(cookieCategorySchema),
  })
  .refine(
    ({ categories }) => categories.map((c) => c.id).join() === 'necessary,analytics,marketing',
    'categories must be necessary, analytics and marketing, in that order',
  )
  .refine(
    ({ categories }) => categories.every((c) => (c.id === 'necessary') === (c.status !== undefined)),
    'only the necessary category carries a status (it is always on)',
  );
export type CookieBanner = z.infer<typeof schema>;

/** The cookie banner's words; the privacy page names the same categories. */
const cookieBanner = loadRecord<CookieBanner>('cookie-banner', schema, { facts: factWords });

export default cookieBanner;
