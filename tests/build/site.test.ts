import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage, builtPaths, isKiswahili, isNotFound, isUnlisted, textOf } from '../support/dist';
import { enlargedDistDir } from '../support/server';

/** Every route the spec names, in the trailing-slash form the site links. */
const specRoutes = [
  '/',
  '/about/',
  '/about/who-we-are/',
  '/about/values/',
  '/about/board/',
  '/about/team/',
  '/about/history/',
  '/programs/',
  '/programs/school/',
  '/programs/youth/',
  '/programs/labs/',
  '/impact/',
  '/impact/features/',
  '/impact/updates/',
  '/impact/blogs/',
  '/impact/gallery/',
  '/impact/reports/',
  '/competitions/',
  '/donate/',
  '/privacy/',
  '/terms/',
];

// What any valid content must pass, so checked on the published site grown as an editor grows it
// (dist-enlarged/), whatever its content.
const pages = builtPaths(enlargedDistDir);
const page = (path: string) => builtPage(path, enlargedDistDir);
/** The site's address, as the published home page names itself. */
const origin = new URL(page('/')('link[rel="canonical"]').attr('href') ?? '').origin;
const contentPages = pages.filter((path) => !isNotFound(path));

const idsByPage = new Map<string, Set<string>>();
/** The ids of the elements of a built page, which its links' fragments must name. */
function ids(path: string): Set<string> {
  if (!idsByPage.has(path)) {
    const $ = page(path);
    idsByPage.set(
      path,
      new Set(
        $('[id]')
          .map((_, el) => el.attribs.id)
          .get(),
      ),
    );
  }
  return idsByPage.get(path)!;
}

