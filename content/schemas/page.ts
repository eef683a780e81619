import { z } from 'zod';
import { text } from './common';

/** What every page module exports as `meta`: the words search engines and link previews show. */
export const pageMetaSchema = z.object({
  title: text.max(70, 'must be at most 70 characters (search results cut longer titles)'),
  description: text
    .min(50, 'must be at least 50 characters')
    .max(170, 'must be at most 170 characters (search results cut longer descriptions)'),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;
