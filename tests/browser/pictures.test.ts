import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { browserSuite, paintMetrics, PHONE_DPR2 as PHONE, PHOTO_BUDGET as BUDGET } from '../support/browser';
import { builtPage, builtPaths, onePerPageFile } from '../support/dist';
import { photoDistDir } from '../support/server';

// The photo budgets of issue 15, on the photo build (every drawing a phone-sized photo), as a first visit on
// a phone: 375 px wide at two device pixels per CSS pixel.

const suite = browserSuite(photoDistDir);

type Loaded = Map<string, { bytes: number; type: string }>;

/**
 * Every response's bytes as sent (headers and encoded body), by URL, from now until the returned function
 * is called. It waits for the sizes of every response finished by then, and stops listening, so that none
 * is asked of a page already closed.
 */
function bytesLoaded(page: Page): () => Promise<Loaded> {
  const sizes: Promise<[string, { bytes: number; type: string }]>[] = [];
  const onFinished = (request: Request) => {
    sizes.push(
      request
        .sizes()
        .then((size) => [
          request.url(),
          { bytes: size.responseBodySize + size.responseHeadersSize, type: request.resourceType() },
        ]),
    );
  };
  page.on('requestfinished', onFinished);
  return async () => {
    page.off('requestfinished', onFinished);
    return new Map(await Promise.all(sizes));
  };
}

