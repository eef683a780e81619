import { z } from 'zod';
import { image, text } from './common';
import { usesEach } from './rules';

/** The gallery's filter categories, in the order of the filter row (after All). */
export const galleryCategories = ['Events', 'Programs', 'Students', 'Facilities', 'Achievements'] as const;

const common = {
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be a slug'),
  title: text,
  category: z.enum(galleryCategories),
  /** Month and year, as readers see it: "March 2025". */
  date: z.string().regex(/^[A-Z][a-z]+ \d{4}$/, 'must be like March 2025'),
  location: text,
  /** Who took part, in words: "120 students". */
  participants: text,
  description: text,
  thumbnail: image,
};

export const galleryItemSchema = z.discriminatedUnion('type', [
  z.strictObject({ ...common, type: z.literal('image') }),
  z.strictObject({
    ...common,
    type: z.literal('video'),
    duration: z.string().regex(/^\d{1,2}:[0-5]\d$/, 'must be a running time like 3:45 (m:ss)'),
  }),
]);

export const gallerySchema = z
  .array(galleryItemSchema)
  .length(12)
  .refine(...usesEach(galleryCategories, (item: GalleryItem) => item.category))
  .refine((items) => items.some((i) => i.type === 'video'), 'must include at least one video');
export type GalleryItem = z.infer<typeof galleryItemSchema>;
