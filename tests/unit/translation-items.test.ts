/**
 * Translations tracked per item (content/lib/words/translation-items.ts): each Kiswahili item of a list says
 * which English it was made from, its words and the names, places and dates they describe, so that an item
 * copied from another, or whose English changed, is out of date whatever the content editor marked, and a
 * Kiswahili text that describes another item never passes for this one's.
 */
import { describe, expect, it } from 'vitest';
import { competitionEventSchema } from '../../content/competitions';
import { shortHash } from '../../content/lib/words/translation-hash';
import { TRANSLATION_HASH, TRANSLATION_OF } from '../../content/lib/words/translation-fields';
import {
  itemLists,
  itemOwnText,
  itemProblems,
  itemSourceText,
  withoutItems,
} from '../../content/lib/words/translation-items';
import { wordsText, wordTreeFor, type WordTree } from '../../content/lib/words/words';
import { defined } from '../support/defined';

const tree = defined(wordTreeFor(competitionEventSchema), 'the words of an event');

const faire = {
  id: 'nairobi-maker-faire',
  title: 'Nairobi Maker Faire',
  description: 'Three days of projects from young makers across Kenya, judged by industry.',
  dates: { from: '2027-07-15', to: '2027-07-17' },
  location: 'Kenyatta International Convention Centre, Nairobi',
  featured: true,
};
const faireSw = {
  title: 'Maonyesho ya Wabunifu ya Nairobi',
  description: 'Siku tatu za miradi ya wabunifu vijana kutoka kote Kenya, ikipimwa na wataalamu wa sekta.',
};

/** A Kiswahili item marked as made from `english`, as a save in the content editor marks it. */
const marked = (words: Record<string, unknown>, english: unknown) => ({
  [TRANSLATION_HASH]: shortHash(itemOwnText(words, english, tree)),
  [TRANSLATION_OF]: shortHash(itemSourceText(english, tree)),
  ...words,
});

const problems = (english: unknown[], translation: unknown[]) =>
  Object.fromEntries(itemProblems(english, translation, tree, shortHash));

describe('what a translated item is made from', () => {
  it('is its words and the names, places and dates they describe, not its links, pictures or flags', () => {
    const source = itemSourceText(faire, tree);
    expect(source).toContain('Nairobi Maker Faire');
    expect(source).toContain('2027-07-15');
    expect(source).toContain('Kenyatta International Convention Centre');
    expect(source).not.toContain('nairobi-maker-faire');
    expect(itemSourceText({ ...faire, featured: false }, tree)).toBe(source);
    expect(itemSourceText({ ...faire, dates: { from: '2027-08-01' } }, tree)).not.toBe(source);
    expect(itemSourceText({ ...faire, location: 'Kisumu Innovation Hub' }, tree)).not.toBe(source);
  });

  it('is the same whatever order the fields are written in, and leaves out the marks and English copied in', () => {
    const { title, ...rest } = faire;
    expect(itemSourceText({ ...rest, title }, tree)).toBe(itemSourceText(faire, tree));
    expect(itemOwnText(marked(faireSw, faire), faire, tree)).toBe(itemOwnText(faireSw, faire, tree));
    // An English word the content editor copied into the Kiswahili side is none of its own.
    expect(itemOwnText({ ...faireSw, location: faire.location, description: faire.description }, faire, tree)).toBe(
      itemOwnText({ title: faireSw.title }, faire, tree),
    );
  });

  it('is tracked for each list of items with words, outermost only; the record’s own words leave them out', () => {
    const words: WordTree = {
      fields: {
        hero: { fields: { title: { words: true } } },
        events: { items: tree },
        tags: { items: { words: true } },
      },
    };
    const record = { hero: { title: 'Competitions' }, events: [faire], tags: ['Robotics'] };
    expect(itemLists(record, words).map(({ path }) => path)).toEqual([['events']]);
    expect(wordsText(record, withoutItems(words))).toBe(
      JSON.stringify([
        ['hero.title', 'Competitions'],
        ['tags[0]', 'Robotics'],
      ]),
    );
  });
});

describe('a translated item', () => {
  it('is current while the English it was made from is the English in its place', () => {
    expect(problems([faire], [marked(faireSw, faire)])).toEqual({});
  });

  it('is out of date once its English changes: its words, its dates or its place', () => {
    const translated = [marked(faireSw, faire)];
    for (const changed of [
      { ...faire, description: 'Two days of projects.' },
      { ...faire, dates: { from: '2027-09-01', to: '2027-09-03' } },
      { ...faire, location: 'Kisumu Innovation Hub' },
    ])
      expect(problems([changed], translated)).toEqual({
        0: { kind: 'changed', translationOf: translated[0]![TRANSLATION_OF] },
      });
  });

  it('copied with its marks from another item (the content editor’s Duplicate) is out of date, and names the original', () => {
    const challenge = {
      ...faire,
      id: 'kisumu-youth-challenge',
      title: 'Kisumu Youth Challenge',
      description: 'One day for young makers of the lake region to pitch a solution to a local problem.',
      dates: { from: '2027-09-10' },
      location: 'Kisumu Innovation Hub',
    };
    const original = marked(faireSw, faire);
    expect(problems([faire, challenge], [original, structuredClone(original)])).toEqual({
      1: { kind: 'copied', other: 0 },
    });
  });

  it('whose Kiswahili is another item’s though their English differs is never current, even marked by the editor', () => {
    const challenge = {
      ...faire,
      id: 'kisumu',
      title: 'Kisumu Youth Challenge',
      description: 'One day in Kisumu for makers of the lake region.',
    };
    // Marked for its own English, as a save that changed a word elsewhere would mark it.
    const copy = marked(faireSw, challenge);
    expect(problems([faire, challenge], [marked(faireSw, faire), copy])).toEqual({
      0: { kind: 'same', other: 1 },
      1: { kind: 'same', other: 0 },
    });
    // Its title translated, its description still the other event's: that sentence gives it away.
    const titled = marked({ ...faireSw, title: 'Changamoto ya Vijana ya Kisumu' }, challenge);
    expect(problems([faire, challenge], [marked(faireSw, faire), titled])).toEqual({
      0: { kind: 'same', other: 1, field: 'description' },
      1: { kind: 'same', other: 0, field: 'description' },
    });
  });

  it('may say what another says where their English words are the same: a session held again on other dates', () => {
    const again = { ...faire, id: 'again', dates: { from: '2028-07-15', to: '2028-07-17' } };
    expect(problems([faire, again], [marked(faireSw, faire), marked(faireSw, again)])).toEqual({});
    // Or where their English differs only in what neither Kiswahili translates (two years' goals worded alike).
    const counted = { ...again, participants: 'Up to 30 young makers from the lake region' };
    expect(problems([faire, counted], [marked(faireSw, faire), marked(faireSw, counted)])).toEqual({});
  });

  it('with no marks, or with none of its own words, is not current; one the English list has not reached is not judged', () => {
    expect(problems([faire], [faireSw])).toEqual({ 0: { kind: 'unmarked' } });
    expect(problems([faire], [marked(faireSw, faire), marked(faireSw, faire)])).toEqual({});
  });
});
