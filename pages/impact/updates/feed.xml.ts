import { renderMarkdown } from '../../../components/ArticleBody';
import { indexArticles } from '../../../content/lib/articles/collection';
import site from '../../../content/site';
import updates, { FEED_PATH, type Update } from '../../../content/updates';
import type { Feed } from '../../../content/lib/articles/feed';
import { UPDATES_PATH, updateHref } from '../../../content/lib/articles/routes';

/** The news's feed, which the build writes as Atom with the newest updates, each with its full text (stages/atom.ts). */
export default function updatesFeed(): Feed<Update> {
  return {
    ...updates.feed,
    path: FEED_PATH,
    pagePath: UPDATES_PATH,
    articles: indexArticles(updates.updates).ordered,
    entry: (update) => ({
      title: update.title,
      path: updateHref(update.slug),
      published: update.date,
      updated: update.updated,
      author: site.name,
      summary: update.summary,
      html: renderMarkdown(update.body),
      // The category as the pages name it in this edition, not its code.
      categories: [updates.categories[update.category], ...update.tags],
    }),
  };
}
