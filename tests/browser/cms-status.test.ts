/**
 * The editor's status in /admin/ follows the site as the editor works, without a reload (issue 49): while
 * `npm run cms` runs, each save is built, and within 5 s of the build finishing the status says what it
 * found, a failed build and why included; each item opens its entry at its field. On the published site it
 * shows the last publish, and reads it again as a new one lands.
 *
 * In Chromium, the CMS in its local mode (tests/support/cms.ts) over a copy of the project that the dev
 * server builds: what the CMS saves is written into the copy's content/, as its local mode writes into the
 * project's folder, and the dev server builds it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EDITOR_STATUS_FILE, PUBLISHED_FILE, type EditorStatus, type Published } from '../../lib/editor-status';
import { startDevServer } from '../../scripts/dev';
import { closeContexts, workerBrowser } from '../support/browser';
import { filesBelow, openEditor, type Editor, type Files } from '../support/cms';
import { copyProject } from '../support/project-copy';
import { startServer } from '../support/server';

/** What the status may take to follow a build, from the moment the build finished. */
const FOLLOWS_WITHIN_MS = 5_000;

let copy: Awaited<ReturnType<typeof copyProject>>;
let dev: Awaited<ReturnType<typeof startDevServer>> | undefined;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: Editor;
/** When each build the dev server reported finished, and what it said. */
const builds: { at: number; said: string }[] = [];

beforeAll(async () => {
  copy = await copyProject('site-cms-status-');
  [dev, browser] = await Promise.all([
    startDevServer({
      projectDir: copy.dir,
      outDir: join(copy.dir, '.dev'),
      port: 0,
      log: (said) => builds.push({ at: Date.now(), said }),
    }),
    workerBrowser(),
  ]);
  // The CMS's local mode works on 127.0.0.1, which the editor's context is kept to.
  editor = await openEditor(browser, dev.url.replace('localhost', '127.0.0.1'), await filesBelow(copy.dir, 'content'));
  // Marked once: a reload of the page would lose it.
  await editor.page.evaluate(() => Object.assign(window, { notReloaded: true }));
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  await dev?.close();
  await copy?.remove();
});

/** What the CMS saved that differs from `before`, written into the copy as its local mode writes into the project. */
async function writeSaved(before: Files): Promise<Files> {
  const saved = await editor.repository();
  for (const path of Object.keys(saved).filter((file) => saved[file] !== before[file])) {
    await mkdir(dirname(join(copy.dir, path)), { recursive: true });
    await writeFile(join(copy.dir, path), Buffer.from(saved[path]!, 'base64'));
  }
  return saved;
}

/** Saves the entry open in the CMS into the copy, and waits for the build it starts: when it finished, and what it said. */
async function saveAndBuild(): Promise<{ at: number; said: string }> {
  const before = await editor.repository();
  await editor.save();
  const reported = builds.length;
  await writeSaved(before);
  await expect.poll(() => builds.length, { timeout: 120_000, interval: 100 }).toBeGreaterThan(reported);
  return builds[reported]!;
}

/** How long after `since` the status button said `text` (polled every 100 ms), failing past 5 s. */
async function followedIn(since: number, text: RegExp): Promise<number> {
  const button = editor.page.locator('.site-status__corner').getByRole('button', { name: text });
  await button.waitFor({ timeout: FOLLOWS_WITHIN_MS * 4 });
  const took = Date.now() - since;
  expect(took, `the status followed the build in ${took} ms`).toBeLessThanOrEqual(FOLLOWS_WITHIN_MS);
  return took;
}

const statusButton = () => editor.page.getByRole('button', { name: /^Site status: (\d+ to check|all clear)$/ });
const countNow = async () => Number(/(\d+)/.exec((await statusButton().textContent()) ?? '')?.[1] ?? 0);

