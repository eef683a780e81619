/**
 * `npm run translations`: every translation and whether it is up to date with its English, as the build
 * sees it: each article, each record's own words, and each item of a record's lists (an event, a tier, a
 * person: content/lib/words/translation-items.ts). `npm run translations -- --mark content/home.sw.yml
 * content/blogs/x.sw.md` records, in each file named, that it translates today's English (its own
 * `translationOf`, and each item's): run it once the translation is updated. An editor working in the CMS
 * needs neither: saving a translation there marks what it changed (cms/translation-of.ts).
 * `SITE_CONTENT=tests/fixtures/content` works on the frozen fixture instead of content/.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { isMap, Pair, parseDocument, Scalar } from 'yaml';
import type { z } from 'zod';
import { englishHashOfArticle, ownHashOfArticle } from '../content/lib/articles/article-file';
import { CONTENT_FOLDER } from '../content/lib/records/content-folder';
import { readYamlFile } from '../content/lib/records/records';
import { hashOfRecordWords, shortHash } from '../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF, withoutTranslationFields } from '../content/lib/words/translation-fields';
import {
  itemLists,
  itemOwnText,
  itemProblems,
  itemSourceText,
  valueAt,
  withoutItems,
} from '../content/lib/words/translation-items';
import { ownWordsText, pathText, wordTreeFor, type WordTree } from '../content/lib/words/words';

const root = join(import.meta.dirname, '..');
const codeDir = join(root, 'content');

/** The schema a content module exports by this name. */
async function schemaOf(name: string, exported: 'schema' | 'articleSchema'): Promise<z.ZodType> {
  const mod = (await import(join(codeDir, `${name}.ts`))) as Partial<Record<typeof exported, z.ZodType>>;
  const schema = mod[exported];
  if (!schema) throw new Error(`content/${name}.ts: exports no ${exported}`);
  return schema;
}

/** A record's translation, its English, and where its words are. */
interface RecordTranslation {
  kind: 'record';
  english: Record<string, unknown>;
  own: Record<string, unknown>;
  words: WordTree | undefined;
}

/** An article's translation: the hashes of its English and of its own words (an article is one item). */
interface ArticleTranslation {
  kind: 'article';
  english: string;
  own: string;
}

/** A translation file (content/<name>.sw.yml, content/<folder>/<slug>.sw.md) as `content/…` from the content folder. */
const nameOf = (path: string) => `content/${relative(CONTENT_FOLDER, path)}`;

async function translationOf(path: string): Promise<RecordTranslation | ArticleTranslation> {
  const file = nameOf(path);
  const [, folder, slug] = /^content\/([a-z0-9-]+)\/([a-z0-9-]+)\.sw\.md$/.exec(file) ?? [];
  if (folder !== undefined && slug !== undefined) {
    const words = wordTreeFor(await schemaOf(folder, 'articleSchema'));
    return {
      kind: 'article',
      english: englishHashOfArticle(folder, `${slug}.md`, words),
      own: ownHashOfArticle(folder, `${slug}.sw.md`, `${slug}.md`, words),
    };
  }
  const name = file.replace(/^content\/|\.sw\.yml$/g, '');
  return {
    kind: 'record',
    english: readYamlFile(`content/${name}.yml`).data,
    own: readYamlFile(file).data,
    words: wordTreeFor(await schemaOf(name, 'schema')),
  };
}

/** A hash as the files write it: in quotes, so that one of digits alone stays text. */
const quoted = (hash: string) => Object.assign(new Scalar(hash), { type: Scalar.QUOTE_SINGLE });

/** Sets a map's fields about its translation, first in it, keeping the rest of the file as it is written. */
function markMap(map: unknown, marks: Record<string, string>) {
  if (!isMap(map)) return;
  for (const [key, value] of Object.entries(marks).reverse()) {
    const pair = map.items.find((item) => (item.key as Scalar | undefined)?.value === key);
    if (pair) pair.value = quoted(value);
    else map.items.unshift(new Pair(new Scalar(key), quoted(value)));
  }
}

