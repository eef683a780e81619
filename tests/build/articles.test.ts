import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import blogs, { blogCategories } from '../../content/blogs';
import features from '../../content/features';
import { slugify } from '../../content/lib/articles/collection';
import site from '../../content/site';
import updates from '../../content/updates';
import { FEED_LENGTH } from '../../stages/atom';
import { defined } from '../support/defined';
import { builtPage, builtPaths } from '../support/dist';
import { distDir } from '../support/server';

const read = (text: string) => text.replace(/\s+/g, ' ').trim();

/** The spec's counts of today's writing: 6 posts, 5 updates, 3 stories, each now with a page of its own. */
const collections = [
  { name: 'blog posts', base: '/impact/blogs/', records: blogs.posts, count: 6, crumb: 'Blog' },
  { name: 'updates', base: '/impact/updates/', records: updates.updates, count: 5, crumb: 'Latest Updates' },
  { name: 'impact stories', base: '/impact/features/', records: features.stories, count: 3, crumb: 'Impact Stories' },
];

/** The words of an article's text, as the page shows it. */
function bodyWords($: CheerioAPI): number {
  return read($('.article-body').text())
    .split(' ')
    .filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

describe.each(collections)('$name', ({ base, records, count, crumb }) => {
  const pages = builtPaths().filter((path) => path.startsWith(base) && /^\/impact\/\w+\/[a-z0-9-]+\/$/.test(path));
  const articles = pages.filter((path) => records.some((r) => path === `${base}${r.slug}/`));

  it(`has ${count} articles, each a page of its own`, () => {
    expect(records).toHaveLength(count);
    expect(articles).toHaveLength(count);
  });

  it.each(records.map((record) => [record.slug, record] as const))('%s', (slug, record) => {
    const path = `${base}${slug}/`;
    const $ = builtPage(path);
    expect(read($('h1').text())).toBe(record.title);
    const trail = $('nav[aria-label="Breadcrumb"] li')
      .map((_, li) => read($(li).text()))
      .get();
    expect(trail.at(-2)).toBe(crumb);
    expect(trail.at(-1)).toBe(record.title);
    expect($('nav[aria-label="Breadcrumb"] [aria-current="page"]').text()).toBe(record.title);

    // Its full text: 400 to 900 words, with sections, a list and at most one pull quote, not the card again.
    const words = bodyWords($);
    expect(words, `${path} is ${words} words`).toBeGreaterThanOrEqual(400);
    expect(words, `${path} is ${words} words`).toBeLessThanOrEqual(900);
    expect($('.article-body h2').length, path).toBeGreaterThanOrEqual(2);
    expect($('.article-body ul, .article-body ol').length, path).toBeGreaterThanOrEqual(1);
    expect($('.article-body blockquote').length, path).toBeLessThanOrEqual(1);
    expect($('.article-body script, .article-body style, .article-body iframe'), path).toHaveLength(0);
    const text = read($('.article-body').text());
    const cardText = [record.summary, 'excerpt' in record ? record.excerpt : '', 'story' in record ? record.story : ''];
    for (const line of cardText.filter(Boolean)) expect(text, path).not.toContain(line);

    // Read time from the word count, at about 200 words a minute.
    expect(record.minutes).toBe(Math.max(1, Math.round(record.words / 200)));
    expect(read($('main').text())).toContain(`${record.minutes} min read`);

    // Its neighbours in the collection and two related articles, all pages of the same collection.
    const neighbours = $('nav.article__neighbours a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(neighbours.length, path).toBeGreaterThanOrEqual(1);
    const related = $('section#related article h3 a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(related, path).toHaveLength(2);
    for (const href of [...neighbours, ...related]) {
      expect(articles, `${href} on ${path}`).toContain(href);
      expect(href).not.toBe(path);
    }
  });
});

describe('the card fields on each article page', () => {
  it('show a post’s category, date, author and role, read time, tags, likes and comments', () => {
    const post = blogs.posts.find((p) => p.slug === 'why-girls-leave-stem')!;
    const $ = builtPage('/impact/blogs/why-girls-leave-stem/');
    const text = read($('main').text());
    expect($('main .badge').first().text()).toBe(post.category);
    expect($('main .badge').first().closest('a').attr('href')).toBe(
      `/impact/blogs/category/${slugify(post.category)}/`,
    );
    expect(text).toContain(`${post.author}, ${post.role}`);
    expect($('main time').first().attr('datetime')).toBe(post.date);
    expect(text).toContain(`${post.likes} likes ${post.comments} comments`);
    const lead = $('main p').filter((_, p) => $(p).text().trim() === 'Tags');
    expect(lead).toHaveLength(1);
    expect(
      lead
        .next('ul')
        .find('li')
        .map((_, li) => $(li).text())
        .get(),
    ).toEqual(post.tags);
  });

  it('show an update’s Key Highlights and a story’s Impact Achieved', () => {
    const update = defined(updates.updates[0], 'the first update');
    const $u = builtPage(`/impact/updates/${update.slug}/`);
    expect(
      $u('aside h2:contains("Key Highlights") + ul li')
        .map((_, li) => read($u(li).text()))
        .get(),
    ).toEqual(update.highlights);
    const feature = defined(features.stories[0], 'the first feature');
    const $s = builtPage(`/impact/features/${feature.slug}/`);
    expect(
      $s('aside h2:contains("Impact Achieved") + ul li')
        .map((_, li) => read($s(li).text()))
        .get(),
    ).toEqual(feature.impact);
  });
});

describe('blog category pages', () => {
  it.each(blogCategories.map((category) => [category]))(
    '%s has its own listing that works without script',
    (category) => {
      const path = `/impact/blogs/category/${slugify(category)}/`;
      const $ = builtPage(path);
      const expected = blogs.posts.filter((p) => p.category === category).map((p) => p.title);
      const shown = $('main article h3')
        .map((_, h) => read($(h).text()))
        .get();
      expect(shown.length).toBeGreaterThan(0);
      expect(new Set(shown)).toEqual(new Set(expected));
      const nav = $('nav[aria-label="Filter posts by category"]');
      expect(nav.find('[aria-current="page"]').text()).toBe(category);
      expect(nav.find('a').first().attr('href')).toBe('/impact/blogs/');
      // Its links are followed, not filtered in place: this page holds only its own category's posts.
      expect($('[data-module="filter"]')).toHaveLength(0);
    },
  );
});

describe('Atom feeds', () => {
  const feeds = [
    { path: '/impact/blogs/feed.xml', page: '/impact/blogs/', records: blogs.posts },
    { path: '/impact/updates/feed.xml', page: '/impact/updates/', records: updates.updates },
  ];
  const parser = new new JSDOM().window.DOMParser();

  it.each(feeds)(
    '$path is well-formed Atom with its newest articles’ full text and absolute links',
    ({ path, page, records }) => {
      const xml = readFileSync(join(distDir, path), 'utf8');
      const doc = parser.parseFromString(xml, 'application/xml');
      expect(doc.getElementsByTagName('parsererror'), 'well-formed XML').toHaveLength(0);
      const feed = doc.documentElement;
      expect(feed.namespaceURI).toBe('http://www.w3.org/2005/Atom');
      const child = (el: Element, name: string) => [...el.children].filter((c) => c.localName === name);
      const first = (el: Element, name: string) => defined(child(el, name)[0], `<${name}> in <${el.localName}>`);
      for (const name of ['id', 'title', 'updated', 'author']) expect(child(feed, name), name).toHaveLength(1);
      expect(first(feed, 'updated').textContent).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00\+03:00$/);
      const links = child(feed, 'link').map((l) => `${l.getAttribute('rel')} ${l.getAttribute('href')}`);
      expect(links).toEqual([`self ${site.url}${path}`, `alternate ${site.url}${page}`]);
      const entries = child(feed, 'entry');
      expect(entries).toHaveLength(Math.min(records.length, FEED_LENGTH));
      for (const entry of entries) {
        for (const name of ['id', 'title', 'updated', 'published', 'author', 'summary', 'content'])
          expect(child(entry, name), name).toHaveLength(1);
        const href = first(entry, 'link').getAttribute('href') ?? '';
        expect(href).toMatch(new RegExp(`^${site.url}${page}[a-z0-9-]+/$`));
        const record = records.find((r) => href.endsWith(`/${r.slug}/`))!;
        const html = first(entry, 'content').textContent ?? '';
        expect(first(entry, 'content').getAttribute('type')).toBe('html');
        expect(html).toContain('<h2>');
        expect(read(html.replace(/<[^>]+>/g, ' ')).split(' ').length).toBeGreaterThan(record.words - 20);
        for (const [, url] of html.matchAll(/href="([^"]+)"/g)) expect(url).toMatch(/^https:\/\//);
      }
    },
  );

  it.each(feeds)('$path is advertised on its listing and its articles', ({ path, page, records }) => {
    for (const pagePath of [page, `${page}${defined(records[0], 'the newest record').slug}/`]) {
      expect(builtPage(pagePath)('link[rel="alternate"][type="application/atom+xml"]').attr('href'), pagePath).toBe(
        path,
      );
    }
  });
});
