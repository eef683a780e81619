/**
 * The route map: each file under pages/ and the addresses it serves. `pages/about/team.tsx` is
 * `/about/team/`; a file with `[name]` in its path is a page per entry of its `paths()`; a `.xml.ts` file
 * is a file that is not a page (a feed, which the build writes from the data the file gives: stages/atom.ts).
 * Also each edition's former addresses (renamed articles).
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import type { ComponentType } from 'react';
import type { CalendarEvent } from '../content/lib/time/calendar';
import type { Feed } from '../content/lib/articles/feed';
import type { WebManifest } from '../content/lib/records/web-manifest';
import type { PageMeta } from '../content/lib/records/shapes';
import { pathIn, type Lang } from '../content/lib/words/language';
import { SEARCH_PATH } from '../content/lib/articles/routes';
import type { Redirect } from '../hosting/built-site';
import { BuildError } from './build-error';

/**
 * A page module: its component, its meta (or a function of its props, for a page made once per record) and,
 * for a file with `[name]` in its path, `paths()`: the values of each `[name]` and the props of each page.
 */
export interface PageModule {
  // The props differ page by page; the build passes each page those its paths() chose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  meta: PageMeta | ((props: Record<string, unknown>) => PageMeta);
  paths?: () => PathEntry[];
  /**
   * For a file with `[name]` in its path: the pages it made at other addresses before (an article renamed),
   * each by the values of its `[name]`s then and now. Hosts answer each former address with a permanent
   * redirect to the page's address now, in every edition.
   */
  redirects?: () => RedirectEntry[];
  inlineScript?: string;
  /** Records the page adds to its JSON-LD graph, beside its breadcrumbs (the contact page's ContactPage). */
  structuredData?: () => object[];
  /**
   * A page that lists a collection's articles (a listing, a category's listing, a page of either): no result
   * of the site's search, since each article it lists is one, in its own words (stages/search.ts).
   */
  listing?: boolean;
}

/** One page of a file with `[name]`s in its path. */
export interface PathEntry {
  params: Record<string, string>;
  props?: Record<string, unknown>;
}

/** A former address of a page of a file with `[name]`s in its path: its values then (`from`) and now (`to`). */
export interface RedirectEntry {
  from: Record<string, string>;
  to: Record<string, string>;
}

/**
 * A file that is not a page: a feed, `pages/impact/blogs/feed.xml.ts` gives the feed's data (content/lib/articles/feed.ts),
 * which the build writes as Atom into `impact/blogs/feed.xml` (stages/atom.ts); an event's calendar file,
 * `pages/competitions/calendar/[event].ics.ts` gives each event (content/lib/time/calendar.ts), one per entry of its
 * `paths()`, which the build writes as iCalendar (stages/ics.ts); or the web app manifest,
 * `pages/site.webmanifest.ts` gives its fields (content/lib/records/web-manifest.ts), which the build writes as JSON.
 */
export interface EndpointModule {
  // The props are those its paths() chose, as a page's are.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: (props: any) => Feed<unknown> | CalendarEvent | WebManifest;
  paths?: () => PathEntry[];
}

/** A module of pages/ as the build loads it, before it is checked to be a page or an endpoint. */
export type RouteModule = Partial<PageModule & EndpointModule>;
/** Every module of pages/, by its file: `pages/about/team.tsx`. */
export type PageModules = Record<string, RouteModule>;

/** A file in pages/ and the address it serves; `[name]` parts are filled in once per record. */
export interface Route {
  /** The source file, relative to the project, for messages. */
  file: string;
  /** The URL path, in the trailing-slash form: `/`, `/about/team/`; `/404.html` for the not-found page. */
  path: string;
  /** Where the page is written, relative to the output folder. */
  output: string;
  /** A page renders HTML in the layout; an endpoint (`feed.xml.ts`) gives its feed, which the build writes. */
  kind: 'page' | 'endpoint';
}

/** One page to write: a route with its `[name]`s filled in, and its props. */
export interface Page extends Route {
  props: Record<string, unknown>;
}

/** A page of one edition: `path` and `output` carry the edition's prefix (`/sw/about/`), `base` does not. */
export interface EditionPage extends Page {
  lang: Lang;
  /** The page's path in every edition: `/about/` for `/about/` and `/sw/about/`. */
  base: string;
}

export const NOT_FOUND = '404';
export const NOT_FOUND_PATH = '/404.html';
/** The page a visitor offline sees for a page not saved, in the edition asked for (stages/service-worker.ts). */
export const OFFLINE_PATH = '/offline/';

/**
 * Whether search engines, the sitemap and the site's search should know the page: not the 404 page, nor
 * the offline page, which stand in for pages that could not be had. Neither gets a canonical address.
 */
export const isIndexable = (base: string) => base !== NOT_FOUND_PATH && base !== OFFLINE_PATH;

/**
 * Whether the site's search finds the page: what a visitor searches for, an article or a page with words of
 * its own. Not the pages search engines do not know either, nor the search page, nor a listing of articles.
 */
