import { z } from 'zod';
import { image, internalHref, text } from './common';

const intro = z.object({ title: text, lead: text });
const callout = z.object({ title: text, text });

/** The words of the Impact pages around their records: heroes, the overview, and the closing calls. */
export const impactSchema = z.object({
  overview: intro.extend({
    stats: z.array(z.object({ value: text, label: text })).length(4),
    sections: z.array(z.object({ title: text, description: text, href: internalHref, image })).length(5),
  }),
  features: intro.extend({ share: callout }),
  updates: intro.extend({ subscribe: callout }),
  blogs: intro.extend({ subscribe: callout }),
  gallery: intro.extend({ share: callout }),
  reports: intro.extend({ subscribe: callout }),
});
export type Impact = z.infer<typeof impactSchema>;
