/**
 * What the tests of offline reading (the service worker, client/service-worker/) ask of a page: whether its
 * worker is active, and what the worker's caches hold, as the page itself sees them.
 */
import type { Page } from 'playwright-core';
import { PAGES_CACHE } from '../../client/lib/offline-cache';

/** Waits until the page's service worker is active: an end state, never a pause. */
export const workerReady = (page: Page) => page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));

/** The URL paths saved in one of the worker's caches (the pages read, unless named). */
export const savedIn = (page: Page, cache: string = PAGES_CACHE) =>
  page.evaluate(async (name) => {
    const keys = await (await caches.open(name)).keys();
    return keys.map((request) => new URL(request.url).pathname);
  }, cache);
