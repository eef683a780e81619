/**
 * Two quick edits of an editor's season, in the content editor at /admin/ (Sveltia CMS in Chromium, on a
 * copy of the project: tests/support/cms.ts), each saved, written back into the copy and built: replacing
 * one placeholder detail, the email, as the real one arrives (the phones stay placeholders, and
 * `npm run check:launch` goes on listing them); and adding a competition from a blank form, which asks at
 * most 8 fields (content/competitions.ts) and shows on /competitions/ once those are filled.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { closeContexts, workerBrowser } from '../support/browser';
import { checkLaunch } from '../support/check-launch';
import { drawAll, fileOf, openLocalCms, text, type LocalCms } from '../support/cms';
import { NEW_EVENT_ASKS } from '../support/new-event';

let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: LocalCms;

beforeAll(async () => {
  browser = await workerBrowser();
  editor = await openLocalCms(browser, 'site-cms-quick-');
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  await editor?.close();
});

/**
 * Writes what the CMS saved of a record (`content/<name>.yml` and its translation), where it changed them,
 * into the copy of the project: the paths written, and how to put the copy's files back.
 */
async function writeSaved(name: string) {
  const saved = await editor.repository();
  const changed = [`content/${name}.yml`, `content/${name}.sw.yml`].filter(
    (path) => saved[path] !== editor.seeded[path],
  );
  const restores = await Promise.all(
    changed.map((path) => editor.copy.edit(path, () => Buffer.from(fileOf(saved, path), 'base64').toString('utf8'))),
  );
  return { changed, restore: () => Promise.all(restores.map((restore) => restore())) };
}

/** The field of the form at a place in its file (`events.3.title`), as the CMS marks each field's group. */
const fieldAtPath = (path: string) => editor.page.locator(`[data-key-path="${path}"]`);

describe('the content editor, for a quick edit', () => {
  it(
    'replaces the email alone: the save is accepted, the build passes, and check:launch still lists the phones',
    { timeout: 180_000 },
    async () => {
      const { page, copy } = editor;
      await page.getByRole('treeitem', { name: /Site-wide/ }).click();
      await page.getByRole('row', { name: /^Site/ }).click();
      const email = fieldAtPath('email');
      await email.scrollIntoViewIfNeeded();
      await email.getByRole('textbox').fill('info@jengastem.or.ke');
      await editor.save();

      const { changed, restore } = await writeSaved('site');
      try {
        expect(changed).toContain('content/site.yml');
        const site = parse(await readFile(join(copy.dir, 'content/site.yml'), 'utf8')) as Record<string, unknown>;
        expect(site.email).toBe('info@jengastem.or.ke');
        expect(site.phone).toBe('+254 700 000 000');

        await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
        const footer = await readFile(join(copy.dir, 'dist/index.html'), 'utf8');
        expect(footer).toContain('mailto:info@jengastem.or.ke');

        const launch = await checkLaunch(join(copy.dir, 'content'));
        expect(launch.code, launch.output).toBe(1);
        expect(launch.output).not.toMatch(/content\/site\.yml, line \d+: email "/);
        expect(launch.output).toMatch(/content\/site\.yml, line \d+: phone "\+254 700 000 000" is a placeholder/);
        for (const purpose of ['programmes', 'partnerships', 'media', 'donations', 'safeguarding'])
          expect(launch.output).toMatch(new RegExp(`content/site\\.yml, line \\d+: contacts\\.${purpose}\\.phone "`));
      } finally {
        await restore();
      }
    },
  );

  it(
    'adds a competition from a blank form that asks at most 8 fields; filled with just those, it saves, builds and shows on /competitions/',
    { timeout: 240_000 },
    async () => {
      const { page, copy } = editor;
      await page.getByRole('treeitem', { name: /Pages/ }).click();
      await page.getByRole('row', { name: /^Competitions/ }).click();
      const events = editor.field('English', 'Events');
      await events.scrollIntoViewIfNeeded();
      const before = (parse(text(fileOf(editor.seeded, 'content/competitions.yml'))) as { events: unknown[] }).events
        .length;
      await events.getByRole('button', { name: /^Add .Events.$/ }).click();
      const item = `events.${before}`;
      // The new item's fields, each drawn: a red star marks each one the editor must fill.
      const body = fieldAtPath(`${item}.title`).locator('xpath=..');
      await drawAll(body);
      const starred = await body.locator('[data-key-path]').evaluateAll((groups) =>
        groups
          .filter((group) => group.querySelector(':scope > header .required'))
          .map((group) => ({
            path: group.getAttribute('data-key-path'),
            type: group.getAttribute('data-field-type'),
          })),
      );
      // What the editor fills: every starred field but the groups that hold others.
      const asked = starred.filter(({ type }) => type !== 'object').map(({ path }) => path?.slice(item.length + 1));
      expect(asked).toEqual(NEW_EVENT_ASKS);
      expect(asked.length).toBeLessThanOrEqual(8);

      // Filled with just those (whom to write to is filled in already: the programmes team).
      const title = 'Kisumu Junior Coding Challenge 2025';
      const box = (path: string) => fieldAtPath(`${item}.${path}`).getByRole('textbox').first();
      for (const [path, value] of [
        ['title', title],
        ['description', 'One day of coding puzzles for school teams of two, from first blocks to Python.'],
        ['dates.from', '20/08/2025'],
        ['location', 'Kisumu Innovation Hub, Milimani, Kisumu'],
        ['details.timeline.registration.from', '15/03/2025'],
      ] as const) {
        await box(path).scrollIntoViewIfNeeded();
        await box(path).fill(value);
      }
      await editor.save();

      const { changed } = await writeSaved('competitions');
      expect(changed).toContain('content/competitions.yml');
      const written = parse(await readFile(join(copy.dir, 'content/competitions.yml'), 'utf8')) as {
        events: Record<string, unknown>[];
      };
      expect(written.events).toHaveLength(before + 1);
      expect(written.events.at(-1)).toMatchObject({
        title,
        dates: { from: '2025-08-20' },
        details: { timeline: { type: 'single', registration: { from: '2025-03-15' } } },
        howToEnter: { contact: 'programmes' },
      });

      await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      // Built as of 2025-04-01 (vitest.config.ts): the event is still to come, in the grid and its details.
      for (const lang of ['', 'sw/']) {
        const built = await readFile(join(copy.dir, 'dist', lang, 'competitions/index.html'), 'utf8');
        expect(built, `/${lang}competitions/`).toMatch(new RegExp(`<h3[^>]*>(<span lang="en">)?${title}`));
        expect(built, `/${lang}competitions/`).toContain('id="kisumu-junior-coding-challenge-2025-details"');
      }
    },
  );
});
