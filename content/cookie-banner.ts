import { z } from 'zod';
import { internalHref, text } from './lib/shapes';

/** A cookie category as the banner's Customize panel describes it; `id` is the consent engine's name. */
export const cookieCategorySchema = z.object({
  id: z.enum(['necessary', 'analytics', 'marketing']),
  name: text,
  /** Shown beside the name when the category cannot be turned off. */
  status: text.optional(),
  description: text,
});

/** The consent engine (client/lib/consent-engine.ts) knows exactly these categories, in this order. */
export const schema = z
  .object({
    title: text,
    message: text,
    privacyLink: z.object({ label: text, href: internalHref }),
    /** The buttons' words: Accept All and Reject All first, the categories behind Customize (Hide folds them). */
    buttons: z.object({ accept: text, reject: text, customize: text, hide: text, close: text }),
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
const cookieBanner: CookieBanner = {
  title: 'Cookies on this site',
  // Short, so that on a phone the banner takes no more than about a quarter of the screen.
  message: 'May we use analytics and marketing cookies? Essential storage is always on.',
  privacyLink: { label: 'Privacy policy', href: '/privacy/' },
  buttons: { accept: 'Accept All', reject: 'Reject All', customize: 'Customize', hide: 'Hide', close: 'Close' },
  categories: [
    {
      id: 'necessary',
      name: 'Essential',
      status: 'Always on',
      description: 'Remembers your cookie choice on this device. The site cannot work as intended without it.',
    },
    {
      id: 'analytics',
      name: 'Analytics',
      description:
        'Counts visits and the pages read, without naming you, so we can see which stories and programmes help most.',
    },
    {
      id: 'marketing',
      name: 'Marketing',
      description: 'Lets social networks and partners measure our campaigns for donors and volunteers.',
    },
  ],
};

export default cookieBanner;
