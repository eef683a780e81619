import { edition } from '../content/lib/language';
import { escapeMarkup } from '../content/lib/translate';
import { urlOf } from '../content/lib/site-record';
import site from '../content/site';

/**
 * An Atom feed (RFC 4287, https://www.rfc-editor.org/rfc/rfc4287): the required elements, absolute links,
 * and each entry's full text as escaped HTML, so a feed reader shows the whole article.
 */

export interface FeedEntry {
  title: string;
  /** The article's page, root-relative: /impact/blogs/<slug>/. */
  path: string;
  /** YYYY-MM-DD. */
  published: string;
  updated?: string;
  author: string;
  summary: string;
  /** The article's text as HTML. */
  html: string;
  categories: string[];
}

export interface Feed<Article> {
  title: string;
  subtitle: string;
  /** The feed's own address and the page it belongs to, root-relative. */
  path: string;
  pagePath: string;
  /** The collection's articles, newest first. */
  articles: Article[];
  entry: (article: Article) => FeedEntry;
}

/**
 * How many articles a feed holds: the newest. A reader fetches the feed again and again, often on mobile
 * data, and each entry carries a whole article, so a feed of every post would grow with the blog without
 * limit; the site's listings keep every article.
 */
export const FEED_LENGTH = 20;

/**
 * Root-relative links and pictures made absolute: a feed is read away from the site. Links to pages are
 * already in the feed's own edition (the Markdown renderer writes them with content/lib/href.ts).
 */
const absolute = (html: string) =>
  html.replace(/(href|src)="(\/[^"]*)"/g, (_, attribute: string, path: string) => `${attribute}="${site.url}${path}"`);

/** A day as an Atom date-time: the start of the day in Nairobi (UTC+3). */
const dateTime = (day: string) => `${day}T00:00:00+03:00`;

export function atomFeed<Article>({ title, subtitle, path, pagePath, articles, entry }: Feed<Article>): string {
  const entries = articles.slice(0, FEED_LENGTH).map(entry);
  const updated =
    entries
      .map((e) => e.updated ?? e.published)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const element = (name: string, text: string, attributes = '') =>
    `<${name}${attributes}>${escapeMarkup(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${edition.locale}">`,
    `  ${element('id', urlOf(site, path))}`,
    `  ${element('title', title)}`,
    `  ${element('subtitle', subtitle)}`,
    `  ${element('updated', dateTime(updated))}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(urlOf(site, path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(urlOf(site, pagePath))}"/>`,
    `  <author>${element('name', site.name)}${element('uri', urlOf(site, '/'))}</author>`,
    `  <icon>${escapeMarkup(`${site.url}/favicon.svg`)}</icon>`,
    ...entries.map((one) =>
      [
        '  <entry>',
        `    ${element('id', urlOf(site, one.path))}`,
        `    ${element('title', one.title)}`,
        `    <link rel="alternate" type="text/html" href="${escapeMarkup(urlOf(site, one.path))}"/>`,
        `    ${element('published', dateTime(one.published))}`,
        `    ${element('updated', dateTime(one.updated ?? one.published))}`,
        `    <author>${element('name', one.author)}</author>`,
        ...one.categories.map((term) => `    <category term="${escapeMarkup(term)}"/>`),
        `    ${element('summary', one.summary)}`,
        `    ${element('content', absolute(one.html), ' type="html"')}`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
  ];
  return lines.join('\n') + '\n';
}
