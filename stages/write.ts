/**
 * The write stage: the site is written into a fresh folder beside `dist/`, made readable by the web
 * server, and swapped into place only when all of it succeeded, so a failed build leaves the last good
 * `dist/` untouched. Beside `dist/` goes `dist-config/`: the server configuration that is no file of the
 * site (serve.json, the nginx example).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { chmod, cp, mkdir, mkdtemp, readdir, rename, stat, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { PICTURES_URL } from '../pictures/catalogue';
import { exists } from '../lib/files';
import type { BuiltPage } from './render';

/** Where a build into outDir puts the server configuration: beside it, `dist-config/` for `dist/`. */
export function configDirFor(outDir: string): string {
  return `${resolve(outDir)}-config`;
}

/** The folders being written: the site, and its server configuration. */
export interface Staged {
  siteDir: string;
  configDir: string;
}

/**
 * Writes the site with `write` into a fresh folder (public/ copied in first), then puts it in place of
 * `outDir` and its configuration folder; if `write` fails, nothing is replaced.
 */
export async function writeSite<T>(
  { outDir, projectDir }: { outDir: string; projectDir: string },
  write: (staged: Staged) => Promise<T>,
): Promise<T> {
  const parent = dirname(resolve(outDir));
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, '.dist-staging-'));
  const staged = { siteDir: join(staging, 'site'), configDir: join(staging, 'config') };
  let result: T;
  try {
    await Promise.all([mkdir(staged.siteDir), mkdir(staged.configDir)]);
    await cp(join(projectDir, 'public'), staged.siteDir, { recursive: true });
    result = await write(staged);
    await makeReadable(staging, staged.siteDir, projectDir);
  } catch (error) {
    removeFolder(staging);
    throw error;
  }
  await swapIn(staging, [
    [staged.siteDir, resolve(outDir)],
    [staged.configDir, configDirFor(outDir)],
  ]);
  return result;
}

/** Writes each file at its place in the folder, making the folders it needs. */
export async function writeFiles(dir: string, files: { output: string; text: string | Uint8Array }[]): Promise<void> {
  await Promise.all(
    [...new Set(files.map((f) => dirname(join(dir, f.output))))].map((folder) => mkdir(folder, { recursive: true })),
  );
  await Promise.all(files.map((f) => writeFile(join(dir, f.output), f.text)));
}

/** A page once written: what later stages know of it (its markup is in its file). */
export type WrittenPage = Omit<BuiltPage, 'html'>;

/** A page without its markup, once it is written. */
function withoutMarkup(page: BuiltPage): WrittenPage {
  const written: Partial<BuiltPage> = { ...page };
  delete written.html;
  return written as WrittenPage;
}

/**
 * Writes each page as it comes, telling `written` of it (with its markup) before the next: only the page
 * being written is held in memory, however many the site has. One file after another, which was quicker
 * than many at once, in memory and on this machine's disk (docs/performance.md).
 */
export function writePages(
  siteDir: string,
  pages: Iterable<BuiltPage>,
  written: (page: BuiltPage) => void = () => {},
): WrittenPage[] {
  const pagesWritten: WrittenPage[] = [];
  for (const page of pages) {
    const file = join(siteDir, page.output);
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page.html);
    written(page);
    pagesWritten.push(withoutMarkup(page));
  }
  return pagesWritten;
}

/**
 * Folders 755 and files 644 whatever the umask or the modes in public/: the build's own folder comes from
 * mkdtemp (700), and a copy that keeps modes (rsync -a, cp -a) must stay readable by the web server's user.
 * What the build wrote took its mode from the umask, so when the umask leaves the staged site's own folder
 * readable by all, only what keeps a mode from elsewhere needs setting: the copy of public/ (cp keeps its
 * modes) and the picture files (links to the cache's files, made by any earlier build): setting every
 * file of a large site costs a noticeable part of a build.
 */
async function makeReadable(staging: string, siteDir: string, projectDir: string) {
  const readableByAll = ((await stat(siteDir)).mode & 0o055) === 0o055;
  /** Everything below `dir`, as it is found below `target` (the same folder, or where it was copied to). */
  const below = async (dir: string, target = dir) =>
    (await readdir(dir, { recursive: true, withFileTypes: true })).map((entry) => ({
      path: join(target, relative(dir, join(entry.parentPath, entry.name))),
      folder: entry.isDirectory(),
    }));
  const pictures = join(siteDir, PICTURES_URL);
  const entries = readableByAll
    ? [
        ...(await below(join(projectDir, 'public'), siteDir)),
        // A site whose pages name no picture has no pictures folder.
        ...((await exists(pictures)) ? await below(pictures) : []),
      ]
    : await below(staging);
  await Promise.all(entries.map(({ path, folder }) => chmod(path, folder ? 0o755 : 0o644)));
}

/**
 * Puts each finished folder in place of its target with renames only, so no visitor or server sees a
 * half-built site; the folders they replace go into the staging folder, which is then removed.
 */
async function swapIn(staging: string, moves: [from: string, to: string][]) {
  for (const [, to] of moves) {
    await rename(to, join(staging, `old-${basename(to)}`)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  for (const [from, to] of moves) await rename(from, to);
  removeFolder(staging);
}

/**
 * Removes a folder and all it holds: the staged site, or the site it replaced. One call after another,
 * which took half the time of Node's asynchronous removal on the 1,000-post site (docs/performance.md).
 */
const removeFolder = (folder: string) => rmSync(folder, { recursive: true, force: true });
