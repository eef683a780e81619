import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pa11y, { type Pa11yOptions } from 'pa11y';
import type { Browser as PuppeteerBrowser } from 'puppeteer';
import { chromiumArgs, chromiumPath } from './browser';
import { isNotFound } from './dist';

/** What pa11y checks a page for: WCAG 2 AA, by both its runners; only errors fail. */
const CHECKS = { standard: 'WCAG2AA', runners: ['axe', 'htmlcs'], timeout: 60_000 } satisfies Pa11yOptions;

/** Pages checked at once. */
const PAGES_AT_ONCE = 4;

/** A page's address as pa11y loads it: a not-found page where a visitor meets it, at an unknown path. */
const pa11yUrl = (url: string, path: string) =>
  url + (isNotFound(path) ? path.replace(/404\.html$/, 'no-such-page') : path);

/**
 * pa11y over pages of a served build, as runPa11y checks them, in a browser already open (`npm run
 * check:content` weighs the pages in the same one), PAGES_AT_ONCE at a time. Resolves to 0 when every page
 * passes, with what was found on each that did not, as pa11y-ci says it.
 */
export async function pa11yIn(browser: PuppeteerBrowser, url: string, paths: string[]) {
  const queue = [...paths];
  const failed: string[] = [];
  const check = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
      const page = pa11yUrl(url, path);
      try {
        const { issues } = await pa11y(page, { ...CHECKS, browser });
        if (issues.length > 0)
          failed.push(
            `Errors in ${page}:\n${issues.map((issue) => ` • ${issue.message}\n   (${issue.selector})\n   ${(issue.context ?? '').replace(/\s+/g, ' ')}`).join('\n')}`,
          );
      } catch (error) {
        failed.push(`Errors in ${page}:\n • Error: ${(error as Error).message}`);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(PAGES_AT_ONCE, paths.length) }, check));
  const passed = paths.length - failed.length;
  return {
    status: failed.length === 0 ? 0 : 2,
    said: [...failed, `${passed}/${paths.length} URLs passed`].join('\n\n'),
  };
}

/**
 * pa11y-ci over pages of a served build, at WCAG AA as its axe and HTML_CodeSniffer runners test it
 * (WCAG2AA: their rules are WCAG 2.0 and 2.1's; 2.2's new criteria, such as focus not obscured, are the
 * browser suites'), zero errors allowed, each page's language its <html lang>. No page is pressed, so the
 * cookie banner is on screen and checked on each. Each edition's not-found page is checked as a visitor meets
 * it, at an unknown path, served with status 404. Resolves to pa11y-ci's exit status; its report goes to
 * `output` (the console unless told).
 */
export async function runPa11y(url: string, paths: string[], output: 'inherit' | 'pipe' = 'inherit') {
  const config = {
    defaults: {
      // Pages at once: most of a page's time is spent waiting (for the network to settle, for the runners to
      // load), so more than the two cores. pa11y-ci reads it here, in the defaults, and nowhere else.
      concurrency: PAGES_AT_ONCE,
      // One profile for all: with a fresh one per page, concurrent runs close each other's
      // (https://github.com/pa11y/pa11y-ci/issues/354). Nothing here stores a choice, so the cookie banner
      // is still on screen, and checked, on every page.
      useIncognitoBrowserContext: false,
      ...CHECKS,
      chromeLaunchConfig: { executablePath: chromiumPath, args: [...chromiumArgs] },
    },
    urls: paths.map((path) => pa11yUrl(url, path)),
  };
  const configFile = join(mkdtempSync(join(tmpdir(), 'pa11y-')), 'pa11yci.json');
  writeFileSync(configFile, JSON.stringify(config));
  // Asynchronous, so this process keeps serving the pages while pa11y-ci reads them.
  const pa11y = spawn('npx', ['pa11y-ci', '--config', configFile], { stdio: ['ignore', output, output] });
  let said = '';
  pa11y.stdout?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  pa11y.stderr?.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const [status] = (await once(pa11y, 'exit')) as [number | null];
  return { status: status ?? 1, said };
}
