import { describe, expect, it } from 'vitest';
import { markTranslation, type EntryWords, type SavedEntry } from '../../cms/translation-of';
import { hashOfWords, shortHash } from '../../content/lib/words/translation-hash';
import { TRANSLATION_CHECKED, TRANSLATION_HASH, TRANSLATION_OF } from '../../content/lib/words/translation-fields';
import { itemOwnText, itemSourceText, withoutItems } from '../../content/lib/words/translation-items';
import { wordsText, type WordTree } from '../../content/lib/words/words';

/** The CMS's entry as its save hook gets it (an Immutable.js Map there): what the hook reads and sets. */
class Entry implements SavedEntry {
  constructor(readonly data: Record<string, unknown>) {}
  get(key: string) {
    return this.data[key];
  }
  getIn(path: (string | number)[]) {
    return path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], this.data);
  }
  setIn(path: (string | number)[], value: unknown) {
    const copy = structuredClone(this.data);
    let at = copy;
    for (const key of path.slice(0, -1)) at = at[key] as Record<string, unknown>;
    // As Immutable.js's setIn: a key set to undefined is kept, and toJS() gives it as undefined.
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

describe('the items of a translated list, saved in the CMS', () => {
  const item: WordTree = { fields: { title: { words: true }, location: { source: true } } };
  const tracked: WordTree = { fields: { lead: { words: true }, events: { items: item } } };
  const kinds: EntryWords = { 'pages/competitions': { words: tracked } };
  const faire = { title: 'Maker Faire', location: 'Nairobi' };
  const challenge = { title: 'Kisumu Challenge', location: 'Kisumu' };
  const faireSw = { title: 'Maonyesho ya Wabunifu' };
  const marked = (words: Record<string, unknown>, english: unknown) => ({
    ...words,
    [TRANSLATION_OF]: shortHash(itemSourceText(english, item)),
    [TRANSLATION_HASH]: shortHash(itemOwnText(words, english, item)),
  });
  const page = (sw: Record<string, unknown>, en: Record<string, unknown>) =>
    new Entry({ collection: 'pages', slug: 'competitions', data: en, i18n: { sw: { data: sw } } });
  const itemMarks = (saved: SavedEntry, i: number) => ({
    of: saved.getIn(['i18n', 'sw', 'data', 'events', i, TRANSLATION_OF]),
    hash: saved.getIn(['i18n', 'sw', 'data', 'events', i, TRANSLATION_HASH]),
  });

  it('marks each item whose Kiswahili changed for its own English, and the page’s own words apart from them', async () => {
    const en = { lead: 'Compete', events: [faire, challenge] };
    const first = marked(faireSw, faire);
    const sw = { lead: 'Shindana', events: [first, { title: 'Changamoto ya Kisumu' }] };
    const saved = await markTranslation(page(sw, en), kinds);
    expect(itemMarks(saved, 1)).toEqual({
      of: shortHash(itemSourceText(challenge, item)),
      hash: shortHash(itemOwnText({ title: 'Changamoto ya Kisumu' }, challenge, item)),
    });
    expect(itemMarks(saved, 0)).toEqual({ of: first[TRANSLATION_OF], hash: first[TRANSLATION_HASH] });
    expect(marks(saved).of).toBe(hashOfWords(en, withoutItems(tracked)));
  });

  it('leaves an item copied with its marks (Duplicate) as it was, so the build shows it in English until translated', async () => {
    const original = marked(faireSw, faire);
    const en = { lead: 'Compete', events: [faire, challenge] };
    const saved = await markTranslation(
      page({ lead: 'Shindana', events: [original, structuredClone(original)] }, en),
      kinds,
    );
    expect(itemMarks(saved, 1)).toEqual({ of: original[TRANSLATION_OF], hash: original[TRANSLATION_HASH] });
    expect(itemMarks(saved, 1).of).not.toBe(shortHash(itemSourceText(challenge, item)));
  });

  it('marks all of it for today’s English when “Kiswahili checked” is ticked, and keeps the box in neither file', async () => {
    const moved = { ...faire, location: 'Eldoret' };
    const sw = { lead: 'Shindana', [TRANSLATION_CHECKED]: true, events: [marked(faireSw, faire)] };
    const saved = await markTranslation(
      page(sw, { lead: 'Compete', events: [moved], [TRANSLATION_CHECKED]: false }),
      kinds,
    );
    expect(itemMarks(saved, 0).of).toBe(shortHash(itemSourceText(moved, item)));
    expect(saved.getIn(['i18n', 'sw', 'data', TRANSLATION_CHECKED])).toBeUndefined();
    expect(saved.getIn(['data', TRANSLATION_CHECKED])).toBeUndefined();
  });

  it('does not mark an item with no Kiswahili words yet (one the CMS added as the English did)', async () => {
    const saved = await markTranslation(
      page({ lead: 'Shindana', events: [{}] }, { lead: 'Compete', events: [faire] }),
      kinds,
    );
    expect(itemMarks(saved, 0)).toEqual({ of: undefined, hash: undefined });
  });
});
