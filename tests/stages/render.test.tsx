import { createHash } from 'node:crypto';
import { load } from 'cheerio';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import type { Edition, Editions } from '../../stages/content';
import { listPages, type PreparedPage } from '../../stages/pages';
import {
  finishPage,
  finishPages,
  renderEditions,
  renderEndpoints,
  renderPage,
  widgetSets,
  type RenderContext,
} from '../../stages/render';
import { routeFor, type EndpointModule, type PageModule } from '../../stages/routes';
import type { SiteModule } from '../../stages/site-bundle';
import { setName } from '../../stages/widgets';
import { Layout } from '../../components/Layout';
import { Footer } from '../../components/Footer';
import { PageMain, PageTop, topPlace } from '../../components/PageBody';
import { PageScripts } from '../../components/PageScript';
import { emptyPageParts, PagePartsContext, useWidget } from '../../components/PageParts';
import { Picture } from '../../components/Picture';
import { SearchIndexContext } from '../../components/SearchIndex';
import { SiteContext } from '../../components/SiteContext';
import { langs, type Lang } from '../../content/lib/words/language';
import type { WebManifest } from '../../content/lib/records/web-manifest';
import { pageMeta, type Image, type PageMeta } from '../../content/lib/records/shapes';
import { siteWide } from '../../content/lib/records/site-wide';
import { contentSecurityPolicy } from '../../hosting/headers';
import type { Catalogue } from '../../pictures/catalogue';
import type { PictureMetadata } from '../../pictures/metadata';
import { pageStylesheet } from '../../styles/page-stylesheet';

/**
 * The site as the render stage reads it, from the real components and the frozen content's site-wide
 * records; the build would load these from the edition's bundle (stages/site-bundle.ts).
 */
const site = {
  createElement,
  renderToStaticMarkup,
  Layout,
  PageTop,
  PageMain,
  Footer,
  topPlace,
  PageScripts,
  SiteContext,
  siteWide,
  PagePartsContext,
  emptyPageParts,
  SearchIndexContext,
  siteRecord: siteWide.site,
  contentSecurityPolicy,
  pageMeta,
  labelFor: () => undefined,
} satisfies Partial<SiteModule>;

const pictures = {
  drawing: {
    src: '/about/pattern.svg',
    where: 'content/values.yml, line 4: pattern',
    width: 800,
    height: 200,
    svg: '/assets/pictures/pattern-1a2b3c4d5e.svg',
  },
  photo: {
    src: '/about/team.jpg',
    where: 'content/values.yml, line 7: team',
    width: 400,
    height: 400,
    colour: '#3a5f7d',
    widths: [96, 192].map((width) => ({
      width,
      avif: `/assets/pictures/team-${width}-0a1b2c3d4e.avif`,
      webp: `/assets/pictures/team-${width}-0a1b2c3d4e.webp`,
      jpeg: `/assets/pictures/team-${width}-0a1b2c3d4e.jpg`,
    })),
  },
} satisfies Record<string, PictureMetadata>;
const heroImage: Image = { src: '/home/hero.jpg', alt: 'Students racing a robot they built' };
const shareCards = new Map([
  [siteWide.site.shareImage.src, '/assets/pictures/site-share-5e6f7a8b9c.jpg'],
  [pictures.drawing.src, '/assets/pictures/pattern-share-2b3c4d5e6f.jpg'],
  [pictures.photo.src, '/assets/pictures/team-share-3c4d5e6f7a.jpg'],
  [heroImage.src, '/assets/pictures/hero-share-4d5e6f7a8b.jpg'],
]);
const catalogue: Catalogue = {
  pictures: new Map(Object.values(pictures).map((picture) => [picture.src, picture])),
  shareCards,
  jobs: new Map(),
};

/** The site's stylesheet: one rule the pages' markup uses, one only a script adds, one nothing uses. */
const stylesheet = '.notice{color:#8a1c1c}.notice--shown{display:block}.unused{color:red}';

function context(widgets = ['cookie-banner', 'gallery', 'header'], devScript?: string): RenderContext {
  return {
    site: site as unknown as SiteModule,
    stylesFor: pageStylesheet(stylesheet),
    policyFor: (styles) => contentSecurityPolicy({ scripts: [], styles: [styles] }, 'meta'),
    widgets: new Set(widgets),
    year: 2026,
    devScript,
    pictures: catalogue,
    shared: new Map(),
  };
}

const description = 'What Jenga STEM Foundation believes, and how it works with schools and counties.';

