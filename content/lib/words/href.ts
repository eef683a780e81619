import { LANG, pathIn, type Lang } from './language';

/**
 * Whether a root-relative path leads to something each edition has its own of: a page (its path ends in
 * `/`: `/about/`, `/impact/blogs/#latest`, `/contact/?topic=x`) or a feed, the `.xml` file a route writes in
 * a page's folder (`pages/impact/blogs/feed.xml.ts` is `/impact/blogs/feed.xml`), an event's calendar file
 * (`/competitions/calendar/<id>.ics`) or the web app manifest (`/site.webmanifest`), in the edition's words.
 * Anything else is a file both editions share: `/assets/…`, a picture, a PDF, `/favicon.ico`, and
 * `/sitemap.xml` at the root, which lists both editions.
 */
export function isEditionPath(path: string): boolean {
  const file = path.replace(/[?#].*$/, '');
  return file.endsWith('/') || /^\/.+\/[^/]+\.(xml|ics)$/.test(file) || file.endsWith('.webmanifest');
}

/**
 * A link in this edition (or the one named): a page's or a feed's root-relative path gets the edition's
 * prefix, `/about/` is `/sw/about/` in Kiswahili; a file (`/reports/x.pdf`), a link to another site,
 * `mailto:`, `tel:` and `#…` are the same in every edition. Every `href` and `action` that can lead to a
 * page is written with it (ESLint says so where a literal path is written instead), and so are the links
 * in Markdown (components/ArticleBody.tsx). The language switch and the `hreflang` alternates, which lead
 * to the other edition on purpose, say which with `pathIn` and `urlOf`.
 */
export function href(path: string, lang: Lang = LANG): string {
  const rootRelative = path.startsWith('/') && !path.startsWith('//');
  return rootRelative && isEditionPath(path) ? pathIn(lang, path) : path;
}
