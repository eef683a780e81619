/**
 * The content cache: each record's and article's parse (content/lib/records/content-files.ts), kept on disk
 * from one build to the next, so that a build parses again only what changed. Each parse is kept under its
 * key, a hash of the parse's kind, the file's name and bytes, and the version of the code that reads it
 * (stages/site-bundle.ts, contentCodeOf): a changed file, or changed code, is a new key, and an old entry is
 * never read for it. Each entry carries a hash of what it holds: one damaged on disk, cut short, or moved
 * under another key reads as none, and its file is parsed again.
 *
 * One file per project and folder of content, in node_modules/.cache/content (`npm ci` empties it; the
 * workflows restore it after installing: .github/workflows/): a line for the project, then a line per
 * entry, `<key> <hash> <JSON>`, each read only when asked for. A build that parsed anything anew writes the
 * file again with the entries it used, and forgets the files of projects that are gone (the tests' copies).
 */
import { readFileSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ParseStore } from '../content/lib/records/content-files';
import { sha256 } from '../lib/files';

/** The project this script belongs to, whose node_modules/.cache keeps the parses. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

export const CONTENT_CACHE = join(root, 'node_modules/.cache/content');

/** What the first line of a cache's file says: whose it is. */
interface Owner {
  projectDir: string;
  contentDir: string;
}

/**
 * The store of parses for the builds of `projectDir` from `contentDir`, kept in `dir`. Read once, as the
 * store is made (the content loads as the site's modules are required, so it reads as it goes); written
 * when `save` is called, while the build goes on. A write that fails leaves the file as it was: a cache
 * never fails a build.
 */
export function contentCache({ projectDir, contentDir, dir = CONTENT_CACHE }: Owner & { dir?: string }): ParseStore {
  const file = join(dir, `${sha256(`${projectDir}\0${contentDir}`)}.txt`);
  /** Each entry's line, after its key: `<hash> <JSON>`, the hash of its key and JSON. */
  let lines = new Map<string, string>();
  try {
    for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
      const space = line.indexOf(' ');
      if (space > 0) lines.set(line.slice(0, space), line.slice(space + 1));
    }
  } catch {
    // None yet.
  }
  /** The entries this build used, and whether it made any. */
  let used = new Set<string>();
  let changed = false;
  return {
    get: (key) => {
      const line = lines.get(key);
      if (line === undefined) return undefined;
      const space = line.indexOf(' ');
      const json = line.slice(space + 1);
      if (line.slice(0, space) !== sha256(`${key} ${json}`)) return undefined;
      try {
        const value: unknown = JSON.parse(json);
        used.add(key);
        return value;
      } catch {
        return undefined;
      }
    },
    use: (key) => {
      if (lines.has(key)) used.add(key);
    },
    set: (key, value) => {
      changed = true;
      const json = exactJson(value);
      if (json === undefined) return;
      lines.set(key, `${sha256(`${key} ${json}`)} ${json}`);
      used.add(key);
    },
    save: async () => {
      // Only the entries this build used are kept; a build that parsed nothing anew leaves the file as it is.
      const kept = new Map<string, string>();
      for (const key of used) kept.set(key, lines.get(key) as string);
      [lines, used] = [kept, new Set()];
      if (!changed) return;
      changed = false;
      const owner: Owner = { projectDir, contentDir };
      const text = [JSON.stringify(owner), ...[...lines].map(([key, line]) => `${key} ${line}`)].join('\n');
      await writeQuietly(file, `${text}\n`);
      await forgetGoneProjects(dir).catch(() => {});
    },
  };
}

/**
 * `value` as JSON, when JSON gives it back as it is: not a number JSON cannot write (NaN, Infinity, -0,
 * which YAML can), nor anything but plain data.
 */
function exactJson(value: unknown): string | undefined {
  let exact = true;
  const text = JSON.stringify(value, (_, part: unknown) => {
    if (typeof part === 'number' && (!Number.isFinite(part) || Object.is(part, -0))) exact = false;
    if (part === undefined || typeof part === 'function' || typeof part === 'symbol' || typeof part === 'bigint')
      exact = false;
    if (typeof part === 'object' && part !== null && !Array.isArray(part)) {
      const prototype = Object.getPrototypeOf(part) as unknown;
      if (prototype !== Object.prototype && prototype !== null) exact = false;
    }
    return part;
  });
  return exact ? text : undefined;
}

/** Writes a file whole (a partial file renamed into place), or not at all. */
async function writeQuietly(path: string, text: string) {
  const partial = `${path}.${process.pid}-${Math.random().toString(36).slice(2)}`;
  try {
    await mkdir(dirname(path), { recursive: true });
    await writeFile(partial, text);
    await rename(partial, path);
  } catch {
    await rm(partial, { force: true });
  }
}

/** Removes the files of projects that are gone (the tests' copies of the project), which would pile up. */
async function forgetGoneProjects(dir: string) {
  const names = (await readdir(dir)).filter((name) => /^[0-9a-f]{64}\.txt$/.test(name));
  await Promise.all(
    names.map(async (name) => {
      const owner = await firstLine(join(dir, name)).then(
        (line) => JSON.parse(line) as Owner,
        () => undefined,
      );
      if (!owner) return;
      const there = await stat(owner.projectDir).then(
        () => true,
        () => false,
      );
      if (!there) await rm(join(dir, name), { force: true });
    }),
  );
}

/** The first line of a file, read alone. */
async function firstLine(path: string): Promise<string> {
  const handle = await open(path);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(4096), 0, 4096, 0);
    return buffer.subarray(0, bytesRead).toString('utf8').split('\n')[0] ?? '';
  } finally {
    await handle.close();
  }
}
