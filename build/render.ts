/**
 * The render stage: each page rendered once with React inside components/Layout.tsx, in its edition;
 * then, once the widget scripts are bundled, finished with the rules of the stylesheet it uses, its
 * Content-Security-Policy, its sharing card and its script. Also the files that are not pages (feeds).
 */
import { escapeMarkup, ENGLISH_START, withoutEnglishMarks } from '../content/lib/translate';
import { languages, type Lang } from '../content/lib/language';
import type { Crumb, PageMeta } from '../content/lib/shapes';
import type { PageProps } from '../components/Layout';
import { escapeRegExp } from '../hosting/built-site';
import type { InlineCode } from '../hosting/headers';
import type { Catalogue } from '../pictures/catalogue';
import { PLACEHOLDER_CLASS } from '../pictures/facts';
import { pageStylesheet } from '../styles/page-stylesheet';
import { BuildError } from './build-error';
import type { EditionPages, PreparedPage, SitePages } from './pages';
import { NOT_FOUND_PATH, outputIn, type EditionPage, type EndpointModule, type Page, type Route } from './routes';
import type { SiteModule } from './site-bundle';
import { modulesIn, setName, type WidgetBundle } from './widgets';

export interface BuiltPage extends EditionPage {
  meta: PageMeta;
  html: string;
  /** The part of the site's stylesheet it inlines. */
  styles: string;
  inlineScript?: string;
}

export interface RenderContext {
  site: SiteModule;
  /** The part of the site's stylesheet a page uses, given everything the page ships. */
  stylesFor: (markup: string, scriptCode?: string) => string;
  /** The Content-Security-Policy of a page with these inline styles (and every page's inline scripts). */
  policyFor: (styles: string) => string;
  /** The widgets client/ offers, by name. */
  widgets: Set<string>;
  year: number;
  devScript?: string;
  /** Whether a root-relative link leads to a page of the site (which each edition has its own of). */
  isPage: (path: string) => boolean;
  pictures: Catalogue;
}

/** The whole document for a page, rendered once: the layout around the page's own component. */
function renderDocument(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]): string {
  const { createElement, renderToStaticMarkup } = ctx.site;
  return (
    '<!doctype html>' +
    renderToStaticMarkup(
      createElement(
        ctx.site.Layout,
        {
          path: page.base,
          meta: page.meta,
          crumbs,
          styles: STYLES_SLOT,
          contentSecurityPolicy: POLICY_SLOT,
          year: ctx.year,
          indexable: page.base !== NOT_FOUND_PATH,
          inlineScript: page.mod.inlineScript,
          structuredData: page.mod.structuredData?.(),
          pictures: ctx.pictures.pictures,
          shareCard: { url: SHARE_URL_SLOT, alt: SHARE_ALT_SLOT },
        },
        createElement(page.mod.default, { ...page.props, path: page.base, crumbs } satisfies PageProps),
      ),
    )
  );
}

/**
 * A page's markup for its edition: links to pages lead to the same edition (components write every link
 * as the English path), except the language switch and alternates, which say their `hreflang`; English
 * shown for want of a translation is marked as English.
 */
export function editionMarkup(html: string, lang: Lang, isPage: (path: string) => boolean): string {
  const prefix = languages[lang].prefix;
  if (!prefix) return html;
  const linked = html.replace(/<(?:a|link|form)\b[^>]*>/g, (tag) =>
    /\shreflang="/i.test(tag)
      ? tag
      : tag.replace(/\s(href|action)="(\/[^"]*)"/g, (whole, attribute: string, path: string) =>
          isPage(path) ? ` ${attribute}="${prefix}${path}"` : whole,
        ),
  );
  return markFallbacks(linked);
}

/**
 * Turns the marks around untranslated English (content/lib/translate.ts) into `<span lang="en">` where
 * the text is markup, and drops them where it is not: the title, scripts, and attribute values.
 */
export function markFallbacks(html: string): string {
  if (!html.includes(ENGLISH_START)) return html;
  return html
    .replace(/<(title|script|style)\b[^>]*>[\s\S]*?<\/\1>/g, withoutEnglishMarks)
    .replace(/<[^>]*[\uE000\uE001][^>]*>/g, withoutEnglishMarks)
    .replace(/[\uE000\uE001]/g, (mark) => (mark === ENGLISH_START ? '<span lang="en">' : '</span>'));
}

