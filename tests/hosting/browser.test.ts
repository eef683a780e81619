/**
 * The site in Chromium on real hosts: under Apache's and nginx's own headers no page reports a
 * Content-Security-Policy violation and every widget works; on a host that sends no headers, the policy in
 * each page's <meta> is still enforced.
 */

import { defined } from '../support/defined';
import { builtPage, isKiswahili, isNotFound, onePerPageFile } from '../support/dist';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH, adminContentSecurityPolicy, REVALIDATE, SERVICE_WORKER_PATH } from '../../hosting/headers';
import { SEARCH_PATH } from '../../content/lib/articles/routes';
import { bannerRegion } from '../browser/a11y-steps';
import { chooseFilter, returningVisitor, visibleCategories } from '../browser/filter-steps';
import { closeContexts, workerBrowser, openPage, viewports } from '../support/browser';
import { savedIn, workerReady } from '../support/offline';
import { projectBuild, tempDir, uploadedSite, type Host } from '../support/hosts';
import { setups } from './setups';
import { addAdminFixture, adminFixture, pages, samples } from './site';

const tested = [
  'Apache, AllowOverride All',
  'nginx, the shipped example with HSTS on',
  'Apache, AllowOverride None',
] as const;
const hosts = new Map<string, Host>();
const cleanups: (() => Promise<void>)[] = [];
let browser: Browser;

beforeAll(async () => {
  const starting = tested.map(async (name) => {
    const setup = setups.find((s) => s.name === name);
    if (!setup) throw new Error(`no host set up as "${name}"`);
    const { dir, remove } = await tempDir('site-host-');
    cleanups.push(remove);
    hosts.set(name, await setup.start(dir));
    await addAdminFixture(uploadedSite(dir));
  });
  [browser] = await Promise.all([workerBrowser(), ...starting]);
}, 30_000);

afterAll(async () => {
  await closeContexts(browser);
  await Promise.all([...hosts.values()].map((host) => host.stop()));
  await Promise.all(cleanups.map((remove) => remove()));
});

/**
 * Records every policy violation the page reports, as the browser reports it to the page itself, and the
 * policy each one broke.
 */
async function watchViolations(context: BrowserContext) {
  await context.addInitScript(() => {
    const seen: string[] = [];
    const policies: string[] = [];
    Object.assign(window, { violations: seen, violatedPolicies: policies });
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline code'}`);
      policies.push(event.originalPolicy);
    });
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { violations: string[] }).violations);
const violatedPolicies = (page: Page) =>
  page.evaluate(() => (window as unknown as { violatedPolicies: string[] }).violatedPolicies);

