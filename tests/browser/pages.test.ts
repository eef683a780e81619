import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtPaths } from '../support/dist';
import { launchBrowser, openPage, viewports } from '../support/browser';
import { startServer } from '../support/server';

let browser: Browser;
let context: BrowserContext;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
  context = await browser.newContext({ viewport: viewports.phone });
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('every page in a real browser', () => {
  it.each(builtPaths().filter((path) => path !== '/404.html'))('%s loads with no error in the console', async (path) => {
    const { page, errors, consoleErrors } = await openPage(context);
    const response = await page.goto(server.url + path, { waitUntil: 'load' });
    expect(response?.status()).toBe(200);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await page.close();
  });
});

describe('an unknown path', () => {
  it('answers 404 with the not-found page and logs the path to the console', async () => {
    const { page, errors, consoleErrors } = await openPage(context);
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Oops! Page not found');
    await page.getByRole('link', { name: 'Return to Home' }).waitFor();
    // The browser reports the 404 response itself; the page's own message names the path.
    const messages = consoleErrors.map((m) => m.text());
    expect(messages).toContain('404: no page at /no/such/page');
    expect(errors).toEqual([]);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await page.waitForURL(`${server.url}/`);
    await page.close();
  });
});
