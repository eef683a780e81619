import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite, openPage, scriptRequests, STEP_TIMEOUT, viewports } from '../support/browser';
import { defined } from '../support/defined';
import { builtPage } from '../support/dist';
import { arrivalScripts, assetText, declaredWidgets, lazyImports } from '../support/page-script';
import { bannerRegion } from './a11y-steps';

// Issue 15: each script request on arrival delayed the home page's LCP image.
const suite = browserSuite();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newPage() {
  const context = await suite.newContext({ viewport: viewports.phone });
  contexts.push(context);
  return openPage(context);
}

/** Pages with different sets of widgets: the video, the gallery and its filter, the blog's filter and newsletter. */
const samples = ['/', '/impact/gallery/', '/impact/blogs/'];
/** The one script each sample's markup links, which the build tests check holds exactly its widgets. */
const scriptOf = new Map(samples.map((path) => [path, arrivalScripts(builtPage(path))]));
const engine = lazyImports(assetText(defined(scriptOf.get('/')?.[0], 'the home page’s script')))[0];

/** Each widget on the page, by name, and whether its script started it (`data-enhanced`). */
const widgetStates = (page: Page) =>
  page
    .locator('[data-module]')
    .evaluateAll((elements) =>
      elements.map((el) => [(el as HTMLElement).dataset.module, 'enhanced' in (el as HTMLElement).dataset]),
    );

describe('the one script of a page', () => {
  it('differs between pages with different widgets', () => {
    for (const scripts of scriptOf.values()) expect(scripts).toHaveLength(1);
    expect(new Set(samples.map((path) => scriptOf.get(path)![0])).size).toBe(samples.length);
  });

  it.each(samples)('%s fetches one script on arrival, which starts every widget on the page', async (path) => {
    const { page, errors, consoleErrors } = await newPage();
    const scripts = scriptRequests(page);
    await page.goto(`${suite.url}${path}`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toHaveLength(1);
    expect(scripts).toEqual(scriptOf.get(path));
    const widgets = declaredWidgets(builtPage(path));
    const states = await widgetStates(page);
    expect([...new Set(states.map(([name]) => name))].sort()).toEqual(widgets);
    expect(states.filter(([, started]) => !started)).toEqual([]);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((message) => message.text())).toEqual([]);
  });

  it('fetches the consent engine only once the visitor decides, the same file on every page', async () => {
    for (const [path, button] of [
      ['/', 'Accept All'],
      ['/impact/gallery/', 'Reject All'],
    ] as const) {
      const { page, errors } = await newPage();
      const scripts = scriptRequests(page);
      await page.goto(`${suite.url}${path}`);
      await page.waitForLoadState('networkidle');
      expect(scripts, path).toEqual(scriptOf.get(path));
      await bannerRegion(page).getByRole('button', { name: button }).click();
      await expect
        .poll(() => scripts, { message: path, timeout: STEP_TIMEOUT })
        .toEqual([...scriptOf.get(path)!, engine]);
      await page.waitForFunction(() => localStorage.getItem('cc_cookie') !== null);
      expect(errors).toEqual([]);
    }
  });

  it('starts the other widgets when one fails: each starts in its own try/catch', async () => {
    const { page, errors, consoleErrors } = await newPage();
    // The header loses a part its script requires (client/header.ts: the menu button).
    await page.route(`${suite.url}/`, async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      if (!html.includes(' data-header-menu-button="true"')) throw new Error('the header has no menu button to remove');
      await route.fulfill({ response, body: html.replace(' data-header-menu-button="true"', '') });
    });
    await page.goto(`${suite.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await widgetStates(page)).toEqual([
      ['cookie-banner', true],
      ['header', false],
      ['video', true],
    ]);
    expect(consoleErrors.map((message) => message.text())).toEqual([expect.stringContaining('header: not started')]);
    expect(errors).toEqual([]);
    expect(await bannerRegion(page).isVisible()).toBe(true);
  });
});
