import { gzipSync } from 'node:zlib';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite, openPage, scriptRequests, viewports, WORKER_BLOCKED_NOTICE } from '../support/browser';
import { bannerRegion } from './a11y-steps';
import { builtPage, builtPaths, isNotFound } from '../support/dist';
import { arrivalScripts, assetText, lazyImports, widgetsIn } from '../support/page-script';

const suite = browserSuite();
const contexts: BrowserContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

async function newContext(options: BrowserContextOptions = {}): Promise<BrowserContext> {
  const context = await suite.newContext({ viewport: viewports.desktop, ...options });
  contexts.push(context);
  return context;
}

/** A context whose localStorage already holds these entries, as a returning visitor's would. */
function withStorage(entries: Record<string, string>): Promise<BrowserContext> {
  const localStorage = Object.entries(entries).map(([name, value]) => ({ name, value }));
  return newContext({ storageState: { cookies: [], origins: [{ origin: suite.url, localStorage }] } });
}

const banner = bannerRegion;
const stored = (page: Page, key: string) => page.evaluate((k) => localStorage.getItem(k), key);
/** The consent engine's record, once it has written it (the engine loads after the click). */
async function engineRecord(
  page: Page,
): Promise<{ categories: string[]; consentId: string; consentTimestamp: string }> {
  await page.waitForFunction(() => localStorage.getItem('cc_cookie') !== null);
  return JSON.parse((await stored(page, 'cc_cookie')) as string) as {
    categories: string[];
    consentId: string;
    consentTimestamp: string;
  };
}

/** A page other than the home page (and not the 404 page, which logs), to check a choice on the next page. */
const nextPath = builtPaths().find((path) => path !== '/' && !isNotFound(path)) ?? '/';

/** The home page's one script, which holds the banner, and the consent engine it imports on demand. */
const entrySrc = arrivalScripts(builtPage('/'))[0] ?? '';
const engine = lazyImports(entrySrc ? assetText(entrySrc) : '')[0] ?? '';

/**
 * A page carrying a consent-gated analytics script, as the organisation would add one (see the README): the
 * built home page, served with the site's own headers (its Content-Security-Policy included), with the
 * script before </body>; the script itself is a file of the site that sets a flag.
 */
const GATED_PATH = '/__test/gated-analytics/';
const ANALYTICS_SRC = '/__test/analytics.js';
async function routeGatedPage(page: Page) {
  await page.route(`${suite.url}${GATED_PATH}`, async (route) => {
    const response = await route.fetch({ url: `${suite.url}/` });
    const gated = `<script type="text/plain" data-category="analytics" data-src="${ANALYTICS_SRC}"></script>`;
    await route.fulfill({ response, body: (await response.text()).replace('</body>', `${gated}</body>`) });
  });
  await page.route(`${suite.url}${ANALYTICS_SRC}`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: 'window.__analyticsRan = true;' }),
  );
}
const analyticsRan = (page: Page) =>
  page.evaluate(() => (window as { __analyticsRan?: boolean }).__analyticsRan === true);

/** Every request the page makes for the gated script, whether or not it then runs. */
function analyticsRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === ANALYTICS_SRC) urls.push(request.url());
  });
  return urls;
}

/**
 * "Never" as an end state rather than a pause: the page's clock runs ahead a minute, firing every timer
 * that was pending (a script held back for a second fires too), and then the network has settled.
 * Needs `page.clock.install()` before the page loads.
 */
async function afterEverythingPending(page: Page) {
  await page.clock.runFor(60_000);
  await page.waitForLoadState('networkidle');
}