/** The widgets a page's markup declares, each of which must have its client/<name>.ts. */
function widgetsOf(ctx: RenderContext, page: Page, html: string): string[] {
  const widgets = modulesIn(html);
  for (const name of widgets) {
    if (!ctx.widgets.has(name))
      throw new BuildError(`${page.file}: uses data-module="${name}" but there is no client/${name}.ts`);
  }
  return widgets;
}

/**
 * Where a page's stylesheet and its policy go: the document is rendered with these in their place, then
 * filled once its markup and scripts say which rules it uses, and the policy can name them by their hash.
 */
const STYLES_SLOT = '/*page-styles*/';
const POLICY_SLOT = 'page-policy';
/** The page's sharing card, known once the page shows which picture comes first. */
const SHARE_URL_SLOT = 'page-share-card-url';
const SHARE_ALT_SLOT = 'page-share-card-alt';

/**
 * The page's sharing card (Open Graph) is made from the picture its meta names, else the first picture of
 * its main content with alt text, else the site's: its URL and alt text, ready for an attribute.
 */
function shareCardOf(ctx: RenderContext, page: PreparedPage, document: string): { url: string; alt: string } {
  const { url: origin, shareImage } = ctx.site.siteRecord;
  const cardOf = (src: string) => origin + (ctx.pictures.shareCards.get(src) as string);
  if (page.meta.image) return { url: cardOf(page.meta.image.src), alt: escapeMarkup(page.meta.image.alt ?? '') };
  const main = document.slice(document.indexOf('<main'));
  // A decorative picture is passed over: a card is shown with its alt text, and one has none.
  for (const [tag] of main.matchAll(/<img\b[^>]*>/g)) {
    const src = ctx.pictures.sourceOf.get(/\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '');
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1];
    if (src && alt) return { url: cardOf(src), alt };
  }
  return { url: cardOf(shareImage.src), alt: escapeMarkup(shareImage.alt ?? '') };
}

/** Each photo placeholder colour the page shows (components/Picture.tsx), as a rule of its stylesheet. */
function placeholderRules(document: string): string {
  const colours = new Set([...document.matchAll(PLACEHOLDER_CLASS)].map((match) => match[1]));
  return [...colours].map((hex) => `.placeholder-${hex}{background-color:#${hex}}`).join('');
}

/**
 * The document with every slot filled, in one pass (a page is tens of kilobytes, and a build of thousands
 * of pages spent much of its time copying them). `once` slots must each be there exactly once: a layout
 * that lost or doubled one fails the build; `repeated` ones may be there any number of times.
 */
function fillSlots(
  page: Page,
  document: string,
  once: Record<string, string>,
  repeated: Record<string, string>,
): string {
  const texts = new Map(Object.entries({ ...repeated, ...once }));
  const found = new Map<string, number>();
  const slots = new RegExp([...texts.keys()].map(escapeRegExp).join('|'), 'g');
  const html = document.replace(slots, (slot) => {
    found.set(slot, (found.get(slot) ?? 0) + 1);
    return texts.get(slot) as string;
  });
  for (const slot of Object.keys(once)) {
    if (found.get(slot) !== 1)
      throw new BuildError(`${page.file}: expected one ${slot} in ${page.path}, found ${found.get(slot) ?? 0}`);
  }
  return html;
}

/** A page's own errors say so; any other failure names the page and keeps its stack. */
function renderFailure(page: Page, error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  return new BuildError(`${page.file}: failed to render ${page.path}: ${(error as Error).stack}`, { cause: error });
}

/** A page rendered, its styles and script still to come: its document and the widgets it declares. */
export interface RenderedPage {
  page: PreparedPage;
  document: string;
  widgets: string[];
}

export function renderPage(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]): RenderedPage {
  try {
    const document = editionMarkup(renderDocument(ctx, page, crumbs), page.lang, ctx.isPage);
    return { page, document, widgets: widgetsOf(ctx, page, document) };
  } catch (error) {
    throw renderFailure(page, error);
  }
}

