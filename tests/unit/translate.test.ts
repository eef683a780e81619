import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { schema as homeSchema } from '../../content/home';
import { parseYaml, rememberSources } from '../../content/lib/records/source-lines';
import {
  comesFromEnglish,
  ENGLISH_START,
  ignoredMessage,
  markEnglish,
  overlay,
} from '../../content/lib/words/translate';
import { text } from '../../content/lib/records/shapes';
import { z } from 'zod';
import { hashOfWords } from '../../content/lib/words/translation-hash';
import { validateContent } from '../../content/lib/records/validate';
import { isWordsAt, wordsOf, wordTreeFor } from '../../content/lib/words/words';
import { schema as siteSchema } from '../../content/site';
import { defined } from '../support/defined';

const content = join(import.meta.dirname, '../../content');
const read = (name: string) => parseYaml(readFileSync(join(content, name), 'utf8')).data as Record<string, unknown>;
const site = () => read('site.yml') as { giving: { mpesa: { paybill: string }; bank: Record<string, string> } };
const siteWords = wordTreeFor(siteSchema);

describe('which values are words, as the schemas say', () => {
  it('takes free text as words, and payment details, addresses, links, emails, numbers and names as not', () => {
    expect(isWordsAt(siteWords, ['tagline'])).toBe(true);
    expect(isWordsAt(siteWords, ['shareImage', 'alt'])).toBe(true);
    for (const path of [
      ['giving', 'mpesa', 'paybill'],
      ['giving', 'mpesa', 'account'],
      ['giving', 'bank', 'accountNumber'],
      ['giving', 'bank', 'accountName'],
      ['giving', 'registration', 'ngo'],
      ['giving', 'paypal'],
      ['email'],
      ['phone'],
      ['url'],
      ['shareImage', 'src'],
      ['contacts', 'media', 'email'],
      ['social', 0, 'url'],
    ])
      expect(isWordsAt(siteWords, path), path.join('.')).toBe(false);
  });

  it('reads every branch of a union (a video has a duration, which is not words) and every key of a map (a category’s name)', async () => {
    const { schema } = await import('../../content/gallery');
    const gallery = read('gallery.yml') as { items: { type: string }[] };
    const words = wordTreeFor(schema);
    const video = gallery.items.findIndex((item) => item.type === 'video');
    expect(isWordsAt(words, ['items', video, 'title'])).toBe(true);
    expect(isWordsAt(words, ['items', video, 'duration'])).toBe(false);
    expect(isWordsAt(words, ['items', video, 'date'])).toBe(false);
    expect(isWordsAt(words, ['categories', 'Events'])).toBe(true);
  });
});

