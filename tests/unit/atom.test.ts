import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { atomFeed, FEED_LENGTH } from '../../hosting/atom';
import { defined } from '../support/defined';

/** A collection longer than a feed holds, newest first: article 0 is the newest. */
const articles = Array.from({ length: FEED_LENGTH + 5 }, (_, i) => ({
  slug: `article-${i}`,
  date: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString().slice(0, 10),
}));

const feed = atomFeed({
  title: 'Blog',
  subtitle: 'News from the labs',
  path: '/impact/blogs/feed.xml',
  pagePath: '/impact/blogs/',
  articles,
  entry: (article) => ({
    title: article.slug,
    path: `/impact/blogs/${article.slug}/`,
    published: article.date,
    author: 'Writer',
    summary: 'A summary.',
    html: '<p>The whole text.</p>',
    categories: [],
  }),
});

describe('an Atom feed of a long collection', () => {
  it(`holds the ${FEED_LENGTH} newest articles, newest first, and is dated by the newest`, () => {
    const doc = new new JSDOM().window.DOMParser().parseFromString(feed, 'application/xml');
    const titles = [...doc.getElementsByTagName('entry')].map(
      (entry) => entry.getElementsByTagName('title').item(0)?.textContent,
    );
    expect(titles).toEqual(articles.slice(0, FEED_LENGTH).map((article) => article.slug));
    expect(doc.documentElement.getElementsByTagName('updated').item(0)?.textContent).toBe(
      `${defined(articles[0], 'the newest article').date}T00:00:00+03:00`,
    );
  });
});
