/**
 * The content editor at /admin/, end to end, as an editor uses it on their own computer: Sveltia CMS's
 * "Work with Local Repository" in Chromium, over a copy of the project. Playwright cannot answer the
 * browser's folder picker (microsoft/playwright#11288), so the page's picker hands the CMS a folder of the
 * origin-private file system, filled with the copy's content/ (and an empty .git/, which the CMS looks
 * for) before signing in; what the CMS saves there is then written back into the copy, which is built.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { adminContentSecurityPolicy, ADMIN_PATH } from '../../hosting/headers';
import { defined } from '../support/defined';
import { closeContexts, workerBrowser, STEP_TIMEOUT } from '../support/browser';
import { copyProject } from '../support/project-copy';
import { startServer } from '../support/server';

type Files = Record<string, string>;

/** The new post's text: more than the 150 words an article needs. */
const POST = Array.from(
  { length: 12 },
  (_, i) =>
    `Week ${i + 1} of the Saturday club began with a problem from the market: how to keep count of the tomatoes sold by each seller. `,
).join('');

let copy: Awaited<ReturnType<typeof copyProject>>;
let server: Awaited<ReturnType<typeof startServer>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
let context: BrowserContext;
let page: Page;
/** Requests the CMS made to other sites (each refused), and the policy violations it caused. */
const elsewhere: string[] = [];
/** The stylesheets the CMS's page and its preview loaded. */
const styled: string[] = [];
let seeded: Files;

/** Every file below `dir`, by its path from `root`, as base64. */
async function filesBelow(root: string, dir: string): Promise<Files> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file.slice(root.length + 1), await readFile(file, 'base64')] as const),
    ),
  );
}

/** The origin-private folder the CMS works in, as files by path (base64). */
const repository = (): Promise<Files> =>
  page.evaluate(async () => {
    const files: Record<string, string> = {};
    const walk = async (dir: FileSystemDirectoryHandle, path: string) => {
      // TypeScript's DOM types have no async iterator for a folder's entries yet (it is in DOM.AsyncIterable).
      const folder = dir as FileSystemDirectoryHandle & { entries(): AsyncIterable<[string, FileSystemHandle]> };
      for await (const [name, handle] of folder.entries()) {
        if (handle.kind === 'directory') await walk(handle as FileSystemDirectoryHandle, `${path}${name}/`);
        else {
          const bytes = new Uint8Array(await (await (handle as FileSystemFileHandle).getFile()).arrayBuffer());
          let binary = '';
          for (const byte of bytes) binary += String.fromCharCode(byte);
          files[`${path}${name}`] = btoa(binary);
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle('repo'), '');
    return files;
  });

const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
/** A file of a folder read by `filesBelow` or `repository`, as base64: the test fails if it is not there. */
const fileOf = (files: Files, path: string) => defined(files[path], path);

beforeAll(async () => {
  copy = await copyProject('site-cms-');
  await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
  [server, browser] = await Promise.all([startServer(join(copy.dir, 'dist')), workerBrowser()]);
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  context.setDefaultTimeout(STEP_TIMEOUT * 2);
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    if (url.protocol === 'data:' || url.protocol === 'blob:' || url.hostname === '127.0.0.1') return route.continue();
    elsewhere.push(url.href);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
      violations: [] as string[],
    });
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { violations: string[] }).violations.push(
        `${event.effectiveDirective} ${event.blockedURI}`,
      ),
    );
  });
  page = await context.newPage();
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') styled.push(request.url());
  });
  await page.goto(`${server.url}${ADMIN_PATH}`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).waitFor({ timeout: 20_000 });
  seeded = await filesBelow(copy.dir, 'content');
  await page.evaluate(async (files) => {
    const root = await navigator.storage.getDirectory();
    await root.removeEntry('repo', { recursive: true }).catch(() => {});
    const repo = await root.getDirectoryHandle('repo', { create: true });
    await repo.getDirectoryHandle('.git', { create: true });
    for (const [path, base64] of Object.entries(files)) {
      const parts = path.split('/');
      let dir = repo;
      for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part, { create: true });
      const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
      await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
      await writable.close();
    }
  }, seeded);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('treeitem', { name: /Pages/ }).waitFor({ timeout: 20_000 });
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  await copy?.remove();
});

/** The editor's pane for a language: the CMS names it "Edit ⁨English⁩ Content" (isolates around the name). */
const pane = (language: 'English' | 'Swahili') =>
  page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });
const field = (language: 'English' | 'Swahili', label: string) =>
  pane(language).getByRole('group', { name: new RegExp(`^“.${label}.” Field$`) });

