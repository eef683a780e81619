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
    /**
     * Renames an article as an editor does (`content/blogs/<before>.md` and its translation become
     * `<after>.md` and `<after>.sw.md`), listing its old name in `formerSlugs`; the returned function puts
     * it back.
     */
    async renameArticle(folder: string, before: string, after: string) {
      const files = (slug: string) => ['.md', '.sw.md'].map((ext) => join(dir, 'content', folder, slug + ext));
      const texts = await Promise.all(files(before).map((file) => readFile(file, 'utf8')));
      await Promise.all(files(before).map((file) => rm(file)));
      const renamed = [texts[0].replace(/^---\n/, `---\nformerSlugs: [${before}]\n`), texts[1]];
      await Promise.all(files(after).map((file, i) => writeFile(file, renamed[i])));
      return async () => {
        await Promise.all(files(after).map((file) => rm(file)));
        await Promise.all(files(before).map((file, i) => writeFile(file, texts[i])));
      };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
