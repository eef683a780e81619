import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * What a web server's user could not read, or anyone but the owner could change, in these folders: each
 * folder that is not 755 and each file that is not 644, with its mode. Empty when a copy that keeps modes
 * (rsync -a, cp -a) stays readable. Also how many paths were looked at.
 */
export async function wrongModes(dirs: string[]): Promise<{ wrong: string[]; checked: number }> {
  const paths = (
    await Promise.all(
      dirs.map(async (dir) => [dir, ...(await readdir(dir, { recursive: true })).map((name) => join(dir, name))]),
    )
  ).flat();
  const wrong: string[] = [];
  for (const path of paths) {
    const entry = await stat(path);
    const mode = (entry.mode & 0o777).toString(8);
    if (mode !== (entry.isDirectory() ? '755' : '644')) wrong.push(`${path}: ${mode}`);
  }
  return { wrong, checked: paths.length };
}
