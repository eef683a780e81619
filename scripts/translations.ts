/**
 * `npm run translations`: every translation and whether it is up to date with its English, as the build
 * sees it. `npm run translations -- --mark content/home.sw.yml content/blogs/x.sw.md` records, in each file
 * named, that it translates today's English (its `translationOf`): run it once the translation is updated.
 * An editor working in the CMS needs neither: saving a translation there marks it (cms/translation-of.ts).
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { englishHashOfArticle } from '../content/lib/articles';
import { readYamlFile } from '../content/lib/records';
import { hashOfEnglish, TRANSLATION_OF } from '../content/lib/translate';
import { jsonSchemaOf } from '../content/lib/words';

const root = join(import.meta.dirname, '..');
const contentDir = join(root, 'content');

/** The schema a content module exports by this name. */
async function schemaOf(name: string, exported: 'schema' | 'articleSchema'): Promise<z.ZodType> {
  const mod = (await import(join(contentDir, `${name}.ts`))) as Record<string, z.ZodType>;
  return mod[exported];
}

/** Today's hash of the English a translation file translates. */
async function englishHash(translation: string): Promise<string> {
  const file = relative(root, translation);
  const article = /^content\/([a-z0-9-]+)\/([a-z0-9-]+)\.sw\.md$/.exec(file);
  if (article) return englishHashOfArticle(article[1], `${article[2]}.md`, await schemaOf(article[1], 'articleSchema'));
  const name = file.replace(/^content\/|\.sw\.yml$/g, '');
  return hashOfEnglish(readYamlFile(`content/${name}.yml`).data, jsonSchemaOf(await schemaOf(name, 'schema')));
}

/** What a translation file says it translates. */
async function recorded(translation: string): Promise<string> {
  const text = await readFile(translation, 'utf8');
  return new RegExp(`^${TRANSLATION_OF}:\\s*'?([0-9a-f]*)'?\\s*$`, 'm').exec(text)?.[1] ?? '';
}

async function mark(translation: string, hash: string) {
  const text = await readFile(translation, 'utf8');
  const line = new RegExp(`^${TRANSLATION_OF}:.*$`, 'm');
  const field = `${TRANSLATION_OF}: '${hash}'`;
  let updated: string;
  if (line.test(text)) updated = text.replace(line, field);
  else if (translation.endsWith('.md')) updated = text.replace(/^---\r?\n/, `---\n${field}\n`);
  else updated = `${field}\n${text}`;
  await writeFile(translation, updated);
}

const entries = await readdir(contentDir, { recursive: true });
const translations = entries
  .filter((name) => /\.sw\.(yml|md)$/.test(name))
  .map((name) => join(contentDir, name))
  .sort();
const [flag, ...named] = process.argv.slice(2);
if (flag === '--mark') {
  for (const file of named) {
    const path = join(root, file);
    if (!translations.includes(path)) throw new Error(`${file}: not a translation (content/<name>.sw.yml or .sw.md)`);
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
