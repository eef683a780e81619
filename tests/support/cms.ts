/**
 * The content editor at /admin/, as an editor uses it on their own computer: Sveltia CMS's "Work with Local
 * Repository" in Chromium, over a copy of the project, built. Playwright cannot answer the browser's folder
 * picker (microsoft/playwright#11288), so the page's picker hands the CMS a folder of the origin-private file
 * system, filled with the copy's content/ (and an empty .git/, which the CMS looks for) before signing in;
 * what the CMS saves there is read back from it. Requests to other sites are refused and listed, and the
 * page's policy violations kept in `window.violations`.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { buildSite } from '../../build';
import { ADMIN_PATH } from '../../hosting/headers';
import { STEP_TIMEOUT } from './browser';
import { defined } from './defined';
import { copyProject } from './project-copy';
import { startServer } from './server';

/** Files by their path, as base64. */
export type Files = Record<string, string>;

/** Every file below `dir`, by its path from `root`, as base64. */
export async function filesBelow(root: string, dir: string): Promise<Files> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true });
  const files = entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name));
  return Object.fromEntries(
    await Promise.all(
      files.map(async (file) => [file.slice(root.length + 1), await readFile(file, 'base64')] as const),
    ),
  );
}

export const text = (base64: string) => Buffer.from(base64, 'base64').toString('utf8');
/** A file of a folder read by `filesBelow` or `repository`, as base64: the test fails if it is not there. */
export const fileOf = (files: Files, path: string) => defined(files[path], path);

export interface LocalCms {
  /** The copy of the project the CMS edits, built into its dist/. */
  copy: Awaited<ReturnType<typeof copyProject>>;
  server: Awaited<ReturnType<typeof startServer>>;
  context: BrowserContext;
  page: Page;
  /** The copy's content/ as the CMS's folder was filled with it. */
  seeded: Files;
  /** The addresses of other sites the CMS asked for, each refused. */
  elsewhere: string[];
  /** The origin-private folder the CMS works in, as files by path. */
  repository: () => Promise<Files>;
  /** The editor's pane for a language. */
  pane: (language: 'English' | 'Swahili') => Locator;
  /** A field of that pane, by its label, and of that field by the labels after it (`'Hero', 'Lead'`). */
  field: (language: 'English' | 'Swahili', ...labels: string[]) => Locator;
  /** Saves the entry open in the editor; a save the CMS refuses fails with what its Validation panel lists. */
  save: () => Promise<void>;
  close: () => Promise<void>;
}

/** A copy of the project, built and served, and the CMS open on it in a new context of `browser`, signed in locally. */
export async function openLocalCms(browser: Browser, prefix: string): Promise<LocalCms> {
  const copy = await copyProject(prefix);
  await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
  const server = await startServer(join(copy.dir, 'dist'));
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 } });
  context.setDefaultTimeout(STEP_TIMEOUT * 2);
  const elsewhere: string[] = [];
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
  const page = await context.newPage();
  await page.goto(`${server.url}${ADMIN_PATH}`);
  const local = page.getByRole('button', { name: 'Work with Local Repository' });
  await local.waitFor({ timeout: 20_000 });
  const seeded = await filesBelow(copy.dir, 'content');
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
  await local.click();
  await page.getByRole('treeitem', { name: /Pages/ }).waitFor({ timeout: 20_000 });

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

  // The CMS names a pane "Edit ⁨English⁩ Content" and a field "“⁨Title⁩” Field" (isolates around the names).
  const pane = (language: 'English' | 'Swahili') =>
    page.getByRole('group', { name: new RegExp(`^Edit .${language}. Content$`) });
  const field = (language: 'English' | 'Swahili', ...labels: string[]) =>
    labels.reduce(
      (scope, label) =>
        scope.getByRole('group', { name: new RegExp(`^“.${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.” Field$`) }),
      pane(language),
    );

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

  return {
    copy,
    server,
    context,
    page,
    seeded,
    elsewhere,
    repository,
    pane,
    field,
    save,
    close: async () => {
      await context.close();
      await server.close();
      await copy.remove();
    },
  };
}