/** Saves the entry open in the editor; a save the CMS refuses fails with what its Validation panel lists. */
async function save() {
  const saved = page.getByText('Entry saved.');
  // The last save's notice stays five seconds (longer under the pointer), and would pass for this one's
  // while this one is still being written: it is waited away first.
  await page.mouse.move(0, 0);
  await saved.first().waitFor({ state: 'hidden', timeout: 10_000 });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByRole('button', { name: 'Show Errors' });
  await saved.or(refused).first().waitFor({ timeout: 20_000 });
  if (await refused.isVisible()) {
    await refused.click();
    const errors = await page.getByRole('group', { name: 'Validation' }).innerText();
    throw new Error(`the CMS refused to save the entry:\n${errors}`);
  }
}

describe('the content editor at /admin/', () => {
  it(
    'changes a headline figure and adds a blog post with a picture, translated, and the built site shows both in both editions',
    { timeout: 180_000 },
    async () => {
      // The figure: Site-wide, Facts, Students reached.
      await page.getByRole('treeitem', { name: /Site-wide/ }).click();
      await page.getByRole('row', { name: /Facts/ }).click();
      await page.getByRole('spinbutton', { name: 'Students reached' }).fill('3200');
      await save();

      // A post with a photo from the editor's computer.
      const photo = join(copy.dir, 'girls-who-code.jpg');
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2e7d4f' } })
        .jpeg()
        .toFile(photo);
      await page.getByRole('treeitem', { name: /Blog posts/ }).click();
      await page.getByRole('button', { name: 'New' }).click();
      const title = 'Girls who code in Kibera';
      const texts: [Locator, string][] = [
        [field('English', 'Title').getByRole('textbox'), title],
        [
          field('English', 'Summary').getByRole('textbox'),
          'Twenty girls in Kibera met every Saturday for a term to learn to code, and built an app for their market.',
        ],
        [field('English', 'Author').getByRole('textbox'), 'Beatrice Chebet'],
        [field('English', 'Role').getByRole('textbox'), 'Kisumu Lab Manager'],
        [
          field('English', 'Excerpt').getByRole('textbox'),
          'What a term of Saturday coding did for twenty girls in Kibera, and what their market app does.',
        ],
      ];
      for (const [box, value] of texts) await box.fill(value);
      // The preview beside the form is drawn with the site's own stylesheet.
      await expect
        .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: STEP_TIMEOUT })
        .toBe(true);
      expect(styled).toContain(`${server.url}${ADMIN_PATH}preview.css`);
      await field('English', 'Date').locator('input[type="date"]').fill('2025-11-20');
      await field('English', 'Category').getByRole('combobox').click();
      await page.getByRole('option', { name: 'Girls in STEM', exact: true }).click();
      const image = field('English', 'Image');
      await image.getByRole('button', { name: 'Browse' }).click();
      const dialog = page.getByRole('dialog', { name: 'Select Image' });
      const chooser = page.waitForEvent('filechooser');
      await dialog.getByRole('button', { name: 'Upload' }).click();
      await (await chooser).setFiles(photo);
      await dialog.getByRole('option', { name: 'girls-who-code.jpg', selected: true }).waitFor();
      await dialog.getByRole('button', { name: 'Insert' }).click();
      await dialog.waitFor({ state: 'hidden' });
      await image.getByRole('textbox', { name: 'Alt text' }).fill('Three girls at a laptop in a Kibera classroom.');
      const tags = field('English', 'Tags');
      await tags.getByRole('button', { name: /^Add/ }).click();
      await tags.getByRole('textbox').last().fill('Coding');
      await field('English', 'Likes').getByRole('spinbutton').fill('0');
      await field('English', 'Comments').getByRole('spinbutton').fill('0');
      await pane('English').getByRole('textbox', { name: 'Body' }).click();
      await page.keyboard.insertText(POST);
      // On a busy machine the new entry's form may still be settling as its first fields are filled, and
      // lose them: each text must hold what was typed before the save.
      for (const [box, value] of texts) if ((await box.inputValue()) !== value) await box.fill(value);
      for (const [box, value] of texts) expect(await box.inputValue()).toBe(value);
      // Its title in Kiswahili: the rest stays English until it is translated.
      await pane('English').getByRole('radio', { name: 'Swahili' }).click();
      await page.getByRole('button', { name: /^Enable .Swahili.$/ }).click();
      const swahiliTitle = 'Wasichana wanaoandika programu Kibera';
      await field('Swahili', 'Title').getByRole('textbox').fill(swahiliTitle);
      await save();

      // content/ holds exactly those changes: the figure, the post, its translation and its picture.
      const saved = await repository();
      const changed = Object.keys(saved).filter((path) => saved[path] !== seeded[path]);
      const post = 'content/blogs/girls-who-code-in-kibera';
      expect(changed.sort()).toEqual(
        ['content/facts.yml', `${post}.md`, `${post}.sw.md`, 'content/pictures/girls-who-code.jpg'].sort(),
      );
      const facts = parse(text(fileOf(saved, 'content/facts.yml'))) as Record<string, unknown>;
      expect(facts).toEqual({ ...(parse(text(fileOf(seeded, 'content/facts.yml'))) as object), studentsReached: 3200 });
      expect(Buffer.from(fileOf(saved, 'content/pictures/girls-who-code.jpg'), 'base64')).toEqual(
        await readFile(photo),
      );

      // Written into the project, it builds, and both editions show it.
      for (const path of changed) {
        await mkdir(dirname(join(copy.dir, path)), { recursive: true });
        await writeFile(join(copy.dir, path), Buffer.from(fileOf(saved, path), 'base64'));
      }
      const { warnings } = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      // Saved in the CMS, the translation is up to date for its English: the build asks nothing of it.
      expect(warnings.filter((warning) => warning.startsWith(`${post}.sw.md`))).toEqual([
        `${post}.sw.md: has no text yet; the Kiswahili page shows the English text of ${post}.md`,
      ]);
      const built = (path: string) => readFile(join(copy.dir, 'dist', path, 'index.html'), 'utf8');
      for (const home of ['', 'sw']) expect(await built(home), `/${home}`).toContain('3,200+');
      const english = await built('impact/blogs/girls-who-code-in-kibera');
      expect(english).toContain(`>${title}</h1>`);
      expect(english).toMatch(
        /<img[^>]+src="\/assets\/pictures\/girls-who-code-[0-9a-f]{10}-\d+\.jpg"[^>]*alt="Three girls at a laptop/,
      );
      expect(await built('sw/impact/blogs/girls-who-code-in-kibera')).toContain(`>${swahiliTitle}</h1>`);
      expect(await built('impact/blogs')).toContain(title);
    },
  );

  it(
    'saves a page whose list is empty (the board, until it is announced), and the build reads it as empty',
    { timeout: 60_000 },
    async () => {
      await page.getByRole('treeitem', { name: /Pages/ }).click();
      await page.getByRole('row', { name: /^Board/ }).click();
      const hero = field('English', 'Hero');
      // The CMS draws a field's inputs once it scrolls into view (the Hero sits below the page's words).
      await hero.scrollIntoViewIfNeeded();
      await hero.getByRole('textbox').first().fill('Our board of trustees');
      await save();
      const saved = await repository();
      const board = text(fileOf(saved, 'content/board.yml'));
      expect(parse(board)).toMatchObject({ hero: { title: 'Our board of trustees' } });
      await writeFile(join(copy.dir, 'content/board.yml'), board);
      await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      const built = await readFile(join(copy.dir, 'dist/about/board/index.html'), 'utf8');
      expect(built).toContain('Our board of trustees');
      expect(built).toContain('Board Section Ready');
    },
  );

  it(
    'refuses to save an empty required title and an impossible date (2025-02-30), naming each field',
    { timeout: 60_000 },
    async () => {
      await page.getByRole('treeitem', { name: /Blog posts/ }).click();
      await page.getByRole('row', { name: /Girls who code in Kibera/ }).click();
      await field('English', 'Title').getByRole('textbox').fill('');
      // The date input holds no day that does not exist: 2025-02-30 leaves it empty, which is refused as such.
      const date = field('English', 'Date').locator('input[type="date"]');
      await date.fill('');
      await date.pressSequentially('02302025');
      expect(await date.inputValue()).toBe('');
      const refusal = await save().then(
        () => '',
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/the CMS refused to save the entry/);
      expect(refusal).toMatch(/^English$[\s\S]*^Title\s+error\s+This field is required\.$[\s\S]*^Swahili$/m);
      expect(refusal).toMatch(/^English$[\s\S]*^Date\s+error\s+This field is required\.$[\s\S]*^Swahili$/m);
      const violations = await page.evaluate(() => (window as unknown as { violations: string[] }).violations);
      // What the CMS asks of other sites is refused, and it works without: a status check, and fonts it has.
      expect(violations.filter((v) => !/githubstatus\.com|cdn\.jsdelivr\.net\/fontsource/.test(v))).toEqual([]);
      expect(elsewhere.filter((url) => !/githubstatus\.com|cdn\.jsdelivr\.net\/fontsource/.test(url))).toEqual([]);
      expect(adminContentSecurityPolicy()).toContain("script-src 'self';");
    },
  );
});
