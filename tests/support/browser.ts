import { afterAll, beforeAll } from 'vitest';
import { distDir, startServer } from './server';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type ConsoleMessage,
  type Page,
} from 'playwright-core';

/**
 * Features the browser runs without. Chromium opens, with every new window (each page a test opens), the
 * address bar's popup as a hidden WebUI page (chrome://omnibox-popup.top-chrome/), which costs several times
 * what one of the site's pages does to load: most of the browser tests' time, on two cores, went to it
 * (docs/performance.md, "The test suite"). Chromium reads only the last --disable-features it is given, and
 * Playwright passes its own first, so the list begins with Playwright's (chromiumSwitches.ts in
 * playwright-core), which tests/browser/chromium.test.ts keeps in step; Puppeteer (pa11y) merges the two.
 */
export const disabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'WebUIOmniboxFullPopup',
];

/** Debian's Chromium, with the flags this closed network needs (no background calls home). */
export const chromiumPath = '/usr/bin/chromium';
/**
 * Frozen, and copied for each launch: Puppeteer takes the --disable-features out of the list it is given, in
 * place (removeMatchingFlags in puppeteer-core's ChromeLauncher), and the test files of a worker share this
 * module, so the next browser launched would have opened the address bar's popup again.
 */
export const chromiumArgs: readonly string[] = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
  '--disable-quic',
  `--disable-features=${disabledFeatures.join(',')}`,
]);

/** Debian's Chromium; `args` adds flags, such as `--lang=en-US`, the language the browser itself runs in. */
export function launchBrowser(args: string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: [...chromiumArgs, ...args] });
}

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1280, height: 800 },
} as const;

/**
 * The photo budgets of issue 15, in bytes, on the photo build as a first visit on PHONE_DPR2: checked per page
 * by tests/browser/pictures.test.ts and by `npm run bench`.
 */
export const PHOTO_BUDGET = { lcpImage: 60 * 1024, images: 150 * 1024, total: 200 * 1024 };

/**
 * What the search page may fetch once the visitor first uses the box, up to the first results, in bytes as
 * the server sends them (gzipped; Pagefind's index files are gzipped already): Pagefind's script, its
 * WebAssembly and the index (issue 28). Checked by tests/browser/search.test.ts and by `npm run bench`.
 */
export const SEARCH_BUDGET = 150 * 1024;

/**
 * Counts what the page receives from now on: the requests and the bytes of their bodies as the server sent
 * them (compressed where it compressed them), read once every request counted has finished.
 */
export function countReceived(page: Page): () => Promise<{ requests: number; bytes: number }> {
  const sizes: Promise<number>[] = [];
  page.on('requestfinished', (request) =>
    sizes.push(request.sizes().then(({ responseBodySize }) => Math.max(0, responseBodySize))),
  );
  return async () => {
    const all = await Promise.all(sizes);
    return { requests: all.length, bytes: all.reduce((sum, bytes) => sum + bytes, 0) };
  };
}

/** A phone as the photo budgets are measured on (issue 15): 375 px wide at two device pixels per CSS pixel. */
export const PHONE_DPR2: BrowserContextOptions = {
  viewport: viewports.phone,
  deviceScaleFactor: 2,
  isMobile: true,
  hasTouch: true,
};

/**
 * The page's largest contentful paint so far (its image's URL, if an image) and its layout shift. The
 * function runs in the page, written without named inner functions: tsx (esbuild's keepNames) would wrap
 * those in a helper the page does not have.
 */
