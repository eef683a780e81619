/**
 * The service worker stage: client/service-worker/service-worker.ts bundled into `/service-worker.js`, at the
 * web root so that it may control every page of both editions (a worker controls only the folder it is
 * served from and below). It is told, as constants, each edition's offline page (pages/offline.tsx) and the
 * files that page uses, which it saves on install, and a version made from every hashed file of the site and
 * the offline pages: a build that changes any of them changes the worker's bytes, so browsers install the
 * new one, which drops the saved files no saved page uses.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { build as esbuild } from 'esbuild';
import { languages } from '../content/lib/words/language';
import { sha256 } from '../lib/files';
import { BuildError } from './build-error';
import type { BuiltPage } from './render';
import { OFFLINE_PATH } from './routes';

/** The worker's address: a name no page or edition has (`/sw/` is the Kiswahili edition). */
export const SERVICE_WORKER_FILE = 'service-worker.js';
/** What registers the worker: in every page's script (stages/widgets.ts), relative to the project. */
export const SERVICE_WORKER_REGISTRATION = 'client/service-worker/register.ts';
/** How many pages read the worker keeps: the most recent. */
export const PAGE_LIMIT = 50;

/** The hashed files a page loads on arrival: its script (the offline page shows no picture). */
const scriptsOf = (html: string) =>
  [...html.matchAll(/<script[^>]* src="(\/assets\/[^"]+)"/g)].flatMap((m) => m[1] ?? []);

/** Writes `/service-worker.js` into the site, once its pages and hashed files are written. */
export async function writeServiceWorker(projectDir: string, siteDir: string, pages: BuiltPage[]): Promise<void> {
  const offline = pages.filter((page) => page.base === OFFLINE_PATH);
  if (offline.length === 0)
    throw new BuildError('pages/offline.tsx is missing: the service worker shows it for a page not saved offline');
  const offlinePages = offline
    .map((page): [string, string] => [`${languages[page.lang].prefix}/`, page.path])
    .sort(([a], [b]) => b.length - a.length);
  const precache = [...new Set(offline.flatMap((page) => [page.path, ...scriptsOf(page.html)]))];
  const assets = (await readdir(join(siteDir, 'assets'), { recursive: true })).sort();
  const version = sha256(JSON.stringify([assets, offline.map((page) => page.html)])).slice(0, 10);
  const result = await esbuild({
    entryPoints: [join(projectDir, 'client/service-worker/service-worker.ts')],
    bundle: true,
    format: 'iife',
    minify: true,
    target: 'es2020',
    write: false,
    logLevel: 'silent',
    legalComments: 'none',
    define: { SERVICE_WORKER: JSON.stringify({ version, offlinePages, precache, pageLimit: PAGE_LIMIT }) },
  }).catch((error: Error) => {
    throw new BuildError(`client/service-worker: ${error.message}`, { cause: error });
  });
  await writeFile(join(siteDir, SERVICE_WORKER_FILE), result.outputFiles[0]?.text ?? '');
}
