import { contentWarning, type ContentWarning } from '../records/content-warning';
import { TRANSLATION_FIELDS } from './translation-fields';
import { hasWords, isWordsAt, pathText, subtree, type Path, type WordTree } from './words';

/**
 * Translations sit beside the English they translate: `content/home.sw.yml` beside `content/home.yml`, and
 * `content/blogs/<slug>.sw.md` beside `content/blogs/<slug>.md`. A translation holds only the words: the
 * Kiswahili edition lays it over the English record (objects by key, lists item by item), so pictures,
 * links, dates and figures are written once, in English, and both editions follow them. Which values are
 * words is the record's schema's to say (content/lib/words/words.ts).
 *
 * Each translation records which English it translated (`translationOf`, a hash of the English words as
 * written, `{{placeholders}}` and all). When the English words change, the hash no longer matches and the
 * build warns that the translation is out of date; a figure changed in content/facts.yml changes no words
 * (the hash: content/lib/words/translation-hash.ts).
 * Where there is no translation yet, the Kiswahili page shows the English, marked as English.
 */

/**
 * English shown in the Kiswahili edition because it has no translation yet is wrapped in these two
 * private-use characters; the build turns them into `<span lang="en">` in text and drops them elsewhere
 * (components/jsx/english-marks.ts, as each element is made).
 */
export const ENGLISH_START = '\uE000';
export const ENGLISH_END = '\uE001';

/** Text without those marks, where nothing can say what is English: a title, an attribute, a feed. */
export const withoutEnglishMarks = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/** Text for markup written as a string (a feed, a slot the build fills): no marks, and `& < > "` escaped. */
export const escapeMarkup = (text: string) =>
  withoutEnglishMarks(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A part of a translation that does not fit its English, at `path` of the translation. */
export interface TranslationProblem {
  path: Path;
  message: string;
  /** What the translation says there. */
  written: unknown;
  /** A value that is not words, which the translation gives otherwise than the English. */
  notWords?: true;
  /** Words where the English has none (an optional text emptied in the English after it was translated). */
  noEnglish?: true;
}

/** What laying a translation over its English found: what does not fit, and what it leaves in English. */
export interface OverlayResult {
  /** Parts of the translation with no place in the English, or that change what is not words: they stop the build. */
  problems: TranslationProblem[];
  /** Items of English lists the translation does not reach yet (a new photo): shown in English, marked. */
  untranslated: string[];
  /**
   * Items of a translated list that are out of step with the English in their place (an item was added
   * above them, or moved, in the English alone): what is not words is another English item's. Shown in
   * English, marked.
   */
  outOfStep: string[];
  /**
   * Values of a translated list's items that are not words and that the translation sets otherwise than
   * the English, and no other English item has (`href: /evil/`): ignored, the English's kept, and each
   * named (`comesFromEnglish`), since the item is not out of step.
   */
  ignored: TranslationProblem[];
}

/** What a translation is told of a value it sets that is not words (`ignored`): it comes from the English file. */
export const comesFromEnglish = (englishFile: string) =>
  `is not words, so it comes from the English (${englishFile}): remove it here`;

/** What a translation is told of a value the build ignored (`ignored`). */
export const ignoredMessage = ({ noEnglish, message }: TranslationProblem, englishFile: string) =>
  noEnglish ? message : comesFromEnglish(englishFile);

/**
 * Words a translation gives where the English leaves the text out or empty: the content editor keeps a
 * translated text when its English is emptied (a copied event's email subject, emptied to follow its
 * title), so the page leaves it out in both editions, and the translation is told to.
 */
const NO_ENGLISH = 'says what the English leaves empty, so the Kiswahili page leaves it out too: empty it here';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether an item holds what a misfit found in the translation's item, at the same place below the item (`from` keys down). */
const holds = (item: unknown, misfit: TranslationProblem, from: number) =>
  misfit.path
    .slice(from)
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined,
      item,
    ) === misfit.written;

const shown = (value: unknown) => (typeof value === 'string' ? `"${value}"` : JSON.stringify(value));

/**
 * Lays a translation over the English record, in place: objects by key, lists item by item. Words replace
 * the English; anything else may be repeated as it is (the CMS copies what is not translated) but never
 * changed. An English list longer than its translation (an item added since) keeps its new items in
 * English, marked as such.
 */
