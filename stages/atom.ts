/**
 * The feeds, written as Atom (RFC 4287, https://www.rfc-editor.org/rfc/rfc4287) from what a file of pages/
 * gives (content/lib/articles/feed.ts): the required elements, absolute links, and each entry's full text as escaped
 * HTML, so a feed reader shows the whole article.
 */
import type { Feed } from '../content/lib/articles/feed';
import { languages, type Lang } from '../content/lib/words/language';
import { urlOf } from '../content/lib/records/site-record';
import { escapeMarkup } from '../content/lib/words/translate';

/** Whose feed it is, in its edition's words: the organisation's name and its site's address. */
export interface FeedPublisher {
  name: string;
  url: string;
}

/**
 * How many articles a feed holds: the newest. A reader fetches the feed again and again, often on mobile
 * data, and each entry carries a whole article, so a feed of every post would grow with the blog without
 * limit; the site's listings keep every article.
 */
export const FEED_LENGTH = 20;

/**
 * Root-relative links and pictures made absolute: a feed is read away from the site. Links to pages are
 * already in the feed's own edition (the Markdown renderer writes them with content/lib/words/href.ts).
 */
const absolute = (html: string, site: FeedPublisher) =>
  html.replace(/(href|src)="(\/[^"]*)"/g, (_, attribute: string, path: string) => `${attribute}="${site.url}${path}"`);

/** A day as an Atom date-time: the start of the day in Nairobi (UTC+3). */
const dateTime = (day: string) => `${day}T00:00:00+03:00`;

/** A feed as Atom, in an edition: its links lead to that edition's pages. */
export function atomFeed<Article>(feed: Feed<Article>, site: FeedPublisher, lang: Lang): string {
  const { title, subtitle, path, pagePath, articles } = feed;
  const entries = articles.slice(0, FEED_LENGTH).map((article) => feed.entry(article));
  const updated =
    entries
      .map((e) => e.updated ?? e.published)
      .sort()
      .at(-1) ?? new Date().toISOString().slice(0, 10);
  const url = (page: string) => urlOf(site, page, lang);
  const element = (name: string, text: string, attributes = '') =>
    `<${name}${attributes}>${escapeMarkup(text)}</${name}>`;
  const lines = [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="${languages[lang].locale}">`,
    `  ${element('id', url(path))}`,
    `  ${element('title', title)}`,
    `  ${element('subtitle', subtitle)}`,
    `  ${element('updated', dateTime(updated))}`,
    `  <link rel="self" type="application/atom+xml" href="${escapeMarkup(url(path))}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeMarkup(url(pagePath))}"/>`,
    `  <author>${element('name', site.name)}${element('uri', url('/'))}</author>`,
    `  <icon>${escapeMarkup(`${site.url}/favicon.svg`)}</icon>`,
    ...entries.map((one) =>
      [
        '  <entry>',
        `    ${element('id', url(one.path))}`,
        `    ${element('title', one.title)}`,
        `    <link rel="alternate" type="text/html" href="${escapeMarkup(url(one.path))}"/>`,
        `    ${element('published', dateTime(one.published))}`,
        `    ${element('updated', dateTime(one.updated ?? one.published))}`,
        `    <author>${element('name', one.author)}</author>`,
        ...one.categories.map((term) => `    <category term="${escapeMarkup(term)}"/>`),
        `    ${element('summary', one.summary)}`,
        `    ${element('content', absolute(one.html, site), ' type="html"')}`,
        '  </entry>',
      ].join('\n'),
    ),
    '</feed>',
  ];
  return lines.join('\n') + '\n';
}
