/**
 * What a page weighs as a first-time visitor on a phone fetches it, and the budgets every page must keep
 * (docs/performance.md): `npm run bench` weighs every page, `npm run check:content` the pages a change
 * touched. Bytes are gzipped, as a host sends them.
 */
import { gzipSync } from 'node:zlib';
import type { BrowserContextOptions } from 'playwright-core';
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

/** Loads each page in a fresh profile (an empty cache, no stored consent) and weighs what it fetched. */
export async function weighPages(
  url: string,
  paths: string[],
  options: BrowserContextOptions = { viewport: viewports.phone },
): Promise<PageWeight[]> {
  const browser = await launchBrowser();
  const weights: PageWeight[] = [];
  try {
    for (const path of paths) {
      const context = await browser.newContext(options);
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
            const body = await response.body().catch(() => Buffer.alloc(0));
            const kind = kindOf(response.request().resourceType(), response.headers()['content-type'] ?? '');
            const bytes = gzipSync(body).length;
            weight.bytes[kind] += bytes;
            byUrl.set(response.url(), bytes);
            if (kind === 'js') weight.scripts.push(new URL(response.url()).pathname);
          })(),
        );
      });
      await page.goto(url + path, { waitUntil: 'networkidle' });
      await Promise.all(pending);
      const { lcpUrl, cls } = await paintMetrics(page);
      weight.lcpImageBytes = byUrl.get(lcpUrl) ?? 0;
      weight.cls = cls;
      // The stylesheet is inlined in the HTML: count it as CSS too, as the budget is about styles.
      const css = await page.evaluate(() => [...document.querySelectorAll('style')].map((s) => s.textContent).join(''));
      weight.bytes.css += gzipSync(css).length;
      weights.push(weight);
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return weights;
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