/** The page's document with the rules of the stylesheet that it and its script use, its policy and its script. */
export function finishPage(
  ctx: RenderContext,
  { page, document }: RenderedPage,
  script: WidgetBundle | undefined,
): BuiltPage {
  let html: string;
  let styles: string;
  try {
    styles = ctx.stylesFor(document, script?.code) + placeholderRules(document);
    const policyMeta = (content: string) =>
      ctx.site.renderToStaticMarkup(ctx.site.createElement('meta', { httpEquiv: 'Content-Security-Policy', content }));
    const shareCard = shareCardOf(ctx, page, document);
    // The script goes at the end of the body: a module script is deferred wherever it is, but one in the
    // head is fetched beside the hero picture and, on a slow phone, pushes the first paint back (Lighthouse
    // measured the home page's LCP 0.95–0.98 s with it in the head, 0.76–0.99 s here).
    const scripts = [
      script && ctx.site.renderToStaticMarkup(ctx.site.createElement(ctx.site.PageScript, { src: script.src })),
      ctx.devScript && `<script type="module" src="${ctx.devScript}"></script>`,
    ];
    html = fillSlots(
      page,
      document,
      {
        [`<style>${STYLES_SLOT}</style>`]: `<style>${styles}</style>`,
        [policyMeta(POLICY_SLOT)]: policyMeta(ctx.policyFor(styles)),
        '</body>': `${scripts.filter(Boolean).join('')}</body>`,
      },
      { [SHARE_URL_SLOT]: shareCard.url, [SHARE_ALT_SLOT]: shareCard.alt },
    );
  } catch (error) {
    throw renderFailure(page, error);
  }
  const { mod, ...built } = page;
  return { ...built, html, styles, inlineScript: mod.inlineScript };
}

/** An endpoint's file: the text its default export returns. */
function renderEndpoint(site: SiteModule, route: Route): string {
  const mod = site.pages[route.file];
  if (typeof mod.default !== 'function')
    throw new BuildError(`${route.file}: must export default a function that returns the file's text`);
  try {
    return (mod as EndpointModule).default();
  } catch (error) {
    throw new BuildError(`${route.file}: failed to render: ${(error as Error).stack}`, { cause: error });
  }
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

/** Every page of every edition rendered once, with the context each edition's pages are finished in. */
export function renderEditions(site: SitePages, settings: RenderSettings): RenderedEdition[] {
  const english = site.editions[0].site;
  const inlineScripts = inlineScriptsOf(site.editions);
  // Pages that use the same rules (every article, say) have the same policy: each is made once.
  const policies = new Map<string, string>();
  const policyFor = (styles: string) => {
    let policy = policies.get(styles);
    if (policy === undefined) {
      policy = english.contentSecurityPolicy({ scripts: inlineScripts, styles: [styles] }, 'meta');
      policies.set(styles, policy);
    }
    return policy;
  };
  const common = {
    stylesFor: pageStylesheet(settings.stylesheet),
    policyFor,
    widgets: settings.widgets,
    year: Number(settings.today.slice(0, 4)),
    devScript: settings.devScript,
    isPage: site.isPage,
    pictures: settings.pictures,
  };
  return site.editions.map((edition) => {
    const ctx: RenderContext = { ...common, site: edition.site };
    return { ctx, pages: edition.pages.map(({ page, crumbs }) => renderPage(ctx, page, crumbs)) };
  });
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

/** Every page finished with its styles, policy, sharing card and script. */
export function finishPages(rendered: RenderedEdition[], scripts: Map<string, WidgetBundle>): BuiltPage[] {
  return rendered.flatMap(({ ctx, pages }) =>
    pages.map((page) => finishPage(ctx, page, scripts.get(setName(page.widgets)))),
  );
}

/** What every page inlines, which the host files' policies allow by hash. */
export function inlineCodeOf(pages: BuiltPage[]): InlineCode {
  return {
    scripts: [...new Set(pages.flatMap((page) => page.inlineScript ?? []))],
    styles: [...new Set(pages.map((page) => page.styles))],
  };
}

/** Every edition's files that are not pages (feeds), each at its edition's place. */
export function renderEndpoints(site: SitePages): { output: string; text: string }[] {
  return site.editions.flatMap(({ lang, site: code }) =>
    site.endpoints.map((route) => ({ output: outputIn(lang, route.output), text: renderEndpoint(code, route) })),
  );
}
