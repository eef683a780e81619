/**
 * Every entry the content editor offers saves as it was (issue 49; decisions.md: "Every entry the CMS opens
 * saves unchanged"). In Chromium, the CMS in its local mode (tests/support/cms.ts), over a copy of the
 * project with its own content/ built as of today: every file of every file collection, and the oldest and
 * newest article of each folder collection, as the configuration the build wrote (/admin/config.yml) lists
 * them, so a new record or article is covered with no change here.
 *
 * Each is saved without a change, in both languages. The CMS offers Save only once the form differs from
 * the file, so a space is typed at the end of a text, in English and in the Kiswahili beside it, which the
 * CMS trims as it saves (Sveltia CMS's draft/save/changes.js, `normalizeFieldValue`): the save then writes
 * the entry as the form read it. After each save, each of the entry's files was written, and reads, parsed
 * as the site parses it, as it did: quotes and the order of keys may change, a value's type may not
 * ("09:00" stays a string), and a translation saved unchanged is not marked anew. Then the saved files,
 * written into the copy, build with no warning the build before them did not give.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import type { CmsConfig, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { cmsRegExp, type Pattern } from '../../cms/fields';
import { FRONT_MATTER } from '../../content/lib/articles/article-file';
import { buildDate } from '../../content/lib/time/build-date';
import { closeContexts, workerBrowser } from '../support/browser';
import { filesBelow, openEditor, text, type Editor, type Files, type Language } from '../support/cms';
import { copyProject } from '../support/project-copy';
import { startServer } from '../support/server';

/** An entry as the CMS offers it. */
interface Entry {
  /** As the editor finds it: `Site-wide → Site`, `Blog posts → why-girls-leave-stem`. */
  name: string;
  /** Its address in the CMS. */
  hash: string;
  /** Its file in each language it has: English always, Kiswahili where it is translated. */
  files: Partial<Record<Language, string>>;
  fields: Field[];
}

/** A file's data as the site reads it: a record's YAML, or an article's front matter and body. */
function dataOf(path: string, contents: string): unknown {
  if (!path.endsWith('.md')) return parse(contents) as unknown;
  const frontMatter = FRONT_MATTER.exec(contents);
  if (!frontMatter) return { unreadable: contents };
  return { frontMatter: parse(frontMatter[1] ?? '') as unknown, body: contents.slice(frontMatter[0].length).trim() };
}

/** What differs between two values of a file's data, each by its path: `honorifics.Dr.: "Dr." became missing`. */
function differences(before: unknown, after: unknown, path = ''): string[] {
  if (isDeepStrictEqual(before, after)) return [];
  const isFields = (value: unknown): value is object => typeof value === 'object' && value !== null;
  if (isFields(before) && isFields(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      differences(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        path ? `${path}.${key}` : key,
      ),
    );
  }
  const said = (value: unknown) => (value === undefined ? 'missing' : JSON.stringify(value));
  if (typeof before === 'string' && typeof after === 'string' && before.length + after.length > 200) {
    // A long text (an article's body) by where it first differs.
    let at = 0;
    while (before[at] === after[at]) at += 1;
    const around = (text: string) => said(text.slice(Math.max(0, at - 40), at + 40));
    return [`${path}: at character ${at}, ${around(before)} became ${around(after)}`];
  }
  return [`${path || '(the whole file)'}: ${said(before)} became ${said(after)}`];
}

/** The file of a record or an article in a language, from the configuration's pattern (`content/home.{{locale}}.yml`). */
const fileIn = (pattern: string, language: Language) =>
  pattern.replace('.{{locale}}', language === 'Swahili' ? '.sw' : '');

/** Its files: English, and Kiswahili if the file is translated and the folder has its translation. */
const filesOf = (pattern: string, seeded: Files): Entry['files'] => ({
  English: fileIn(pattern, 'English'),
  ...(pattern.includes('{{locale}}') && seeded[fileIn(pattern, 'Swahili')]
    ? { Swahili: fileIn(pattern, 'Swahili') }
    : {}),
});

const fileEntries = (collection: FileCollection, seeded: Files): Entry[] =>
  collection.files.map((file) => ({
    name: `${collection.label} → ${file.label}`,
    hash: `#/collections/${collection.name}/entries/${file.name}`,
    files: filesOf(file.file, seeded),
    fields: file.fields,
  }));

/** A folder collection's oldest and newest articles, by their date (then their name). */
function folderEntries(collection: EntryCollection, seeded: Files): Entry[] {
  const extension = `.${collection.extension ?? 'md'}`;
  const articles = Object.keys(seeded)
    .filter(
      (path) =>
        path.startsWith(`${collection.folder}/`) && path.endsWith(extension) && !path.endsWith(`.sw${extension}`),
    )
    .map((path) => {
      const { frontMatter } = dataOf(path, text(seeded[path]!)) as { frontMatter?: { date?: string } };
      return { path, date: frontMatter?.date ?? '' };
    })
    .sort((a, b) => a.date.localeCompare(b.date) || a.path.localeCompare(b.path));
  const ends = [...new Set([articles[0], articles.at(-1)])].filter((article) => article !== undefined);
  return ends.map(({ path }) => {
    const slug = path.slice(collection.folder.length + 1, -extension.length);
    return {
      name: `${collection.label} → ${slug}`,
      hash: `#/collections/${collection.name}/entries/${slug}`,
      files: filesOf(`${collection.folder}/${slug}.{{locale}}${extension}`, seeded),
      fields: collection.fields,
    };
  });
}

