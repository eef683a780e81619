/**
 * The content editor at /admin/ as an editor uses it on their own computer, for the tests that drive it
 * (tests/browser/cms*.test.ts): Sveltia CMS's "Work with Local Repository" in Chromium, with every request
 * to another site refused. Playwright cannot answer the browser's folder picker
 * (microsoft/playwright#11288), so the page's picker hands the CMS a folder of the origin-private file
 * system, filled with a content/ folder (and an empty .git/, which the CMS looks for) before signing in;
 * what the CMS saves there is read back with `repository`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { buildSite } from '../../build';
import { ADMIN_PATH } from '../../hosting/headers';
import { STEP_TIMEOUT } from './browser';
import { defined } from './defined';
import { copyProject } from './project-copy';
import { startServer } from './server';

/** Files by their path in the repository (`content/facts.yml`), as base64. */
export type Files = Record<string, string>;

/** Every file below `dir`, by its path from `root`, as base64. */
export async function filesBelow(root: string, dir: string): Promise<Files> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(files.map(async (file) => [relative(root, file), await readFile(file, 'base64')] as const)),
  );
}

export const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
/** A file of a folder read by `filesBelow` or `repository`, as base64: the test fails if it is not there. */
export const fileOf = (files: Files, path: string) => defined(files[path], path);

export type Language = 'English' | 'Swahili';

/** The editor, signed in to its local repository. */
export interface Editor {
  context: BrowserContext;
  page: Page;
  /** Requests to other sites (each refused). */
  elsewhere: string[];
  /** The policy violations the browser reported, in the page and in any frame of it (the preview's). */
  violations: string[];
  /** The stylesheets the page and its frames loaded. */
  styled: string[];
  /** The form's pane for a language: the CMS names it "Edit ⁨English⁩ Content" (isolates around the name). */
  pane: (language: Language) => Locator;
  /** A field of a language's pane, by its label, and of that field by the labels after it (`'Hero', 'Lead'`). */
  field: (language: Language, ...labels: string[]) => Locator;
  /** Saves the entry open in the editor; a save the CMS refuses fails with what its Validation panel lists. */
  save: () => Promise<void>;
  /** The origin-private folder the CMS works in, as files by path (base64). */
  repository: () => Promise<Files>;
  /** Gives a picture field (its group) a photo from the editor's computer: Browse, Upload, Insert. */
  upload: (picture: Locator, file: string) => Promise<void>;
}

/** What the CMS asks of other sites, which is refused, and which it works without: a status check, and fonts it has. */
export const CMS_OWN_REQUESTS = /githubstatus\.com|cdn\.jsdelivr\.net\/fontsource/;

/**
 * Opens /admin/ of the site at `url` in a new context of `browser`, its repository `content` (a folder's
 * files by path, as `filesBelow` reads them), and signs in.
 */
export async function openEditor(browser: Browser, url: string, content: Files): Promise<Editor> {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  context.setDefaultTimeout(STEP_TIMEOUT * 2);
  const elsewhere: string[] = [];
  await context.route('**/*', (route) => {
    const address = new URL(route.request().url());
    if (address.protocol === 'data:' || address.protocol === 'blob:' || address.hostname === '127.0.0.1')
      return route.continue();
    elsewhere.push(address.href);
    return route.abort('blockedbyclient');
  });
  await context.addInitScript(() => {
    Object.assign(window, {
      showDirectoryPicker: async () => (await navigator.storage.getDirectory()).getDirectoryHandle('repo'),
    });
  });
  const page = await context.newPage();
  const pane = (language: Language) => page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });
  const editor: Editor = {
    context,
    page,
    elsewhere,
    violations: [],
    styled: [],
    pane,
    // The CMS names a field "“⁨Title⁩” Field" (isolates around the name).
    field: (language, ...labels) =>
      labels.reduce(
        (scope, label) =>
          scope.getByRole('group', {
            name: new RegExp(`^“.${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.” Field$`),
          }),
        pane(language),
      ),
    save: () => save(page),
    repository: () => repository(page),
    upload: (picture, file) => upload(page, picture, file),
  };
  // Chromium says each violation on the console of the document it happened in, frames included.
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) editor.violations.push(message.text());
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') editor.styled.push(request.url());
  });
  await page.goto(`${url}${ADMIN_PATH}`);
  await page.getByRole('button', { name: 'Work with Local Repository' }).waitFor({ timeout: 20_000 });
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
  }, content);
  await page.getByRole('button', { name: 'Work with Local Repository' }).click();
  await page.getByRole('treeitem', { name: /Pages/ }).waitFor({ timeout: 20_000 });
  return editor;
}

