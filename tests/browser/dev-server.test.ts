import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gallery } from '../../content/gallery';
import { startDevServer } from '../../scripts/dev';
import { launchBrowser } from '../support/browser';

const root = join(import.meta.dirname, '../..');
const sources = ['pages', 'components', 'content', 'styles', 'client', 'public', 'hosting'];

let project: string;
let dev: Awaited<ReturnType<typeof startDevServer>>;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

beforeAll(async () => {
  // A copy of the project for the editor to change, with the real node_modules.
  project = await mkdtemp(join(tmpdir(), 'site-dev-'));
  await Promise.all(sources.map((dir) => cp(join(root, dir), join(project, dir), { recursive: true })));
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
  [dev, browser] = await Promise.all([
    startDevServer({ projectDir: project, outDir: join(project, '.dev'), port: 0, log: () => {} }),
    launchBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  await browser?.close();
  await dev?.close();
  await rm(project, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('shows a new gallery item live, shows a bad record’s error over the page, and recovers', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/impact/gallery/`);
    const first = gallery[0];
    const videoIndex = gallery.findIndex((item) => item.type === 'video');
    const video = gallery[videoIndex] as Extract<(typeof gallery)[number], { type: 'video' }>;
    expect(await page.getByRole('heading', { name: first.title }).count()).toBe(1);

    // The editor changes the first item, as CONTENT.md describes; the open page reloads with it.
    const file = join(project, 'content/gallery.ts');
    const original = await readFile(file, 'utf8');
    await writeFile(file, original.replace(`title: '${first.title}'`, "title: 'Robotics finals 2025'"));
    await page.getByRole('heading', { name: 'Robotics finals 2025' }).waitFor({ timeout: 15_000 });

    // A slip in a record: the error, naming the file, record and field, covers the page.
    await writeFile(file, original.replace(`duration: '${video.duration}'`, "duration: '345'"));
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(
      `content/gallery.ts: item ${videoIndex + 1} "${video.title}": duration "345"`,
    );

    // Fixing it brings the page back, without restarting the server.
    await writeFile(file, original);
    await page.getByRole('heading', { name: first.title }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  }, 60_000);
});