/** The entries the configuration offers (see above). */
const entriesOf = (config: CmsConfig, seeded: Files): Entry[] =>
  (config.collections ?? []).flatMap((collection) =>
    'files' in collection ? fileEntries(collection, seeded) : folderEntries(collection as EntryCollection, seeded),
  );

/**
 * The labels of a text of the form, in `language`, that a space may be typed after and the form still
 * accepts: a line or a text area with a value, outside any list of fields (a list of texts' first item
 * will do), whose pattern takes the space too (the CMS counts a length trimmed); in Kiswahili, one that is
 * translated.
 */
function textToTouch(fields: Field[], data: unknown, language: Language): string[] | undefined {
  const values = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  for (const field of fields as (Field & Record<string, unknown>)[]) {
    if (field.widget === 'hidden' || (language === 'Swahili' && field.i18n === false)) continue;
    const label = String(field.label ?? field.name);
    const value = values[field.name];
    if (field.widget === 'object' && Array.isArray(field.fields)) {
      const inside = textToTouch(field.fields as Field[], value, language);
      if (inside) return [label, ...inside];
      continue;
    }
    const one = field.widget === 'list' ? (field.field as (Field & Record<string, unknown>) | undefined) : field;
    const written: unknown = field.widget === 'list' && Array.isArray(value) ? value[0] : value;
    if (!one || !['string', 'text'].includes(String(one.widget)) || one.type !== undefined) continue;
    if (typeof written !== 'string' || written.trim() === '') continue;
    if (one.pattern && !cmsRegExp(one.pattern as Pattern).test(`${written} `)) continue;
    return [label];
  }
  return undefined;
}

let copy: Awaited<ReturnType<typeof copyProject>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
let server: Awaited<ReturnType<typeof startServer>>;
let editor: Editor;
let seeded: Files;
let entries: Entry[];
/** What the build of the copy warned of before any save. */
let warningsBefore: string[];
/** When each file of the copy was written before any save (the origin-private folder's time). */
let writtenBefore: Record<string, number>;
const today = buildDate(undefined);
const timings: Record<string, number> = {};

/** The given files of the CMS's folder: their text and when each was last written. */
const readSaved = (paths: string[]) =>
  editor.page.evaluate(async (paths) => {
    const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle('repo');
    return Promise.all(
      paths.map(async (path) => {
        const parts = path.split('/');
        let dir = repo;
        for (const part of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(part);
        const file = await (await dir.getFileHandle(parts.at(-1)!)).getFile();
        return { path, contents: await file.text(), written: file.lastModified };
      }),
    );
  }, paths);

beforeAll(async () => {
  const started = performance.now();
  copy = await copyProject('cms-round-trip-', { live: true });
  const before = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist'), today });
  warningsBefore = before.warnings;
  timings.build = performance.now() - started;
  const config = parse(await readFile(join(copy.dir, 'dist/admin/config.yml'), 'utf8')) as CmsConfig;
  seeded = await filesBelow(copy.dir, 'content');
  entries = entriesOf(config, seeded);
  [server, browser] = await Promise.all([startServer(join(copy.dir, 'dist')), workerBrowser()]);
  editor = await openEditor(browser, server.url, seeded);
  const paths = entries.flatMap((entry) => Object.values(entry.files));
  writtenBefore = Object.fromEntries((await readSaved(paths)).map(({ path, written }) => [path, written]));
}, 180_000);

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  await copy?.remove();
});

/**
 * The form's side in `language`: the CMS names it "Edit ⁨English⁩ Content" (isolates around the name), and
 * the side of a record without a translation "Edit ⁨_default⁩ Content".
 */
const side = (language: Language) =>
  editor.page.getByRole('group', {
    name: new RegExp(`^Edit .(${language === 'English' ? 'English|_default' : language}). Content$`),
  });

/** Shows the form's side in `language` (the form opens on the side it was last on). */
async function showSide(language: Language) {
  if (await side(language).isVisible()) return;
  await editor.page
    .getByRole('group', { name: /^Edit .\w+. Content$/ })
    .getByRole('radio', { name: language })
    .click();
  await side(language).waitFor();
}

/** Types a space at the end of the text at `labels` on the `language` side. */
async function touch(language: Language, labels: string[]) {
  let scope = side(language);
  for (const label of labels) {
    scope = scope
      .getByRole('group', { name: new RegExp(`^“.${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.” Field$`) })
      .first();
    // The CMS draws a field's inputs once it scrolls into view.
    await scope.scrollIntoViewIfNeeded();
  }
  const box = scope.getByRole('textbox').first();
  await box.press('Control+End');
  await box.pressSequentially(' ');
  expect(await box.inputValue(), `${labels.join(' → ')} took the space`).toMatch(/ $/);
}

