import { createHash } from 'node:crypto';
import { withoutItems } from './translation-items';
import { wordsText, type WordTree } from './words';

/**
 * The hashes a translation keeps (content/lib/words/translate.ts): of the English words it translated
 * (`translationOf`) and of its own (`translationHash`). Apart from the laying of translations, which needs
 * no hash, so that the content editor's preview lays them in the browser (cms/preview.tsx).
 */

/** A short hash of a text: the first 12 hex digits of its SHA-256. */
export const shortHash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 12);

/**
 * A short hash of the words of a record as its file holds them, and of an article's body
 * (content/lib/words/words.ts, `wordsText`): of the English, what a translation's `translationOf` must say to be
 * up to date; of the translation itself, its `translationHash`. The CMS computes the same when an editor
 * saves a translation (cms/translation-of.ts): tests/unit/translate.test.ts pins it.
 */
export const hashOfWords = (record: unknown, tree: WordTree | undefined, body = '') =>
  shortHash(wordsText(record, tree, body));

/**
 * A short hash of a record's words outside the lists whose items are tracked on their own
 * (content/lib/words/translation-items.ts): what the record's translation's own `translationOf` says.
 */
export const hashOfRecordWords = (record: unknown, tree: WordTree | undefined) =>
  hashOfWords(record, withoutItems(tree));
