import { createHash } from 'node:crypto';
import { LANG, translationFile } from './language';

/**
 * Translations sit beside the English they translate: `content/home.sw.ts` beside `content/home.ts`, and
 * `content/blogs/<slug>.sw.md` beside `content/blogs/<slug>.md`. A translation holds only the words: the
 * Kiswahili build lays it over the English record (objects by key, lists item by item), so pictures,
 * links, dates and figures are written once, in English, and both editions follow them.
 *
 * Each translation records which English it translated (`translationOf`, a hash of the English words).
 * When the English changes, the hash no longer matches and the build warns that the translation is out of
 * date. Where there is no translation yet, the Kiswahili page shows the English, marked as English.
 */

/** A translation of a record of type T: any of its words, lists as long as the English ones. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer E)[]
    ? Translation<E>[]
    : T extends object
      ? { [K in keyof T]?: Translation<T[K]> }
      : never;

/**
 * English shown in the Kiswahili edition because it has no translation yet is wrapped in these two
 * private-use characters; the build turns them into `<span lang="en">` in text and drops them elsewhere
 * (build.ts, `markFallbacks`).
 */
export const ENGLISH_START = '\uE000';
export const ENGLISH_END = '\uE001';

/** Text without those marks, where nothing can say what is English: a title, an attribute, a feed. */
export const withoutEnglishMarks = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/** Text for markup written as a string (a feed, a slot the build fills): no marks, and `& < > "` escaped. */
export const escapeMarkup = (text: string) =>
  withoutEnglishMarks(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Keys whose values are not words on the page but names the code uses: links, files, ids, dates. */
const NOT_WORDS = new Set([
  'href',
  'src',
  'url',
  'slug',
  'id',
  'icon',
  'tone',
  'color',
  'type',
  'kind',
  'category',
  'date',
  'from',
  'to',
  'videoId',
  'email',
  'phone',
  'network',
  'action',
  'file',
  'body',
]);

/** Whether a string is words a reader reads (and so a translator translates), not a link, date or figure. */
function isWords(key: string, value: string): boolean {
  return !NOT_WORDS.has(key) && !/^(\/|#|https?:|mailto:|tel:)/.test(value) && /\p{L}{2}/u.test(value);
}

/** An article read from its own Markdown file, which is translated in a file of its own. */
const isArticle = (value: object) => /\.md$/.test(String((value as { file?: unknown }).file));

/** Every string of words in a record with where it is (`hero.title`, `stats[2].label`), in order. */
export function wordsOf(record: unknown, path = '', key = ''): [string, string][] {
  if (typeof record === 'string') return isWords(key, record) ? [[path, record]] : [];
  if (Array.isArray(record)) return record.flatMap((item, i) => wordsOf(item, `${path}[${i}]`, key));
  if (typeof record === 'object' && record !== null && !isArticle(record))
    return Object.entries(record).flatMap(([k, v]) => wordsOf(v, path ? `${path}.${k}` : k, k));
  return [];
}

/** What a translation's `translationOf` must say to be up to date: a short hash of the English words. */
export function hashOfEnglish(record: unknown, body = ''): string {
  return createHash('sha256')
    .update(JSON.stringify(wordsOf(record)) + body)
    .digest('hex')
    .slice(0, 12);
}

/** What laying a translation over its English found: what does not fit, and what it leaves in English. */
export interface OverlayResult {
  /** Parts of the translation with no place in the English: they stop the build. */
  problems: string[];
  /** Items of English lists the translation does not reach yet (a new photo): shown in English, marked. */
  untranslated: string[];
}

/**
 * Lays a translation over the English record, in place: objects by key, lists item by item. An English
 * list longer than its translation (an item added since) keeps its new items in English, marked as such.
 */
export function overlay(english: unknown, translation: unknown, path = ''): OverlayResult {
  const result: OverlayResult = { problems: [], untranslated: [] };
  overlayObject(english, translation, path, result);
  return result;
}

function overlayObject(english: unknown, translation: unknown, path: string, result: OverlayResult) {
  if (typeof translation !== 'object' || translation === null || Array.isArray(translation)) {
    result.problems.push(`${path || 'the translation'}: must be fields (name: value), as in the English`);
    return;
  }
  const target = english as Record<string, unknown>;
  for (const [key, value] of Object.entries(translation)) {
    const here = path ? `${path}.${key}` : key;
    if (typeof target !== 'object' || target === null || !(key in target))
      result.problems.push(`${here}: is not in the English`);
    else overlayValue(target, key, value, here, result);
  }
}

function overlayValue(
  target: Record<string | number, unknown>,
  key: string | number,
  value: unknown,
  here: string,
  result: OverlayResult,
) {
  const english = target[key];
  if (typeof value === 'string') {
    if (typeof english === 'string') target[key] = value;
    else result.problems.push(`${here}: the English here is not words`);
  } else if (Array.isArray(value)) {
    if (!Array.isArray(english)) result.problems.push(`${here}: the English here is not a list`);
    else if (value.length > english.length)
      result.problems.push(
        `${here}: has ${value.length} items where the English has ${english.length}; translate each item in its place`,
      );
    else {
      const list = english as unknown[] as Record<number, unknown>;
      value.forEach((item: unknown, i) => overlayValue(list, i, item, `${here}[${i}]`, result));
      for (let i = value.length; i < english.length; i++) {
        english[i] = markEnglish(english[i], String(key));
        result.untranslated.push(`${here}[${i}]`);
      }
    }
  } else if (typeof value === 'object' && value !== null) overlayObject(english, value, here, result);
  else result.problems.push(`${here}: only words are translated; ${JSON.stringify(value)} comes from the English`);
}

/** Marks, in place, every string of words in an untranslated record as English (see ENGLISH_START). */
export function markEnglish(record: unknown, key = ''): unknown {
  if (typeof record === 'string') return isWords(key, record) ? ENGLISH_START + record + ENGLISH_END : record;
  if (Array.isArray(record)) record.forEach((item, i) => (record[i] = markEnglish(item, key)));
  else if (typeof record === 'object' && record !== null && !isArticle(record))
    for (const [k, v] of Object.entries(record)) (record as Record<string, unknown>)[k] = markEnglish(v, k);
  return record;
}

/** A copy of a record without the English marks, to check it against its schema as it was written. */
export function unmarked<T>(record: T): T {
  return JSON.parse(withoutEnglishMarks(JSON.stringify(record))) as T;
}

/** Translations that are missing or out of date, found while the Kiswahili edition loads: the build prints them. */
export const translationWarnings: string[] = [];

/** A content file's translation module: its words and the English they translate. */
export interface TranslationModule {
  default?: unknown;
  translationOf?: string;
}

/**
 * Puts a content file's record into the Kiswahili edition, in place: its translation laid over it, or,
 * with none, the English marked as English. The build calls this on each content file of that edition.
 */
export function translateRecord(file: string, record: unknown, translation: TranslationModule | undefined) {
  const swFile = translationFile(file, LANG);
  if (!translation) {
    translationWarnings.push(`${swFile}: no translation yet; the Kiswahili pages show this file's English`);
    markEnglish(record);
    return;
  }
  // Whether it is up to date is for the build to say, which has the English edition's records: this
  // record may hold words of others, which are already in Kiswahili here.
  recordTranslations[file] = translation.translationOf ?? '';
  report(swFile, overlay(record, translation.default));
}

/** Translations that do not fit their English (a field it lacks, a list of another length): they stop the build. */
export const translationProblems: string[] = [];

/** Records what laying a translation over its English found, by the translation's file. */
export function report(swFile: string, { problems, untranslated }: OverlayResult) {
  translationProblems.push(...problems.map((problem) => `${swFile}: ${problem}`));
  if (untranslated.length > 0)
    translationWarnings.push(
      `${swFile}: ${untranslated.join(', ')}: added to the English since, with no translation yet; shown in English`,
    );
}

/** Each translated content file's `translationOf`, by the content file: `content/home.ts`. */
export const recordTranslations: Record<string, string> = {};

/** The warning for a translation made from other English than today's (or that does not say which). */
export function outdated(swFile: string, translationOf: string | undefined, now: string): string[] {
  if (translationOf === now) return [];
  return [
    translationOf
      ? `${swFile}: the English changed after this translation (translationOf '${translationOf}', the English is now '${now}'); update the translation, then run npm run translations -- --mark ${swFile}`
      : `${swFile}: says no translationOf; once it translates today's English, run npm run translations -- --mark ${swFile}`,
  ];
}

/** Warns when an article's translation was made from other English than today's. */
export function checkUpToDate(swFile: string, translationOf: string | undefined, now: string) {
  translationWarnings.push(...outdated(swFile, translationOf, now));
}
