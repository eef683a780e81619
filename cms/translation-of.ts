import {
  TRANSLATION_CHECKED,
  TRANSLATION_HASH,
  TRANSLATION_OF,
  withoutTranslationFields,
} from '../content/lib/words/translation-fields';
import { itemLists, itemOwnText, itemSourceText, valueAt, withoutItems } from '../content/lib/words/translation-items';
import { ownWordsText, wordsText, type Path, type WordTree } from '../content/lib/words/words';

/**
 * Marks a Kiswahili translation up to date when an editor saves it in the CMS, with no command to run: the
 * CMS's preSave hook (cms/admin.ts) hands each entry to `markTranslation` before it is written.
 *
 * Each part of a translation is marked when its own words changed in this save (the editor translated
 * something; English words the CMS copies into the Kiswahili side are not its own), and only then: each item of a tracked list (content/lib/words/translation-items.ts) gets
 * `translationOf`, the hash of its English item's words and of what they describe, and `translationHash`,
 * the hash of its own words; the entry's own words and an article are marked the same way, as the build
 * computes it (content/lib/words/translation-hash.ts). An edit of the English alone leaves the marks as they
 * were, and so does the content editor's Duplicate, which copies an item's Kiswahili and its marks with
 * it: the build then shows the item in English until it is translated. An editor who has checked a
 * translation that needs no change (a date moved in the English) ticks "Kiswahili checked", and the save
 * marks all of it. The box is never written to a file.
 */

/** Where each entry's words are (cms/admin-files.ts writes it as words.json, from the schemas). */
export interface EntryWords {
  /** By `<collection>/<file>` for a record, by `<collection>` for a folder of articles. */
  [entry: string]: { words?: WordTree; body?: true };
}

/** What the hook reads and changes of the CMS's entry (an Immutable.js Map: sveltia-cms.js, events.js). */
export interface SavedEntry {
  get(key: string): unknown;
  getIn(path: Path): unknown;
  setIn(path: Path, value: unknown): SavedEntry;
}

const TRANSLATION = ['i18n', 'sw', 'data'];

/** What `itemOwnText` gives for an item with no words of its own. */
const NO_WORDS = JSON.stringify([]);

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

/** The entry with each part of its translation marked that changed in this save (or all, if checked). */
export async function markTranslation(entry: SavedEntry, entries: EntryWords): Promise<SavedEntry> {
  const collection = String(entry.get('collection'));
  const known = entries[`${collection}/${String(entry.get('slug'))}`] ?? entries[collection];
  const translation = entry.getIn(TRANSLATION);
  if (!known?.words || !translation) return entry;
  const sw = plain(translation);
  const data = plain(entry.get('data'));
  const checked = sw[TRANSLATION_CHECKED] === true;
  // The box is a request, not content: neither file keeps it.
  let saved = entry
    .setIn([...TRANSLATION, TRANSLATION_CHECKED], undefined)
    .setIn(['data', TRANSLATION_CHECKED], undefined);
  const body = known.body === true;
  // An article is one part; a record's own words leave out its tracked items, each a part of its own.
  const own = body ? known.words : withoutItems(known.words);
  const mine = partsOf(sw, body);
  const english = partsOf(data, body);
  const ownHash = await shortHash(ownWordsText(mine.fields, english.fields, own, mine.body));
  if (checked || ownHash !== sw[TRANSLATION_HASH]) {
    saved = saved
      .setIn([...TRANSLATION, TRANSLATION_OF], await shortHash(wordsText(english.fields, own, english.body)))
      .setIn([...TRANSLATION, TRANSLATION_HASH], ownHash);
  }
  if (body) return saved;
  for (const list of itemLists(data, known.words)) {
    const [items, translated] = [valueAt(data, list.path), valueAt(sw, list.path)];
    if (!Array.isArray(items) || !Array.isArray(translated)) continue;
    for (const [i, item] of translated.entries()) {
      if (i >= items.length) continue;
      const words = itemOwnText(item, items[i], list.items);
      // An item with no words of its own yet is no translation (the CMS adds one as the English does).
      if (words === NO_WORDS) continue;
      const hash = await shortHash(words);
      if (!checked && hash === (item as Record<string, unknown> | null)?.[TRANSLATION_HASH]) continue;
      const at = [...TRANSLATION, ...list.path, i];
      saved = saved
        .setIn([...at, TRANSLATION_OF], await shortHash(itemSourceText(items[i], list.items)))
        .setIn([...at, TRANSLATION_HASH], hash);
    }
  }
  return saved;
}
