import { z } from 'zod';
import { image, internalHref, text } from './common';

export const homeSchema = z.object({
  hero: z.object({ title: text, lead: text, image }),
  welcome: z.object({ title: text, paragraphs: z.array(text).min(1) }),
  reach: z.array(z.object({ value: text, label: text })).length(4),
  programmeAreas: z
    .array(z.object({ title: text, description: text, highlights: z.array(text).length(3), href: internalHref, image }))
    .length(3),
  testimonial: z.object({ quote: text, author: text, role: text }),
  video: z.object({ title: text, description: text, poster: image }),
  gallery: z.array(z.object({ image, caption: text })).length(3),
  mission: z.object({ title: text, text }),
});
export type Home = z.infer<typeof homeSchema>;
