import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { load } from 'cheerio';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { slots } from '../../pictures/slots';
import { GALLERY_ITEMS } from '../support/enlarged-content';
import { defined } from '../support/defined';
import { builtPage, builtPaths, onePerPageFile } from '../support/dist';
import { readExif } from '../support/exif';
import { distDir, enlargedDistDir, photoDistDir } from '../support/server';

/** A candidate of a `srcset`: its URL and the width it declares. */
const candidates = (srcset: string | undefined) =>
  (srcset ?? '')
    .split(',')
    .map((candidate) => candidate.trim().split(/\s+/))
    .map(([url = '', width = '']) => ({ url, width: Number(width.replace(/w$/, '')) }));

const allSizes = Object.values(slots).map((slot) => slot.sizes);
// The photo build is of the enlarged content (the budgets are measured on it), so its pages are the
// enlarged build's, whatever an editor has added.
const pages = builtPaths(photoDistDir);

describe('the photo build (every drawing a phone-sized photo)', () => {
  it('builds every page of the ordinary build', () => {
    expect(pages).toEqual(builtPaths(enlargedDistDir));
    for (const path of pages)
      expect(existsSync(join(photoDistDir, path, path.endsWith('.html') ? '' : 'index.html')), path).toBe(true);
  });

  it.each(pages)(
    '%s shows each photo as a <picture> of AVIF, WebP and JPEG at its slot’s widths, with sizes, size and alt',
    (path) => {
      const $ = builtPage(path, photoDistDir);
      expect($('main img[src$=".svg"]'), 'drawings left in the photo build').toHaveLength(0);
      for (const picture of $('picture').toArray()) {
        const sources = $(picture).children('source');
        const img = $(picture).children('img');
        expect(sources.map((_, s) => s.attribs.type).get()).toEqual(['image/avif', 'image/webp']);
        expect(img).toHaveLength(1);
        const sizes = img.attr('sizes');
        expect(allSizes, 'sizes of a slot in pictures/slots.ts').toContain(sizes);
        const sets = [...sources.map((_, s) => s.attribs.srcset).get(), img.attr('srcset')].map(candidates);
        const avifs = defined(sets[0], 'the AVIF srcset');
        const jpegs = defined(sets[2], 'the JPEG srcset');
        for (const [set, extension] of sets.map((set, i) => [set, ['avif', 'webp', 'jpg'][i]] as const)) {
          // The same widths in each format, narrowest first, each file named by its width and made.
          expect(set.map((c) => c.width)).toEqual(avifs.map((c) => c.width));
          for (const { url, width } of set) {
            expect(url).toMatch(new RegExp(`^/assets/pictures/[a-z0-9-]+-${width}\\.${extension}$`));
            expect(existsSync(join(photoDistDir, url)), url).toBe(true);
          }
        }
        // A slot's widths, all of them: every fixture is wider than any slot needs.
        const sameSizes = Object.values(slots).filter((slot) => slot.sizes === sizes);
        expect(sameSizes.map((slot) => slot.widths)).toContainEqual(avifs.map((c) => c.width));
        expect(sources.map((_, s) => s.attribs.sizes).get()).toEqual([sizes, sizes]);
        expect(jpegs.map((c) => c.url)).toContain(img.attr('src'));
        expect(Number(img.attr('width'))).toBeGreaterThanOrEqual(3000);
        expect(Number(img.attr('height'))).toBeGreaterThan(0);
        expect(img.attr('alt'), img.attr('src')).toBeDefined();
        expect(img.attr('decoding')).toBe('async');
      }
    },
  );

  it('makes each file the width its name says, upright, with no GPS position or camera left in it', async () => {
    const $ = builtPage('/', photoDistDir);
    const hero = $('main picture').first();
    const urls = [...hero.find('source'), ...hero.find('img')].flatMap((el) => candidates($(el).attr('srcset')));
    expect(urls.length).toBe(slots.hero.widths.length * 3);
    for (const { url, width } of urls) {
      const file = join(photoDistDir, url);
      const meta = await sharp(file).metadata();
      expect({ url, width: meta.width }).toEqual({ url, width });
      // Fixtures are stored sideways with EXIF orientation 6 and are landscape once upright.
      expect(meta.width, url).toBeGreaterThan(meta.height);
      const exif = readExif(Buffer.from(meta.exif ?? []));
      expect(exif.gps, url).toBeUndefined();
      expect([exif.make, exif.model, exif.artist], url).toEqual([undefined, undefined, undefined]);
    }
  });

  it('gives the first screen’s photo priority, and starts loading it with the HTML', () => {
    for (const path of onePerPageFile(pages).filter((p) => builtPage(p, photoDistDir)('.hero__image').length > 0)) {
      const $ = builtPage(path, photoDistDir);
      const hero = $('.hero__image');
      expect(hero.attr('fetchpriority'), path).toBe('high');
      expect(hero.attr('loading'), path).toBeUndefined();
      const preload = $('head link[rel="preload"][as="image"]');
      expect(preload, path).toHaveLength(1);
      expect(preload.attr('imagesrcset'), path).toBe(hero.siblings('source[type="image/avif"]').attr('srcset'));
      expect(preload.attr('imagesizes'), path).toBe(hero.attr('sizes'));
    }
  });

  it('paints each photo’s dominant colour until it loads, from the page’s own stylesheet', () => {
    const $ = builtPage('/impact/gallery/', photoDistDir);
    const classes = $('main img')
      .map((_, img) => /placeholder-([0-9a-f]{6})/.exec(img.attribs.class ?? '')?.[1])
      .get();
    expect(classes.length).toBeGreaterThanOrEqual(12);
    const styles = $('head style').text();
    for (const hex of classes) expect(styles).toContain(`.placeholder-${hex}{background-color:#${hex}}`);
  });

  it('keeps the gallery viewer’s large photos out of the page until the viewer opens: the address of their files, which the build writes', () => {
    const $ = builtPage('/impact/gallery/', photoDistDir);
    const dialog = $('dialog');
    expect(dialog.attr('data-gallery-sizes')).toBe(slots.viewer.sizes);
    expect(dialog.attr('data-gallery-widths')).toBe(slots.viewer.widths.join(' '));
    const cards = $('[data-gallery-card]');
    expect(cards.length).toBeGreaterThan(0);
    expect($('main template')).toHaveLength(0);
    for (const [i, card] of cards.toArray().entries()) {
      // Named by a card of the first screen; else the address of the card's own photo, the width and format
      // to fill in, as client/gallery.ts reads it.
      const named = $(card).attr('data-gallery-picture');
      expect(named === undefined, `card ${i + 1} names its viewer's files`).toBe(i >= 3);
      const src = defined($(card).find('img').attr('src'), 'a card’s photo');
      const pattern = named ?? src.replace(/-\d+\.jpg$/, '-{width}.{format}');
      expect(pattern).toMatch(/^\/assets\/pictures\/[a-z0-9-]+-[0-9a-f]{10}-\{width\}\.\{format\}$/);
      for (const width of slots.viewer.widths)
        for (const format of ['avif', 'webp', 'jpg']) {
          const file = pattern.replace('{width}', String(width)).replace('{format}', format);
          expect(existsSync(join(photoDistDir, file)), file).toBe(true);
        }
    }
  });

  it(`keeps the gallery, grown to ${GALLERY_ITEMS} items, in the first round trip: at most 14,000 bytes of HTML, gzipped`, () => {
    const html = readFileSync(join(photoDistDir, 'impact/gallery/index.html'));
    const $ = load(html);
    const cards = $('[data-gallery-card]');
    expect(cards.length).toBeGreaterThanOrEqual(GALLERY_ITEMS);
    expect(gzipSync(html).length).toBeLessThanOrEqual(14_000);
    // The first screen’s items in full, their photos in AVIF, WebP and JPEG; the rest in JPEG alone, lighter.
    const formats = cards.map((_, card) => $(card).find('picture source').length).get();
    expect(formats).toEqual(Array.from({ length: cards.length }, (_, i) => (i < 3 ? 2 : 0)));
    // Every item shows all its words, read without script.
    for (const card of cards.toArray()) {
      const fields = $(card)
        .find('[data-gallery-field]')
        .map((_, field) => $(field).attr('data-gallery-field'))
        .get();
      expect(fields.sort()).toEqual(['category', 'date', 'description', 'location', 'participants', 'title']);
      for (const field of $(card).find('[data-gallery-field]').toArray()) expect($(field).text()).not.toBe('');
    }
  });
});

