import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, openPage, viewports } from '../support/browser';
import { builtPaths, isNotFound } from '../support/dist';

const suite = browserSuite();
let context: BrowserContext;

beforeAll(async () => {
  context = await suite.newContext({ viewport: viewports.phone });
});

describe('every page of both editions in a real browser', () => {
  // One tab for them all, each page loaded once and measured at both widths: loading each afresh at each
  // width took minutes with both editions.
  let tab: { page: Page; errors: string[]; consoleErrors: ConsoleMessage[] };
  beforeAll(async () => {
    tab = await openPage(context);
  });

  const paths = builtPaths();
  it('covers every page', () => expect(paths.length).toBeGreaterThan(80));

  it.each(paths)(
    '%s loads with no error in the console and fits 320 px and 1440 px without sideways scrolling',
    async (path) => {
      const { page, errors, consoleErrors } = tab;
      await page.setViewportSize({ width: 320, height: 800 });
      errors.length = 0;
      consoleErrors.length = 0;
      const response = await page.goto(suite.url + path, { waitUntil: 'load' });
      // The 404 page, opened by its file name, answers 200 and logs the path, as it should (tested below).
      if (!isNotFound(path)) {
        expect(response?.status()).toBe(200);
        expect(errors).toEqual([]);
        expect(consoleErrors.map((m) => m.text())).toEqual([]);
      }
      for (const width of [320, 1440]) {
        await page.setViewportSize({ width, height: 800 });
        const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
        expect(scrollWidth, `${path} at ${width} px`).toBeLessThanOrEqual(width);
      }
    },
  );
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
