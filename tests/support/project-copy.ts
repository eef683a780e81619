import { cp, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceDirs } from '../../build';

const root = join(import.meta.dirname, '../..');

/** A copy of the project's sources, with the real node_modules, for tests that change files on purpose. */
export async function copyProject(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await Promise.all(sourceDirs.map((name) => cp(join(root, name), join(dir, name), { recursive: true })));
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  return {
    dir,
    /** Changes a file of the copy; the returned function puts it back. */
    async edit(file: string, change: (text: string) => string) {
      const path = join(dir, file);
      const original = await readFile(path, 'utf8');
      await writeFile(path, change(original));
      return () => writeFile(path, original);
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
