/**
 * The fields a translation (`content/home.sw.yml`, `content/blogs/<slug>.sw.md`) holds about itself, beside
 * its words: which English it translates, and the hash of its own words when it was last marked so. The
 * build reads them (content/lib/words/translate.ts), and so does the CMS when an editor saves a translation
 * (cms/translation-of.ts), which is why they live in a file of their own that needs nothing of Node. Each item
 * of a list whose items are tracked keeps the first two too (content/lib/words/translation-items.ts).
 */

/** A short hash of the English words the translation translates (content/lib/words/words.ts, `wordsText`). */
export const TRANSLATION_OF = 'translationOf';

/**
 * A short hash of the translation's own words when it was last marked up to date. The CMS compares it with
 * the words being saved to tell an edit of the translation (which marks it up to date for the English
 * beside it) from an edit of the English alone (which leaves it out of date, and the build says so).
 */
export const TRANSLATION_HASH = 'translationHash';

/**
 * Ticked by an editor on the Kiswahili side of an entry, once they have checked the whole translation against
 * today's English and found it right (a date moved in the English, a typo fixed, a session repeated with new
 * dates): the save marks every part of it up to date and unticks it (cms/translation-of.ts). It is never
 * kept in a file.
 */
export const TRANSLATION_CHECKED = 'translationChecked';

export const TRANSLATION_FIELDS = [TRANSLATION_OF, TRANSLATION_HASH, TRANSLATION_CHECKED];

/** A translation's data without the fields it holds about itself: its words, and what it repeats. */
export const withoutTranslationFields = (data: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(data).filter(([key]) => !TRANSLATION_FIELDS.includes(key)));
