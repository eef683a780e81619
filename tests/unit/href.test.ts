import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findRoutes, NOT_FOUND_PATH } from '../../stages/routes';
import { href, isEditionPath } from '../../content/lib/words/href';

describe('a link in an edition (href)', () => {
  it('leads a page, with its section or query, to the same edition', () => {
    expect(href('/', 'sw')).toBe('/sw/');
    expect(href('/about/', 'sw')).toBe('/sw/about/');
    expect(href('/contact/#newsletter', 'sw')).toBe('/sw/contact/#newsletter');
    expect(href('/impact/blogs/?page=2', 'sw')).toBe('/sw/impact/blogs/?page=2');
  });

  it('leads a feed to the same edition, but not the sitemap, which lists both', () => {
    expect(href('/impact/blogs/feed.xml', 'sw')).toBe('/sw/impact/blogs/feed.xml');
    expect(href('/impact/updates/feed.xml', 'sw')).toBe('/sw/impact/updates/feed.xml');
    expect(href('/sitemap.xml', 'sw')).toBe('/sitemap.xml');
  });

  it('leads the web app manifest to the edition’s own, in its words', () => {
    expect(href('/site.webmanifest', 'sw')).toBe('/sw/site.webmanifest');
    expect(href('/site.webmanifest', 'en')).toBe('/site.webmanifest');
  });

  it('leaves files, other sites, mail, phone and sections of the page as they are', () => {
    for (const link of [
      '/reports/annual-report-2024.pdf',
      '/assets/pictures/hero-1a2b3c4d5e.svg',
      '/favicon.ico',
      'https://www.paypal.com/donate',
      '//cdn.example.org/about/',
      'mailto:info@example.org?subject=Hello',
      'tel:+254700000000',
      '#main',
    ])
      expect(href(link, 'sw'), link).toBe(link);
  });

  it('is the path itself in English, the edition at the root', () => {
    expect(href('/about/', 'en')).toBe('/about/');
    expect(href('/impact/blogs/feed.xml', 'en')).toBe('/impact/blogs/feed.xml');
  });

  it('is in the edition being built by default: English outside an edition’s bundle', () => {
    expect(href('/about/')).toBe('/about/');
  });

  it('knows the path of every route as an edition’s (a page, a feed), but the not-found page’s', async () => {
    const routes = await findRoutes(join(import.meta.dirname, '../..'));
    expect(routes.filter((route) => route.kind === 'endpoint').length).toBeGreaterThan(0);
    for (const route of routes.filter((route) => route.path !== NOT_FOUND_PATH))
      expect(isEditionPath(route.path), route.file).toBe(true);
  });

  it('knows no file of public/ as an edition’s', () => {
    const publicDir = join(import.meta.dirname, '../../public');
    const files = readdirSync(publicDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
      statSync(join(publicDir, file)).isFile(),
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect(isEditionPath(`/${file}`), file).toBe(false);
  });
});
