import { mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';

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