/** How wide each photo is drawn, and how wide its `sizes` says it is, as the browser reads both now. */
function drawnAndSaid(page: Page) {
  return page.locator('picture img[sizes]').evaluateAll((imgs: HTMLImageElement[]) =>
    imgs.map((img) => {
      const sizes = (img.getAttribute('sizes') ?? '').split(',').map((part) => part.trim());
      // The first condition that holds picks the length, as the browser does; the last has none.
      const length =
        sizes
          .map((part) => /^(\(.+\))\s+(.+)$/.exec(part))
          .find((match) => match?.[1] !== undefined && matchMedia(match[1]).matches)?.[2] ?? sizes.at(-1);
      const probe = document.body.appendChild(document.createElement('div'));
      probe.style.cssText = `position: absolute; width: ${length}`;
      const said = probe.getBoundingClientRect().width;
      probe.remove();
      return {
        picture: (img.getAttribute('src') ?? '').replace(/^.*\//, ''),
        drawn: img.getBoundingClientRect().width,
        said,
      };
    }),
  );
}

// Phone, tablet, small laptop and desktop: one, two and three columns, and each layout's widest point.
const SCREEN_WIDTHS = [375, 700, 1000, 1440];

// The Kiswahili pages show the same photos: their home page stands for them.
const pages = [
  ...onePerPageFile(builtPaths(photoDistDir)).filter((path) => !path.endsWith('404.html') && !path.startsWith('/sw/')),
  '/sw/',
];

describe('photos on a phone, on arrival, and at every screen width', () => {
  // A page at a time mostly waits (for the network to go quiet): a few at once, each in its own profile.
  it.concurrent.for(pages)(
    '%s stays within the budgets (LCP photo 60 KB, photos 150 KB, everything 200 KB, no shift), and each photo’s sizes says at least the width it is drawn at',
    async (path, { expect }) => {
      const context = await suite.newContext(PHONE);
      const page = await context.newPage();
      const arrived = bytesLoaded(page);
      await page.goto(suite.url + path, { waitUntil: 'networkidle' });
      const { lcpUrl, cls } = await paintMetrics(page);
      const loaded = await arrived();
      const all = [...loaded.values()];
      const images = all.filter((r) => r.type === 'image').reduce((sum, r) => sum + r.bytes, 0);
      const total = all.reduce((sum, r) => sum + r.bytes, 0);
      expect(all.length, 'responses counted').toBeGreaterThan(0);
      if (lcpUrl) expect(loaded.get(lcpUrl)?.bytes ?? 0, `LCP image ${lcpUrl}`).toBeLessThanOrEqual(BUDGET.lcpImage);
      expect(images, 'bytes of images on arrival').toBeLessThanOrEqual(BUDGET.images);
      expect(total, 'bytes on arrival').toBeLessThanOrEqual(BUDGET.total);
      expect(cls, 'cumulative layout shift').toBe(0);

      // The layout alone says how wide a photo is drawn (its width and height are in the markup), and it
      // follows the window as it is resized: fetching and decoding every photo at every width would only
      // slow the test.
      await page.route(/\.(avif|webp|jpg)$/, (route) => route.abort());
      for (const width of SCREEN_WIDTHS) {
        await page.setViewportSize({ width, height: 900 });
        for (const { picture, drawn, said } of await drawnAndSaid(page))
          expect(
            drawn,
            `${picture} at ${width} px: drawn ${Math.round(drawn)} px, sizes says ${Math.round(said)} px`,
          ).toBeLessThanOrEqual(said + 1);
      }
      await context.close();
    },
  );

  it('loads the home page’s hero photo in AVIF, at the width a phone needs, within the LCP budget', async () => {
    const context = await suite.newContext(PHONE);
    const page = await context.newPage();
    const arrived = bytesLoaded(page);
    await page.goto(`${suite.url}/`, { waitUntil: 'networkidle' });
    const hero = await page.locator('.hero__image').evaluate((img: HTMLImageElement) => img.currentSrc);
    const loaded = await arrived();
    // 343 CSS px at DPR 2 needs 686 px: the 720-px file, the narrowest that fills it.
    expect(new URL(hero).pathname).toMatch(/^\/assets\/pictures\/hero-robotics-class-[0-9a-f]{10}-720\.avif$/);
    expect(loaded.get(hero)?.bytes ?? Infinity).toBeLessThanOrEqual(BUDGET.lcpImage);
    await context.close();
  });
});

/** The width of the file each gallery thumbnail shows, once each has been scrolled to and has loaded. */
async function thumbnailWidths(page: Page): Promise<number[]> {
  const thumbnails = page.locator('[data-gallery-card] .card__image');
  const count = await thumbnails.count();
  // Every item the gallery was built with, whatever an editor has put in it.
  expect(count).toBe(builtPage('/impact/gallery/', photoDistDir)('[data-gallery-card] .card__image').length);
  expect(count).toBeGreaterThan(0);
  const widths: number[] = [];
  for (let i = 0; i < count; i++) {
    const thumbnail = thumbnails.nth(i);
    await thumbnail.scrollIntoViewIfNeeded();
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const src = await thumbnail.evaluate((img: HTMLImageElement) => img.currentSrc);
    // The first screen's photos in AVIF; the rest, lighter in the page, in JPEG (components/Gallery.tsx).
    expect(src).toMatch(i < 3 ? /\.avif$/ : /\.jpg$/);
    widths.push(Number(/-(\d+)\.(avif|jpg)$/.exec(src)?.[1]));
  }
  return widths;
}

describe('the gallery’s photos', () => {
  it.each([
    { name: 'a phone (375 px, DPR 2)', options: PHONE, widest: 640 },
    { name: 'a laptop (1280 px, DPR 1)', options: { viewport: { width: 1280, height: 800 } }, widest: 480 },
  ])('shows thumbnails no larger than the slot needs on $name', async ({ options, widest }) => {
    const context = await suite.newContext(options);
    const page = await context.newPage();
    await page.goto(`${suite.url}/impact/gallery/`);
    const widths = await thumbnailWidths(page);
    for (const width of widths) expect(width).toBeLessThanOrEqual(widest);
    await context.close();
  });

  it('loads a photo’s large version only when the viewer opens on it', async () => {
    const context = await suite.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await page.goto(`${suite.url}/impact/gallery/`, { waitUntil: 'networkidle' });
    // A card below the first screen, whose photo the page has in JPEG alone: the viewer's files follow its
    // address, at the viewer's widths, in every format.
    const card = page.locator('[data-gallery-card]').nth(4);
    const [address, widths] = await Promise.all([
      card.locator('img').getAttribute('src'),
      page.locator('dialog').getAttribute('data-gallery-widths'),
    ]);
    const large = (widths ?? '')
      .split(' ')
      .flatMap((width) =>
        ['avif', 'webp', 'jpg'].map((format) => (address ?? '').replace(/-\d+\.jpg$/, `-${width}.${format}`)),
      );
    expect(large.length).toBeGreaterThanOrEqual(6);
    expect(
      requested.filter((path) => large.includes(path)),
      'large files before the viewer opens',
    ).toEqual([]);
    await card.getByRole('button').first().click();
    const shown = page.getByRole('dialog').locator('img');
    await expect.poll(() => shown.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const src = new URL(await shown.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(large).toContain(src);
    expect(requested).toContain(src);
    await context.close();
  });
});
