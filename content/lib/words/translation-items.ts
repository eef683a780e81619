import { TRANSLATION_OF, withoutTranslationFields } from './translation-fields';
import { hasWords, ownWordsText, pathText, subtree, wordsOf, type Path, type WordTree } from './words';

/**
 * Translations are tracked per item: each item of a list that holds words (an event, a tier, a person) keeps,
 * in its translation, which English it was made from (`translationOf`, a hash of the item's words and of
 * what they describe: its names, places and dates) and the hash of its own words when it was so marked
 * (`translationHash`). An item copied from another (the content editor's Duplicate copies the Kiswahili
 * too), or whose English changed, is then out of date whatever the content editor marked, and the
 * Kiswahili edition shows it in English, marked as English, until it is translated. What a record says
 * outside its lists is tracked by the file's own `translationOf` (content/lib/words/translate.ts).
 *
 * Nothing here needs Node: the content editor marks items as it saves them (cms/translation-of.ts) with the
 * same texts, hashed in the browser.
 */

/** Whether a list is one whose items are tracked: its items are fields (not strings) that hold words. */
export const isItemList = (tree: WordTree | undefined): tree is WordTree & { items: WordTree } =>
  tree?.items?.fields !== undefined && hasWords(tree.items);

/** A list whose items are tracked: where it is in the record, and the tree of its items. */
export interface ItemList {
  path: Path;
  items: WordTree;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The lists of a record whose items are tracked; a list inside a tracked item belongs to that item. */
export function itemLists(record: unknown, tree: WordTree | undefined): ItemList[] {
  const found: ItemList[] = [];
  const walk = (value: unknown, here: WordTree | undefined, path: Path) => {
    if (!here) return;
    if (Array.isArray(value)) {
      if (isItemList(here)) found.push({ path, items: here.items });
    } else if (isObject(value))
      for (const [key, child] of Object.entries(value)) walk(child, subtree(here, key), [...path, key]);
  };
  walk(record, tree, []);
  return found;
}

/** A tree without the items of its tracked lists: what the file's own `translationOf` is of. */
export function withoutItems(tree: WordTree | undefined): WordTree | undefined {
  if (!tree) return undefined;
  if (isItemList(tree)) return { ...tree, items: undefined };
  const fields = tree.fields
    ? Object.fromEntries(Object.entries(tree.fields).map(([key, child]) => [key, withoutItems(child)!]))
    : undefined;
  return {
    ...tree,
    ...(fields ? { fields } : {}),
    ...(tree.each ? { each: withoutItems(tree.each)! } : {}),
  };
}

/** The value at `path` of a record. */
export const valueAt = (record: unknown, path: Path): unknown =>
  path.reduce<unknown>(
    (value, key) => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined),
    record,
  );

/** The item's words and the names, places and dates they describe, each with where it is in the item. */
export function itemSource(item: unknown, tree: WordTree): [Path, string][] {
  const found: [Path, string][] = [];
  const walk = (value: unknown, here: WordTree | undefined, path: Path) => {
    if (!here) return;
    if (typeof value === 'string') {
      if ((here.words || here.source) && value !== '') found.push([path, value]);
    } else if (Array.isArray(value)) value.forEach((child, i) => walk(child, here.items, [...path, i]));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) walk(child, subtree(here, key), [...path, key]);
  };
  walk(isObject(item) ? withoutTranslationFields(item) : item, tree, []);
  return found;
}

/**
 * What an item's translation is made from, as the text its `translationOf` hashes: `itemSource`, in the
 * order of the paths written as text, so that fields written in another order hash the same.
 */
export function itemSourceText(item: unknown, tree: WordTree): string {
  const found = itemSource(item, tree).map(([path, value]) => [pathText(path), value] as const);
  return JSON.stringify(found.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** What an item's translation's `translationHash` hashes: its own words, those that are not its English's. */
export const itemOwnText = (item: unknown, english: unknown, tree: WordTree) =>
  ownWordsText(isObject(item) ? withoutTranslationFields(item) : item, english, tree);

/** Why a translated item is not current, and the other item it concerns, if any. */
export type ItemProblem =
  /** It says nothing of the English it was made from: new, or never marked. */
  | { kind: 'unmarked' }
  /** It was made from English this item no longer says. */
  | { kind: 'changed'; translationOf: string }
  /** It was made from another item's English: copied with it. */
  | { kind: 'copied'; other: number }
  /** Its words, or a sentence of them, are another item's, though their English differs. */
  | { kind: 'same'; other: number; field?: string };

/**
 * A text long enough that two items' English saying different things would not be translated alike: four
 * words or more. Shorter labels ("Ages 10–14") may well be.
 */
const SENTENCE = /\S+(\s+\S+){3,}/;

/**
 * Which items of a translated list are not current, by index, and why. `english` and `translation` are the
 * list in each file as written; `hash` is the build's (content/lib/words/translation-hash.ts). An item the
 * translation does not reach yet (the English list is longer) is not here: it has no translation at all.
 */
export function itemProblems(
  english: unknown[],
  translation: unknown[],
  tree: WordTree,
  hash: (text: string) => string,
): Map<number, ItemProblem> {
  const problems = new Map<number, ItemProblem>();
  const sources = english.map((item) => hash(itemSourceText(item, tree)));
  // Each item's own words: those that are not its English's, which the content editor may copy in.
  const words = translation.map((item, i) => {
    const theirs = new Map(wordsOf(english[i], tree));
    return wordsOf(isObject(item) ? withoutTranslationFields(item) : item, tree).filter(
      ([at, text]) => theirs.get(at) !== text,
    );
  });
  const englishWords = english.map((item) => new Map(wordsOf(item, tree)));
  translation.forEach((item, i) => {
    if (i >= english.length) return;
    const of = isObject(item) ? item[TRANSLATION_OF] : undefined;
    if (typeof of !== 'string' || of === '') return problems.set(i, { kind: 'unmarked' });
    if (of !== sources[i]) {
      const other = sources.findIndex((source, j) => j !== i && source === of);
      return problems.set(i, other >= 0 ? { kind: 'copied', other } : { kind: 'changed', translationOf: of });
    }
  });
  // A Kiswahili text describing another item must never pass for this one's: where two items' Kiswahili
  // says the same though their English does not (a copy whose English was rewritten), neither is current,
  // unless one is out of date already (the copy, whose Kiswahili is then not shown for it).
  const shown = (j: number) => j < english.length && !stale.has(j);
  const stale = new Set(problems.keys());
  const own = words.map((list) => JSON.stringify(list.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
  // Whether two items' English differs where item i's Kiswahili has words of its own (two years' goals
  // worded alike, with different figures reached, are translated alike).
  const englishDiffers = (i: number, j: number) =>
    words[i]!.some(([at]) => englishWords[i]!.get(at) !== englishWords[j]!.get(at));
  translation.forEach((_, i) => {
    if (i >= english.length || problems.has(i) || words[i]!.length === 0) return;
    const whole = own.findIndex((text, j) => j !== i && shown(j) && text === own[i] && englishDiffers(i, j));
    if (whole >= 0) return problems.set(i, { kind: 'same', other: whole });
    for (const [at, text] of words[i]!) {
      if (!SENTENCE.test(text)) continue;
      const other = words.findIndex(
        (list, j) =>
          j !== i &&
          shown(j) &&
          list.some(([there, said]) => there === at && said === text) &&
          englishWords[j]!.get(at) !== englishWords[i]!.get(at),
      );
      if (other >= 0) return problems.set(i, { kind: 'same', other, field: at });
    }
  });
  return problems;
}