/** The origin-private folder the CMS works in (Editor's `repository`). */
const repository = (page: Page): Promise<Files> =>
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

/** Saves the entry open in the editor (Editor's `save`). */
async function save(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByRole('button', { name: 'Show Errors' });
  // What the save hook refuses (cms/text-checks.ts) is said in the CMS's error dialog.
  const failed = page.getByRole('alertdialog', { name: 'Error' });
  // Saved, the CMS goes back to the collection's list (its "Entry saved." notice is no sign: the last save's
  // stays five seconds). An entry's address ends in /entries/<name>, a new one's in /new.
  const outcomes = [
    page.waitForURL((url) => !/\/(entries\/|new$)/.test(url.hash), { timeout: 20_000 }).then(() => 'saved' as const),
    refused.waitFor({ timeout: 20_000 }).then(() => 'refused' as const),
    failed.waitFor({ timeout: 20_000 }).then(() => 'failed' as const),
  ];
  // The other outcomes' waits end unheeded.
  for (const outcome of outcomes) outcome.catch(() => {});
  const outcome = await Promise.race(outcomes);
  if (outcome === 'refused') {
    await refused.click();
    const errors = await page.getByRole('group', { name: 'Validation' }).innerText();
    throw new Error(`the CMS refused to save the entry:\n${errors}`);
  }
  if (outcome === 'failed') {
    const said = await failed.innerText();
    await failed.getByRole('button').last().click();
    await failed.waitFor({ state: 'hidden' });
    throw new Error(`the CMS could not save the entry:\n${said}`);
  }
}

/** Gives a picture field a photo (Editor's `upload`). */
async function upload(page: Page, picture: Locator, file: string) {
  await picture.getByRole('button', { name: 'Browse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Select Image' });
  const chooser = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await (await chooser).setFiles(file);
  await dialog.getByRole('option', { name: basename(file), selected: true }).waitFor();
  await dialog.getByRole('button', { name: 'Insert' }).click();
  await dialog.waitFor({ state: 'hidden' });
}

/**
 * Fills what a new blog post needs besides its words and picture: published 20 November 2025 (typed day
 * first, as the form asks: tests/browser/cms-form.test.ts), in Girls in STEM, tagged Coding.
 */
export async function fillPostDetails({ page, field }: Editor) {
  await field('English', 'Date').getByRole('textbox').fill('20/11/2025');
  await field('English', 'Category').getByRole('combobox').click();
  await page.getByRole('option', { name: 'Girls in STEM', exact: true }).click();
  const tags = field('English', 'Tags');
  await tags.getByRole('button', { name: /^Add/ }).click();
  await tags.getByRole('textbox').last().fill('Coding');
}

/**
 * Draws every field of a part of the form: the CMS draws each field once it scrolls into view, keeping a
 * blank placeholder in its place until then (Sveltia CMS's VisibilityObserver), and a group's fields a
 * moment after the group. Drawn when no placeholder is left and each group the item must have holds its
 * fields (a group it need not have stays closed, with none).
 */
export async function drawAll(part: Locator) {
  const state = () =>
    part.evaluate((root) => {
      const groups = [...root.querySelectorAll('[data-key-path]')];
      const emptyGroups = groups.filter(
        (group) =>
          group.getAttribute('data-field-type') === 'object' &&
          group.querySelector(':scope > header .required') &&
          !group.querySelector('[data-key-path]'),
      );
      return { left: root.querySelectorAll('.placeholder').length + emptyGroups.length, drawn: groups.length };
    });
  for (let steps = 0; ; steps += 1) {
    const { left, drawn } = await state();
    if (left === 0) return;
    if (steps > 200) throw new Error(`${left} fields or groups of the form were never drawn`);
    const placeholder = part.locator('.placeholder').first();
    // A placeholder drawn between the count and the scroll is gone from the page: that is what was wanted.
    if ((await placeholder.count()) > 0) await placeholder.scrollIntoViewIfNeeded().catch(() => {});
    // Drawn as the machine finds the time: under load, more than expect.poll's second.
    await expect.poll(async () => (await state()).drawn, { timeout: STEP_TIMEOUT * 2 }).toBeGreaterThan(drawn);
  }
}