describe('cookie banner', () => {
  it('the home page’s script holds the banner and imports the consent engine on demand', () => {
    expect(widgetsIn(assetText(entrySrc))).toContain('cookie-banner');
    expect(assetText(engine)).toContain('cc_cookie');
  });

  it('is shown when nothing is stored, with its text, privacy link and four controls', async () => {
    const { page, errors, consoleErrors } = await openPage(await newContext());
    await page.goto(`${suite.url}/`);
    const region = banner(page);
    await expect.poll(() => region.isVisible()).toBe(true);
    expect(await region.getByRole('link', { name: /privacy/i }).getAttribute('href')).toBe('/privacy/');
    for (const name of ['Accept All', 'Reject All', 'Customize', 'Close']) {
      expect(await region.getByRole('button', { name, exact: true }).isVisible()).toBe(true);
    }
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('gives Accept All and Reject All equal weight: same size, same colours', async () => {
    const { page } = await openPage(await newContext({ viewport: viewports.phone }));
    await page.goto(`${suite.url}/`);
    const look = (name: string) =>
      banner(page)
        .getByRole('button', { name })
        .evaluate((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return [
            Math.round(box.width),
            Math.round(box.height),
            style.backgroundColor,
            style.color,
            style.fontSize,
            style.fontWeight,
          ];
        });
    expect(await look('Accept All')).toEqual(await look('Reject All'));
  });

  for (const [button, value, categories] of [
    ['Accept All', 'accepted', ['analytics', 'marketing', 'necessary']],
    ['Reject All', 'rejected', ['necessary']],
  ] as const) {
    it(`${button} stores ${value}, records it in the engine and hides the banner on this page and the next`, async () => {
      const { page, errors, consoleErrors } = await openPage(await newContext());
      await page.goto(`${suite.url}/`);
      await banner(page).getByRole('button', { name: button }).click();
      expect(await banner(page).isVisible()).toBe(false);
      expect(await stored(page, 'cookieConsent')).toBe(value);
      const record = await engineRecord(page);
      expect([...record.categories].sort()).toEqual(categories);
      expect(record.consentId).toMatch(/^[0-9a-f-]{36}$/);
      expect(Date.parse(record.consentTimestamp)).toBeGreaterThan(Date.now() - 60_000);

      await page.goto(`${suite.url}${nextPath}`);
      await page.waitForLoadState('load');
      expect(await banner(page).isVisible()).toBe(false);
      expect(await page.locator('.cookie-banner[data-enhanced]').count()).toBe(1);
      // The library's own dialog never appears.
      expect(await page.locator('#cc-main, .cm-wrapper, .pm-wrapper').count()).toBe(0);
      expect(errors).toEqual([]);
      expect(consoleErrors).toEqual([]);
    });
  }

  it('Close hides it for the tab session only and stores no decision', async () => {
    const context = await newContext();
    const { page, errors } = await openPage(context);
    await page.goto(`${suite.url}/`);
    await banner(page).getByRole('button', { name: 'Close' }).click();
    expect(await banner(page).isVisible()).toBe(false);
    expect(await stored(page, 'cookieConsent')).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('cookieBannerDismissed'))).not.toBeNull();

    await page.goto(`${suite.url}${nextPath}`);
    await page.waitForLoadState('load');
    expect(await banner(page).isVisible()).toBe(false);

    // A new browser session keeps localStorage but not sessionStorage: the visitor is asked again.
    const later = await newContext({ storageState: await context.storageState() });
    const { page: again } = await openPage(later);
    await again.goto(`${suite.url}/`);
    await expect.poll(() => banner(again).isVisible()).toBe(true);
    expect(errors).toEqual([]);
  });

  it('Customize shows the three categories and reads Hide; Hide hides them', async () => {
    const { page } = await openPage(await newContext({ viewport: viewports.phone }));
    await page.goto(`${suite.url}/`);
    const region = banner(page);
    const customize = region.getByRole('button', { name: 'Customize' });
    const essential = region.getByText('Essential', { exact: true });
    expect(await essential.isVisible()).toBe(false);
    expect(await customize.getAttribute('aria-expanded')).toBe('false');

    await customize.click();
    const hide = region.getByRole('button', { name: 'Hide' });
    expect(await hide.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Essential', 'Always on', 'Analytics', 'Marketing']) {
      expect(await region.getByText(name, { exact: true }).isVisible()).toBe(true);
    }
    const panel = page.locator(`#${await hide.getAttribute('aria-controls')}`);
    expect(await panel.isVisible()).toBe(true);

    await hide.click();
    expect(await panel.isVisible()).toBe(false);
    expect(await region.getByRole('button', { name: 'Customize' }).getAttribute('aria-expanded')).toBe('false');
    expect(await stored(page, 'cookieConsent')).toBeNull();
  });

  it('is operable from the keyboard and covers neither the skip link nor the focused element', async () => {
    const { page } = await openPage(await newContext({ viewport: viewports.phone }));
    await page.goto(`${suite.url}/`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
    const bannerTop = async () => (await banner(page).boundingBox())!.y;

    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    expect(await skip.evaluate((el) => el === document.activeElement)).toBe(true);
    const skipBox = (await skip.boundingBox())!;
    expect(skipBox.y + skipBox.height).toBeLessThanOrEqual(await bannerTop());

    // The banner comes next in the reading order, before the header and the page.
    await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((region) => region.contains(document.activeElement))).toBe(true);

    // The last link of the page, reached with Tab, shows above the banner, not under it.
    const links = page.locator('footer a');
    await links.nth((await links.count()) - 2).focus();
    await page.keyboard.press('Tab');
    const last = links.last();
    expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
    const lastBox = (await last.boundingBox())!;
    expect(lastBox.y + lastBox.height).toBeLessThanOrEqual(await bannerTop());

    // Enter and Space work its buttons.
    await banner(page).getByRole('button', { name: 'Customize' }).focus();
    await page.keyboard.press('Enter');
    expect(await banner(page).getByRole('button', { name: 'Hide' }).getAttribute('aria-expanded')).toBe('true');
    await banner(page).getByRole('button', { name: 'Reject All' }).focus();
    await page.keyboard.press('Space');
    expect(await banner(page).isVisible()).toBe(false);
    expect(await stored(page, 'cookieConsent')).toBe('rejected');
    // Focus is not lost with the hidden button: it goes to the page's main content.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });

  it('is never put on screen for a returning visitor, not even for a moment', async () => {
    for (const value of ['accepted', 'rejected']) {
      const context = await withStorage({ cookieConsent: value });
      // Records whether the banner is ever unhidden, from the first parsed byte on.
      await context.addInitScript(() => {
        const w = window as { __bannerShown?: boolean };
        w.__bannerShown = false;
        new MutationObserver(() => {
          const region = document.querySelector<HTMLElement>('[data-module="cookie-banner"]');
          if (region && !region.hidden) w.__bannerShown = true;
        }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['hidden'] });
      });
      const { page } = await openPage(context);
      await page.goto(`${suite.url}/`, { waitUntil: 'commit' });
      await page.waitForLoadState('domcontentloaded');
      expect(await banner(page).isVisible()).toBe(false);
      await page.waitForLoadState('load');
      await page.locator('.cookie-banner[data-enhanced]').waitFor({ state: 'attached' });
      expect(await banner(page).isVisible()).toBe(false);
      expect(await page.evaluate(() => (window as { __bannerShown?: boolean }).__bannerShown)).toBe(false);
    }
  });

  it('is not shown without JavaScript', async () => {
    const { page } = await openPage(await newContext({ javaScriptEnabled: false }));
    await page.goto(`${suite.url}/`);
    expect(await page.locator('[data-module="cookie-banner"]').count()).toBe(1);
    expect(await banner(page).isVisible()).toBe(false);
  });

  it('asks again when cookieConsent is gone, whatever the engine record says', async () => {
    const record = JSON.stringify({
      categories: ['necessary', 'analytics', 'marketing'],
      consentId: '0b5a3c1e-7d2f-4a9b-8c6d-1e2f3a4b5c6d',
      consentTimestamp: new Date().toISOString(),
      lastConsentTimestamp: new Date().toISOString(),
      expirationTime: Date.now() + 86_400_000,
    });
    const { page } = await openPage(await withStorage({ cc_cookie: record }));
    await page.goto(`${suite.url}/`);
    await expect.poll(() => banner(page).isVisible()).toBe(true);
  });

  it('works for the page in view when localStorage is blocked, with nothing on the console', async () => {
    for (const button of ['Accept All', 'Reject All', 'Close']) {
      const context = await newContext();
      await context.addInitScript(() => {
        Object.defineProperty(window, 'localStorage', {
          configurable: true,
          get() {
            throw new DOMException('The operation is insecure.', 'SecurityError');
          },
        });
      });
      const { page, errors } = await openPage(context);
      await page.clock.install();
      const messages: string[] = [];
      page.on('console', (message) => {
        // Not the notice of the worker this suite blocks (tests/support/browser.ts), which the page did not write.
        if ((message.type() === 'error' || message.type() === 'warning') && message.text() !== WORKER_BLOCKED_NOTICE)
          messages.push(message.text());
      });
      const scripts = scriptRequests(page);
      await page.goto(`${suite.url}/`);
      expect(
        await page.evaluate(() => {
          try {
            return !!localStorage;
          } catch {
            return 'blocked';
          }
        }),
      ).toBe('blocked');
      await expect.poll(() => banner(page).isVisible()).toBe(true);
      await banner(page).getByRole('button', { name: button }).click();
      expect(await banner(page).isVisible()).toBe(false);
      await afterEverythingPending(page);
      expect(errors).toEqual([]);
      expect(messages).toEqual([]);
      expect(scripts).not.toContain(engine);
    }
  });

  it('runs a data-category="analytics" script after Accept All, and on later pages', async () => {
    const { page, errors, consoleErrors } = await openPage(await newContext());
    await routeGatedPage(page);
    await page.goto(`${suite.url}${GATED_PATH}`);
    await page.waitForLoadState('load');
    expect(await analyticsRan(page)).toBe(false);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await page.waitForFunction(() => (window as { __analyticsRan?: boolean }).__analyticsRan === true);

    await page.reload();
    await page.waitForFunction(() => (window as { __analyticsRan?: boolean }).__analyticsRan === true);
    expect(await banner(page).isVisible()).toBe(false);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });

  it('does not run it after Reject All, nor on later pages, however long the visitor stays', async () => {
    const { page } = await openPage(await newContext());
    await page.clock.install();
    await routeGatedPage(page);
    const scripts = scriptRequests(page);
    const requested = analyticsRequests(page);
    await page.goto(`${suite.url}${GATED_PATH}`);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await engineRecord(page);
    expect(scripts).toContain(engine);
    await afterEverythingPending(page);
    expect(requested, 'the gated script is never fetched after Reject All').toEqual([]);
    expect(await analyticsRan(page), 'the gated script never runs after Reject All').toBe(false);

    scripts.length = 0;
    await page.reload();
    await expect.poll(() => scripts.includes(engine)).toBe(true);
    await afterEverythingPending(page);
    expect(requested, 'nor on a later page').toEqual([]);
    expect(await analyticsRan(page), 'nor on a later page').toBe(false);
  });

  it('lets cookieConsent win over an engine record that disagrees, and updates the record', async () => {
    const record = (categories: string[]) =>
      JSON.stringify({
        categories,
        revision: 0,
        consentId: '0b5a3c1e-7d2f-4a9b-8c6d-1e2f3a4b5c6d',
        consentTimestamp: '2025-01-10T09:00:00.000Z',
        lastConsentTimestamp: '2025-01-10T09:00:00.000Z',
        expirationTime: Date.now() + 86_400_000,
      });
    const refused = await openPage(
      await withStorage({ cookieConsent: 'rejected', cc_cookie: record(['necessary', 'analytics', 'marketing']) }),
    );
    await routeGatedPage(refused.page);
    await refused.page.goto(`${suite.url}${GATED_PATH}`);
    await refused.page.waitForFunction(
      () =>
        (JSON.parse(localStorage.getItem('cc_cookie') ?? '{}') as { categories?: string[] }).categories?.length === 1,
    );
    expect(await analyticsRan(refused.page)).toBe(false);
    expect(await banner(refused.page).isVisible()).toBe(false);

    const granted = await openPage(await withStorage({ cookieConsent: 'accepted', cc_cookie: record(['necessary']) }));
    await routeGatedPage(granted.page);
    await granted.page.goto(`${suite.url}${GATED_PATH}`);
    await granted.page.waitForFunction(() => (window as { __analyticsRan?: boolean }).__analyticsRan === true);
    expect((await engineRecord(granted.page)).categories).toContain('analytics');
  });

  it('loads no engine on a page with a stored decision and no gated script', async () => {
    const { page } = await openPage(await withStorage({ cookieConsent: 'accepted' }));
    const scripts = scriptRequests(page);
    await page.goto(`${suite.url}/`);
    await page.waitForLoadState('networkidle');
    expect(scripts).toContain(entrySrc);
    expect(scripts).not.toContain(engine);
    expect(await stored(page, 'cc_cookie')).toBeNull();
  });

  it('loads at most 3 KB gzipped of script, the consent code with the other widgets, before the visitor chooses', async () => {
    const { page } = await openPage(await newContext());
    const bodies = new Map<string, Buffer>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        bodies.set(new URL(response.url()).pathname, await response.body());
    });
    await page.goto(`${suite.url}/`);
    await page.waitForLoadState('networkidle');
    // The page's one script: everything the banner (and every other widget) needs before a choice.
    expect([...bodies.keys()]).toEqual([entrySrc]);
    expect(gzipSync(bodies.get(entrySrc)!, { level: 9 }).length).toBeLessThanOrEqual(3 * 1024);
  });
});
