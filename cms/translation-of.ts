import { TRANSLATION_HASH, TRANSLATION_OF, withoutTranslationFields } from '../content/lib/words/translation-fields';
import { wordsText, type WordTree } from '../content/lib/words/words';

/**
 * Marks a Kiswahili translation up to date when an editor saves it in the CMS, with no command to run: the
 * CMS's preSave hook (cms/admin.ts) hands each entry to `markTranslation` before it is written.
 *
 * A translation is marked when its own words changed in this save (the editor translated something), and
 * only then: `translationOf` becomes the hash of the English beside it, as the build computes it
 * (content/lib/words/translation-hash.ts, `hashOfWords`, from the same `wordsText`), and `translationHash` the hash of
 * the translation's words. An edit of the English alone leaves both as they were, so the build goes on
 * warning that the translation is out of date until someone translates the change.
 */

/** Where each entry's words are (cms/admin-files.ts writes it as words.json, from the schemas). */
export interface EntryWords {
  /** By `<collection>/<file>` for a record, by `<collection>` for a folder of articles. */
  [entry: string]: { words?: WordTree; body?: true };
}

/** What the hook reads and changes of the CMS's entry (an Immutable.js Map: sveltia-cms.js, events.js). */
export interface SavedEntry {
  get(key: string): unknown;
  getIn(path: string[]): unknown;
  setIn(path: string[], value: unknown): SavedEntry;
}

const TRANSLATION = ['i18n', 'sw', 'data'];

/** The first 12 hex digits of a text's SHA-256, as the build's `shortHash`. */
export async function shortHash(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)]
    .map((byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, 12);
}

const plain = (value: unknown): Record<string, unknown> =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function'
    ? ((value as { toJS: () => Record<string, unknown> }).toJS() ?? {})
    : ((value as Record<string, unknown> | undefined) ?? {});

/** A record's or an article's fields and body, without what a translation says about itself. */
function partsOf(data: Record<string, unknown>, hasBody: boolean): { fields: Record<string, unknown>; body: string } {
  const fields = withoutTranslationFields(data);
  if (!hasBody) return { fields, body: '' };
  const { body, ...frontMatter } = fields;
  return { fields: frontMatter, body: typeof body === 'string' ? body : '' };
}

/** The entry with its translation marked up to date if its words changed in this save; otherwise as it was. */
export async function markTranslation(entry: SavedEntry, entries: EntryWords): Promise<SavedEntry> {
  const collection = String(entry.get('collection'));
  const known = entries[`${collection}/${String(entry.get('slug'))}`] ?? entries[collection];
  const translation = entry.getIn(TRANSLATION);
  if (!known?.words || !translation) return entry;
  const sw = plain(translation);
  const own = partsOf(sw, known.body === true);
  const ownHash = await shortHash(wordsText(own.fields, known.words, own.body));
  if (ownHash === sw[TRANSLATION_HASH]) return entry;
  const english = partsOf(plain(entry.get('data')), known.body === true);
  const englishHash = await shortHash(wordsText(english.fields, known.words, english.body));
  return entry.setIn([...TRANSLATION, TRANSLATION_OF], englishHash).setIn([...TRANSLATION, TRANSLATION_HASH], ownHash);
}
