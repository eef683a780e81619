/**
 * Accessibility check of every built page: pa11y-ci, WCAG 2.2 AA as its axe and HTML_CodeSniffer runners
 * test it (WCAG2AA), zero errors allowed, every page of both editions (each page's language is its
 * <html lang>). No page is pressed, so the cookie banner is on screen and checked on each. Serves
 * dist-enlarged/, the published site grown as an editor grows it (what any valid content must pass), on a
 * free port and exits with
 * pa11y-ci's status.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../support/browser';
import { builtPaths, isNotFound } from '../support/dist';
import { enlargedDistDir, startServer } from '../support/server';

const server = await startServer(enlargedDistDir);
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
  // Each edition's not-found page as a visitor meets it: at an unknown path, served with status 404.
  urls: builtPaths(enlargedDistDir).map(
    (path) => server.url + (isNotFound(path) ? path.replace(/404\.html$/, 'no-such-page') : path),
  ),
};
const configFile = join(mkdtempSync(join(tmpdir(), 'pa11y-')), 'pa11yci.json');
writeFileSync(configFile, JSON.stringify(config));
try {
  // Asynchronous, so this process keeps serving the pages while pa11y-ci reads them.
  const pa11y = spawn('npx', ['pa11y-ci', '--config', configFile], { stdio: 'inherit' });
  const [status] = (await once(pa11y, 'exit')) as [number | null];
  process.exitCode = status ?? 1;
} finally {
  await server.close();
}
