import { z } from 'zod';
import { factWords } from './facts';
import { readArticles } from './lib/articles/articles';
import { article, articleWords, feedWords } from './lib/articles/article-schema';
import { isoDay } from './lib/time/date-shapes';
import {
  callToAction,
  categoryNames,
  hero,
  image,
  pageMeta,
  pageWords,
  text,
  textList,
  uniqueBy,
  usesEach,
} from './lib/records/shapes';
import type { ContentWarning } from './lib/records/content-warning';
import { loadRecord } from './lib/records/records';
import { staleArticles } from './lib/time/stale';
import { UPDATES_PATH } from './lib/articles/routes';

export const updateCategories = ['Infrastructure', 'Achievement', 'Partnership', 'Technology', 'Education'] as const;

/** A news update: content/updates/<slug>.md, its front matter checked by this schema. */
export const articleSchema = article({
  date: isoDay.describe('The day it was published.'),
  updated: isoDay.optional(),
  category: z.enum(updateCategories),
  content: text.describe('The paragraph the card shows under the summary.'),
  image,
  highlights: textList,
  tags: textList.describe('What it is about, for finding related news.'),
}).meta({ title: 'News update', collection: 'News updates' });
export type Update = z.infer<typeof articleSchema>;

export const schema = z.object({
  words: pageWords({ news: text }),
  meta: pageMeta,
  categories: categoryNames(updateCategories).describe('What the pages call each category.'),
  hero,
  highlightsTitle: text.describe("The heading of an update's list of highlights, on its card and its page."),
  article: articleWords,
  feed: feedWords,
  updates: z
    .array(articleSchema)
    .refine(...usesEach(updateCategories, (update: Update) => update.category))
    .refine(...uniqueBy((update: Update) => update.slug, 'name (slug)')),
  subscribe: callToAction,
});
export type Updates = z.infer<typeof schema>;

/** The news pages' words; the updates themselves are the Markdown files in content/updates/. */
const updates = loadRecord<Updates>('updates', schema, {
  facts: factWords,
  add: () => ({ updates: readArticles('updates', articleSchema, factWords) as Updates['updates'] }),
});

export default updates;

export const FEED_PATH = `${UPDATES_PATH}feed.xml`;

/** The feed, as the news pages name it for `<link rel="alternate">`. */
export const feedLink = () => ({ title: updates.feed.title, href: FEED_PATH });

/**
 * What has expired by `today` (content/lib/time/stale.ts): "this year" in a recent update of another year, a day
 * a recent update spoke of as ahead that has passed, and news with no update for six months.
 */
export function stale(today: string): ContentWarning[] {
  return staleArticles(
    'news updates',
    { file: 'content/updates.yml', record: updates, field: 'updates', articles: updates.updates },
    today,
  );
}