/** The page of `file` with this component and meta, in an edition, as the pages stage prepares it. */
function prepared(
  file: string,
  component: () => ReactElement,
  meta: PageMeta = { title: 'Our values', description },
  lang: Lang = 'en',
  more: Partial<PageModule> = {},
): PreparedPage {
  const modules: Record<string, Partial<PageModule>> = { [file]: { default: component, meta, ...more } };
  const editionOf = (l: Lang): Edition => ({ lang: l, site: { ...site, pages: modules } as unknown as SiteModule });
  const editions: Editions = [editionOf('en'), ...langs.slice(1).map(editionOf)];
  const page = listPages([routeFor(file)], editions)
    .editions.find((edition) => edition.lang === lang)
    ?.pages.at(0)?.page;
  if (!page) throw new Error(`no page of ${file} in ${lang}`);
  return page;
}

/** A page rendered and finished with its widgets' script, as a visitor's browser would read it. */
function built(page: PreparedPage, ctx = context(), script?: { src: string; code: string }) {
  const rendered = renderPage(ctx, page, []);
  const result = finishPage(ctx, rendered, script);
  return { rendered, result, $: load(result.html) };
}

const Values = () => (
  <>
    <h1>Our values</h1>
    <p className="notice">Applications close on Friday.</p>
    <a href="/about/">About us</a>
    <a href="/reports/annual-2024.pdf">Annual report</a>
  </>
);

describe('rendering a page', () => {
  it('records the widgets it holds, the frame’s and its own, each once and in order', () => {
    const Gallery = () => (
      <>
        <div {...useWidget('gallery')} />
        <div {...useWidget('gallery')} />
      </>
    );
    const { widgets } = renderPage(context(), prepared('pages/impact/gallery.tsx', Gallery), []);
    expect(widgets).toEqual(['cookie-banner', 'gallery', 'header']);
  });

  it('stops the build at a widget with no script in client/, naming the page’s file', () => {
    const Carousel = () => <div {...useWidget('carousel')} />;
    const page = prepared('pages/terms.tsx', Carousel);
    expect(() => renderPage(context(), page, [])).toThrow(BuildError);
    expect(() => renderPage(context(), page, [])).toThrow(
      'pages/terms.tsx: uses data-module="carousel" but there is no client/carousel.ts',
    );
  });

  it('stops the build at a page that throws, naming its file and address and keeping the error', () => {
    const Broken = () => {
      throw new Error('broken on purpose');
    };
    expect(() => renderPage(context(), prepared('pages/about/values.tsx', Broken), [])).toThrow(
      /^pages\/about\/values\.tsx: failed to render \/about\/values\/: Error: broken on purpose/,
    );
  });
});

