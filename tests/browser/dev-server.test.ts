import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import gallery from '../../content/gallery';
import { startDevServer } from '../../scripts/dev';
import { closeContexts, workerBrowser } from '../support/browser';
import { defined } from '../support/defined';
import { listeningAddresses } from '../support/listening';
import { copyProject } from '../support/project-copy';

let copy: Awaited<ReturnType<typeof copyProject>>;
let dev: Awaited<ReturnType<typeof startDevServer>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;

beforeAll(async () => {
  // A copy of the project for the editor to change.
  copy = await copyProject('site-dev-');
  [dev, browser] = await Promise.all([
    startDevServer({ projectDir: copy.dir, outDir: join(copy.dir, '.dev'), port: 0, log: () => {} }),
    workerBrowser(),
  ]);
}, 60_000);
afterAll(async () => {
  await closeContexts(browser);
  await dev?.close();
  await copy?.remove();
});

describe('npm run dev', () => {
  it('listens on this computer only, where its build errors with their paths stay', () => {
    expect(listeningAddresses(Number(new URL(dev.url).port))).toEqual(['127.0.0.1']);
  });

  it('starts on the next free port when the one asked for is taken, and says which', async () => {
    // The first dev server holds its port: a second one asked for it starts all the same.
    const taken = Number(new URL(dev.url).port);
    const said: string[] = [];
    const second = await startDevServer({
      projectDir: copy.dir,
      outDir: join(copy.dir, '.dev-second'),
      port: taken,
      log: (line) => said.push(line),
    });
    try {
      const port = Number(new URL(second.url).port);
      expect(port).toBeGreaterThan(taken);
      expect(listeningAddresses(port)).toEqual(['127.0.0.1']);
      expect(said).toContain(
        `Port ${taken} is in use by another program, so this one is at http://localhost:${port}/ instead (PORT chooses another).`,
      );
      const response = await fetch(`${second.url}/`);
      expect(response.status).toBe(200);
    } finally {
      await second.close();
    }
  }, 60_000);

  it('has a content editor that asks for this project’s folder by its name', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/admin/`);
    // The CMS puts isolates around the name (⁨site-dev-…⁩).
    await page
      .getByText(
        new RegExp(`^Once prompted, select the root directory of the “.${basename(copy.dir)}.” repository\\.$`),
      )
      .waitFor({ timeout: 20_000 });
    await page.close();
  }, 60_000);

  it('shows a new gallery item live, shows a bad record’s error over the page, and recovers', async () => {
    const page = await browser.newPage();
    await page.goto(`${dev.url}/impact/gallery/`);
    const first = defined(gallery.items[0], 'the first gallery item');
    const videoIndex = gallery.items.findIndex((item) => item.type === 'video');
    const video = gallery.items[videoIndex] as Extract<(typeof gallery.items)[number], { type: 'video' }>;
    expect(await page.getByRole('heading', { name: first.title }).count()).toBe(1);

    // The editor changes the first item, as CONTENT.md describes; the open page reloads with it.
    const restore = await copy.edit('content/gallery.yml', (text) =>
      text.replace(`title: ${first.title}\n`, 'title: Robotics finals 2025\n'),
    );
    await page.getByRole('heading', { name: 'Robotics finals 2025' }).waitFor({ timeout: 15_000 });

    // A slip in a record: the error, naming the file, record and field, covers the page.
    await restore();
    const fix = await copy.edit('content/gallery.yml', (text) =>
      text.replace(`duration: ${video.duration}\n`, "duration: '345'\n"),
    );
    const line =
      (await readFile(join(copy.dir, 'content/gallery.yml'), 'utf8')).split('\n').indexOf("    duration: '345'") + 1;
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 15_000 });
    expect(await alert.textContent()).toContain(
      `Pages → Gallery → Items → item ${videoIndex + 1} "${video.title}" → Duration: "345" must be a running time like 3:45 (m:ss) (content/gallery.yml, line ${line})`,
    );

    // Fixing it brings the page back, without restarting the server.
    await fix();
    await page.getByRole('heading', { name: first.title }).waitFor({ timeout: 15_000 });
    expect(await page.getByRole('alert').count()).toBe(0);
    await page.close();
  }, 60_000);
});