describe('a translation laid over its English', () => {
  it('replaces the words, and may repeat what is not words as long as it is the same', () => {
    const english = site();
    const { problems } = overlay(
      english,
      { tagline: 'Kujifunza STEM', giving: { mpesa: { paybill: english.giving.mpesa.paybill } } },
      siteWords,
    );
    expect(problems).toEqual([]);
    expect((english as unknown as { tagline: string }).tagline).toBe('Kujifunza STEM');
  });

  it('refuses a Kiswahili M-Pesa paybill or bank account number that differs from the English, naming the field', () => {
    const english = site();
    const paybill = english.giving.mpesa.paybill;
    const { problems } = overlay(
      english,
      { giving: { mpesa: { paybill: '999999' }, bank: { accountNumber: '1234567890' } } },
      siteWords,
    );
    expect(problems).toEqual([
      {
        path: ['giving', 'mpesa', 'paybill'],
        message: `is not words but comes from the English, which says "${paybill}": leave it out of the translation (or change it in the English)`,
        written: '999999',
        notWords: true,
      },
      {
        path: ['giving', 'bank', 'accountNumber'],
        message: `is not words but comes from the English, which says "${english.giving.bank.accountNumber}": leave it out of the translation (or change it in the English)`,
        written: '1234567890',
        notWords: true,
      },
    ]);
    expect(english.giving.mpesa.paybill).toBe(paybill);
  });

  it('takes an empty value where the English has a link or a picture as saying nothing (the CMS writes one for a new list item)', () => {
    const english = read('home.yml') as { programmeAreas: { href: string; title: string }[] };
    const { href } = defined(english.programmeAreas[0], 'the first programme area');
    const { problems } = overlay(
      english,
      { programmeAreas: [{ title: 'Programu za Shule', href: '' }] },
      wordTreeFor(homeSchema),
    );
    expect(problems).toEqual([]);
    expect(english.programmeAreas[0]).toMatchObject({ href, title: 'Programu za Shule' });
  });

  it('shows a list item out of step with the English in its place (one added above it in the English alone) in English, instead of refusing it', async () => {
    const { schema } = await import('../../content/gallery');
    const english = read('gallery.yml') as { items: { type: string; title: string }[] };
    const words = wordTreeFor(schema);
    const image = english.items.findIndex((item) => item.type === 'image');
    const translation = { items: english.items.map((_, i) => (i === image ? { type: 'video', title: 'Video' } : {})) };
    const { problems, outOfStep } = overlay(english, translation, words);
    expect(problems).toEqual([]);
    expect(outOfStep).toEqual([`items[${image}]`]);
    const kept = defined(english.items[image], 'the image item');
    expect(kept.title.startsWith(ENGLISH_START)).toBe(true);
    expect(kept.type).toBe('image');
  });

  it('ignores a list item’s value that is not words and that no English item has (a link set in the translation), naming it, and keeps the English', async () => {
    const { schema } = await import('../../content/about');
    const english = read('about.yml') as { sections: { title: string; href: string }[] };
    const { href } = defined(english.sections[1], 'the second section');
    const translation = { sections: [{}, { title: 'Maadili Yetu', href: '/evil/' }] };
    const { problems, outOfStep, ignored } = overlay(english, translation, wordTreeFor(schema));
    expect(problems).toEqual([]);
    expect(outOfStep).toEqual([]);
    expect(ignored).toEqual([
      {
        path: ['sections', 1, 'href'],
        message: expect.stringMatching(/^is not words but comes from the English/) as string,
        written: '/evil/',
        notWords: true,
      },
    ]);
    // Safe: the link is the English one, and the item's words are the translation's.
    expect(english.sections[1]).toMatchObject({ title: 'Maadili Yetu', href });
    expect(comesFromEnglish('content/about.yml')).toBe(
      'is not words, so it comes from the English (content/about.yml): remove it here',
    );
  });

  it('refuses a field the English lacks, a number, and a list longer than the English', () => {
    const english = read('home.yml');
    const { problems } = overlay(
      english,
      { heroo: 'x', reach: [{}, {}, {}, {}, {}], mission: { title: 3 } },
      wordTreeFor(homeSchema),
    );
    expect(problems.map((p) => [p.path.join('.'), p.message])).toEqual([
      ['heroo', 'is not in the English'],
      ['reach', 'has 5 items where the English has 4; translate each item in its place'],
      ['mission.title', expect.stringMatching(/^only words are translated; 3 must come from the English/)],
    ]);
  });

  it('leaves out, and names, words the English leaves empty or out: a copied event’s subject, emptied to follow its title', () => {
    const schema = z.object({ events: z.array(z.object({ title: text, subject: text.optional() })) });
    const english = { events: [{ title: 'Kisumu Youth Challenge', subject: '' }, { title: 'VEX Robotics' }] };
    const { problems, ignored } = overlay(
      english,
      {
        events: [
          { title: 'Changamoto ya Vijana ya Kisumu', subject: 'Usajili: Nairobi Maker Faire 2025' },
          { title: 'VEX Robotics', subject: 'Usajili: VEX' },
        ],
      },
      wordTreeFor(schema),
    );
    expect(problems).toEqual([]);
    expect(
      ignored.map((misfit) => [misfit.path.join('.'), ignoredMessage(misfit, 'content/competitions.yml')]),
    ).toEqual([
      [
        'events.0.subject',
        'says what the English leaves empty, so the Kiswahili page leaves it out too: empty it here',
      ],
      [
        'events.1.subject',
        'says what the English leaves empty, so the Kiswahili page leaves it out too: empty it here',
      ],
    ]);
    expect(english.events).toEqual([
      { title: 'Changamoto ya Vijana ya Kisumu', subject: '' },
      { title: 'VEX Robotics' },
    ]);
  });

  it('keeps an English list item the translation does not reach yet, marked as English', () => {
    const english = read('home.yml') as { gallery: { caption: string; image: { src: string } }[] };
    const { untranslated } = overlay(
      english,
      { gallery: [{ caption: 'Maker Faire, Nairobi' }] },
      wordTreeFor(homeSchema),
    );
    expect(untranslated).toEqual(['gallery[1]', 'gallery[2]']);
    const second = defined(english.gallery[1], 'the second gallery item');
    expect(second.caption.startsWith(ENGLISH_START)).toBe(true);
    expect(second.image.src.startsWith(ENGLISH_START)).toBe(false);
  });
});