export const paintMetrics = (page: Page) =>
  page.evaluate(() =>
    Promise.all(
      ['largest-contentful-paint', 'layout-shift'].map(
        (type) =>
          new Promise<PerformanceEntry[]>((resolve) => {
            new PerformanceObserver((list, observer) => {
              observer.disconnect();
              resolve(list.getEntries());
            }).observe({ type, buffered: true });
            // A page with no shift at all never calls its observer: after the next frame, there was none.
            if (type === 'layout-shift') requestAnimationFrame(() => resolve([]));
          }),
      ),
    ).then(([paints = [], shifts = []]) => ({
      lcpUrl: (paints.at(-1) as LargestContentfulPaint | undefined)?.url ?? '',
      cls: (shifts as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        .filter((shift) => !shift.hadRecentInput)
        .reduce((sum, shift) => sum + shift.value, 0),
    })),
  );

/** A page that records console errors and uncaught exceptions, for tests that assert there are none. */
export async function openPage(
  context: BrowserContext,
): Promise<{ page: Page; errors: string[]; consoleErrors: ConsoleMessage[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  const consoleErrors: ConsoleMessage[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') consoleErrors.push(message);
  });
  return { page, errors, consoleErrors };
}

/** The URL paths of the scripts a page requests from now on, in order; the list grows as it requests more. */
export function scriptRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

/**
 * How long a step may wait for the page (a button to appear, a dialog to open) before the test fails,
 * naming what it waited for. Every state here settles in well under a second; a broken widget must fail
 * in seconds, not at the test's own timeout.
 */
export const STEP_TIMEOUT = 5_000;

/**
 * How long a page may take to load, with its pictures, before the test fails naming the address. A load
 * settles in under a second alone, but a few pages at once on a busy two-core CI machine have taken over
 * STEP_TIMEOUT to go quiet (waitUntil 'networkidle'), failing a page that was within its budgets.
 */
export const LOAD_TIMEOUT = 15_000;

export interface BrowserSuite {
  browser: Browser;
  /** The served dist/, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /**
   * A fresh browser profile whose steps fail after STEP_TIMEOUT, and page loads after LOAD_TIMEOUT; service
   * workers blocked unless the options allow them.
   */
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
}

/** What Playwright writes to a page's console when a context that blocks workers refuses the site's one. */
export const WORKER_BLOCKED_NOTICE = 'Service Worker registration blocked by Playwright';

let launched: Promise<Browser> | undefined;

/**
 * The test worker's Chromium: launched by the first test file that asks for it, and kept for the next
 * (vitest keeps a worker's modules from one file to the next, vitest.config.ts), since a launch costs more
 * than most tests. It goes with the worker; one that crashed, or failed to start, is launched again.
 */
export function workerBrowser(): Promise<Browser> {
  launched ??= launchBrowser().then(
    (browser) => {
      browser.on('disconnected', () => (launched = undefined));
      return browser;
    },
    (error: unknown) => {
      launched = undefined;
      throw error;
    },
  );
  return launched;
}

/** Closes every context a test file opened in the worker's Chromium, which stays for the next file. */
export async function closeContexts(browser: Browser | undefined): Promise<void> {
  await Promise.all(browser?.contexts().map((context) => context.close()) ?? []);
}

/**
 * The worker's Chromium and one server of dist/ for a test file, started before its tests; after them, the
 * server stops and every context the file opened is closed. Tests open their own contexts with
 * `suite.newContext()`.
 */
export function browserSuite(dir = distDir): BrowserSuite {
  const suite = {
    async newContext(options?: BrowserContextOptions) {
      // The service worker is tested on its own (tests/browser/offline.test.ts): here it is blocked, since
      // page.route() never sees a request a worker answers (https://playwright.dev/docs/service-workers).
      const context = await suite.browser.newContext({ serviceWorkers: 'block', ...options });
      context.setDefaultTimeout(STEP_TIMEOUT);
      context.setDefaultNavigationTimeout(LOAD_TIMEOUT);
      return context;
    },
  } as BrowserSuite;
  let server: Awaited<ReturnType<typeof startServer>> | undefined;
  beforeAll(async () => {
    [suite.browser, server] = await Promise.all([workerBrowser(), startServer(dir)]);
    suite.url = server.url;
  });
  afterAll(async () => {
    await closeContexts(suite.browser);
    await server?.close();
  });
  return suite;
}