describe('a finished page', () => {
  it('is a whole document with the page’s content in its main region', () => {
    const { result, $ } = built(prepared('pages/about/values.tsx', Values));
    expect(result.html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect($('main h1').text()).toBe('Our values');
    expect($('title').text()).toMatch(/^Our values/);
    expect(result).toMatchObject({
      path: '/about/values/',
      output: 'about/values/index.html',
      file: 'pages/about/values.tsx',
    });
  });

  it('inlines the rules of the stylesheet its markup uses, and those its script adds, and no others', () => {
    const page = prepared('pages/about/values.tsx', () => (
      <p className="notice" {...useWidget('gallery')}>
        Applications close on Friday.
      </p>
    ));
    const own = (script?: { src: string; code: string }) => built(page, context(), script).$('style').text();
    expect(own()).toBe('.notice{color:#8a1c1c}');
    const script = { src: '/assets/widgets-0123456789.js', code: 'n.classList.add("notice--shown")' };
    expect(own(script)).toBe('.notice{color:#8a1c1c}.notice--shown{display:block}');
  });

  it('allows its inline styles by their hash in its policy', () => {
    const { $ } = built(prepared('pages/about/values.tsx', Values));
    const hash = createHash('sha256').update($('style').text()).digest('base64');
    expect($('meta[http-equiv="Content-Security-Policy"]').attr('content')).toContain(
      `style-src 'self' 'sha256-${hash}'`,
    );
  });

  it('loads its script at the end of the body, and the dev server’s after it', () => {
    const page = prepared('pages/about/values.tsx', Values);
    const script = { src: '/assets/widgets-0123456789.js', code: '' };
    const { $ } = built(page, context(undefined, '/dev/reload.js'), script);
    expect($('head script[src]')).toHaveLength(0);
    const last = $('body > *').slice(-2);
    expect(last.map((_, element) => $(element).attr('src')).get()).toEqual([
      '/assets/widgets-0123456789.js',
      '/dev/reload.js',
    ]);
    expect(last.map((_, element) => $(element).attr('type')).get()).toEqual(['module', 'module']);
  });

  it('has no script of its own without one', () => {
    const { $ } = built(prepared('pages/about/values.tsx', Values));
    expect($('script[src]')).toHaveLength(0);
  });

  it('has its main content indexed for the site’s search, unless it is a listing, the search page, or the not-found page', () => {
    const indexed = (page: PreparedPage) => built(page).$('[data-pagefind-body]').toArray();
    expect(indexed(prepared('pages/about/values.tsx', Values)).map((element) => element.tagName)).toEqual(['main']);
    const listing = prepared('pages/impact/blogs/index.tsx', Values, undefined, 'en', { listing: true });
    const search = prepared('pages/search.tsx', () => <h1>Search</h1>, { title: 'Search', description });
    const notFound = prepared('pages/404.tsx', () => <h1>Page not found</h1>, { title: 'Page not found', description });
    for (const page of [listing, search, notFound]) expect(indexed(page), page.file).toEqual([]);
  });

  it('is kept out of search results when it is the not-found page', () => {
    const notFound = prepared('pages/404.tsx', () => <h1>Page not found</h1>, { title: 'Page not found', description });
    expect(built(notFound).$('meta[name="robots"]').attr('content')).toBe('noindex');
    expect(built(prepared('pages/about/values.tsx', Values)).$('meta[name="robots"]')).toHaveLength(0);
  });
});

describe('a finished page’s pictures', () => {
  const Team = () => (
    <>
      <h1>Our values</h1>
      <Picture image={{ src: pictures.drawing.src, decorative: true }} slot="wide" />
      <Picture image={{ src: pictures.photo.src, alt: 'The team at a robotics workshop' }} slot="portrait" />
    </>
  );
  const shareCardOf = ($: ReturnType<typeof load>) => ({
    url: $('meta[property="og:image"]').attr('content'),
    alt: $('meta[property="og:image:alt"]').attr('content'),
  });

  it('share the page by the picture its meta names', () => {
    const page = prepared('pages/about/values.tsx', Team, { title: 'Our values', description, image: heroImage });
    const { $, result } = built(page);
    expect(shareCardOf($)).toEqual({ url: siteWide.site.url + shareCards.get(heroImage.src), alt: heroImage.alt });
    expect(result.pictureFiles).toContain(shareCards.get(heroImage.src));
  });

  it('else by its first picture with alt text, passing over a decorative one', () => {
    const { $, result } = built(prepared('pages/about/values.tsx', Team));
    expect(shareCardOf($)).toEqual({
      url: siteWide.site.url + shareCards.get(pictures.photo.src),
      alt: 'The team at a robotics workshop',
    });
    expect(result.pictureFiles).toContain(shareCards.get(pictures.photo.src));
    expect(result.pictureFiles).not.toContain(shareCards.get(pictures.drawing.src));
  });

  it('else by the site’s own', () => {
    const { $, result } = built(prepared('pages/about/values.tsx', Values));
    expect(shareCardOf($)).toEqual({
      url: siteWide.site.url + shareCards.get(siteWide.site.shareImage.src),
      alt: siteWide.site.shareImage.alt ?? '',
    });
    expect(result.pictureFiles).toEqual([shareCards.get(siteWide.site.shareImage.src)]);
  });

  it('name the files of every picture the page shows, for the build to write', () => {
    const { result } = built(prepared('pages/about/values.tsx', Team));
    expect(result.pictureFiles).toEqual(
      expect.arrayContaining([
        pictures.drawing.svg,
        ...pictures.photo.widths.flatMap((width) => [width.avif, width.webp, width.jpeg]),
      ]),
    );
  });

  it('paint a photo’s placeholder colour with a rule in the page’s own styles', () => {
    const { $ } = built(prepared('pages/about/values.tsx', Team));
    const classes = ($('img[alt="The team at a robotics workshop"]').attr('class') ?? '').split(' ');
    const styles = $('style').text();
    const painted = classes.filter((name) => styles.includes(`.${name}{background-color:#3a5f7d}`));
    expect(painted).toHaveLength(1);
  });
});

describe('every page of every edition', () => {
  /** The pages of both editions of a site made of these modules of pages/, as the pages stage lists them. */
  const sitePages = (modules: Record<string, Partial<PageModule> | Partial<EndpointModule>>) => {
    const editionOf = (lang: Lang): Edition => ({ lang, site: { ...site, pages: modules } as unknown as SiteModule });
    return listPages(Object.keys(modules).map(routeFor), [editionOf('en'), ...langs.slice(1).map(editionOf)]);
  };

  it('is rendered, then finished with the one script of its set of widgets', async () => {
    const pages = sitePages({
      'pages/index.tsx': { default: () => <div {...useWidget('gallery')} />, meta: { title: 'Home', description } },
      'pages/about/index.tsx': { default: Values, meta: { title: 'About', description } },
    });
    const rendered = await renderEditions(pages, {
      stylesheet,
      widgets: new Set(['cookie-banner', 'gallery', 'header']),
      pictures: catalogue,
      today: '2026-03-01',
    });
    // Every page's frame holds the header and the cookie banner.
    const [withGallery, frameOnly] = [
      ['cookie-banner', 'gallery', 'header'],
      ['cookie-banner', 'header'],
    ];
    expect(widgetSets(rendered)).toEqual([withGallery, frameOnly]);
    const scripts = new Map(
      [withGallery, frameOnly].map((set, i) => [setName(set), { src: `/assets/widgets-${i}.js`, code: '' }]),
    );
    const finished = [...finishPages(rendered, scripts)];
    expect(finished.map((page) => [page.path, load(page.html)('script[src]').attr('src')])).toEqual([
      ['/', '/assets/widgets-0.js'],
      ['/about/', '/assets/widgets-1.js'],
      ['/sw/', '/assets/widgets-0.js'],
      ['/sw/about/', '/assets/widgets-1.js'],
    ]);
    // The footer's year is the build's.
    for (const page of finished) expect(load(page.html)('footer').text(), page.path).toContain('2026');
  });

  it('gives each set of widgets some page holds once, and none for a page without widgets', () => {
    const edition = (...sets: string[][]) => ({ pages: sets.map((widgets) => ({ widgets })) });
    const rendered = [edition(['gallery', 'header'], [], ['header']), edition(['gallery', 'header'])];
    expect(widgetSets(rendered as unknown as Parameters<typeof widgetSets>[0])).toEqual([
      ['gallery', 'header'],
      ['header'],
    ]);
  });

  it('has its feeds written as Atom at each edition’s place, or stops the build naming a feed that is no function', () => {
    const feed = 'pages/impact/blogs/feed.xml.ts';
    const blog = {
      title: 'Blog',
      subtitle: 'News from the labs',
      path: '/impact/blogs/feed.xml',
      pagePath: '/impact/blogs/',
      articles: [{ slug: 'robots', date: '2025-03-01' }],
      entry: ({ slug, date }: { slug: string; date: string }) => ({
        title: slug,
        path: `/impact/blogs/${slug}/`,
        published: date,
        author: 'Amina Otieno',
        summary: 'A summary.',
        html: '<p>The whole text.</p>',
        categories: [],
      }),
    };
    const written = renderEndpoints(sitePages({ [feed]: { default: () => blog } }));
    expect(written.map(({ output }) => output)).toEqual(['impact/blogs/feed.xml', 'sw/impact/blogs/feed.xml']);
    expect(written.map(({ text }) => text.match(/<feed [^>]*>\n {2}<id>(.*)<\/id>/)?.slice(1))).toEqual([
      [`${site.siteRecord.url}/impact/blogs/feed.xml`],
      [`${site.siteRecord.url}/sw/impact/blogs/feed.xml`],
    ]);
    expect(() => renderEndpoints(sitePages({ [feed]: {} }))).toThrow(
      'pages/impact/blogs/feed.xml.ts: must export default a function that returns its feed (content/lib/articles/feed.ts)',
    );
  });

  it('has the web app manifest written as JSON at each edition’s place, or stops the build naming one that is no function', () => {
    const file = 'pages/site.webmanifest.ts';
    const manifest: WebManifest = {
      name: 'Jenga STEM Foundation',
      short_name: 'Jenga STEM',
      description: 'Hands-on STEM learning',
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      display: 'browser',
      background_color: '#ffffff',
      theme_color: '#0b6b3a',
      icons: [{ src: '/favicon.svg', type: 'image/svg+xml', sizes: 'any' }],
    };
    const written = renderEndpoints(sitePages({ [file]: { default: () => manifest } }));
    expect(written.map(({ output }) => output)).toEqual(['site.webmanifest', 'sw/site.webmanifest']);
    expect(written.map(({ text }) => JSON.parse(text) as unknown)).toEqual([manifest, manifest]);
    expect(() => renderEndpoints(sitePages({ [file]: {} }))).toThrow(
      'pages/site.webmanifest.ts: must export default a function that returns the manifest (content/lib/records/web-manifest.ts)',
    );
  });
});
