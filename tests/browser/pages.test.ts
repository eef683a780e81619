import type { BrowserContext } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, openPage, viewports } from '../support/browser';
import { builtPaths, isNotFound, withKiswahiliSample } from '../support/dist';

const suite = browserSuite();
let context: BrowserContext;

beforeAll(async () => {
  context = await suite.newContext({ viewport: viewports.phone });
});

describe('every page in a real browser', () => {
  it.each(withKiswahiliSample(builtPaths()).filter((path) => !isNotFound(path)))(
    '%s loads with no error in the console',
    async (path) => {
      const { page, errors, consoleErrors } = await openPage(context);
      const response = await page.goto(suite.url + path, { waitUntil: 'load' });
      expect(response?.status()).toBe(200);
      expect(errors).toEqual([]);
      expect(consoleErrors.map((m) => m.text())).toEqual([]);
      await page.close();
    },
  );
});

describe('every page at the narrowest and widest screens', () => {
  it.each(builtPaths())('%s fits 320 px and 1440 px without sideways scrolling', async (path) => {
    for (const width of [320, 1440]) {
      const narrow = await suite.browser.newPage({ viewport: { width, height: 800 } });
      await narrow.goto(suite.url + path);
      const scrollWidth = await narrow.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      await narrow.close();
    }
  });
});

describe('an unknown path', () => {
  it('answers 404 with the not-found page and logs the path to the console', async () => {
    const { page, errors, consoleErrors } = await openPage(context);
    const response = await page.goto(`${suite.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    // The browser reports the 404 response itself; the page's own message names the path.
    const messages = consoleErrors.map((m) => m.text());
    expect(messages).toContain('404: no page at /no/such/page');
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${suite.url}/`);
    await page.close();
  });
});