export function overlay(english: unknown, translation: unknown, tree: WordTree | undefined): OverlayResult {
  const result: OverlayResult = { problems: [], untranslated: [], outOfStep: [], ignored: [] };
  const problem = (path: Path, message: string, written?: unknown, notWords?: true) =>
    result.problems.push({ path, message, written, ...(notWords ? { notWords } : {}) });
  /** Whether `value`, at `path` where the English has nothing, is words, and if so says so (`NO_ENGLISH`). */
  const withoutEnglish = (path: Path, value: unknown) => {
    if (!hasWords(path.reduce(subtree, tree)) || value === '') return false;
    result.ignored.push({ path, message: NO_ENGLISH, written: value, noEnglish: true });
    return true;
  };

  const walk = (target: Record<string | number, unknown>, key: string | number, value: unknown, path: Path) => {
    const now = target[key];
    if (typeof value === 'string' && typeof now === 'string') {
      if (value === now) return;
      if (now === '' && withoutEnglish(path, value)) return;
      if (isWordsAt(tree, path)) target[key] = value;
      // The CMS may write an empty value for a field it copies from the English: it says nothing.
      else if (value === '') return;
      else
        problem(
          path,
          `is not words but comes from the English, which says ${shown(now)}: leave it out of the translation (or change it in the English)`,
          value,
          true,
        );
    } else if (Array.isArray(value)) {
      if (!Array.isArray(now)) return problem(path, 'is a list here, but not in the English');
      const items: unknown[] = now;
      if (value.length > items.length)
        return problem(
          path,
          `has ${value.length} items where the English has ${items.length}; translate each item in its place`,
        );
      value.forEach((item: unknown, i) => {
        const before = result.problems.length;
        const english = structuredClone(items[i]);
        walk(items as unknown as Record<number, unknown>, i, item, [...path, i]);
        const misfits = result.problems.slice(before);
        if (misfits.length === 0 || !misfits.every((misfit) => misfit.notWords)) return;
        result.problems.length = before;
        // Its codes and links are another item's: the item is out of step with the English, not changing it.
        if (items.some((other, j) => j !== i && misfits.every((misfit) => holds(other, misfit, path.length + 1)))) {
          items[i] = markEnglish(english, [...path, i].reduce(subtree, tree));
          result.outOfStep.push(pathText([...path, i]));
        } else result.ignored.push(...misfits);
      });
      for (let i = value.length; i < items.length; i++) {
        items[i] = markEnglish(items[i], [...path, i].reduce(subtree, tree));
        result.untranslated.push(pathText([...path, i]));
      }
    } else if (isObject(value)) {
      if (!isObject(now)) return problem(path, 'has fields here, but the English does not');
      for (const [k, v] of Object.entries(value)) {
        // An item's own record of the English it was made from (content/lib/words/translation-items.ts).
        if (TRANSLATION_FIELDS.includes(k)) continue;
        if (k in now) walk(now, k, v, [...path, k]);
        else if (!withoutEnglish([...path, k], v)) problem([...path, k], 'is not in the English');
      }
    } else if (value !== now && value !== null) {
      problem(
        path,
        `only words are translated; ${shown(value)} must come from the English, which says ${shown(now)}`,
        value,
        true,
      );
    }
  };
  if (!isObject(translation) || !isObject(english)) problem([], 'must be fields (name: value), as in the English');
  else
    for (const [key, value] of Object.entries(translation)) {
      if (TRANSLATION_FIELDS.includes(key)) continue;
      if (key in english) walk(english, key, value, [key]);
      else if (!withoutEnglish([key], value)) problem([key], 'is not in the English');
    }
  return result;
}

/** Marks every string of words in an untranslated record (or part of one) as English, in place. */
export function markEnglish<T>(record: T, tree: WordTree | undefined): T {
  if (!tree) return record;
  if (typeof record === 'string') return (tree.words ? ENGLISH_START + record + ENGLISH_END : record) as T;
  if (Array.isArray(record)) {
    const items: unknown[] = record;
    for (const [i, item] of items.entries()) items[i] = markEnglish(item, tree.items);
  } else if (isObject(record)) {
    const fields: Record<string, unknown> = record;
    for (const [key, value] of Object.entries(fields)) fields[key] = markEnglish(value, subtree(tree, key));
  }
  return record;
}

/** A copy of a record without the English marks, to check it against its schema as it was written. */
export function unmarked<T>(record: T): T {
  return JSON.parse(withoutEnglishMarks(JSON.stringify(record))) as T;
}

/**
 * The warning for a translation made from other English than today's (or that does not say which), naming
 * what changed in the English where `changes` can say (content/lib/words/english-history.ts, read only then).
 */
export function outdated(
  swFile: string,
  englishFile: string,
  translationOf: unknown,
  now: string,
  changes: (translationOf: string) => string | undefined,
  /** Whether the Kiswahili page shows the English meanwhile (an article), which the warning then says. */
  inEnglish = false,
): ContentWarning[] {
  if (translationOf === now) return [];
  const changed = typeof translationOf === 'string' && translationOf ? changes(translationOf) : undefined;
  const save = `then save the translation in the content editor${inEnglish ? '; until then the Kiswahili page shows it in English' : ''}`;
  const text = !translationOf
    ? `${swFile}: does not say which English it translates: check it against ${englishFile}, ${save}`
    : changed
      ? `${swFile}: the English has changed since this translation was saved: ${changed}. Translate what changed, ${save}`
      : `${swFile}: the English (${englishFile}) has changed since this translation was saved: compare the two, translate what changed, ${save}`;
  return [contentWarning('translation', swFile, text)];
}

/** The warnings, for the build to print, that a translation misses some of its English. */
export function untranslatedWarnings(
  swFile: string,
  { untranslated, outOfStep }: Pick<OverlayResult, 'untranslated' | 'outOfStep'>,
): ContentWarning[] {
  return [
    ...(untranslated.length > 0
      ? [`${swFile}: ${untranslated.join(', ')}: added to the English since, with no translation yet; shown in English`]
      : []),
    ...(outOfStep.length > 0
      ? [
          `${swFile}: ${outOfStep.join(', ')}: out of step with the English in their place (an item added or moved in the English alone); shown in English until translated in their place`,
        ]
      : []),
  ].map((text) => contentWarning('translation', swFile, text));
}
