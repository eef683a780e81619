/**
 * The render stage: each page's body rendered once with React (components/PageBody.tsx), in its edition;
 * then, once the widget scripts are bundled, the page finished in components/Layout.tsx with the head that
 * its body calls for (the rules of the stylesheet it uses, its Content-Security-Policy, its sharing card)
 * and its script. Also the files that are not pages, from the data their files in pages/ give: the feeds,
 * written as Atom (stages/atom.ts), the events' calendar files (stages/ics.ts) and the web app manifest.
 */
import { randomUUID } from 'node:crypto';
import type { createElement } from 'react';
import { SEARCH_PATH } from '../content/lib/articles/routes';
import type { Crumb, PageMeta } from '../content/lib/records/shapes';
import type { Lang } from '../content/lib/words/language';
import type { ShareCard } from '../components/Head';
import type { PageProps } from '../components/Layout';
import type { PageParts } from '../components/PageParts';
import type { InlineCode } from '../hosting/built-site';
import type { Catalogue } from '../pictures/catalogue';
import { placeholderClass } from '../pictures/metadata';
import { classesIn, pageStylesheet } from '../styles/page-stylesheet';
import type { CalendarEvent } from '../content/lib/time/calendar';
import type { Feed } from '../content/lib/articles/feed';
import { atomFeed } from './atom';
import { icsCalendar } from './ics';
import { BuildError } from './build-error';
import type { EditionPages, PreparedPage, SitePages } from './pages';
import {
  expandRoute,
  isIndexable,
  isSearchResult,
  moduleOf,
  outputIn,
  type EditionPage,
  type EndpointModule,
  type Page,
  type Route,
} from './routes';
import type { SiteModule } from './site-bundle';
import { setName, type WidgetBundle } from './widgets';

export interface BuiltPage extends EditionPage {
  meta: PageMeta;
  html: string;
  /** The part of the site's stylesheet it inlines. */
  styles: string;
  inlineScript?: string;
  /** The URLs of the picture files it names, which the build writes. */
  pictureFiles: string[];
}

export interface RenderContext {
  site: SiteModule;
  /** The part of the site's stylesheet a page uses, given the classes of its markup and its script. */
  stylesFor: (classes: Iterable<string>, scriptCode?: string) => string;
  /**
   * The Content-Security-Policy of a page with these inline styles (and every page's inline scripts); the
   * search page's allows WebAssembly (`wasm`: hosting/headers.ts, searchHeaderChanges).
   */
  policyFor: (styles: string, wasm: boolean) => string;
  /** The widgets client/ offers, by name. */
  widgets: Set<string>;
  year: number;
  devScript?: string;
  pictures: Catalogue;
  /** The parts of the body its pages share, each rendered once, by what they show (sharedPart). */
  shared: Map<string, SharedPart>;
}

/**
 * A page's main content (components/PageBody.tsx, PageMain), rendered once: its markup, and what it holds
 * (the widgets and the pictures), which its components record in `parts` for its head and script.
 */
function renderMain(
  ctx: RenderContext,
  page: PreparedPage,
  crumbs: Crumb[],
  parts: PageParts,
  searchIndex?: string,
): string {
  const { createElement, renderToStaticMarkup } = ctx.site;
  return renderToStaticMarkup(
    createElement(
      ctx.site.SearchIndexContext,
      { value: searchIndex },
      createElement(
        ctx.site.SiteContext,
        { value: ctx.site.siteWide },
        createElement(
          ctx.site.PagePartsContext,
          { value: parts },
          createElement(
            ctx.site.PageMain,
            { pictures: ctx.pictures.pictures, searchResult: isSearchResult(page) },
            pageElement(ctx, page, crumbs),
          ),
        ),
      ),
    ),
  );
}

/**
 * Where a shared part's language switch leads, as it is rendered once for many pages: each page's own
 * path is put in its place. A word no page's path holds.
 */
const PAGE_PATH = `/page-path-${randomUUID()}/`;

/**
 * A part of the body that pages share (the top, for the pages alike in what the header shows of their
 * path; the footer, for every page of the edition), rendered once: its markup either side of each place
 * its language switch leads to the page's own path, and what it holds.
 */
export interface SharedPart {
  around: string[];
  parts: PageParts;
  classes: Set<string>;
}

