import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sourceDirs } from '../../build';

const root = join(import.meta.dirname, '../..');

/** Where the frozen copy of the spec's content is (content/lib/records/content-folder.ts). */
const fixtureContent = join(root, 'tests/fixtures/content');

/**
 * A copy of the project's sources, with the real node_modules, for tests that change files on purpose. Its
 * content is the frozen copy of the spec's content, laid over the schemas in content/, so that the tests
 * that build it, and the records they import, read the same content, whatever an editor has changed; with
 * `live`, content/ as it is, for a test of what any valid content must pass (the content editor's round trip).
 */
export async function copyProject(prefix: string, { live = false }: { live?: boolean } = {}) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await Promise.all(
    [...sourceDirs, 'package.json'].map((name) => cp(join(root, name), join(dir, name), { recursive: true })),
  );
  const content = join(dir, 'content');
  if (!live) {
    const data = (await readdir(content)).filter((name) => !['lib', 'sw'].includes(name) && !name.endsWith('.ts'));
    await Promise.all(data.map((name) => rm(join(content, name), { recursive: true })));
    await cp(fixtureContent, content, { recursive: true });
  }
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
      const files = (slug: string) =>
        [join(dir, 'content', folder, `${slug}.md`), join(dir, 'content', folder, `${slug}.sw.md`)] as const;
      const [english, sw] = files(before);
      const [englishText, swText] = await Promise.all([readFile(english, 'utf8'), readFile(sw, 'utf8')]);
      await Promise.all(files(before).map((file) => rm(file)));
      const [renamedEnglish, renamedSw] = files(after);
      await Promise.all([
        writeFile(renamedEnglish, englishText.replace(/^---\n/, `---\nformerSlugs: [${before}]\n`)),
        writeFile(renamedSw, swText),
      ]);
      return async () => {
        await Promise.all(files(after).map((file) => rm(file)));
        await Promise.all([writeFile(english, englishText), writeFile(sw, swText)]);
      };
    },
    remove: () => rm(dir, { recursive: true, force: true }),
  };
}