/**
 * A field of the entry open in the form, by its place in the file (`events.4.dates.from`), on a language's
 * side: the part of the form it is in (the list item, or the whole form) is drawn first (`drawAll`).
 */
export async function fieldAt(editor: Editor, language: Language, keyPath: string): Promise<Locator> {
  const pane = editor.pane(language);
  const group = pane.locator(`[data-key-path="${keyPath}"]`);
  if ((await group.count()) === 0) {
    const keys = keyPath.split('.');
    let part = pane;
    for (let depth = keys.length - 1; depth > 0; depth--) {
      const drawn = pane.locator(`[data-key-path^="${keys.slice(0, depth).join('.')}."]`).first();
      if ((await drawn.count()) > 0) {
        part = drawn.locator('xpath=..');
        break;
      }
    }
    await drawAll(part);
  }
  await group.scrollIntoViewIfNeeded();
  return group;
}

/** A new blog post as an editor writes one: its words, a photo from their computer, and its title in Kiswahili. */
export interface NewPost {
  title: string;
  /** A photo file on this machine. */
  photo: string;
  alt: string;
  body: string;
  swahiliTitle: string;
  /** Its text in Kiswahili; without it, the Kiswahili page shows the English text, marked as English. */
  swahiliBody?: string;
}

/** Writes a new blog post in the form, with its picture and its Kiswahili title (and text), and saves nothing. */
export async function writeNewPost(editor: Editor, post: NewPost) {
  const { page, field, pane } = editor;
  await page.getByRole('treeitem', { name: /Blog posts/ }).click();
  await page.getByRole('button', { name: 'New' }).click();
  const texts: [Locator, string][] = [
    [field('English', 'Title').getByRole('textbox'), post.title],
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
  await fillPostDetails(editor);
  const image = field('English', 'Image');
  await editor.upload(image, post.photo);
  await image.getByRole('textbox', { name: 'Alt text' }).fill(post.alt);
  await pane('English').getByRole('textbox', { name: 'Body' }).click();
  await page.keyboard.insertText(post.body);
  // On a busy machine the new entry's form may still be settling as its first fields are filled, and
  // lose them: each text must hold what was typed before the save.
  for (const [box, value] of texts) if ((await box.inputValue()) !== value) await box.fill(value);
  for (const [box, value] of texts) if ((await box.inputValue()) !== value) throw new Error(`the form lost "${value}"`);
  // Its Kiswahili side: the rest stays English until it is translated.
  await pane('English').getByRole('radio', { name: 'Swahili' }).click();
  await page.getByRole('button', { name: /^Enable .Swahili.$/ }).click();
  await field('Swahili', 'Title').getByRole('textbox').fill(post.swahiliTitle);
  if (post.swahiliBody) {
    // The CMS draws the text's editor once it scrolls into view; typing before then goes nowhere.
    const body = (await fieldAt(editor, 'Swahili', 'body')).getByRole('textbox', { name: 'Body' });
    await body.scrollIntoViewIfNeeded();
    await body.click();
    await page.keyboard.insertText(post.swahiliBody);
    const start = post.swahiliBody.slice(0, 20);
    if (!(await body.innerText()).includes(start)) throw new Error(`the Kiswahili text did not take "${start}…"`);
    // The text editor turns its text into Markdown for the form a moment after the last change, and a
    // switch to the other language's side before then drops it (Sveltia CMS's rich-text-editor.svelte);
    // its save waits for it. So the caller's next step stays on this side until a save.
    await field('Swahili', 'Title').getByRole('textbox').click();
  }
}

/** A copy of the project, built and served, with the CMS open on it: its content/ as the CMS's folder. */
export interface LocalCms extends Editor {
  copy: Awaited<ReturnType<typeof copyProject>>;
  server: Awaited<ReturnType<typeof startServer>>;
  /** The copy's content/ as the CMS's folder was filled with it. */
  seeded: Files;
  close: () => Promise<void>;
}

/** A copy of the project, built and served, and the CMS open on it in a new context of `browser`, signed in locally. */
export async function openLocalCms(browser: Browser, prefix: string): Promise<LocalCms> {
  const copy = await copyProject(prefix);
  await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
  const server = await startServer(join(copy.dir, 'dist'));
  const seeded = await filesBelow(copy.dir, 'content');
  const editor = await openEditor(browser, server.url, seeded);
  return {
    ...editor,
    copy,
    server,
    seeded,
    close: async () => {
      await editor.context.close();
      await server.close();
      await copy.remove();
    },
  };
}
