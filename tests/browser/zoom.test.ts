import type { BrowserContext } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser';
import { bannerRegion, expectEveryFocusStopSeen, screens, TOURED_PATHS, visit } from './a11y-steps';

const suite = browserSuite();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

/** 1280×1024 at 400% zoom: a 320×256 CSS viewport (WCAG 2.2 SC 1.4.10), on a first visit. */
async function zoomed(path: string) {
  const opened = await visit(suite, path, { screen: 'zoomed' });
  context = opened.context;
  return opened.page;
}

describe('at 400% zoom (320×256)', () => {
  it('nothing stays fixed over the page: the banner is the top of the page and the header scrolls away', async () => {
    const page = await zoomed('/');
    const banner = (await bannerRegion(page).boundingBox())!;
    expect(banner.y).toBe(0);
    await page.mouse.wheel(0, 2 * screens.zoomed.height + banner.height);
    await expect.poll(() => page.evaluate(() => scrollY)).toBeGreaterThan(banner.height + 100);
    expect(await bannerRegion(page).isVisible()).toBe(true);
    expect((await bannerRegion(page).boundingBox())!.y + banner.height).toBeLessThan(0);
    const header = (await page.getByRole('banner').boundingBox())!;
    expect(header.y + header.height).toBeLessThan(0);
  });

  for (const path of TOURED_PATHS) {
    it(`on ${path}, every element in the tab order shows in full when it has focus`, async () => {
      await expectEveryFocusStopSeen(await zoomed(path), path);
    });
  }
});
