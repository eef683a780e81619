import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { DeployError } from './deploy-error';

/** A file of the build to publish. */
export interface LocalFile {
  /** Its path under the web root, with forward slashes: `impact/blogs/feed.xml`. */
  path: string;
  /** Where it is on this machine. */
  source: string;
  size: number;
  /** The SHA-256 of its bytes, in hex: what decides whether it goes up again. */
  hash: string;
}

/** Every file of a built site, hidden files included, by path; or only the files `only` names, each of which must be there. */
export async function readLocalFiles(root: string, only?: string[]): Promise<Map<string, LocalFile>> {
  const found = await stat(root).catch(() => undefined);
  if (!found?.isDirectory()) {
    throw new DeployError(`${root} is not there to publish: npm run deploy builds it first (npm run build).`);
  }
  const files = new Map<string, LocalFile>();
  const walk = async (folder: string, prefix: string) => {
    for (const entry of await readdir(folder, { withFileTypes: true })) {
      const source = join(folder, entry.name);
      const path = prefix + entry.name;
      const info = await stat(source);
      if (info.isDirectory()) await walk(source, `${path}/`);
      else if (info.isFile()) files.set(path, { path, source, size: info.size, hash: await hashFile(source) });
    }
  };
  await walk(root, '');
  const missing = only?.filter((path) => !files.has(path)) ?? [];
  if (missing.length > 0) throw new DeployError(`${missing.join(', ')}: not in ${root}, so not published.`);
  const chosen = only ? [...files].filter(([path]) => only.includes(path)) : [...files];
  return new Map(chosen.sort(([a], [b]) => (a < b ? -1 : 1)));
}

const hashFile = (path: string) =>
  new Promise<string>((resolve, reject) => {
    const hash = createHash('sha256');
    createReadStream(path)
      .on('data', (chunk) => hash.update(chunk))
      .on('end', () => resolve(hash.digest('hex')))
      .on('error', reject);
  });
