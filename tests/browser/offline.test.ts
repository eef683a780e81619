/**
 * Offline reading (issue 28), in Chromium: the service worker (client/service-worker/) saves each page read,
 * a saved page reads again offline with its script, a page never read shows the offline page of its
 * edition, a page changed on the server shows fresh online, /admin/ and anything but GET are left to the
 * network, at most PAGE_LIMIT pages are kept, and a new worker keeps the files saved pages use. The built
 * site is served as the tests serve it (hosting/serve.ts), except for the answers a test changes on the
 * server (a page edited, a new worker deployed).
 */
import { readFileSync } from 'node:fs';
import type { RequestListener } from 'node:http';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { OFFLINE_PATH } from '../../stages/routes';
import { PAGE_LIMIT, SERVICE_WORKER_FILE } from '../../stages/service-worker';
import { ASSETS_CACHE, PAGES_CACHE, SAVED_AT } from '../../client/lib/offline-cache';
import { closeContexts, workerBrowser, LOAD_TIMEOUT, openPage, STEP_TIMEOUT } from '../support/browser';
import { builtPage, builtPaths, isNotFound } from '../support/dist';
import { savedIn, workerReady } from '../support/offline';
import { arrivalScripts } from '../support/page-script';
import { distDir, listen, siteHandler } from '../support/server';

/** Answers the server gives in place of the built files', by URL path: a page edited, a worker deployed. */
const changed = new Map<string, { type: string; body: string }>();
/** Every request the server received: `GET /about/`. */
const received: string[] = [];
const site = siteHandler();
/** The built site, but for the answers in `changed`. */
const handler: RequestListener = (request, response) => {
  const path = new URL(request.url ?? '/', 'http://localhost').pathname;
  received.push(`${request.method} ${path}`);
  const answer = changed.get(path);
  if (!answer) return site(request, response);
  response.writeHead(200, { 'Content-Type': answer.type, 'Cache-Control': 'no-cache' });
  response.end(answer.body);
};
let server: Awaited<ReturnType<typeof listen>>;
let url = '';
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await listen(handler);
  url = server.url;
  browser = await workerBrowser();
});
afterEach(async () => {
  changed.clear();
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});
afterAll(async () => {
  await closeContexts(browser);
  await server.close();
});

/** A visitor's first visit, in a fresh profile (with the options given): a page that records its errors. */
async function firstVisit(path: string, options: Parameters<Browser['newContext']>[0] = {}) {
  const context = await browser.newContext(options);
  context.setDefaultTimeout(STEP_TIMEOUT);
  context.setDefaultNavigationTimeout(LOAD_TIMEOUT);
  contexts.push(context);
  const visit = await openPage(context);
  await visit.page.goto(url + path);
  await workerReady(visit.page);
  await expect.poll(() => savedPages(visit.page), { timeout: STEP_TIMEOUT }).toContain(path);
  return { context, ...visit };
}

const savedPages = (page: Page) => savedIn(page);

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();
/** Whether the page's script ran: it marks each widget it started. */
const scriptRan = (page: Page) => page.locator('[data-module="header"][data-enhanced]').count();

/** Pages of both editions, the 404 and offline pages left out: more than the worker keeps. */
const readable = builtPaths().filter((path) => !isNotFound(path) && !path.endsWith(OFFLINE_PATH));