/** Saves the entry open; what the CMS refused, as its Validation panel lists it, if it did. */
async function save(): Promise<string | undefined> {
  const { page } = editor;
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  const refused = page.getByRole('button', { name: 'Show Errors' });
  // Saved, the CMS goes back to the collection's list; refused, it offers to show why.
  const outcomes = [
    page.waitForURL((url) => !url.hash.includes('/entries/'), { timeout: 20_000 }).then(() => 'saved' as const),
    refused.waitFor({ timeout: 20_000 }).then(() => 'refused' as const),
  ];
  // The other outcome's wait ends unheeded.
  for (const outcome of outcomes) outcome.catch(() => {});
  const outcome = await Promise.race(outcomes);
  if (outcome === 'saved') return undefined;
  await refused.click();
  const errors = await page.getByRole('group', { name: 'Validation' }).innerText();
  await leave();
  return errors.replace(/\s+/g, ' ').trim();
}

/** Leaves the entry open, if any, unsaved, for the next. */
async function leave() {
  const { page } = editor;
  const cancel = page.getByRole('button', { name: 'Cancel Editing' });
  if (!(await cancel.isVisible())) return;
  await cancel.click();
  const discard = page.getByRole('button', { name: /^Discard/ });
  if (await discard.isVisible({ timeout: 2_000 }).catch(() => false)) await discard.click();
}

/** A warning without the line it names, which a file the CMS wrote in its own layout may have moved. */
const withoutLine = (warning: string) => warning.replace(/, line \d+:/, ':');

/** Opens an entry, saves it without a change in each of its languages, and says what did not come back as it was. */
async function roundTrip(entry: Entry): Promise<string[]> {
  const { page } = editor;
  await page.evaluate((hash) => (location.hash = hash), entry.hash);
  const languages = Object.keys(entry.files) as Language[];
  for (const language of languages) {
    const file = entry.files[language]!;
    const data = dataOf(file, text(seeded[file]!)) as { frontMatter?: unknown };
    const labels = textToTouch(entry.fields, file.endsWith('.md') ? data.frontMatter : data, language);
    if (!labels) return [`${entry.name}: has no text on its ${language} side to save it by; teach this test one`];
    await showSide(language);
    await touch(language, labels);
  }
  const refused = await save();
  if (refused) return [`${entry.name}: the CMS refused to save it: ${refused}`];
  const saved = await readSaved(Object.values(entry.files));
  return saved.flatMap(({ path, contents, written }) => [
    ...(written > writtenBefore[path]! ? [] : [`${path}: was not written by the save of ${entry.name}`]),
    ...differences(dataOf(path, text(seeded[path]!)), dataOf(path, contents)).map(
      (difference) => `${path}: ${difference}`,
    ),
  ]);
}

describe('the content editor saves every entry as it was', () => {
  it(
    'saves every file of every file collection and each folder’s oldest and newest article unchanged, in both languages',
    { timeout: 600_000 },
    async () => {
      const started = performance.now();
      const problems: string[] = [];
      for (const entry of entries)
        problems.push(
          ...(await roundTrip(entry).catch(async (error: Error) => {
            await leave();
            return [`${entry.name}: ${error.message.split('\n')[0]}`];
          })),
        );
      timings.saves = performance.now() - started;
      const files = entries.flatMap((entry) => Object.values(entry.files));
      expect(problems).toEqual([]);
      // Every record and every translation of one were saved, and two articles of each folder.
      const records = Object.keys(seeded).filter((path) => /^content\/[^/]+\.yml$/.test(path));
      expect(records.length).toBeGreaterThan(50);
      expect(files).toEqual(expect.arrayContaining(records));
      expect(files.filter((path) => /^content\/[^/]+\/[^/]+\.md$/.test(path)).length).toBeGreaterThanOrEqual(6 * 2);
      console.log(
        `Saved ${entries.length} entries (${files.length} files) in ${(timings.saves / 1000).toFixed(0)} s; the copy was built in ${((timings.build ?? 0) / 1000).toFixed(0)} s`,
      );
    },
  );

  it('builds what it saved, with no warning the build before gave not', { timeout: 180_000 }, async () => {
    const started = performance.now();
    const saved = await editor.repository();
    const changed = Object.keys(saved).filter((path) => saved[path] !== seeded[path]);
    for (const path of changed) await writeFile(join(copy.dir, path), Buffer.from(saved[path]!, 'base64'));
    const { warnings } = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist'), today });
    const before = new Set(warningsBefore.map(withoutLine));
    expect(warnings.filter((warning) => !before.has(withoutLine(warning)))).toEqual([]);
    console.log(`Built the ${changed.length} files saved in ${((performance.now() - started) / 1000).toFixed(0)} s`);
  });
});
