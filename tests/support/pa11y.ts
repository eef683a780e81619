import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from './browser';
import { isNotFound } from './dist';

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
      concurrency: 4,
      // One profile for all: with a fresh one per page, concurrent runs close each other's
      // (https://github.com/pa11y/pa11y-ci/issues/354). Nothing here stores a choice, so the cookie banner
      // is still on screen, and checked, on every page.
      useIncognitoBrowserContext: false,
      standard: 'WCAG2AA',
      runners: ['axe', 'htmlcs'],
      timeout: 60_000,
      chromeLaunchConfig: { executablePath: chromiumPath, args: chromiumArgs },
    },
    urls: paths.map((path) => url + (isNotFound(path) ? path.replace(/404\.html$/, 'no-such-page') : path)),
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
