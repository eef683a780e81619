/**
 * The browser the tests drive, as tests/support/browser.ts launches it: a page costs what the page itself
 * costs, and Playwright's own settings still hold.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

describe('Chromium as the tests launch it', () => {
  it('opens nothing beside a test’s page: no hidden address-bar popup with each window', async () => {
    const context = await browser.newContext();
    await context.newPage();
    const session = await browser.newBrowserCDPSession();
    // The popup is made with the window, before newPage() returns: a target of its own.
    const { targetInfos } = await session.send('Target.getTargets');
    expect(targetInfos.map(({ type, url }) => `${type} ${url}`)).toEqual(['page about:blank']);
    await context.close();
  });

  it('keeps every feature Playwright turns off turned off, as Chromium reads only the last list', async () => {
    const page = await browser.newPage();
    await page.goto('chrome://version');
    const commandLine = await page.locator('#command_line').innerText();
    const lists = [...commandLine.matchAll(/--disable-features=(\S+)/g)].map((match) => match[1]!.split(','));
    expect(lists.length, 'Playwright’s list and the tests’ list').toBe(2);
    const [playwrights, used] = lists as [string[], string[]];
    expect(playwrights.filter((feature) => !used.includes(feature))).toEqual([]);
    await page.close();
  });
});
