import { readFileSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';
import { load } from 'cheerio';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import home from '../../content/home';
import site from '../../content/site';
import { defined } from '../support/defined';
import { builtPage, builtPaths, isKiswahili, isUnlisted } from '../support/dist';
import { distDir } from '../support/server';

const pages = builtPaths().filter((path) => !isUnlisted(path));
/** A sharing card the build made (pictures/encode.ts). */
const SHARE_CARD = new RegExp(`^${site.url}/assets/pictures/[a-z0-9-]+-share\\.jpg$`);
const read = (file: string) => readFileSync(join(distDir, file), 'utf8');

/** A record of a JSON-LD graph: free-form, with the fields the checks below read typed. */
interface LdRecord {
  '@type': string;
  name?: string;
  address?: { addressLocality?: string };
  sameAs?: string[];
  itemListElement?: { position: number; item: string; name: string }[];
  image?: string[];
  [field: string]: unknown;
}

/** The page's structured data: the records of its JSON-LD graph. */
function jsonLd(path: string): LdRecord[] {
  const $ = builtPage(path);
  const blocks = $('script[type="application/ld+json"]');
  expect(blocks, path).toHaveLength(1);
  const data = JSON.parse(blocks.text()) as { '@context': string; '@graph': LdRecord[] };
  expect(data['@context']).toBe('https://schema.org');
  return data['@graph'];
}

/** The first record of a page's JSON-LD graph. */
const firstLd = (path: string) => defined(jsonLd(path)[0], `${path}: its first JSON-LD record`);

describe('search and sharing', () => {
  it.each(pages)('%s has a title, description, canonical URL and Open Graph and Twitter tags with an image', (path) => {
    const $ = builtPage(path);
    const meta = (key: string) => $(`meta[property="${key}"], meta[name="${key}"]`).attr('content');
    expect($('title').text().length).toBeGreaterThan(10);
    expect(meta('description')).toBeTruthy();
    expect($('link[rel="canonical"]').attr('href')).toBe(site.url + path);
    expect(meta('og:title')).toBe($('title').text());
    expect(meta('og:description')).toBe(meta('description'));
    expect(meta('og:url')).toBe(site.url + path);
    expect(meta('og:image')).toMatch(SHARE_CARD);
    expect(meta('og:image:alt')?.length).toBeGreaterThan(10);
    expect(meta('twitter:card')).toBe('summary_large_image');
  });

  it('gives no link of any page a text search engines call generic (Lighthouse’s link-text audit)', () => {
    // Lighthouse's English list (lighthouse/core/audits/seo/link-text.js); it reads a link's text, visually
    // hidden words included, and not its aria-label.
    const generic = new Set([
      'click here',
      'click this',
      'go',
      'here',
      'information',
      'learn more',
      'more',
      'more info',
      'more information',
      'right here',
      'read more',
      'see more',
      'start',
      'this',
    ]);
    const found = pages.flatMap((path) => {
      const $ = builtPage(path);
      return $('a[href]')
        .map((_, a) => $(a).text().replace(/\s+/g, ' ').trim().toLowerCase())
        .get()
        .filter((text) => generic.has(text))
        .map((text) => `${path}: “${text}”`);
    });
    expect(pages.length).toBeGreaterThan(40);
    expect(found).toEqual([]);
  });

  it('shares each page with a 1200 x 630 JPEG under 300 KB made from its own picture, or the site’s', async () => {
    const cards = new Map(
      pages.map((path) => [path, builtPage(path)('meta[property="og:image"]').attr('content') as string]),
    );
    for (const url of new Set(cards.values())) {
      const file = join(distDir, new URL(url).pathname);
      const { format, width, height, size } = await sharp(file).metadata();
      expect({ url, format, width, height }).toEqual({ url, format: 'jpeg', width: 1200, height: 630 });
      expect(statSync(file).size, url).toBeLessThan(300 * 1024);
      expect(size ?? statSync(file).size).toBeGreaterThan(0);
    }
    // The home page's card is made from its hero, a page with no picture gets the site's, an article its own.
    const madeFrom = (path: string) =>
      new URL(cards.get(path) as string).pathname.replace(/^.*\//, '').replace(/-[0-9a-f]{10}-share\.jpg$/, '');
    expect(madeFrom('/')).toBe(basename(home.hero.image?.src ?? '', '.svg'));
    expect(madeFrom('/privacy/')).toBe(basename(site.shareImage.src, '.png'));
    const post = builtPage('/impact/blogs/why-girls-leave-stem/');
    expect(cards.get('/impact/blogs/why-girls-leave-stem/')).toBe(cards.get('/sw/impact/blogs/why-girls-leave-stem/'));
    // Its first picture, the hero's: a drawing there is inline, named by its alt text.
    const hero = post('main img, main [role="img"]').first();
    expect(post('meta[property="og:image:alt"]').attr('content')).toBe(hero.attr('alt') ?? hero.attr('aria-label'));
  });

  it('describes the organisation as an NGO on the home page', () => {
    const org = firstLd('/');
    expect(org['@type']).toBe('NGO');
    expect(org.name).toBe(site.name);
    expect(org.address?.addressLocality).toBe('Nairobi');
    expect(org.sameAs).toHaveLength(4);
  });

  it('gives every inner page a breadcrumb trail from Home', () => {
    for (const path of pages.filter((p) => p !== '/' && p !== '/sw/')) {
      const trail = firstLd(path);
      expect(trail['@type'], path).toBe('BreadcrumbList');
      const items = defined(trail.itemListElement, `${path}: its breadcrumb trail`);
      const home = isKiswahili(path) ? `${site.url}/sw/` : `${site.url}/`;
      expect(items[0], path).toMatchObject({ position: 1, item: home });
      if (!isKiswahili(path)) expect(items[0]?.name).toBe('Home');
      expect(items.at(-1)?.item, path).toBe(site.url + path);
    }
    const team = firstLd('/about/team/');
    expect(team.itemListElement?.map((i) => i.name)).toEqual(['Home', 'About Us', 'Team']);
    const feature = firstLd('/impact/features/kibwezi-community-lab/');
    expect(feature.itemListElement?.map((i) => i.name)).toEqual([
      'Home',
      'Our impact',
      'Impact Stories',
      'A school lab that opens its doors to the whole village',
    ]);
  });

  it('marks an article as one, with when it was published and by whom, in Open Graph and JSON-LD', () => {
    const $ = builtPage('/impact/blogs/why-girls-leave-stem/');
    const meta = (key: string) => $(`meta[property="${key}"]`).attr('content');
    expect(meta('og:type')).toBe('article');
    expect(meta('article:published_time')).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(meta('article:author')).toBe('Rose Wairimu');
    const article = jsonLd('/impact/blogs/why-girls-leave-stem/').find((record) => record['@type'] === 'Article');
    expect(article).toMatchObject({
      headline: $('h1').text(),
      datePublished: meta('article:published_time'),
      author: { '@type': 'Person', name: 'Rose Wairimu' },
      publisher: { name: site.name },
    });
    expect(article?.image?.[0]).toBe(meta('og:image'));
    expect(builtPage('/about/team/')('meta[property="og:type"]').attr('content')).toBe('website');
  });

  it('lists every page, and not the 404 page, in sitemap.xml', () => {
    const $ = load(read('sitemap.xml'), { xml: true });
    const locs = $('url > loc')
      .map((_, el) => $(el).text())
      .get();
    expect(locs.sort()).toEqual(pages.map((p) => site.url + p).sort());
    expect(locs.some((loc) => loc.includes('404'))).toBe(false);
    const article = $('url').filter(
      (_, url) => $(url).find('loc').text() === `${site.url}/impact/updates/mombasa-lab-opens/`,
    );
    expect(article.find('lastmod').text()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('points robots.txt at the sitemap', () => {
    expect(read('robots.txt')).toContain(`Sitemap: ${site.url}/sitemap.xml`);
  });

  it('has an SVG favicon with an ICO fallback, and a web app manifest of its own in each edition', () => {
    const $ = builtPage('/');
    expect($('link[rel="icon"][type="image/svg+xml"]').attr('href')).toBe('/favicon.svg');
    expect($('link[rel="icon"][href="/favicon.ico"]')).toHaveLength(1);
    for (const [home, file, lang] of [
      ['/', 'site.webmanifest', 'en'],
      ['/sw/', 'sw/site.webmanifest', 'sw'],
    ] as const) {
      expect(builtPage(home)('link[rel="manifest"]').attr('href'), home).toBe(`/${file}`);
      const manifest = JSON.parse(read(file)) as { name: string; lang: string; start_url: string; icons: unknown[] };
      expect(manifest, file).toMatchObject({ name: site.name, lang, start_url: home });
      expect(manifest.icons.length).toBeGreaterThan(0);
    }
  });
});
