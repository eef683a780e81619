import { z } from 'zod';
import { internalHref, text } from './common';

/** A cookie category as the banner's Customize panel describes it; `id` is the consent engine's name. */
export const cookieCategorySchema = z.object({
  id: z.enum(['necessary', 'analytics', 'marketing']),
  name: text,
  /** Shown beside the name when the category cannot be turned off. */
  status: text.optional(),
  description: text,
});

export const cookieBannerSchema = z
  .object({
    title: text,
    message: text,
    privacyLink: z.object({ label: text, href: internalHref }),
    categories: z.array(cookieCategorySchema).length(3),
  })
  .refine(
    ({ categories }) => categories.map((c) => c.id).join() === 'necessary,analytics,marketing',
    'categories must be necessary, analytics and marketing, in that order',
  )
  .refine(
    ({ categories }) => categories.every((c) => (c.id === 'necessary') === (c.status !== undefined)),
    'only the necessary category carries a status (it is always on)',
  );
export type CookieBanner = z.infer<typeof cookieBannerSchema>;