describe('offline reading', () => {
  it('saves a page on the first visit, and reads it again offline, with its script', async () => {
    const { context, page, errors } = await firstVisit('/programs/school/');
    const online = await heading(page);
    await context.setOffline(true);
    const response = await page.reload();
    expect(response?.fromServiceWorker(), 'answered by the worker').toBe(true);
    expect(await heading(page)).toBe(online);
    await expect.poll(() => scriptRan(page)).toBe(1);
    expect(errors).toEqual([]);
  });

  it('shows a page never read as the offline page of its edition, which lists the pages saved in it', async () => {
    const { context, page } = await firstVisit('/programs/school/');
    const title = await page.title();
    await context.setOffline(true);
    await page.goto(`${url}/about/team/`);
    expect(await heading(page)).toBe('You are offline');
    const saved = page.getByRole('region', { name: 'Pages you can read offline' });
    await expect.poll(() => saved.getByRole('listitem').count()).toBe(1);
    expect(await saved.getByRole('link', { name: title }).getAttribute('href')).toBe('/programs/school/');
    expect(await saved.getByRole('listitem').innerText()).toMatch(/Saved \d{1,2} \w+ \d{4}/);
    expect(await saved.getByText('No page is saved on this device yet').isVisible()).toBe(false);

    await page.goto(`${url}/sw/about/team/`);
    expect(await heading(page)).toBe('Huna mtandao');
    const swahili = page.getByRole('region', { name: 'Kurasa unazoweza kusoma bila mtandao' });
    await expect.poll(() => scriptRan(page)).toBe(1);
    expect(await swahili.getByRole('listitem').count(), 'no English page in the Kiswahili list').toBe(0);
    expect(await swahili.getByText('Hakuna ukurasa uliohifadhiwa').isVisible()).toBe(true);
    expect(await swahili.getByRole('link', { name: 'Nenda kwenye ukurasa wa mwanzo' }).getAttribute('href')).toBe(
      '/sw/',
    );
  });

  it('says in Swahili time when a Kiswahili page was saved, in the device’s time zone', async () => {
    const { context, page } = await firstVisit('/sw/programs/school/', { timezoneId: 'Africa/Nairobi' });
    // The copy's saved-at time set to a known moment: 15:05 UTC, 18:05 in Nairobi.
    await page.evaluate(
      async ({ cacheName, header }) => {
        const cache = await caches.open(cacheName);
        const [request] = await cache.keys();
        const saved = request && (await cache.match(request));
        if (!request || !saved) throw new Error('no page saved');
        const headers = new Headers(saved.headers);
        headers.set(header, '2025-07-15T15:05:00.000Z');
        await cache.put(request, new Response(await saved.blob(), { status: saved.status, headers }));
      },
      { cacheName: PAGES_CACHE, header: SAVED_AT },
    );
    await context.setOffline(true);
    await page.goto(`${url}/sw/about/team/`);
    const saved = page.getByRole('region', { name: 'Kurasa unazoweza kusoma bila mtandao' });
    await expect.poll(() => saved.getByRole('listitem').count()).toBe(1);
    const item = await saved.getByRole('listitem').innerText();
    expect(item).toContain('Ulihifadhiwa tarehe 15 Julai 2025, saa kumi na mbili na dakika tano jioni');
    expect(item, 'no 24-hour clock').not.toMatch(/\d:\d\d/);
  });

  it('shows a page changed on the server fresh while online, and saves the new copy', async () => {
    const { context, page } = await firstVisit('/about/');
    const html = readFileSync(join(distDir, 'about/index.html'), 'utf8');
    const before = await heading(page);
    changed.set('/about/', { type: 'text/html; charset=utf-8', body: html.replace(`>${before}<`, '>Edited today<') });
    await page.reload();
    expect(await heading(page)).toBe('Edited today');
    await context.setOffline(true);
    await page.reload();
    expect(await heading(page)).toBe('Edited today');
  });

  it('leaves /admin/ and anything but GET to the network, saving none of them', async () => {
    const { context, page } = await firstVisit('/');
    const posted = await page.evaluate(async () => (await fetch('/contact/', { method: 'POST' })).status);
    expect(posted).toBeGreaterThan(0);
    expect(received).toContain('POST /contact/');
    await page.goto(`${url}/admin/`, { waitUntil: 'commit' });
    await page.goto(`${url}/`);
    expect(await savedPages(page)).toEqual(['/']);
    await context.setOffline(true);
    // The page a POST was sent to was not saved from its answer: offline it is the offline page.
    await page.goto(`${url}/contact/`);
    expect(await heading(page)).toBe('You are offline');
    await expect(page.goto(`${url}/admin/`), 'the browser’s own offline error').rejects.toThrow(
      /ERR_INTERNET_DISCONNECTED/,
    );
  });

  it(`keeps the ${PAGE_LIMIT} pages read most recently`, async () => {
    expect(readable.length).toBeGreaterThan(PAGE_LIMIT);
    const [first = '', ...rest] = readable.slice(0, PAGE_LIMIT + 1);
    const { context, page } = await firstVisit(first);
    // The rest read after it, in three tabs at once, to keep the test short.
    const tabs = [page, await context.newPage(), await context.newPage()];
    await Promise.all(
      tabs.map(async (tab, i) => {
        for (const path of rest.filter((_, j) => j % tabs.length === i))
          await tab.goto(url + path, { waitUntil: 'commit' });
      }),
    );
    await expect.poll(async () => (await savedPages(page)).sort(), { timeout: STEP_TIMEOUT }).toEqual([...rest].sort());
  });

  it('a new worker keeps the files saved pages use and drops the rest', async () => {
    const path = '/programs/school/';
    const { context, page } = await firstVisit(path);
    const [script = ''] = arrivalScripts(builtPage(path));
    await expect.poll(() => savedIn(page, ASSETS_CACHE)).toContain(script);
    // A file of an earlier release that no saved page uses any more.
    const stale = '/assets/widgets-0123456789.js';
    await page.evaluate(async ([name, file]) => (await caches.open(name)).put(file, new Response('')), [
      ASSETS_CACHE,
      stale,
    ] as const);
    const worker = readFileSync(join(distDir, SERVICE_WORKER_FILE), 'utf8');
    changed.set(`/${SERVICE_WORKER_FILE}`, { type: 'text/javascript', body: `${worker}\n// the next release` });
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.ready;
      const next = new Promise<void>((resolve) =>
        registration.addEventListener('updatefound', () => {
          const installing = registration.installing;
          installing?.addEventListener('statechange', () => {
            if (installing.state === 'activated') resolve();
          });
        }),
      );
      await registration.update();
      await next;
    });
    const files = await savedIn(page, ASSETS_CACHE);
    expect(files).toContain(script);
    expect(files).not.toContain(stale);
    await context.setOffline(true);
    await page.reload();
    await expect.poll(() => scriptRan(page)).toBe(1);
  });
});