/** Marks a record's translation, its own words and each of its items, as translating today's English. */
async function markRecord(path: string, { english, own, words }: RecordTranslation) {
  const doc = parseDocument(await readFile(path, 'utf8'));
  markMap(doc.contents, {
    [TRANSLATION_HASH]: shortHash(ownWordsText(withoutTranslationFields(own), english, withoutItems(words))),
    [TRANSLATION_OF]: hashOfRecordWords(english, words),
  });
  for (const list of itemLists(english, words)) {
    const items = valueAt(english, list.path);
    const translated = valueAt(own, list.path);
    if (!Array.isArray(items) || !Array.isArray(translated)) continue;
    translated.forEach((item, i) => {
      if (i >= items.length) return;
      markMap(doc.getIn([...list.path, i], true), {
        [TRANSLATION_HASH]: shortHash(itemOwnText(item, items[i], list.items)),
        [TRANSLATION_OF]: shortHash(itemSourceText(items[i], list.items)),
      });
    });
  }
  await writeFile(path, doc.toString({ lineWidth: 0 }));
}

/** Sets an article translation's fields about itself, at the top of its front matter. */
async function markArticle(path: string, fields: Record<string, string>) {
  let text = await readFile(path, 'utf8');
  for (const [name, value] of Object.entries(fields).reverse()) {
    const line = new RegExp(`^${name}:.*$`, 'm');
    const field = `${name}: '${value}'`;
    text = line.test(text) ? text.replace(line, field) : text.replace(/^---\r?\n/, `---\n${field}\n`);
  }
  await writeFile(path, text);
}

/** What `npm run translations` says of a translation: one line for it, and one for each item out of date. */
function stateOf(path: string, translation: RecordTranslation | ArticleTranslation, text: string): string[] {
  const was = new RegExp(`^${TRANSLATION_OF}:\\s*'?([0-9a-f]*)'?\\s*$`, 'm').exec(text)?.[1] ?? '';
  const now =
    translation.kind === 'article' ? translation.english : hashOfRecordWords(translation.english, translation.words);
  const state = was === now ? 'up to date' : was ? 'OUT OF DATE: the English changed since' : 'never marked';
  const lines = [`${nameOf(path)}: ${state}`];
  if (translation.kind === 'record')
    for (const list of itemLists(translation.english, translation.words)) {
      const [items, translated] = [valueAt(translation.english, list.path), valueAt(translation.own, list.path)];
      if (!Array.isArray(items) || !Array.isArray(translated)) continue;
      for (const [i, problem] of itemProblems(items, translated, list.items, shortHash))
        lines.push(`  ${pathText([...list.path, i])}: OUT OF DATE (${problem.kind})`);
    }
  return lines;
}

const entries = await readdir(CONTENT_FOLDER, { recursive: true });
const translations = entries
  .filter((name) => /\.sw\.(yml|md)$/.test(name))
  .map((name) => join(CONTENT_FOLDER, name))
  .sort();
const [flag, ...named] = process.argv.slice(2);
if (flag === '--mark') {
  for (const file of named) {
    // Named from the project (`tests/fixtures/content/home.sw.yml`) or, as the listing names it, from content/.
    const path = resolve(file).startsWith(`${CONTENT_FOLDER}/`)
      ? resolve(file)
      : join(CONTENT_FOLDER, file.replace(/^content\//, ''));
    if (!translations.includes(path)) throw new Error(`${file}: not a translation (content/<name>.sw.yml or .sw.md)`);
    const translation = await translationOf(path);
    if (translation.kind === 'article')
      await markArticle(path, { [TRANSLATION_OF]: translation.english, [TRANSLATION_HASH]: translation.own });
    else await markRecord(path, translation);
    console.log(`${file}: marked as translating today's English`);
  }
} else {
  for (const path of translations) {
    const lines = stateOf(path, await translationOf(path), await readFile(path, 'utf8'));
    console.log(lines.join('\n'));
  }
}