describe('the hash of the English a translation names', () => {
  const words = wordTreeFor(homeSchema);

  it('changes with the words, not with a picture, a link or a figure', () => {
    const home = read('home.yml') as { hero: { image: { src: string }; title: string } };
    const hash = hashOfWords(home, words);
    const withPicture = structuredClone(home);
    withPicture.hero.image.src = 'home/another.jpg';
    expect(hashOfWords(withPicture, words)).toBe(hash);
    const withTitle = structuredClone(home);
    withTitle.hero.title = 'Another title';
    expect(hashOfWords(withTitle, words)).not.toBe(hash);
  });

  it('is of the words as written, {{placeholders}} and all, so a new figure in content/facts.yml needs no new translation', () => {
    expect(wordsOf({ hero: { lead: 'Across {{counties}} counties.', title: 'T' } }, words)).toEqual([
      ['hero.lead', 'Across {{counties}} counties.'],
      ['hero.title', 'T'],
    ]);
  });

  it('does not depend on the order the fields are written in', () => {
    const words = wordTreeFor(homeSchema);
    expect(hashOfWords({ hero: { lead: 'L', title: 'T' }, mission: { title: 'M' } }, words)).toBe(
      hashOfWords({ mission: { title: 'M' }, hero: { title: 'T', lead: 'L' } }, words),
    );
  });

  it('is pinned, since the CMS computes the same in the browser when an editor saves a translation', () => {
    // sha256 of [["hero.lead","Hello {{counties}}"],["hero.title","Karibu"]] as JSON, its first 12 hex digits.
    expect(hashOfWords({ hero: { title: 'Karibu', lead: 'Hello {{counties}}' } }, words)).toBe('5f91c3602b94');
  });
});

describe('a message about a record', () => {
  it('names the entry and the field as the content editor shows them, then the file and the line', async () => {
    const { schema } = await import('../../content/gallery');
    const text = readFileSync(join(content, 'gallery.yml'), 'utf8').replace(/duration: '?\d+:\d+'?/, "duration: '435'");
    const parsed = parseYaml(text);
    const record = parsed.data as { items: { title: string; duration?: string }[] };
    rememberSources(record, [parsed.source('content/gallery.yml')]);
    const index = record.items.findIndex((item) => item.duration === '435');
    const line = text.split('\n').findIndex((l) => l.includes("duration: '435'")) + 1;
    expect(validateContent('content/gallery.yml', { schema, default: record })).toEqual([
      `Pages → Gallery → Items → item ${index + 1} "${defined(record.items[index], 'the item').title}" → Duration: "435" must be a running time like 3:45 (m:ss) (content/gallery.yml, line ${line})`,
    ]);
  });

  it('names the entry’s Kiswahili side, and the translation’s file and line, for a value the translation holds', () => {
    const englishText = readFileSync(join(content, 'home.yml'), 'utf8');
    const english = parseYaml(englishText);
    const translation = parseYaml('words:\n  donate: Changia\nhero:\n  title: " "\n');
    const record = english.data as { hero: { title: string } };
    record.hero.title = ' ';
    rememberSources(record, [english.source('content/home.yml'), translation.source('content/home.sw.yml')]);
    expect(validateContent('content/home.yml', { schema: homeSchema, default: record })).toEqual([
      'Pages → Home (Kiswahili) → Hero → Title: " " must not be empty (content/home.sw.yml, line 4)',
    ]);
  });

  it('marks only words as English, never a picture file', () => {
    const marked = markEnglish(
      { hero: { title: 'T', lead: 'L', image: { src: 'a.jpg', alt: 'A' } } },
      wordTreeFor(homeSchema),
    );
    expect(marked.hero.image.src).toBe('a.jpg');
    expect(marked.hero.image.alt).toBe(`${ENGLISH_START}A\uE001`);
  });
});

describe('a record the CMS saved', () => {
  it('reads a list the CMS left out for being empty as empty, where the schema lets it be empty', async () => {
    const { withEmptyLists } = await import('../../content/lib/records/records');
    const { schema } = await import('../../content/board');
    const { jsonSchemaOf } = await import('../../content/lib/words/words');
    const board = read('board.yml');
    delete board.members;
    expect(withEmptyLists(board, jsonSchemaOf(schema))).toMatchObject({ members: [] });
    // A list that must have items is not made up: its absence is still a mistake the schema names.
    const home = read('home.yml');
    delete home.reach;
    expect(withEmptyLists(home, jsonSchemaOf(homeSchema))).not.toHaveProperty('reach');
  });
});