describe.each(tested.slice(0, 2))('in Chromium, on %s', (name) => {
  const url = () => hosts.get(name)!.url;

  // Every page in turn: more than the default 20 s on a busy machine, each page bounded by its own timeout.
  it('no page, nor the 404 page, reports a Content-Security-Policy violation', { timeout: 90_000 }, async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await watchViolations(context);
    // The Kiswahili pages are the English ones' markup with other words: a few of them (the home page, a
    // widget page, an article, the 404 page) stand for the rest, and one page of each file that makes a
    // page per record (an article, a category) for its others, which keeps the visit within its time.
    // Every page is loaded with the policy in tests/browser/pages.test.ts, which fails on any violation.
    const missing = [samples.notFound, '/sw/no-such-page/'];
    const kiswahili = [
      '/sw/',
      '/sw/impact/gallery/',
      pages.find(
        (path) =>
          path.startsWith('/sw/impact/blogs/') &&
          !path.includes('/category/') &&
          !path.includes('/page/') &&
          path !== '/sw/impact/blogs/',
      )!,
    ];
    const english = onePerPageFile(pages).filter((path) => !isNotFound(path) && !isKiswahili(path));
    const paths = [...english, ...kiswahili, ...missing];
    expect(paths.length).toBeGreaterThan(20);
    for (let i = 0; i < paths.length; i += 4) {
      await Promise.all(
        paths.slice(i, i + 4).map(async (path) => {
          const { page, errors, consoleErrors } = await openPage(context);
          const answer = await page.goto(url() + path, { waitUntil: 'load', timeout: 15_000 });
          expect(answer?.headers()['content-security-policy'], path).toContain("script-src 'self'");
          expect(await violations(page), path).toEqual([]);
          expect(errors, path).toEqual([]);
          // Chromium logs the 404 status itself; the 404 page's own inline script logs the path: it ran.
          const messages = consoleErrors.map((m) => m.text()).filter((m) => !m.includes('status of 404'));
          expect(messages, path).toEqual(missing.includes(path) ? [`404: no page at ${path}`] : []);
          await page.close();
        }),
      );
    }
    await context.close();
  });

  it('installs the service worker under the host’s own headers, and a page read reads again offline', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await watchViolations(context);
    const { page, errors } = await openPage(context);
    const answer = await page.goto(`${url()}${SERVICE_WORKER_PATH}`);
    expect(answer?.headers()['cache-control']).toBe(REVALIDATE);
    await page.goto(url() + samples.page, { waitUntil: 'load', timeout: 15_000 });
    const heading = await page.getByRole('heading', { level: 1 }).innerText();
    await workerReady(page);
    await expect.poll(() => savedIn(page), { timeout: 5_000 }).toContain(samples.page);
    await context.setOffline(true);
    expect((await page.reload())?.fromServiceWorker()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(heading);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('searches on the search page of each edition, under its own policy, which allows WebAssembly', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await watchViolations(context);
    for (const path of [SEARCH_PATH, `/sw${SEARCH_PATH}`]) {
      const { page, errors, consoleErrors } = await openPage(context);
      const answer = await page.goto(url() + path, { waitUntil: 'load', timeout: 15_000 });
      expect(answer?.headers()['content-security-policy'], path).toContain("script-src 'self' 'wasm-unsafe-eval'");
      // The organisation's name is on many pages of the live content, whatever they say.
      await page.getByRole('searchbox').fill('STEM');
      await page.getByRole('searchbox').press('Enter');
      await page.locator('[data-search-results] a').first().waitFor({ timeout: 5_000 });
      expect(await violations(page), path).toEqual([]);
      expect(errors, path).toEqual([]);
      expect(
        consoleErrors.map((m) => m.text()),
        path,
      ).toEqual([]);
      await page.close();
    }
    await context.close();
  });

  it('loads pages under /admin/ under the CMS’s policy alone, never the site’s', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    await watchViolations(context);
    // The test's page (tests/hosting/site.ts) shows a data: picture and fetches a data: URL, which the
    // site's policy would block: both work only if the CMS's policy came in place of the site's.
    const { page, errors } = await openPage(context);
    const answer = await page.goto(url() + adminFixture.page, { waitUntil: 'load', timeout: 15_000 });
    expect(answer?.headers()['content-security-policy']).toBe(adminContentSecurityPolicy());
    await page.waitForFunction(() => document.documentElement.dataset.fetched === 'yes', undefined, { timeout: 5_000 });
    expect(await page.locator('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await violations(page)).toEqual([]);
    expect(errors).toEqual([]);
    // The CMS itself, as the build writes it, up to its sign-in screen: whatever it asks for that its own
    // policy refuses (it works without), nothing is refused by the site's.
    const cms = await openPage(context);
    await cms.page.goto(url() + ADMIN_PATH, { waitUntil: 'load', timeout: 15_000 });
    await cms.page.getByRole('button', { name: /^Sign In with .GitHub.$/ }).waitFor({ timeout: 15_000 });
    const policies = await violatedPolicies(cms.page);
    const own = [adminContentSecurityPolicy(), adminContentSecurityPolicy('meta')];
    expect(policies.filter((policy) => !own.includes(policy))).toEqual([]);
    await context.close();
  });

  it(
    'the menu, the gallery and blog filters, the gallery viewer, the cookie banner and the video work',
    { timeout: 60_000 },
    async () => {
      const suite = {
        browser,
        url: url(),
        newContext: (options?: BrowserContextOptions) => browser.newContext(options),
      };

      const first = await browser.newContext({ viewport: viewports.desktop });
      await watchViolations(first);
      const { page, errors, consoleErrors } = await openPage(first);
      await first.route('https://www.youtube-nocookie.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
      );
      await page.goto(`${url()}/`);
      const banner = bannerRegion(page);
      await expect.poll(() => banner.isVisible()).toBe(true);
      await banner.getByRole('button', { name: 'Reject All', exact: true }).click();
      await expect.poll(() => banner.isVisible()).toBe(false);
      expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBe('rejected');
      // The consent engine, the file the page's script imports on demand, loads and records the choice.
      await page.waitForFunction(() => localStorage.getItem('cc_cookie') !== null, undefined, { timeout: 5_000 });

      const about = page.getByRole('button', { name: 'About Us' });
      await about.click();
      expect(await about.getAttribute('aria-expanded')).toBe('true');
      expect(await page.getByRole('link', { name: 'Team', exact: true }).isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      expect(await about.getAttribute('aria-expanded')).toBe('false');

      const play = page.getByRole('link', { name: /Play video/ });
      await play.scrollIntoViewIfNeeded();
      await play.click();
      const player = page.locator('iframe');
      await player.waitFor();
      expect(await player.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\//);
      expect(await violations(page)).toEqual([]);
      expect(errors).toEqual([]);
      expect(consoleErrors.map((m) => m.text())).toEqual([]);
      await first.close();

      const returning = await returningVisitor(suite);
      await watchViolations(returning);
      const visit = await openPage(returning);
      // The hosts serve the published site: its gallery, whatever an editor has put in it, is read from it.
      const $ = builtPage('/impact/gallery/', projectBuild.site);
      const cards = $('[data-gallery-card]')
        .map((_, card) => ({
          title: $(card).find('[data-gallery-field="title"]').text().trim(),
          category: $(card).find('[data-gallery-field="category"]').text().trim(),
        }))
        .get();
      await visit.page.goto(`${url()}/impact/gallery/`);
      const { category, title } = defined(cards[0], 'the first gallery card');
      expect(await chooseFilter(visit.page, 'Filter gallery by category', category, 'items')).toBe(
        cards.filter((card) => card.category === category).length,
      );
      expect(await chooseFilter(visit.page, 'Filter gallery by category', 'All', 'items')).toBe(cards.length);
      await visit.page.getByRole('button', { name: title, exact: true }).click();
      const dialog = visit.page.getByRole('dialog', { name: title });
      await dialog.waitFor();
      await dialog.getByRole('button', { name: 'Close' }).click();
      await dialog.waitFor({ state: 'hidden' });

      // A category's posts, in place or on its own page (a listing longer than a page), as many as the
      // category's page was built with.
      await visit.page.goto(`${url()}/impact/blogs/`);
      const categories = visit.page.getByRole('navigation', { name: 'Filter posts by category' });
      await categories.getByRole('link', { name: 'Education', exact: true }).click();
      await visit.page.waitForURL(/\/impact\/blogs\/category\/education\/$/);
      const education = builtPage('/impact/blogs/category/education/', projectBuild.site)('[data-filter-item]');
      const shown = await visibleCategories(visit.page);
      expect(shown).toEqual(education.map(() => 'Education').get());
      expect(await violations(visit.page)).toEqual([]);
      expect(visit.errors).toEqual([]);
      expect(visit.consoleErrors.map((m) => m.text())).toEqual([]);
      await returning.close();
    },
  );
});

describe('in Chromium, on a host that sends no headers (Apache, AllowOverride None)', () => {
  it('the policy in the page still blocks inline code without a hash, and allows the page’s own', async () => {
    const host = hosts.get(tested[2])!;
    const context = await browser.newContext({ viewport: viewports.desktop });
    await watchViolations(context);
    const { page, errors } = await openPage(context);
    const answer = await page.goto(`${host.url}/impact/gallery/`);
    expect(answer?.headers()['content-security-policy']).toBeUndefined();
    expect(await violations(page)).toEqual([]);
    // The page's own widgets run: the filter row is there.
    expect(await page.getByRole('group', { name: 'Filter gallery by category' }).isVisible()).toBe(true);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(await violations(page)).toEqual(['script-src-elem blocked inline']);
    expect(errors).toEqual([]);
    await context.close();
  });
});
