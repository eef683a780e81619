/**
 * `npm run translations`: every translation and whether it is up to date with its English, as the build
 * sees it. `npm run translations -- --mark content/home.sw.yml content/blogs/x.sw.md` records, in each file
 * named, that it translates today's English (its `translationOf`): run it once the translation is updated.
 * An editor working in the CMS needs neither: saving a translation there marks it (cms/translation-of.ts).
 * With SITE_CONTENT=tests/fixtures/content it lists and marks the fixture's translations, named as the build
 * names them (content/home.sw.yml).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { englishHashOfArticle, ownHashOfArticle } from '../content/lib/articles/article-file';
import { CONTENT_FOLDER } from '../content/lib/records/content-folder';
import { readYamlFile } from '../content/lib/records/records';
import { hashOfWords } from '../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF, withoutTranslationFields } from '../content/lib/words/translation-fields';
import { wordTreeFor } from '../content/lib/words/words';

const contentDir = join(import.meta.dirname, '..', 'content');
/** A translation's name as the build gives it, whichever folder of content is read. */
const named = (path: string) => `content/${relative(CONTENT_FOLDER, path)}`;

/** The schema a content module exports by this name. */
async function schemaOf(name: string, exported: 'schema' | 'articleSchema'): Promise<z.ZodType> {
  const mod = (await import(join(contentDir, `${name}.ts`))) as Partial<Record<typeof exported, z.ZodType>>;
  const schema = mod[exported];
  if (!schema) throw new Error(`content/${name}.ts: exports no ${exported}`);
  return schema;
}

/** A translation's words and what they translate: its schema's word tree and the files behind it. */
async function translationOf(translation: string) {
  const file = named(translation);
  const [, folder, slug] = /^content\/([a-z0-9-]+)\/([a-z0-9-]+)\.sw\.md$/.exec(file) ?? [];
  if (folder !== undefined && slug !== undefined) {
    const words = wordTreeFor(await schemaOf(folder, 'articleSchema'));
    return {
      english: englishHashOfArticle(folder, `${slug}.md`, words),
      own: ownHashOfArticle(folder, `${slug}.sw.md`, words),
    };
  }
  const name = file.replace(/^content\/|\.sw\.yml$/g, '');
  const words = wordTreeFor(await schemaOf(name, 'schema'));
  return {
    english: hashOfWords(readYamlFile(`content/${name}.yml`).data, words),
    own: hashOfWords(withoutTranslationFields(readYamlFile(file).data), words),
  };
}

/** What a translation file says it translates. */
async function recorded(translation: string): Promise<string> {
  const text = await readFile(translation, 'utf8');
  return new RegExp(`^${TRANSLATION_OF}:\\s*'?([0-9a-f]*)'?\\s*$`, 'm').exec(text)?.[1] ?? '';
}

/** Sets a translation's fields about itself (content/lib/words/translate.ts), at the top of the file or its front matter. */
async function mark(translation: string, fields: Record<string, string>) {
  let text = await readFile(translation, 'utf8');
  for (const [name, value] of Object.entries(fields).reverse()) {
    const line = new RegExp(`^${name}:.*$`, 'm');
    const field = `${name}: '${value}'`;
    if (line.test(text)) text = text.replace(line, field);
    else if (translation.endsWith('.md')) text = text.replace(/^---\r?\n/, `---\n${field}\n`);
    else text = `${field}\n${text}`;
  }
  await writeFile(translation, text);
}

const entries = await readdir(CONTENT_FOLDER, { recursive: true });
const translations = entries
  .filter((name) => /\.sw\.(yml|md)$/.test(name))
  .map((name) => join(CONTENT_FOLDER, name))
  .sort();
const [flag, ...files] = process.argv.slice(2);
if (flag === '--mark') {
  for (const file of files) {
    const path = join(CONTENT_FOLDER, file.replace(/^content\//, ''));
    if (!translations.includes(path)) throw new Error(`${file}: not a translation (content/<name>.sw.yml or .sw.md)`);
    const { english, own } = await translationOf(path);
    await mark(path, { [TRANSLATION_OF]: english, [TRANSLATION_HASH]: own });
    console.log(`${file}: marked as translating today's English`);
  }
} else {
  for (const path of translations) {
    const [{ english: now }, was] = await Promise.all([translationOf(path), recorded(path)]);
    const state = was === now ? 'up to date' : was ? 'OUT OF DATE: the English changed since' : 'never marked';
    console.log(`${named(path)}: ${state}`);
  }
}
