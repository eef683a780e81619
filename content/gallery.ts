import { z } from 'zod';
import { isoMonth } from './lib/time/date-shapes';
import {
  callToAction,
  categoryNames,
  filterWords,
  hero,
  image,
  pageMeta,
  pageWords,
  sentenceWith,
  slug,
  text,
  uniqueBy,
  usesEach,
} from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

/** The gallery's filter categories, in the order of the filter row (after All). */
export const galleryCategories = ['Events', 'Programs', 'Students', 'Facilities', 'Achievements'] as const;

const common = {
  id: slug,
  title: text,
  category: z.enum(galleryCategories),
  date: isoMonth,
  location: text.describe('Where, in words: a place, or a place and its county (Mwingi, Kitui County).'),
  participants: text.describe('Who took part, in words: "120 students".'),
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
export type GalleryItem = z.infer<typeof galleryItemSchema>;

export const schema = z.object({
  words: pageWords({
    photosAndVideos: text,
    submitYourPhotos: text,
  }),
  meta: pageMeta,
  categories: categoryNames(galleryCategories).describe('What the pages call each category.'),
  hero,
  filter: filterWords,
  viewer: z
    .object({
      fields: z.object({ date: text, location: text, participants: text, category: text }),
      photo: text,
      videoDuration: text,
      about: text,
      title: text,
      close: text,
      description: text,
      details: text,
      nothingChosen: text,
      imageViewer: text,
      videoPlayer: sentenceWith('duration'),
      note: text,
      photoNote: text,
      videoNote: text,
    })
    .describe(
      'The words of the cards and of the viewer that opens on one (components/Gallery.tsx, client/gallery.ts).',
    ),
  items: z
    .array(galleryItemSchema)
    .refine(...usesEach(galleryCategories, (item: GalleryItem) => item.category))
    .refine(...uniqueBy((item: GalleryItem) => item.id, 'id')),
  share: callToAction,
});
export type Gallery = z.infer<typeof schema>;

/** The photos and videos on /impact/gallery/, over every filter category. */
const gallery = loadRecord<Gallery>('gallery', schema, { facts: factWords });

export default gallery;
