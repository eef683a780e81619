import { renderMarkdown } from '../../../components/ArticleBody';
import { indexArticles } from '../../../content/lib/collection';
import site from '../../../content/site';
import updates, { FEED_PATH } from '../../../content/updates';
import { UPDATES_PATH, updateHref } from '../../../content/lib/routes';
import { atomFeed } from '../../../hosting/atom';

/** The news's Atom feed: the newest updates (FEED_LENGTH), each with its full text. */
export default function updatesFeed(): string {
  return atomFeed({
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
      categories: [update.category, ...update.tags],
    }),
  });
}
