/**
 * The service worker stage (stages/service-worker.ts): the worker's bytes change whenever a hashed file of the
 * site or an offline page does, so that browsers install the new one; and a build without an offline page
 * says what is missing.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuiltPage } from '../../stages/render';
import { OFFLINE_PATH } from '../../stages/routes';
import { SERVICE_WORKER_FILE, writeServiceWorker } from '../../stages/service-worker';

const project = join(import.meta.dirname, '../..');
let siteDir: string;

beforeAll(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'stage-service-worker-'));
  await mkdir(join(siteDir, 'assets'));
});
afterAll(() => rm(siteDir, { recursive: true, force: true }));

const offlinePage = (html: string) =>
  ({ base: OFFLINE_PATH, path: OFFLINE_PATH, lang: 'en', html }) as unknown as BuiltPage;

/** The worker written for these pages and the files in assets/ now. */
async function workerFor(pages: BuiltPage[]): Promise<string> {
  await writeServiceWorker(project, siteDir, pages);
  return readFile(join(siteDir, SERVICE_WORKER_FILE), 'utf8');
}

describe('the service worker stage', () => {
  it('writes a new worker when a hashed file or the offline page changes, and the same one otherwise', async () => {
    const page = offlinePage('<script type="module" src="/assets/widgets-aaaa.js"></script>');
    await writeFile(join(siteDir, 'assets', 'widgets-aaaa.js'), '');
    const first = await workerFor([page]);
    expect(first).toContain('"/assets/widgets-aaaa.js"');
    expect(await workerFor([page])).toBe(first);
    await writeFile(join(siteDir, 'assets', 'gallery-bbbb.js'), '');
    const afterAsset = await workerFor([page]);
    expect(afterAsset).not.toBe(first);
    expect(await workerFor([offlinePage(`${page.html}<p>New words</p>`)])).not.toBe(afterAsset);
  });

  it('fails, naming the page, when there is no offline page', async () => {
    await expect(workerFor([])).rejects.toThrow(/pages\/offline\.tsx is missing/);
  });
});
