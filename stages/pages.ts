/**
 * The pages stage: every page of every edition, each with its module checked, its meta worked out and
 * its breadcrumb trail; and the editions' former addresses.
 */
import { basename } from 'node:path';
import type { ContentFiles } from '../content/lib/records/content-files';
import { pathIn, type Lang } from '../content/lib/words/language';
import type { Crumb, PageMeta } from '../content/lib/records/shapes';
import type { Redirect } from '../hosting/built-site';
import { whereWritten } from './written-where';
import { BuildError } from './build-error';
import type { Edition, Editions } from './content';
import {
  editionRedirects,
  expandRoute,
  moduleOf,
  outputIn,
  type EditionPage,
  type Page,
  type PageModule,
  type Route,
} from './routes';
import type { SiteModule } from './site-bundle';

/** A page with its module checked and its meta worked out. */
export interface PreparedPage extends EditionPage {
  mod: PageModule;
  meta: PageMeta;
}

/** A page in an edition: under the edition's prefix, with its meta in the edition's language. */
function preparePage(site: SiteModule, route: Page, lang: Lang): PreparedPage {
  const page = {
    ...route,
    lang,
    base: route.path,
    path: pathIn(lang, route.path),
    output: outputIn(lang, route.output),
  };
  const mod = moduleOf(site.pages, page);
  if (typeof mod.default !== 'function')
    throw new BuildError(`${page.file}: has no default export (the page component)`);
  let meta: unknown;
  try {
    meta = typeof mod.meta === 'function' ? mod.meta(page.props) : mod.meta;
  } catch (error) {
    throw new BuildError(`${page.file}: meta() failed for ${page.path}: ${(error as Error).stack}`, { cause: error });
  }
  const checked = site.pageMeta.safeParse(meta);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `meta.${i.path.join('.') || '(missing)'} ${i.message}`);
    throw new BuildError(`${page.file}: ${problems.join('; ')}${page.path.includes('[') ? '' : ` (${page.path})`}`);
  }
  return { ...page, mod: mod as PageModule, meta: checked.data };
}

/** Home, then each page above this one that exists, then the page: named as the menus name them. */
function crumbsFor(site: SiteModule, path: string, titles: Map<string, string>): Crumb[] {
  const parts = path.split('/').filter(Boolean);
  const ancestors = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`)];
  const crumbs = ancestors
    .filter((ancestor) => titles.has(ancestor))
    .map((ancestor) => ({ name: site.labelFor(ancestor) ?? (titles.get(ancestor) as string), path: ancestor }));
  // Two steps of one trail never share a name (the Impact section and its Impact Stories page): the
  // upper one is then called by its page's own title.
  return crumbs.map((crumb, i) =>
    crumbs.slice(i + 1).some((below) => below.name === crumb.name)
      ? { ...crumb, name: titles.get(crumb.path) as string }
      : crumb,
  );
}

/**
 * Stops the build at two pages of an edition with one title, naming the content files that give it: an
 * article's own file (found by its slug among the files that hold the title), or else the page's file.
 */
export async function checkUniqueTitles(
  pages: PreparedPage[],
  { contentDir, content }: { contentDir: string; content?: ContentFiles },
) {
  const seen = new Map<string, PreparedPage>();
  for (const page of pages) {
    const other = seen.get(page.meta.title);
    seen.set(page.meta.title, page);
    if (!other) continue;
    const places = (await whereWritten(contentDir, [page.meta.title], content?.read)).get(page.meta.title) ?? [];
    const sourceOf = ({ file, path, props }: PreparedPage) => {
      const slug = typeof props.slug === 'string' ? props.slug : undefined;
      const own = places.find((place) => slug && basename(place.file).replace(/(\.sw)?\.md$/, '') === slug);
      return own ? own.file : `${file} (${path})`;
    };
    throw new BuildError(
      `${sourceOf(page)}: the title "${page.meta.title}" is already the title of ${sourceOf(other)}: give each page its own title`,
    );
  }
}

/** An edition's pages, ready to render, each with its trail. */
export interface EditionPages extends Edition {
  pages: { page: PreparedPage; crumbs: Crumb[] }[];
}

export interface SitePages {
  /** English first. */
  editions: [EditionPages, ...EditionPages[]];
  /** The routes that write a file that is not a page (a feed). */
  endpoints: Route[];
  /** Former addresses of pages (renamed articles), in every edition, and where each leads now. */
  redirects: Redirect[];
}

/** Every page of every edition, prepared; the former addresses; the files that are not pages. */
export function listPages(routes: Route[], [english, ...others]: Editions): SitePages {
  const prepare = ({ lang, site }: Edition) => ({
    lang,
    site,
    pages: routes
      .filter((route) => route.kind === 'page')
      .flatMap((route) => expandRoute(route, moduleOf(site.pages, route)))
      .map((page) => preparePage(site, page, lang)),
  });
  const withTrails = ({ lang, site, pages }: ReturnType<typeof prepare>): EditionPages => {
    const titles = new Map(pages.map((page) => [page.base, page.meta.title]));
    return { lang, site, pages: pages.map((page) => ({ page, crumbs: crumbsFor(site, page.base, titles) })) };
  };
  const prepared = [prepare(english), ...others.map(prepare)] as const;
  return {
    editions: [withTrails(prepared[0]), ...prepared.slice(1).map(withTrails)],
    endpoints: routes.filter((route) => route.kind === 'endpoint'),
    redirects: editionRedirects(routes, [...prepared]),
  };
}
