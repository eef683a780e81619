/**
 * What a page weighs as a first-time visitor on a phone fetches it, and the budgets every page must keep
 * (docs/performance.md): `npm run bench` weighs every page, `npm run check:content` the pages a change
 * touched. Bytes are gzipped, as a host sends them.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { launchBrowser, paintMetrics, PHOTO_BUDGET, viewports } from '../../tests/support/browser';

export const KB = 1024;
export const kb = (bytes: number) => (bytes / KB).toFixed(1);

/** The budgets of every page: its HTML arrives in the first round trip, with its styles; a few KB of script. */
export const PAGE_BUDGET = { htmlBytes: 14 * KB, cssBytes: 10 * KB, jsBytes: 10 * KB, requests: 12 };

export type Kind = 'html' | 'css' | 'js' | 'img' | 'font' | 'other';

export interface PageWeight {
  path: string;
  requests: number;
  foreign: string[];
  bytes: Record<Kind, number>;
  scripts: string[];
  /** The bytes of the image that is the largest contentful paint (0 when that is text), and the layout shift. */
  lcpImageBytes: number;
  cls: number;
}

function kindOf(resourceType: string, contentType: string): Kind {
  if (resourceType === 'document') return 'html';
  if (resourceType === 'stylesheet') return 'css';
  if (resourceType === 'script') return 'js';
  if (resourceType === 'image' || contentType.startsWith('image/')) return 'img';
  if (resourceType === 'font') return 'font';
  return 'other';
}

/** How to weigh: in a browser already open, and from the built files, several pages at once. */
export interface Weighing {
  /** A browser already open (check:content shares one with pa11y), else one launched for the weighing. */
  browser?: Browser;
  /**
   * The built site being served: a file's bytes are read (and gzipped) from it, as a host sends them, rather
   * than taken back from the browser; the browser is needed only for what it fetches, paints and shifts.
   */
  builtDir?: string;
  /** Pages weighed at once, each in a profile of its own: most of a page's time is waiting for it to settle. */
  atOnce?: number;
}

/** The file of the built site a URL's path serves, if there is one. */
function builtFile(builtDir: string, pathname: string): string | undefined {
  const file = join(builtDir, decodeURIComponent(pathname.endsWith('/') ? `${pathname}index.html` : pathname));
  return file.startsWith(builtDir) && existsSync(file) ? file : undefined;
}