/** The status list's items, opened from the corner. */
async function listedItems(): Promise<string[]> {
  const { page } = editor;
  await page
    .locator('.site-status__corner')
    .getByRole('button', { name: /^Site status|Your change/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Site status' });
  await dialog.waitFor();
  const items = await dialog.getByRole('listitem').allInnerTexts();
  await dialog.getByRole('button', { name: 'Close' }).click();
  return items;
}

const DEADLINE = 'We mean to reach 5,000 students by the end of 2024.';

describe('the editor’s status while npm run cms runs', () => {
  it(
    'follows a save that adds a warning, without a reload, within 5 s of the build',
    { timeout: 240_000 },
    async () => {
      const { page, field } = editor;
      const before = await countNow();
      expect(before).toBeGreaterThan(0);
      await page.getByRole('treeitem', { name: /Pages/ }).click();
      await page.getByRole('row', { name: /^Home/ }).click();
      await field('English', 'Hero').scrollIntoViewIfNeeded();
      const lead = field('English', 'Hero', 'Lead').getByRole('textbox');
      await lead.scrollIntoViewIfNeeded();
      await lead.fill(`${await lead.inputValue()} ${DEADLINE}`);
      const build = await saveAndBuild();
      expect(build.said).toMatch(/built \d+ pages/);
      const took = await followedIn(build.at, new RegExp(`^Site status: (?!${before} )\\d+ to check$`));
      console.log(`The status followed a good build in ${took} ms`);
      const items = await listedItems();
      expect(await countNow()).toBe(items.length);
      expect(items.length).toBeGreaterThan(before);
      expect(items).toContainEqual(
        expect.stringMatching(/^Pages → Home → Hero → Lead: says "by the end of 2024", a deadline that has passed/),
      );
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    },
  );

  it('opens an item’s entry at its field', { timeout: 60_000 }, async () => {
    const { page, field } = editor;
    await page
      .locator('.site-status__corner')
      .getByRole('button', { name: /^Site status/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Site status' });
    await dialog.getByRole('listitem').filter({ hasText: 'by the end of 2024' }).getByRole('link').click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#/collections/pages/entries/home');
    const lead = field('English', 'Hero', 'Lead').getByRole('textbox');
    await expect.poll(() => lead.evaluate((box) => box === document.activeElement), { timeout: 20_000 }).toBe(true);
    expect(await lead.inputValue()).toContain(DEADLINE);
  });

  it(
    'says a save that breaks the build is not shown, with why, and clears it once it is fixed',
    { timeout: 300_000 },
    async () => {
      const { page } = editor;
      const good = await countNow();
      const facts = () =>
        page.evaluate(() => {
          location.hash = '#/collections/site-wide/entries/facts';
        });
      await facts();
      const reached = page.getByRole('spinbutton', { name: 'Students reached' });
      const figure = await reached.inputValue();
      await reached.fill('10');
      const failed = await saveAndBuild();
      expect(failed.said).toMatch(/build failed/);
      const took = await followedIn(failed.at, /^Your change does not build$/);
      console.log(`The status followed a failed build in ${took} ms`);
      const alert = page.getByRole('alert').filter({ hasText: 'does not build' });
      const said = (await alert.innerText()).split('\n').filter(Boolean);
      expect(said.slice(0, 3)).toEqual([
        expect.stringMatching(
          /^Your change to Site-wide → Facts, saved .+, does not build, so the site here still shows the pages as they were\.$/,
        ),
        expect.stringMatching(/^Site-wide → Facts → Students reached: 10 is less than its parts: School students/),
        expect.stringMatching(/^In the files: content\/facts\.yml, line \d+$/),
      ]);
      expect((await listedItems())[0]).toMatch(/^Site-wide → Facts → Students reached: 10 is less than its parts/);
      const written = JSON.parse(await readFile(join(copy.dir, '.dev', EDITOR_STATUS_FILE), 'utf8')) as EditorStatus;
      expect(written.refused).toMatchObject({ local: true, entries: ['Site-wide → Facts'] });

      await facts();
      await reached.fill(figure);
      const fixed = await saveAndBuild();
      expect(fixed.said).toMatch(/built \d+ pages/);
      await followedIn(fixed.at, /^Site status: \d+ to check$/);
      expect(await page.getByRole('alert').filter({ hasText: 'does not build' }).count()).toBe(0);
      expect(await countNow()).toBe(good);
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    },
  );
});

describe('the editor’s status on the published site', () => {
  it('shows the last publish, and follows the next one without a reload', { timeout: 120_000 }, async () => {
    // The dev server's last good build, served as the host serves what `npm run deploy` published.
    await dev?.close();
    dev = undefined;
    const site = join(copy.dir, '.dev');
    const status = JSON.parse(await readFile(join(site, EDITOR_STATUS_FILE), 'utf8')) as EditorStatus;
    delete status.updates;
    await writeFile(join(site, EDITOR_STATUS_FILE), JSON.stringify(status));
    const publish = (published: Published) => writeFile(join(site, PUBLISHED_FILE), JSON.stringify(published));
    await publish({
      time: '2025-03-31T07:00:00Z',
      change: { commit: 'a1', subject: 'Update Pages “home”', time: '2025-03-31T06:55:00Z' },
    });
    const server = await startServer(site);
    const context = await browser.newContext();
    try {
      await context.clock.install();
      const page = await context.newPage();
      await page.goto(`${server.url}/admin/`);
      const open = async () => {
        await page.getByRole('button', { name: /^Site status/ }).click();
        const dialog = page.getByRole('dialog', { name: 'Site status' });
        const said = await dialog.getByRole('paragraph').first().innerText();
        await dialog.getByRole('button', { name: 'Close' }).click();
        return said;
      };
      expect(await open()).toMatch(/^Last published 31 March 2025 at 10:00, from the change “Update Pages “home””\./);
      await publish({
        time: '2025-04-01T05:30:00Z',
        change: { commit: 'b2', subject: 'Update Site-wide “facts”', time: '2025-04-01T05:25:00Z' },
      });
      await page.evaluate(() => Object.assign(window, { notReloaded: true }));
      await context.clock.fastForward('01:01');
      await expect
        .poll(open, { timeout: 10_000 })
        .toMatch(/^Last published 1 April 2025 at 08:30, from the change “Update Site-wide “facts””\./);
      expect(await page.evaluate(() => 'notReloaded' in window)).toBe(true);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