export const isSearchResult = ({ base, mod }: { base: string; mod: Pick<PageModule, 'listing'> }) =>
  isIndexable(base) && base !== SEARCH_PATH && mod.listing !== true;

/**
 * `pages/about/team.tsx` is `/about/team/`, `pages/about/index.tsx` is `/about/`, `pages/404.tsx` is
 * `/404.html`, `pages/impact/blogs/[slug].tsx` is `/impact/blogs/[slug]/` (one page per slug), and
 * `pages/impact/blogs/feed.xml.ts` is the file `/impact/blogs/feed.xml`.
 */
export function routeFor(file: string): Route {
  const name = relative('pages', file).split(sep).join('/');
  if (name.endsWith('.ts')) {
    const output = name.replace(/\.ts$/, '');
    return { file, path: `/${output}`, output, kind: 'endpoint' };
  }
  const page = name.replace(/\.tsx$/, '');
  if (page === NOT_FOUND) return { file, path: NOT_FOUND_PATH, output: '404.html', kind: 'page' };
  const route = page === 'index' ? '' : page.replace(/(^|\/)index$/, '');
  return {
    file,
    path: route ? `/${route}/` : '/',
    output: route ? `${route}/index.html` : 'index.html',
    kind: 'page',
  };
}

const PARAM = /\[([a-z][a-zA-Z]*)\]/g;

/** A route's module, as the site's bundle loaded it. */
export function moduleOf(pages: PageModules, route: Route): RouteModule {
  const mod = pages[route.file];
  if (!mod) throw new BuildError(`${route.file}: is not in the site's bundle`);
  return mod;
}

/** The `[name]`s in a route, in order. */
function paramsOf(route: Route): string[] {
  return [...route.path.matchAll(PARAM)].flatMap((m) => m[1] ?? []);
}

/** A route's path or output with each `[name]` filled in from `params`, which `given` gave. */
function fillParams(route: Route, template: string, params: Record<string, string>, given: string): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
      throw new BuildError(`${route.file}: ${given} gives ${name} ${JSON.stringify(value)}, which is not a slug`);
    return value;
  });
}

/** A route's pages: itself, or one per entry of its module's `paths()`, each `[name]` filled in. */
export function expandRoute(route: Route, mod: RouteModule): Page[] {
  const names = paramsOf(route);
  if (names.length === 0) return [{ ...route, props: {} }];
  if (typeof mod.paths !== 'function')
    throw new BuildError(`${route.file}: has [${names.join('], [')}] in its path, so it must export paths()`);
  return mod.paths().map(({ params, props = {} }) => {
    const fill = (template: string) => fillParams(route, template, params, 'paths()');
    return { ...route, path: fill(route.path), output: fill(route.output), props: { ...params, ...props } };
  });
}

/** The former addresses a route's module names with `redirects()`, as URL paths (without an edition's prefix). */
function routeRedirects(route: Route, mod: RouteModule): Redirect[] {
  if (mod.redirects === undefined) return [];
  if (typeof mod.redirects !== 'function' || paramsOf(route).length === 0)
    throw new BuildError(`${route.file}: redirects must be a function, in a file with [name]s in its path`);
  return mod.redirects().map(({ from, to }) => ({
    from: fillParams(route, route.path, from, 'redirects()'),
    to: fillParams(route, route.path, to, 'redirects()'),
  }));
}

/**
 * Every edition's former addresses, each under the edition's prefix. Each leads to a page the build makes
 * in that edition; none is an address the build makes a page at, nor named twice.
 */
export function editionRedirects(
  routes: Route[],
  editions: { lang: Lang; site: { pages: PageModules }; pages: EditionPage[] }[],
) {
  const pages = new Set(editions.flatMap((edition) => edition.pages.map((page) => page.path)));
  const seen = new Map<string, string>();
  return editions.flatMap(({ lang, site }) =>
    routes
      .filter((route) => route.kind === 'page')
      .flatMap((route) =>
        routeRedirects(route, moduleOf(site.pages, route)).map(({ from, to }) => {
          const moved = { from: pathIn(lang, from), to: pathIn(lang, to) };
          const problem = pages.has(moved.from)
            ? `is a page of the site`
            : seen.has(moved.from)
              ? `is also sent elsewhere by ${seen.get(moved.from)}`
              : !pages.has(moved.to)
                ? `is sent to ${moved.to}, which is no page of the site`
                : undefined;
          if (problem) throw new BuildError(`${route.file}: redirects() names ${moved.from}, which ${problem}`);
          seen.set(moved.from, route.file);
          return moved;
        }),
      ),
  );
}

export async function findRoutes(projectDir: string): Promise<Route[]> {
  const files = await readdir(join(projectDir, 'pages'), { recursive: true });
  return files
    .filter((file) => file.endsWith('.tsx') || /\.[a-z]+\.ts$/.test(file))
    .map((file) => routeFor(join('pages', file)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** Where a file of dist/ goes in an edition: `about/index.html` is `sw/about/index.html` in Kiswahili. */
export const outputIn = (lang: Lang, output: string) => pathIn(lang, `/${output}`).slice(1);
