import { createHash } from 'node:crypto';
import { copyFile, link, mkdir, rename, stat, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

/**
 * Files written whole, looked for, and named or keyed by their content: the one home of the file helpers that
 * the build, the picture pipeline, the content editor's files and the scripts share (ARCHITECTURE.md).
 */

let partialWrites = 0;

/**
 * Writes a file whole, then renames it into place (making its folder first): two builds at once never read
 * half a file, and a build stopped halfway leaves none.
 */
export async function writeWhole(path: string, data: string | Uint8Array) {
  await mkdir(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}-${++partialWrites}`;
  await writeFile(partial, data);
  await rename(partial, path);
}

/** Whether a file (or folder) is there. */
export const exists = (path: string): Promise<boolean> =>
  stat(path).then(
    () => true,
    () => false,
  );

/** The SHA-256 of a text or a file's bytes, in hex. */
export const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');

/**
 * A hard link where the cache and the site share a file system (no copy of the bytes), else a copy: the
 * build links the files it keeps in node_modules/.cache (pictures, the content editor) into the site.
 */
export async function linkOrCopy(from: string, to: string) {
  try {
    await link(from, to);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
    await copyFile(from, to);
  }
}
