import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { findRoutes, routeFor } from '../../stages/routes';
import { pathIn, type Lang } from '../../content/lib/words/language';
import { ADMIN_PATH } from '../../hosting/headers';
import { distDir } from './server';

/** The built page at a URL path (`/about/team/`, `/404.html`), parsed for querying like a visitor reads it. */
export function builtPage(path: string, dir = distDir): CheerioAPI {
  const file = path.endsWith('.html') ? path : join(path, 'index.html');
  return load(readFileSync(join(dir, file), 'utf8'));
}

/**
 * Every page of a build (the spec's, unless named), as the URL path that serves it. Not the content editor
 * at /admin/, which is no page of the site, nor the folders without a page of their own: the
 * build gives each a copy of the 404 page as its index (so no host lists their files), and those copies are
 * no pages. Nor the CMS under ADMIN_PATH, which is no page of the site but the editors' tool.
 */
export function builtPaths(dir = distDir): string[] {
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.html') && !`/${file}`.startsWith(ADMIN_PATH),
  );
  const notFoundFiles = files.filter((file) => file.endsWith('404.html'));
  const notFound = new Set(notFoundFiles.map((file) => readFileSync(join(dir, file), 'utf8')));
  return files
    .filter((file) => notFoundFiles.includes(file) || !notFound.has(readFileSync(join(dir, file), 'utf8')))
    .map((file) => (file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`))
    .filter((path) => !path.startsWith(ADMIN_PATH))
    .sort();
}

/** Whether a built path is an edition's 404 page (`/404.html`, `/sw/404.html`), shown for unknown URLs. */
export const isNotFound = (path: string) => path.endsWith('/404.html');
/**
 * The pages that stand in for a page that could not be had, which no search engine, sitemap or site search
 * lists: the 404 page and the page the service worker shows offline.
 */
export const isUnlisted = (path: string) => isNotFound(path) || path.endsWith('/offline/');

/** Whether a built path is a page of the Kiswahili edition. */
export const isKiswahili = (path: string) => path.startsWith('/sw/');

/**
 * The Kiswahili pages that stand for the rest in the slowest per-page browser test (every button pressed):
 * the edition's markup is the English pages' with other words, as tests/build/editions.test.ts checks page
 * by page, so these cover its home page (the header and banner), the blog filter, a listing, an article, a
 * form and the 404 page; the gallery, whose every state takes half a minute, is pressed through in English
 * (its Kiswahili page loads with no policy violation on Apache and nginx, tests/hosting/browser.test.ts).
 * Every page of both editions is still loaded in Chromium (pages, text spacing), by pa11y and by
 * html-validate.
 */
export const KISWAHILI_SAMPLE = [
  '/sw/',
  '/sw/404.html',
  '/sw/donate/',
  '/sw/impact/blogs/',
  '/sw/impact/blogs/why-girls-leave-stem/',
  '/sw/impact/updates/',
];

/** Built paths with the Kiswahili edition cut down to its sample. */
export const withKiswahiliSample = (paths: string[]) =>
  paths.filter((path) => !isKiswahili(path) || KISWAHILI_SAMPLE.includes(path));

/**
 * One page of each page file: the built paths with each file that makes a page per record
 * (`pages/impact/blogs/[slug].tsx`) cut down to its first, whose markup the others share with other words.
 */
export function onePerPageFile(paths: string[]): string[] {
  const routes = readdirSync(join(import.meta.dirname, '../../pages'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => routeFor(join('pages', file)).path);
  const fixed = new Set(routes.filter((route) => !route.includes('[')));
  const perRecord = routes
    .filter((route) => route.includes('['))
    .map((route) => new RegExp(`^${route.replace(/\[[a-zA-Z]+\]/g, '[^/]+')}$`));
  const seen = new Set<string>();
  return paths.filter((path) => {
    const base = isKiswahili(path) ? path.slice('/sw'.length) : path;
    const made = fixed.has(base) ? -1 : perRecord.findIndex((pattern) => pattern.test(base));
    if (made < 0) return true;
    const key = `${isKiswahili(path)} ${made}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The text of an element with whitespace collapsed, as it reads on screen. */
export function textOf($: CheerioAPI, selector: string): string {
  return $(selector).text().replace(/\s+/g, ' ').trim();
}

/** The text of each element matching a selector. */
export function textsOf($: CheerioAPI, selector: string): string[] {
  return $(selector)
    .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
    .get();
}

/** The section whose heading (h2) reads `title`, to scope a query to one band of the page. */
export function sectionTitled($: CheerioAPI, title: string) {
  const heading = $('h2').filter((_, el) => $(el).text().trim() === title);
  if (heading.length !== 1) throw new Error(`expected one h2 "${title}", found ${heading.length}`);
  return heading.closest('section');
}

/** The visible names of the buttons on a page (or in a part of it). */
export function buttonNames($: CheerioAPI, scope?: Parameters<CheerioAPI>[0]): string[] {
  const buttons = scope ? $(scope).find('button') : $('main button');
  return buttons.map((_, el) => $(el).text().replace(/\s+/g, ' ').trim()).get();
}

/** What a visitor sees on an element: its text without the words only screen readers hear. */
export function visibleText($: CheerioAPI, element: Parameters<CheerioAPI>[0]): string {
  const copy = $(element).clone();
  copy.find('.visually-hidden').remove();
  return copy.text().replace(/\s+/g, ' ').trim();
}

/**
 * The links of a page's main content (or of a part of it) as `label -> href`, the label as a visitor sees
 * it. `named` gives the name a screen reader hears instead (visible text plus visually hidden words).
 */
export function linkTargets(
  $: CheerioAPI,
  scope?: Parameters<CheerioAPI>[0],
  { named = false }: { named?: boolean } = {},
): string[] {
  const links = scope ? $(scope).find('a') : $('main a');
  return links
    .map((_, a) => {
      const label = named ? $(a).text().replace(/\s+/g, ' ').trim() : visibleText($, a);
      return `${label} -> ${a.attribs.href}`;
    })
    .get();
}

/** A Content-Security-Policy as directive -> sources: `default-src 'self'` is `{ 'default-src': ["'self'"] }`. */
export const cspDirectives = (csp: string): Record<string, string[]> =>
  Object.fromEntries(
    csp.split(/;\s*/).map((directive): [string, string[]] => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

/**
 * The text of a page's body node by node, in reading order: `.text()` runs one element's words into the
 * next one's, which hides a word at an element's end from a check that reads words.
 */
export const textNodes = ($: CheerioAPI): string[] =>
  $('body')
    .find('*')
    .addBack()
    .contents()
    // nodeType 3: a text node (Node.TEXT_NODE).
    .filter((_, node) => node.nodeType === 3)
    .map((_, node) => $(node).text())
    .get();

/**
 * One page of each page template (each page file of pages/) in an edition: the first of the built pages its
 * route makes (`/impact/blogs/[slug]/` gives the first article). For checks too slow to run on every page,
 * such as Lighthouse in the bench and axe in dark colours; a template with no page built is left out.
 */
export async function pagePerTemplate(paths: string[], lang: Lang): Promise<string[]> {
  const routes = (await findRoutes(join(import.meta.dirname, '../..'))).filter((route) => route.kind === 'page');
  return routes.flatMap((route) => {
    const pattern = pathIn(lang, route.path)
      .split(/\[[a-zA-Z]+\]/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+');
    return paths.find((path) => new RegExp(`^${pattern}$`).test(path)) ?? [];
  });
}
