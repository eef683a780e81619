import { describe, expect, it } from 'vitest';
import { markTranslation, type EntryWords, type SavedEntry } from '../../cms/translation-of';
import { hashOfWords, shortHash } from '../../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF } from '../../content/lib/words/translation-fields';
import { wordsText, type WordTree } from '../../content/lib/words/words';

/** The CMS's entry as its save hook gets it (an Immutable.js Map there): what the hook reads and sets. */
class Entry implements SavedEntry {
  constructor(readonly data: Record<string, unknown>) {}
  get(key: string) {
    return this.data[key];
  }
  getIn(path: string[]) {
    return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], this.data);
  }
  setIn(path: string[], value: unknown) {
    const copy = structuredClone(this.data);
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
    at[path.at(-1)!] = value;
    return new Entry(copy);
  }
}

const words: WordTree = { fields: { title: { words: true }, lead: { words: true } } };
const entries: EntryWords = { 'pages/home': { words }, blogs: { words, body: true } };
const english = { title: 'Welcome', lead: 'Across {{counties}} counties', src: '/home/hero.jpg' };

const entry = (sw: Record<string, unknown>, collection = 'pages', slug = 'home', en: object = english) =>
  new Entry({ collection, slug, data: en, i18n: { sw: { data: sw } } });
const marks = (saved: SavedEntry) => ({
  of: saved.getIn(['i18n', 'sw', 'data', TRANSLATION_OF]),
  hash: saved.getIn(['i18n', 'sw', 'data', TRANSLATION_HASH]),
});

describe('a translation saved in the CMS', () => {
  it('is marked up to date for the English beside it, with the hash the build computes', async () => {
    const saved = await markTranslation(entry({ title: 'Karibu', lead: 'Katika kaunti {{counties}}' }), entries);
    expect(marks(saved)).toEqual({
      of: hashOfWords(english, words),
      hash: shortHash(wordsText({ title: 'Karibu', lead: 'Katika kaunti {{counties}}' }, words)),
    });
  });

  it('stays as it was when only the English changed, so the build goes on saying it is out of date', async () => {
    const sw = {
      title: 'Karibu',
      [TRANSLATION_OF]: 'abcdefabcdef',
      [TRANSLATION_HASH]: shortHash(wordsText({ title: 'Karibu' }, words)),
    };
    const saved = await markTranslation(entry(sw, 'pages', 'home', { ...english, title: 'Welcome to us' }), entries);
    expect(marks(saved)).toEqual({ of: 'abcdefabcdef', hash: sw[TRANSLATION_HASH] });
  });

  it('is marked again once its words change in a save', async () => {
    const sw = {
      title: 'Karibu',
      [TRANSLATION_OF]: 'abcdefabcdef',
      [TRANSLATION_HASH]: shortHash(wordsText({ title: 'Karibu' }, words)),
    };
    const saved = await markTranslation(entry({ ...sw, title: 'Karibu sana' }), entries);
    expect(marks(saved).of).toBe(hashOfWords(english, words));
  });

  it('counts an article’s body as words, apart from its front matter, as the build reads the file', async () => {
    const body = '\nThe text.\n';
    const saved = await markTranslation(
      entry({ title: 'Kichwa', body: 'Maandishi.' }, 'blogs', 'a-post', { title: 'Title', body }),
      entries,
    );
    expect(marks(saved).of).toBe(hashOfWords({ title: 'Title' }, words, body));
  });

  it('leaves an entry without a translation, or of a collection without words, as it is', async () => {
    const english = new Entry({ collection: 'pages', slug: 'home', data: {}, i18n: {} });
    expect(await markTranslation(english, entries)).toBe(english);
    const facts = entry({ labs: 8 }, 'site-wide', 'facts');
    expect(await markTranslation(facts, entries)).toBe(facts);
  });
});
