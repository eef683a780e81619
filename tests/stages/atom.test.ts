import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { atomFeed, FEED_LENGTH } from '../../stages/atom';
import type { Lang } from '../../content/lib/words/language';

interface Article {
  slug: string;
  date: string;
}

/** A collection longer than a feed holds, newest first: article 0 is the newest. */
const articles: Article[] = Array.from({ length: FEED_LENGTH + 5 }, (_, i) => ({
  slug: `article-${i}`,
  date: new Date(Date.UTC(2026, 10, 1) - i * 86_400_000).toISOString().slice(0, 10),
}));

/** The blog's feed of these articles, each with this text, in an edition. */
const blogFeed = (list: Article[], html: string, lang: Lang) =>
  atomFeed(
    {
      title: 'Blog',
      subtitle: 'News from the labs',
      path: '/impact/blogs/feed.xml',
      pagePath: '/impact/blogs/',
      articles: list,
      entry: (article) => ({
        title: article.slug,
        path: `/impact/blogs/${article.slug}/`,
        published: article.date,
        author: 'Writer',
        summary: 'A summary.',
        html,
        categories: [],
      }),
    },
    { name: 'The Foundation', url: 'https://example.org' },
    lang,
  );

describe('an Atom feed of a long collection', () => {
  it(`holds the ${FEED_LENGTH} newest articles, newest first, and is dated by the newest`, () => {
    const feed = blogFeed(articles, '<p>The whole text.</p>', 'en');
    const doc = new new JSDOM().window.DOMParser().parseFromString(feed, 'application/xml');
    const titles = [...doc.getElementsByTagName('entry')].map(
      (entry) => entry.getElementsByTagName('title')[0]?.textContent,
    );
    expect(titles).toEqual(articles.slice(0, FEED_LENGTH).map((article) => article.slug));
    expect(doc.documentElement.getElementsByTagName('updated')[0]?.textContent).toBe(
      `${articles[0]?.date}T00:00:00+03:00`,
    );
  });
});

describe('an Atom feed in the Kiswahili edition', () => {
  it("says its language, and keeps its links to the edition's pages and its pictures' shared files, made absolute", () => {
    // An article's links arrive in their edition (components/ArticleBody.tsx writes them with href()).
    const feed = blogFeed(articles.slice(0, 1), '<a href="/sw/about/">About</a><img src="/assets/a.jpg" alt="">', 'sw');
    expect(feed).toContain('xml:lang="sw-KE"');
    expect(feed).toContain('<id>https://example.org/sw/impact/blogs/feed.xml</id>');
    expect(feed).toContain('href=&quot;https://example.org/sw/about/&quot;');
    expect(feed).toContain('src=&quot;https://example.org/assets/a.jpg&quot;');
  });
});
