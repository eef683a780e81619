/// <reference lib="webworker" />
/**
 * The service worker (built into /service-worker.js by stages/service-worker.ts): a page read once reads again
 * offline (issue 28). Pages come from the network first, so a page changed on the server shows fresh; only
 * when the network fails does the saved copy answer, and for a page never read, the offline page of its
 * edition. Hashed files under /assets/ never change, so a saved copy answers them first. Other sites, the
 * content editor and anything but GET go to the network as if there were no worker. Safari deletes a site's
 * worker and storage after seven days without a visit (docs/performance.md): the site never depends on them.
 */
import { ASSETS_CACHE, PAGES_CACHE, SAVED_AT, SAVED_TITLE } from '../lib/offline-cache';

declare const self: ServiceWorkerGlobalScope;

/** Set by the build (esbuild's define): a new version whenever the site's hashed files or offline pages change. */
declare const SERVICE_WORKER: {
  version: string;
  /** Each edition's prefix and its offline page, the longest prefix first: `['/sw/', '/sw/offline/']`. */
  offlinePages: [prefix: string, page: string][];
  /** The offline pages and the files they use, saved on install. */
  precache: string[];
  /** How many pages read are kept: the most recent. */
  pageLimit: number;
};

const { version, offlinePages, precache, pageLimit } = SERVICE_WORKER;
const OFFLINE_CACHE = `offline-${version}`;
/** A hashed file a page names (a script, each width of a picture); not one in another site's address. */
const PAGE_ASSET = /(?<=[\s"'(,])\/assets\/[^\s"'(),]+/g;
/** A file a script imports on demand (the consent engine), beside it: `import("./consent-engine-1a2b.js")`. */
const SCRIPT_IMPORT = /(?<=["'])\.\/[\w.-]+\.js(?=["'])/g;

const isOurs = (url: URL) => url.origin === location.origin && !url.pathname.startsWith('/admin/');
const isAsset = (url: URL) => url.pathname.startsWith('/assets/') && !/\/(index\.html)?$/.test(url.pathname);
const isOfflinePage = (url: URL) => offlinePages.some(([, page]) => page === url.pathname);
/** A page is saved by its address without query or fragment. */
const keyOf = (url: URL) => url.origin + url.pathname;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(OFFLINE_CACHE)
      .then((cache) => cache.addAll(precache))
      .then(() => self.skipWaiting()),
  );
});

// The new worker keeps every page saved and the files they use: a deploy does not wipe what was read.
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((n) => n.startsWith('offline-') && n !== OFFLINE_CACHE).map((n) => caches.delete(n))),
      )
      .then(dropUnusedAssets),
  );
});

self.addEventListener('fetch', (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== 'GET' || !isOurs(url)) return;
  if (event.request.mode === 'navigate') event.respondWith(networkFirst(event, url));
  else if (isAsset(url)) event.respondWith(cacheFirst(event));
});

/**
 * A page loaded before this worker controlled it (the first visit) went straight to the network: its script
 * (client/service-worker/register.ts) asks for it to be saved, with the files it loaded, which the browser's
 * HTTP cache still holds.
 */
self.addEventListener('message', (event) => {
  const { page, files } = (event.data ?? {}) as { page?: unknown; files?: unknown };
  if (typeof page !== 'string' || !Array.isArray(files)) return;
  // Offline, or a page gone since: nothing to save, and nothing to report.
  event.waitUntil(saveLoaded(page, files.map(String)).catch(() => {}));
});

async function saveLoaded(page: string, files: string[]): Promise<void> {
  const url = new URL(page);
  if (!isOurs(url)) return;
  await savePage(url, await fetch(url.href));
  const assets = files.map((file) => new URL(file)).filter((file) => isOurs(file) && isAsset(file));
  await Promise.all(
    assets.map(async (file) => (await caches.match(file.href)) ?? saveAsset(file.href, await fetch(file.href))),
  );
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  try {
    const response = await fetch(event.request);
    event.waitUntil(savePage(url, response.clone()));
    return response;
  } catch (error) {
    const offlinePage = offlinePages.find(([prefix]) => url.pathname.startsWith(prefix))?.[1] ?? '/';
    const saved =
      (await caches.match(keyOf(url), { cacheName: PAGES_CACHE, ignoreVary: true })) ??
      (await caches.match(new URL(offlinePage, url).href, { cacheName: OFFLINE_CACHE, ignoreVary: true }));
    if (saved) return saved;
    throw error;
  }
}

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const saved = await caches.match(event.request, { ignoreVary: true });
  if (saved) return saved;
  const response = await fetch(event.request);
  event.waitUntil(saveAsset(event.request, response.clone()));
  return response;
}

async function saveAsset(request: RequestInfo, response: Response): Promise<void> {
  if (response.status === 200) await (await caches.open(ASSETS_CACHE)).put(request, response);
}

/** Saves a page read (a whole HTML page, not an error or a redirect), then keeps the most recent pageLimit. */
async function savePage(url: URL, response: Response): Promise<void> {
  const html = response.headers.get('content-type')?.startsWith('text/html');
  if (response.status !== 200 || response.type !== 'basic' || !html || isOfflinePage(url)) return;
  const body = await response.text();
  const headers = new Headers(response.headers);
  // The copy holds the body decoded: with the network's encoding headers it would be decoded twice.
  headers.delete('content-encoding');
  headers.delete('content-length');
  headers.set(SAVED_AT, new Date().toISOString());
  headers.set(SAVED_TITLE, encodeURIComponent(/<title>([^<]*)<\/title>/.exec(body)?.[1] ?? ''));
  const pages = await caches.open(PAGES_CACHE);
  await pages.put(keyOf(url), new Response(body, { status: 200, headers }));
  const saved = await pages.keys();
  if (saved.length <= pageLimit) return;
  const byAge = await Promise.all(
    saved.map(async (request) => ({ request, at: (await pages.match(request))?.headers.get(SAVED_AT) ?? '' })),
  );
  byAge.sort((a, b) => (a.at < b.at ? 1 : a.at > b.at ? -1 : 0));
  await Promise.all(byAge.slice(pageLimit).map(({ request }) => pages.delete(request)));
  await dropUnusedAssets();
}

/** Deletes the saved files that no saved page uses, directly or through a script it loads. */
async function dropUnusedAssets(): Promise<void> {
  const [pages, assets] = await Promise.all([caches.open(PAGES_CACHE), caches.open(ASSETS_CACHE)]);
  const used = new Set<string>();
  const read = async (cache: Cache, request: Request) => (await cache.match(request))?.text() ?? '';
  for (const request of await pages.keys()) {
    for (const [path] of (await read(pages, request)).matchAll(PAGE_ASSET)) used.add(new URL(path, request.url).href);
  }
  const files = await assets.keys();
  for (const request of files.filter((r) => used.has(r.url) && r.url.endsWith('.js'))) {
    for (const [path] of (await read(assets, request)).matchAll(SCRIPT_IMPORT))
      used.add(new URL(path, request.url).href);
  }
  await Promise.all(files.filter((request) => !used.has(request.url)).map((request) => assets.delete(request)));
}