describe('the ordinary build’s drawings', () => {
  it('are SVG files, optimised, each named by its hash', () => {
    const $ = builtPage('/');
    const drawing = $('main img[src$=".svg"]').first().attr('src') as string;
    const [, name] = /^\/assets\/pictures\/([a-z-]+)-[0-9a-f]{10}\.svg$/.exec(drawing) ?? [];
    expect(name, drawing).toBeDefined();
    const file = join(distDir, drawing);
    expect(statSync(file).size).toBeLessThan(
      statSync(join(import.meta.dirname, `../fixtures/content/pictures/home/${name}.svg`)).size,
    );
  });

  it('show the first screen’s drawing inline, optimised as its file is, so that it comes with the page', () => {
    const $ = builtPage('/');
    const hero = $('main [role="img"]').first();
    const source = readFileSync(
      join(import.meta.dirname, '../fixtures/content/pictures/home/hero-robotics-class.svg'),
      'utf8',
    );
    expect(hero.children('svg').attr('viewBox')).toBe('0 0 640 480');
    expect(hero.html()?.length).toBeLessThan(source.length);
    // Nothing fetched for it: no <img>, no preload.
    expect($('main > section').first().find('img')).toHaveLength(0);
    expect($('head link[rel="preload"]')).toHaveLength(0);
  });
});