/** Loads each page in a fresh profile (an empty cache, no stored consent) and weighs what it fetched. */
export async function weighPages(
  url: string,
  paths: string[],
  options: BrowserContextOptions = { viewport: viewports.phone },
  { browser: given, builtDir, atOnce = 1 }: Weighing = {},
): Promise<PageWeight[]> {
  const browser = given ?? (await launchBrowser());
  /** The gzipped size of each built file, read once. */
  const gzipped = new Map<string, number>();
  const fileBytes = (file: string) => {
    let bytes = gzipped.get(file);
    if (bytes === undefined) gzipped.set(file, (bytes = gzipSync(readFileSync(file)).length));
    return bytes;
  };
  const weigh = async (path: string): Promise<PageWeight> => {
    // Without the service worker, which a first visit installs once the page has loaded: what it fetches
    // is none of the page's requests, and installing it cost a tenth of the weighing's time.
    const context = await browser.newContext({ serviceWorkers: 'block', ...options });
    const page = await context.newPage();
    const pending: Promise<void>[] = [];
    const weight: PageWeight = {
      path,
      requests: 0,
      foreign: [],
      bytes: { html: 0, css: 0, js: 0, img: 0, font: 0, other: 0 },
      scripts: [],
      lcpImageBytes: 0,
      cls: 0,
    };
    const byUrl = new Map<string, number>();
    page.on('request', (request) => {
      if (request.url().startsWith('data:')) return;
      weight.requests++;
      if (!request.url().startsWith(url)) weight.foreign.push(request.url());
    });
    page.on('response', (response) => {
      pending.push(
        (async () => {
          const address = new URL(response.url());
          const file = builtDir && response.url().startsWith(url) ? builtFile(builtDir, address.pathname) : undefined;
          const bytes = file ? fileBytes(file) : gzipSync(await response.body().catch(() => Buffer.alloc(0))).length;
          const kind = kindOf(response.request().resourceType(), response.headers()['content-type'] ?? '');
          weight.bytes[kind] += bytes;
          byUrl.set(response.url(), bytes);
          if (kind === 'js') weight.scripts.push(address.pathname);
        })(),
      );
    });
    await page.goto(url + path, { waitUntil: 'networkidle' });
    await Promise.all(pending);
    const { lcpUrl, cls } = await paintMetrics(page);
    weight.lcpImageBytes = byUrl.get(lcpUrl) ?? 0;
    weight.cls = cls;
    // The stylesheet is inlined in the HTML: count it as CSS too, as the budget is about styles.
    const html = builtDir && builtFile(builtDir, new URL(url + path).pathname);
    const css = html
      ? [...readFileSync(html, 'utf8').matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, text]) => text).join('')
      : await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join(''));
    weight.bytes.css += gzipSync(css).length;
    await context.close();
    return weight;
  };
  try {
    const weights = new Map<string, PageWeight>();
    const queue = [...paths];
    const next = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift()) weights.set(path, await weigh(path));
    };
    await Promise.all(Array.from({ length: Math.max(1, Math.min(atOnce, paths.length)) }, next));
    return paths.map((path) => weights.get(path) as PageWeight);
  } finally {
    if (!given) await browser.close();
  }
}

/** The page budgets a page breaks, each said with the page, the figure and the limit. */
export function pageBudgetProblems(weights: PageWeight[]): string[] {
  return weights.flatMap((w) => [
    ...(w.bytes.html > PAGE_BUDGET.htmlBytes
      ? [`${w.path}: HTML ${kb(w.bytes.html)} KB > ${kb(PAGE_BUDGET.htmlBytes)} KB`]
      : []),
    ...(w.bytes.css > PAGE_BUDGET.cssBytes
      ? [`${w.path}: CSS ${kb(w.bytes.css)} KB > ${kb(PAGE_BUDGET.cssBytes)} KB`]
      : []),
    ...(w.bytes.js > PAGE_BUDGET.jsBytes
      ? [`${w.path}: JavaScript ${kb(w.bytes.js)} KB > ${kb(PAGE_BUDGET.jsBytes)} KB`]
      : []),
    ...(w.requests > PAGE_BUDGET.requests ? [`${w.path}: ${w.requests} requests > ${PAGE_BUDGET.requests}`] : []),
    ...(w.foreign.length > 0 ? [`${w.path}: requests to other hosts before any action: ${w.foreign.join(', ')}`] : []),
  ]);
}

/** Issue 15's photo budgets a page breaks, weighed on a phone at DPR 2 as a first visit. */
export function photoBudgetProblems(weights: PageWeight[]): string[] {
  const { lcpImage, images, total: totalBytes } = PHOTO_BUDGET;
  return weights.flatMap((w) => {
    // What was sent: the CSS counted above is inlined in the HTML, already in its bytes.
    const total = w.bytes.html + w.bytes.js + w.bytes.img + w.bytes.font + w.bytes.other;
    return [
      ...(w.lcpImageBytes > lcpImage ? [`${w.path}: LCP image ${kb(w.lcpImageBytes)} KB > ${kb(lcpImage)} KB`] : []),
      ...(w.bytes.img > images ? [`${w.path}: images on arrival ${kb(w.bytes.img)} KB > ${kb(images)} KB`] : []),
      ...(total > totalBytes ? [`${w.path}: ${kb(total)} KB on arrival > ${kb(totalBytes)} KB`] : []),
      ...(w.cls > 0 ? [`${w.path}: layout shift ${w.cls.toFixed(3)} > 0`] : []),
    ];
  });
}