/** The file a root-relative URL is served from, as a plain static server answers it. */
function servedFile(url: string): string {
  const path = decodeURI(url.replace(/[?#][\s\S]*$/, ''));
  return join(enlargedDistDir, path.endsWith('/') ? `${path}index.html` : path);
}

describe('the whole build', () => {
  it('has every route of the spec, each as a folder with an index.html, and a 404.html at the root', () => {
    for (const route of specRoutes) expect(pages, route).toContain(route);
    expect(pages).toContain('/404.html');
  });

  it('inlines the stylesheet with no byte-order mark, which would void its first rule', () => {
    const css = page('/')('style').text();
    expect(css.startsWith(':root{')).toBe(true);
  });

  it('has pictures to check: the per-page image checks below are not vacuous', () => {
    const images = pages.reduce((sum, path) => sum + page(path)('img').length, 0);
    expect(images).toBeGreaterThan(40);
  });

  it('gives every page a unique title in its edition', () => {
    for (const edition of [pages.filter((path) => !isKiswahili(path)), pages.filter(isKiswahili)]) {
      const titles = edition.map((path) => page(path)('title').text());
      expect(titles.length).toBeGreaterThan(40);
      expect(new Set(titles).size).toBe(titles.length);
    }
  });

  describe.each(pages)('%s', (path) => {
    const $ = page(path);

    it('is a page in its edition’s language, with a description, one h1 and one main', () => {
      expect($('html').attr('lang')).toBe(isKiswahili(path) ? 'sw' : 'en');
      expect($('meta[name="description"]').attr('content')?.length).toBeGreaterThan(49);
      expect($('h1')).toHaveLength(1);
      expect($('main')).toHaveLength(1);
      expect($('a').first().attr('href')).toBe(`#${$('main').attr('id')}`);
    });

    it('holds its first paint until its first screen is whole, header and main content, and no longer: until the footer begins', () => {
      const expected = $('head link[rel="expect"][blocking="render"]');
      expect(expected).toHaveLength(1);
      expect(expected.attr('href')).toBe(`#${$('footer').attr('id')}`);
      const html = $.html();
      expect(html.indexOf('</header>')).toBeGreaterThan(0);
      expect(html.indexOf('</main>')).toBeGreaterThan(html.indexOf('</header>'));
      expect(html.indexOf('<footer')).toBeGreaterThan(html.indexOf('</main>'));
    });

    it('carries no dev-server reload script', () => {
      expect($('script[src^="/__dev/"]')).toHaveLength(0);
    });

    it('has a canonical link built from the site URL (or none, on the 404 and offline pages)', () => {
      const canonical = $('link[rel="canonical"]');
      if (isUnlisted(path)) expect(canonical).toHaveLength(0);
      else expect(canonical.attr('href')).toBe(origin + path);
    });

    it('gives every image a width, a height and alt text that says what it shows', () => {
      $('img').each((_, img) => {
        const { src, width, height, alt } = img.attribs;
        expect(Number(width), src).toBeGreaterThan(0);
        expect(Number(height), src).toBeGreaterThan(0);
        // A picture is content, with alt text that says what it shows, unless its record marks it decorative:
        // a team member's portrait beside their name (content/team.ts), whose alt is empty.
        if ($(img).hasClass('profile-card__portrait')) expect(alt, src).toBe('');
        else expect(alt?.trim().length ?? 0, `alt of ${src}`).toBeGreaterThan(10);
        expect(img.attribs.decoding, src).toBe('async');
      });
    });

    it('shows the first screen’s picture with the HTML, and every other picture lazily', () => {
      // At most one, the page's first: a drawing inline in the HTML, named as an image by its alt text, or a
      // photo fetched at once, with priority and a preload.
      const pictures = $('main img, main [role="img"]');
      const atOnce = pictures.filter((_, picture) => picture.tagName !== 'img' || picture.attribs.loading !== 'lazy');
      expect(atOnce.length).toBeLessThanOrEqual(1);
      if (atOnce.length > 0) expect(pictures.first().is(atOnce)).toBe(true);
      atOnce.each((_, picture) => {
        if (picture.tagName === 'img') expect(picture.attribs.fetchpriority, picture.attribs.src).toBe('high');
        else {
          expect(picture.attribs['aria-label']?.trim().length ?? 0).toBeGreaterThan(10);
          expect($(picture).children('svg')).toHaveLength(1);
        }
      });
      expect($('head link[rel="preload"][as="image"]')).toHaveLength(atOnce.filter('img').length);
      expect($('body link')).toHaveLength(0);
    });

    it('links and loads only files that exist in the build, and in-page anchors that exist', () => {
      const urls = $('[href], [src]')
        .map((_, el) => el.attribs.href ?? el.attribs.src)
        .get();
      for (const url of urls) {
        if (url.startsWith('#')) {
          expect($(`[id="${url.slice(1)}"]`).length, `${url} on ${path}`).toBe(1);
        } else if (url.startsWith('/') && !url.startsWith('//')) {
          const file = servedFile(url);
          expect(existsSync(file) && statSync(file).isFile(), `${url} on ${path}`).toBe(true);
          const [target = '', fragment] = url.split('#');
          if (fragment) expect(ids(target).has(fragment), `${url} on ${path}`).toBe(true);
        } else if (url.startsWith('mailto:')) {
          // Every email link says what it is about, so the message reaches the right person labelled.
          expect(url, `${url} on ${path}`).toMatch(/^mailto:[^?@\s]+@[^?\s]+\?subject=[^&]+$/);
        } else {
          expect(url, `${url} on ${path}`).toMatch(/^(https:\/\/|tel:\+\d+$)/);
        }
      }
    });
  });

  it('has links to check: pages link into each other’s sections, and email links', () => {
    const links = pages.flatMap((path) =>
      page(path)('a[href]')
        .map((_, a) => a.attribs.href)
        .get(),
    );
    expect(links.filter((href) => /^\/[^#]+#./.test(href)).length).toBeGreaterThan(20);
    expect(links.filter((href) => href.startsWith('mailto:')).length).toBeGreaterThan(20);
  });

  it('uses the trailing-slash form for every internal page link', () => {
    for (const path of contentPages) {
      const $ = page(path);
      $('a[href^="/"]').each((_, a) => {
        const href = (a.attribs.href ?? '').replace(/#[\s\S]*$/, '');
        expect(href.endsWith('/') || /\.[a-z0-9]+$/.test(href), `${href} on ${path}`).toBe(true);
      });
    }
  });
});

describe('the 404 page', () => {
  const $ = page('/404.html');

  it("says '404' and 'Oops! Page not found' and links home", () => {
    expect(textOf($, 'main')).toContain('404');
    expect(textOf($, 'h1')).toContain('Oops! Page not found');
    expect(
      $('main a')
        .filter((_, a) => $(a).text() === 'Return to Home')
        .attr('href'),
    ).toBe('/');
  });

  it('logs the attempted path with an inline script', () => {
    const inline = $('script:not([src])').text();
    expect(inline).toContain('console.error');
    expect(inline).toContain('location.pathname');
  });
});