function sharedPart(ctx: RenderContext, key: string, element: () => ReturnType<typeof createElement>): SharedPart {
  let part = ctx.shared.get(key);
  if (part === undefined) {
    const { createElement, renderToStaticMarkup } = ctx.site;
    const parts = ctx.site.emptyPageParts();
    const markup = renderToStaticMarkup(
      createElement(
        ctx.site.SiteContext,
        { value: ctx.site.siteWide },
        createElement(ctx.site.PagePartsContext, { value: parts }, element()),
      ),
    );
    part = { around: markup.split(PAGE_PATH), parts, classes: classesIn(markup) };
    ctx.shared.set(key, part);
  }
  return part;
}

/** A shared part's markup on the page at `path`, written as React writes an attribute's value. */
const sharedOn = (part: SharedPart, path: string) => part.around.join(path.replace(/["'&<>]/g, escaped));

const escaped = (character: string) =>
  ({ '"': '&quot;', "'": '&#x27;', '&': '&amp;', '<': '&lt;', '>': '&gt;' })[character] as string;

/** What the parts of a body hold, in the order of the body: its top's, its main content's, its footer's. */
const partsOf = (...all: PageParts[]): PageParts => ({
  widgets: new Set(all.flatMap((parts) => [...parts.widgets])),
  pictures: all.flatMap((parts) => parts.pictures),
  preloads: all.flatMap((parts) => parts.preloads),
});

/** The page's own component with its props. */
function pageElement(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]) {
  return ctx.site.createElement(page.mod.default, { ...page.props, path: page.base, crumbs } satisfies PageProps);
}

/** The widgets a page holds, each of which must have its client/<name>.ts. */
function widgetsOf(ctx: RenderContext, page: Page, parts: PageParts): string[] {
  const widgets = [...parts.widgets].sort();
  for (const name of widgets) {
    if (!ctx.widgets.has(name))
      throw new BuildError(`${page.file}: uses data-module="${name}" but there is no client/${name}.ts`);
  }
  return widgets;
}

/**
 * The page's sharing card (Open Graph) is made from the picture its meta names, else the first picture of
 * its main content with alt text (a decorative one has none to show the card with), else the site's.
 */
function shareCardOf(ctx: RenderContext, page: PreparedPage, parts: PageParts): ShareCard & { file: string } {
  const { url: origin, shareImage } = ctx.site.siteRecord;
  const { src, alt = '' } = page.meta.image ?? parts.pictures.find((picture) => picture.alt) ?? shareImage;
  const file = ctx.pictures.shareCards.get(src) as string;
  return { url: origin + file, alt, file };
}

/** Each photo placeholder colour the page shows (components/Picture.tsx), as a rule of its stylesheet. */
function placeholderRules(parts: PageParts): string {
  const colours = new Set(parts.pictures.flatMap((picture) => picture.colour?.slice(1) ?? []));
  return [...colours].map((hex) => `.${placeholderClass(`#${hex}`)}{background-color:#${hex}}`).join('');
}

/** A page's own errors say so; any other failure names the page and keeps its stack. */
function renderFailure(page: Page, error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  return new BuildError(`${page.file}: failed to render ${page.path}: ${(error as Error).stack}`, { cause: error });
}

/** A page's body rendered, its head and script still to come: its markup, and what it holds. */
export interface RenderedPage {
  page: PreparedPage;
  crumbs: Crumb[];
  /** The body's top and footer, which it shares with other pages, and its own main content. */
  top: SharedPart;
  main: string;
  foot: SharedPart;
  parts: PageParts;
  widgets: string[];
  /** The classes of its markup, which choose the rules of the stylesheet it inlines. */
  classes: Set<string>;
}

export function renderPage(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]): RenderedPage {
  try {
    const { createElement } = ctx.site;
    const own = ctx.site.emptyPageParts();
    const top = sharedPart(ctx, `top ${ctx.site.topPlace(ctx.site.siteWide.navigation, page.base)}`, () =>
      createElement(ctx.site.PageTop, { path: page.base, switchPath: PAGE_PATH }),
    );
    // Read at once: React joins the markup from thousands of pieces, which reading it makes one string
    // while they are still new, and cheap for the garbage collector to drop (docs/performance.md).
    const main = renderMain(ctx, page, crumbs, own);
    const foot = sharedPart(ctx, 'foot', () => createElement(ctx.site.Footer, { year: ctx.year, path: PAGE_PATH }));
    const parts = partsOf(top.parts, own, foot.parts);
    const classes = new Set([...top.classes, ...classesIn(main), ...foot.classes]);
    return { page, crumbs, top, main, foot, parts, widgets: widgetsOf(ctx, page, parts), classes };
  } catch (error) {
    throw renderFailure(page, error);
  }
}

/**
 * The page's document, its head rendered once what its body holds is known: the rules of the stylesheet
 * that its markup and script use, the policy that allows them, its sharing card, its preloads and its
 * script; English shown for want of a translation marked as English. A search page's body names the
 * search index, made after the body first rendered: given the index, the body is rendered again with it.
 */
export function finishPage(
  ctx: RenderContext,
  { page, crumbs, top, main, foot, parts, classes }: RenderedPage,
  script: WidgetBundle | undefined,
  searchIndex?: string,
): BuiltPage {
  const { createElement, renderToStaticMarkup } = ctx.site;
  try {
    const styles = ctx.stylesFor(classes, script?.code) + placeholderRules(parts);
    const shareCard = shareCardOf(ctx, page, parts);
    const pageMain =
      searchIndex === undefined ? main : renderMain(ctx, page, crumbs, ctx.site.emptyPageParts(), searchIndex);
    // At the end of the body: a module script is deferred wherever it is, but one in the head is fetched
    // beside the hero picture and, on a slow phone, pushes the first paint back.
    const scripts = renderToStaticMarkup(
      createElement(ctx.site.PageScripts, {
        sources: [script?.src, ctx.devScript].filter((src) => src !== undefined),
      }),
    );
    const document = renderToStaticMarkup(
      createElement(ctx.site.Layout, {
        siteWide: ctx.site.siteWide,
        path: page.base,
        meta: page.meta,
        crumbs,
        styles,
        contentSecurityPolicy: ctx.policyFor(styles, page.base === SEARCH_PATH),
        indexable: isIndexable(page.base),
        inlineScript: page.mod.inlineScript,
        structuredData: page.mod.structuredData?.(),
        shareCard,
        preloads: parts.preloads,
        body: sharedOn(top, page.base) + pageMain + sharedOn(foot, page.base) + scripts,
      }),
    );
    const { mod, ...built } = page;
    return {
      ...built,
      html: `<!doctype html>${document}`,
      styles,
      inlineScript: mod.inlineScript,
      pictureFiles: [...parts.pictures.flatMap((picture) => picture.files), shareCard.file],
    };
  } catch (error) {
    throw renderFailure(page, error);
  }
}

/**
 * An endpoint's files, one per entry of its `paths()` if it has any, in the edition's words and addresses:
 * the feed its default export gives as Atom (`.xml`), the event as iCalendar (`.ics`), the web app manifest
 * as JSON (`.webmanifest`).
 */
function renderEndpoint(site: SiteModule, route: Route, lang: Lang): { output: string; text: string }[] {
  const mod = moduleOf(site.pages, route);
  const kind = route.output.endsWith('.ics') ? 'calendar' : route.output.endsWith('.webmanifest') ? 'manifest' : 'feed';
  if (typeof mod.default !== 'function')
    throw new BuildError(
      {
        calendar: `${route.file}: must export default a function that returns its event (content/lib/time/calendar.ts)`,
        manifest: `${route.file}: must export default a function that returns the manifest (content/lib/records/web-manifest.ts)`,
        feed: `${route.file}: must export default a function that returns its feed (content/lib/articles/feed.ts)`,
      }[kind],
    );
  const make = (mod as EndpointModule).default;
  return expandRoute(route, mod).map((file) => {
    try {
      const made = make(file.props);
      const text = {
        calendar: () => icsCalendar(made as CalendarEvent, site.siteRecord, lang),
        manifest: () => `${JSON.stringify(made, null, 2)}\n`,
        feed: () => atomFeed(made as Feed<unknown>, site.siteRecord, lang),
      }[kind]();
      return { output: outputIn(lang, file.output), text };
    } catch (error) {
      throw new BuildError(`${route.file}: failed to render ${file.path}: ${(error as Error).stack}`, { cause: error });
    }
  });
}

/** What every page's rendering needs besides its edition's code. */
export interface RenderSettings {
  stylesheet: string;
  /** The widgets client/ offers, by name. */
  widgets: Set<string>;
  pictures: Catalogue;
  today: string;
  devScript?: string;
}

/** An edition's pages rendered, their styles and script still to come. */
export interface RenderedEdition {
  ctx: RenderContext;
  pages: RenderedPage[];
}

/**
 * Each edition's render context: its own code, and what every edition shares (the part of the stylesheet
 * for each set of classes, the policy for each stylesheet, each made once).
 */
export function renderContexts(site: SitePages, settings: RenderSettings): RenderContext[] {
  const english = site.editions[0].site;
  const inlineScripts = inlineScriptsOf(site.editions);
  // Pages that use the same rules (every article, say) have the same policy: each is made once.
  const policies = new Map<string, string>();
  const policyFor = (styles: string, wasm: boolean) => {
    const key = `${wasm}\0${styles}`;
    let policy = policies.get(key);
    if (policy === undefined) {
      policy = english.contentSecurityPolicy({ scripts: inlineScripts, styles: [styles] }, 'meta', { wasm });
      policies.set(key, policy);
    }
    return policy;
  };
  const common = {
    stylesFor: pageStylesheet(settings.stylesheet),
    policyFor,
    widgets: settings.widgets,
    year: Number(settings.today.slice(0, 4)),
    devScript: settings.devScript,
    pictures: settings.pictures,
  };
  return site.editions.map((edition): RenderContext => ({ ...common, site: edition.site, shared: new Map() }));
}

/**
 * Renders an edition's pages in the order the build needs them: `render(which)` renders the pages `which`
 * picks, in every edition, each told to `rendered` as soon as it is, and the event loop turns after each,
 * so that a process given the page (Pagefind's: stages/search.ts) takes it in while the next one renders.
 * Once every page is rendered, `editions` holds them, in each edition's order, with the context they are
 * finished in.
 */
export function editionRenderer(site: SitePages, settings: RenderSettings) {
  const contexts = renderContexts(site, settings);
  const editions: RenderedEdition[] = contexts.map((ctx) => ({ ctx, pages: [] }));
  return {
    editions,
    async render(which: (page: PreparedPage) => boolean, rendered: (page: RenderedPage) => void = () => {}) {
      for (const [i, edition] of site.editions.entries()) {
        const { ctx, pages } = editions[i] as RenderedEdition;
        for (const [at, { page, crumbs }] of edition.pages.entries()) {
          if (!which(page)) continue;
          const done = renderPage(ctx, page, crumbs);
          pages[at] = done;
          rendered(done);
          await new Promise(setImmediate);
        }
      }
    },
  };
}

/** Every page of every edition rendered once, with the context each edition's pages are finished in (editionRenderer). */
export async function renderEditions(site: SitePages, settings: RenderSettings): Promise<RenderedEdition[]> {
  const renderer = editionRenderer(site, settings);
  await renderer.render(() => true);
  return renderer.editions;
}

/** The scripts pages inline (each allowed by its hash in every page's policy). */
function inlineScriptsOf(editions: EditionPages[]): string[] {
  return [...new Set(editions.flatMap((edition) => edition.pages.flatMap(({ page }) => page.mod.inlineScript ?? [])))];
}

/** Each set of widgets some page holds, by its name. */
export function widgetSets(rendered: RenderedEdition[]): string[][] {
  const sets = new Map(rendered.flatMap((edition) => edition.pages.map(({ widgets }) => [setName(widgets), widgets])));
  sets.delete('');
  return [...sets.values()];
}

/**
 * The pages `which` picks, finished with their styles, policy, sharing card and script; the search pages
 * with the address of the search index (stages/search.ts). Each is finished as it is asked for, so that a
 * build can write it and let it go before the next (stages/write.ts, writePages).
 */
export function* finishPages(
  rendered: RenderedEdition[],
  scripts: Map<string, WidgetBundle>,
  which: (page: RenderedPage) => boolean = () => true,
  searchIndex?: string,
): Generator<BuiltPage> {
  for (const { ctx, pages } of rendered)
    for (const page of pages)
      if (which(page)) yield finishPage(ctx, page, scripts.get(setName(page.widgets)), searchIndex);
}

/** What every page inlines, which the host files' policies allow by hash. */
export function inlineCodeOf(pages: Pick<BuiltPage, 'inlineScript' | 'styles'>[]): InlineCode {
  return {
    scripts: [...new Set(pages.flatMap((page) => page.inlineScript ?? []))],
    styles: [...new Set(pages.map((page) => page.styles))],
  };
}

/** Every edition's files that are not pages (feeds), each at its edition's place. */
export function renderEndpoints(site: SitePages): { output: string; text: string }[] {
  return site.editions.flatMap(({ lang, site: code }) =>
    site.endpoints.flatMap((route) => renderEndpoint(code, route, lang)),
  );
}
