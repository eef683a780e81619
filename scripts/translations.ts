/**
 * `npm run translations`: every translation and whether it is up to date with its English, as the build
 * sees it. `npm run translations -- --mark content/home.sw.ts content/blogs/x.sw.md` records, in each file
 * named, that it translates today's English (its `translationOf`): run it once the translation is updated.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { factWords } from '../content/facts';
import { englishHashOfArticle } from '../content/lib/articles';
import { hashOfEnglish } from '../content/lib/translate';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content');

/** Today's hash of the English a translation file translates. */
async function englishHash(translation: string): Promise<string> {
  if (translation.endsWith('.sw.md')) return englishHashOfArticle(translation.replace(/\.sw\.md$/, '.md'), factWords);
  const mod = (await import(pathToFileURL(translation.replace(/\.sw\.ts$/, '.ts')).href)) as { default: unknown };
  return hashOfEnglish(mod.default);
}

/** What a translation file says it translates. */
async function recorded(translation: string): Promise<string> {
  const text = await readFile(translation, 'utf8');
  const found = translation.endsWith('.md')
    ? /^translationOf:\s*'?([0-9a-f]*)'?\s*$/m.exec(text)
    : /^export const translationOf = '([0-9a-f]*)';$/m.exec(text);
  return found?.[1] ?? '';
}

async function mark(translation: string, hash: string) {
  const text = await readFile(translation, 'utf8');
  const updated = translation.endsWith('.md')
    ? /^translationOf:/m.test(text)
      ? text.replace(/^translationOf:.*$/m, `translationOf: '${hash}'`)
      : text.replace(/^---\n/, `---\ntranslationOf: '${hash}'\n`)
    : text.replace(/^export const translationOf = '[0-9a-f]*';$/m, `export const translationOf = '${hash}';`);
  if (updated === text && !text.includes(hash))
    throw new Error(`${relative(root, translation)}: found no translationOf to set`);
  await writeFile(translation, updated);
}

const entries = await readdir(contentDir, { recursive: true });
const translations = entries
  .filter((name) => /\.sw\.(ts|md)$/.test(name))
  .map((name) => join(contentDir, name))
  .sort();
const [flag, ...named] = process.argv.slice(2);
if (flag === '--mark') {
  for (const file of named) {
    const path = join(root, file);
    if (!translations.includes(path)) throw new Error(`${file}: not a translation (content/<name>.sw.ts or .sw.md)`);
    await mark(path, await englishHash(path));
    console.log(`${file}: marked as translating today's English`);
  }
} else {
  for (const path of translations) {
    const [now, was] = await Promise.all([englishHash(path), recorded(path)]);
    const state = was === now ? 'up to date' : was ? 'OUT OF DATE: the English changed since' : 'never marked';
    console.log(`${relative(root, path)}: ${state}`);
  }
}
