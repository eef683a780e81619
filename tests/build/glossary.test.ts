/**
 * The Kiswahili glossary (content/sw/GLOSSARY.md), followed on every Kiswahili page of both builds (the
 * spec's and the published one: these are rules any content must keep): one word per term (no word its
 * "One word per term" table replaces), its dates, times and numbers (Swahili time, ranges, "zaidi ya", tiles,
 * where a numeral stands), sentence case where things are named, and one name for each page.
 */
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { partOfTheDay, swahiliHour } from '../../content/lib/time/when';
import { defined } from '../support/defined';
import { builtPage, builtPaths, isKiswahili, textNodes } from '../support/dist';
import { capitalWords, keptNames, names, numeralOrders, settledTerms } from '../support/glossary';
import { distDir, enlargedDistDir } from '../support/server';

const rows = settledTerms;
/** The kept names a page glosses at their first mention (the glossary's "One name for each place and programme"). */
const glossedNames = names.filter(({ glosses }) => glosses.length);
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A replaced word as a pattern: matched as a whole word, but for a side marked "…" ("…rejelez…" is any form of
 * kurejeleza), and whatever its case unless it is written in backticks (`M-Pesa`, beside M-PESA).
 */
function variantPattern(variant: string) {
  const exact = /^`.*`$/.test(variant);
  const word = variant.replace(/^`|`$/g, '');
  const before = word.startsWith('…') ? '' : '(?<!\\p{L})';
  const after = word.endsWith('…') ? '' : '(?!\\p{L})';
  return new RegExp(`${before}${escape(word.replace(/^…|…$/g, ''))}${after}`, exact ? 'gu' : 'giu');
}

const replaced = rows.flatMap(([, english, , replaces]) =>
  defined(replaces, `the glossary's row for ${english}: the words it replaces`)
    .split(';')
    .map((variant) => variant.trim())
    .filter(Boolean)
    .map((variant) => ({ english, variant, pattern: variantPattern(variant) })),
);

/**
 * The words the glossary settles on (its second columns: each term, its plural and its examples, and each
 * name), longest first, whatever their case; as written, for a replaced word matched as written.
 */
const settledWords = rows
  .flatMap(([, , kiswahili = '']) => kiswahili.split(/[;(),]|plural:/))
  .map((term) => term.replace(/…/g, '').trim())
  .filter((term) => /\p{L}{3,}/u.test(term))
  .sort((a, b) => b.length - a.length);
const settled = (flags: string) =>
  settledWords.map((term) => new RegExp(`(?<!\\p{L})${escape(term)}(?!\\p{L})`, flags));
const settledAnyCase = settled('giu');
const settledAsWritten = settled('gu');

/** Where a set of patterns match in a text, as [start, end) ranges. */
const rangesOf = (text: string, patterns: RegExp[]) =>
  patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((m) => [m.index, m.index + m[0].length] as const));

/**
 * The replaced words a text uses. A match is not counted inside a settled word ("kiatamizi" in "kiatamizi cha
 * biashara"), nor where a settled word begins inside it and runs on past it ("maabara ya Kisumu" before
 * "Kisumu Innovation Hub"); one that holds a settled word is ("kituo cha ubunifu cha Kisumu").
 */
function replacedIn(text: string): typeof replaced {
  const anyCase = rangesOf(text, settledAnyCase);
  const asWritten = rangesOf(text, settledAsWritten);
  return replaced.filter(({ variant, pattern }) => {
    const ranges = variant.startsWith('`') ? asWritten : anyCase;
    return [...text.matchAll(pattern)].some((m) => {
      const [start, end] = [m.index, m.index + m[0].length];
      return !ranges.some(([from, to]) => (from <= start && end <= to) || (start < from && from < end && end <= to));
    });
  });
}

/** A Kiswahili page as a reader meets it: the parts marked as English, scripts and templates left out. */
function kiswahiliPage(path: string, dir: string): CheerioAPI {
  const $ = builtPage(path, dir);
  $('body [lang="en"], script, style, template').remove();
  return $;
}

/** A page's texts, one per text node, whitespace collapsed, its title first. */
const textsOf = ($: CheerioAPI) =>
  [$('title').text(), ...textNodes($)].map((text) => text.replace(/\s+/g, ' ').trim()).filter(Boolean);

const MONTHS = Array.from({ length: 12 }, (_, month) =>
  new Intl.DateTimeFormat('sw-KE', { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, month, 1))),
);
const DAYS = Array.from({ length: 7 }, (_, day) =>
  new Intl.DateTimeFormat('sw-KE', { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2025, 0, 5 + day))),
);

/** Swahili time's hours in words, 1 to 12, and the parts of the day a time may be said with. */
const HOURS = [
  'moja',
  'mbili',
  'tatu',
  'nne',
  'tano',
  'sita',
  'saba',
  'nane',
  'tisa',
  'kumi',
  'kumi na moja',
  'kumi na mbili',
];
const PARTS = ['usiku', 'alfajiri', 'asubuhi', 'mchana', 'alasiri', 'jioni'];
const SWAHILI_TIME = new RegExp(
  `(?<!\\p{L})saa (${[...HOURS].reverse().join('|')})( na nusu| na robo| kasorobo| na dakika [\\p{L} ]+?)? (${PARTS.join('|')})(?!\\p{L})`,
  'giu',
);

/**
 * What is wrong with the times of a text: a clock in figures (24-hour or AM/PM, or "saa 3 asubuhi"), and any
 * time in Swahili time whose part of the day is not the one its hour falls in ("saa tisa asubuhi" is 3 AM,
 * the English-time slip for 9 AM), as content/lib/time/when.ts names it.
 */
function timeMistakes(text: string): string[] {
  const found: string[] = [];
  for (const [clock = ''] of text.matchAll(/(?<![\d:])\d{1,2}:\d{2}(?![\d:])|\d\s?(?:AM|PM|a\.m\.|p\.m\.)/g))
    found.push(`"${clock}" (a clock in figures)`);
  for (const [said = ''] of text.matchAll(
    new RegExp(`(?<!\\p{L})saa \\d{1,2}([:.]\\d{2})? (${PARTS.join('|')})`, 'giu'),
  ))
    found.push(`"${said}" (a time in figures)`);
  for (const [said = '', hour = '', minutes = '', part = ''] of text.matchAll(SWAHILI_TIME)) {
    // A quarter to the hour named ("saa moja kasorobo") is in the hour before it.
    const named = HOURS.indexOf(hour.toLowerCase()) + 1;
    const swahili = minutes.trim() === 'kasorobo' ? ((named + 10) % 12) + 1 : named;
    const hours = Array.from({ length: 24 }, (_, h) => h).filter((h) => swahiliHour(h) === swahili);
    if (!hours.some((h) => partOfTheDay(h) === part.toLowerCase()))
      found.push(`"${said}" (${hours.map((h) => `${h}:00 is ${partOfTheDay(h)}`).join(', ')})`);
  }
  return found;
}

/** What breaks the glossary's number style in a text (one text node). */
function numberMistakes(text: string): string[] {
  const found: string[] = [];
  // A "+" only on a figure that stands alone, as in a tile.
  if (/\d\+/.test(text) && !/^[\d.,]+\+$/.test(text)) found.push(`"${text}" (a "+" in a sentence: "zaidi ya")`);
  const months = MONTHS.join('|');
  for (const [range = ''] of text.matchAll(new RegExp(`\\d+\\s*[-–]\\s*\\d+(?!\\d)(?!\\s+(?:${months}))`, 'gu')))
    found.push(`"${range}" (a range that is no date: "hadi")`);
  for (const [range = ''] of text.matchAll(/\d+\s+[-–]\s+\d+/gu)) found.push(`"${range}" (a dash between two figures)`);
  for (const { example, wrong } of numeralOrders)
    for (const [said = ''] of text.matchAll(new RegExp(`(?<!\\p{L})${escape(wrong)} \\d+`, 'giu')))
      found.push(`"${said}" (the numeral after the noun: "${example}")`);
  return found;
}

/**
 * Words of a heading, a button or a menu that take a capital but need none: every word after the first of
 * each sentence in it, unless it is a name (a capitalised word of the page's English twin: people, places,
 * programmes), a month or day, a word of the glossary's "Capitals", an abbreviation or a figure.
 */
function titleCaseWords(text: string, names: Set<string>): string[] {
  return text
    .split(/[:.?!–]\s+|\s\/\s/)
    .flatMap((sentence) => sentence.split(/\s+/).slice(1))
    .map((word) => word.replace(/^[("“'‘]+|[)"”'’,;]+$/g, ''))
    .filter(
      (word) =>
        /^\p{Lu}/u.test(word) &&
        !/^[\p{Lu}\d&-]+$/u.test(word) &&
        !/\d/.test(word) &&
        !names.has(word) &&
        !MONTHS.includes(word) &&
        !DAYS.includes(word) &&
        !capitalWords.includes(word),
    );
}

/** Every word of a page that starts with a capital, and of the names the glossary keeps. */
function capitalised($: CheerioAPI): Set<string> {
  const words = [$('title').text(), ...textNodes($), ...keptNames].join(' ').split(/[^\p{L}\p{N}&-]+/u);
  return new Set(words.filter((word) => /^\p{Lu}/u.test(word)));
}

describe('the glossary', () => {
  it('settles the terms that had drifted, and says where a numeral stands', () => {
    expect(rows.length).toBeGreaterThanOrEqual(40);
    expect(replaced.map((r) => r.variant)).toEqual(
      expect.arrayContaining(['kiatamizi cha kampuni changa', 'tabiti', 'nishati jadidifu', 'namba', 'SMS']),
    );
    // The pairs the review of issue 51 settled, each with the word it replaced, and the second names of a place.
    expect(replaced.map((r) => r.variant)).toEqual(
      expect.arrayContaining([
        'za kuazimisha',
        'mwisho wa wiki',
        'mwishoni mwa wiki',
        'benchi la kazi',
        'Sifa za',
        'umri na darasa',
        'tungefurahi kusikia…',
        'suluhisho za',
        '`M-Pesa`',
        'hiyo hiyo',
        'ule ule',
        '…sekondari…',
        'za hivi karibuni',
        'kituo cha ubunifu cha Kisumu',
        'Mwangaza Primary School',
      ]),
    );
    expect(glossedNames.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['Workplace Readiness', 'Kisumu Innovation Hub', 'Samaki Cool Box', 'KICC']),
    );
    expect(numeralOrders.map(({ wrong }) => wrong)).toEqual(expect.arrayContaining(['maabara za ubunifu']));
    expect(capitalWords).toEqual(expect.arrayContaining(['Kiswahili', 'Kidato']));
  });

  it('knows a second name, a settled pair come back, and a word inside the term that replaced it', () => {
    const variants = (text: string) => replacedIn(text).map(({ variant }) => variant);
    expect(variants('katika kituo cha ubunifu cha Kisumu')).toEqual(['kituo cha ubunifu cha Kisumu']);
    expect(variants('katika Kisumu Innovation Hub (kituo chetu cha ubunifu)')).toEqual([]);
    expect(variants('kompyuta mpakato za kuazimisha, vipindi vya mwisho wa wiki').sort()).toEqual([
      'mwisho wa wiki',
      'za kuazimisha',
    ]);
    expect(variants('Lipa kwa M-Pesa')).toEqual(['`M-Pesa`']);
    expect(variants('Lipa kwa M-PESA, kwenye kiatamizi cha biashara, shule ya upili')).toEqual([]);
    expect(variants('wanafunzi wa shule ya sekondari')).toEqual(['…sekondari…']);
  });

  it('knows a time said wrong, a figure out of place and a title cased as in English', () => {
    expect(timeMistakes('saa tatu asubuhi hadi saa kumi na mbili jioni; saa moja kasorobo jioni')).toEqual([]);
    expect(timeMistakes('saa 18:05')).toHaveLength(1);
    expect(timeMistakes('saa tisa asubuhi')).toHaveLength(1);
    expect(timeMistakes('saa tisa alasiri')).toHaveLength(1);
    expect(numberMistakes('miaka 10 hadi 18, tarehe 10–12 Septemba, Wiki 12')).toEqual([]);
    expect(numberMistakes('miaka 10-18')).toHaveLength(1);
    expect(numberMistakes('15 – 17 Julai 2025')).toHaveLength(1);
    expect(numberMistakes('walimu 100+ wamepitia')).toHaveLength(1);
    expect(numberMistakes('2,500+')).toEqual([]);
    expect(numberMistakes('maabara za ubunifu 8 katika kaunti 10')).toHaveLength(1);
    expect(titleCaseWords('Matokeo Yaliyopatikana', new Set())).toEqual(['Yaliyopatikana']);
    expect(titleCaseWords('Blogu: Wasichana katika STEM, Kaunti ya Kisumu', new Set(['Kisumu']))).toEqual([]);
  });
});

describe.each([
  ['the spec’s build', distDir],
  ['the published site, grown as an editor grows it', enlargedDistDir],
])('the Kiswahili edition of %s', (_, dir) => {
  const pages = builtPaths(dir).filter(isKiswahili);

  it('has its pages', () => {
    expect(pages.length).toBeGreaterThan(40);
  });

  it('uses no word the glossary replaced, nor a second name for a place or a programme', () => {
    const found: string[] = [];
    for (const path of pages)
      for (const { english, variant } of replacedIn(textsOf(kiswahiliPage(path, dir)).join(' ')))
        found.push(`${path}: "${variant}" (${english})`);
    expect(found).toEqual([]);
  });

  it('glosses a kept name the first time a page names it in running text', () => {
    const found: string[] = [];
    let glossed = 0;
    for (const path of pages) {
      const $ = kiswahiliPage(path, dir);
      // Someone's quoted words, captions, labels and what cards list are no running text; nor are menus.
      $('main blockquote, main q, main figcaption, main dl, main nav').remove();
      const headings = new Set(
        $('main :header')
          .map((_, h) => $(h).text().replace(/\s+/g, ' ').trim())
          .get(),
      );
      // Each paragraph and list item that holds no other and is a sentence (a tile's label, a card's byline
      // and an event's "Mahali: …" end in no stop), in the order a reader meets them.
      const blocks = $('main p, main li')
        .filter((_, el) => $(el).find('p, li').length === 0)
        .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
        .get()
        .filter((block) => /[.!?;:,]\W*$/.test(block));
      for (const { kiswahili, glosses } of glossedNames) {
        if (headings.has(kiswahili)) continue;
        const first = blocks.find((block) => block.includes(kiswahili) && block !== kiswahili);
        if (first === undefined) continue;
        if (glosses.some((gloss) => first.toLowerCase().includes(gloss.toLowerCase()))) glossed++;
        else found.push(`${path}: "${first}" (${kiswahili}: "${glosses[0]}")`);
      }
    }
    expect(glossed, 'kept names glossed at their first mention').toBeGreaterThan(20);
    expect(found).toEqual([]);
  });

  it('tells every time in Swahili time, with the part of the day its hour falls in', () => {
    const found: string[] = [];
    let times = 0;
    for (const path of pages) {
      const $ = kiswahiliPage(path, dir);
      // A video's length (the gallery's 3:45) is no time of day.
      const lengths = new Set(
        $('[data-gallery-duration]')
          .map((_, el) => $(el).attr('data-gallery-duration'))
          .get(),
      );
      for (const text of textsOf($).filter((text) => !lengths.has(text))) {
        times += [...text.matchAll(SWAHILI_TIME)].length;
        found.push(...timeMistakes(text).map((mistake) => `${path}: ${mistake}`));
      }
    }
    expect(times, 'times said in Swahili time').toBeGreaterThan(5);
    expect(found).toEqual([]);
  });

  it('writes numbers as the glossary does: ranges, "zaidi ya" and where a numeral stands', () => {
    const found: string[] = [];
    for (const path of pages)
      for (const text of textsOf(kiswahiliPage(path, dir)))
        found.push(...numberMistakes(text).map((mistake) => `${path}: ${mistake}`));
    expect(found).toEqual([]);
  });

  it('gives a figure tile its label first and its figure after it, as Kiswahili counts', () => {
    const found: string[] = [];
    let tiles = 0;
    const figure = /^[\d.,]+[+%]?$|^\d+ hadi \d+$/;
    for (const path of pages) {
      const $ = kiswahiliPage(path, dir);
      $('li').each((_, item) => {
        const parts = $(item).children();
        if (parts.length !== 2 || parts.filter('span').length !== 2) return;
        const [first, second] = parts.map((_, part) => $(part).text().trim()).get();
        if (!figure.test(first ?? '') && !figure.test(second ?? '')) return;
        tiles++;
        if (figure.test(first ?? '')) found.push(`${path}: "${first} ${second}"`);
      });
    }
    expect(tiles, 'figure tiles').toBeGreaterThan(10);
    expect(found).toEqual([]);
  });

  it('names things in sentence case: headings, buttons and menus', () => {
    const found: string[] = [];
    for (const path of pages) {
      const $ = kiswahiliPage(path, dir);
      const names = capitalised(builtPage(path.slice('/sw'.length), dir));
      // Each text of one on its own: a heading's year and its title, a link's label and the title it names.
      $('h1, h2, h3, h4, h5, h6, button, nav a').each((_, el) => {
        for (const text of textNodes(load($.html(el))).map((t) => t.replace(/\s+/g, ' ').trim())) {
          const words = titleCaseWords(text, names);
          if (words.length) found.push(`${path}: "${text}" (${words.join(', ')})`);
        }
      });
    }
    expect([...new Set(found)]).toEqual([]);
  });

  it('gives each page one name in its breadcrumbs, and no two pages the same one', () => {
    const names = new Map<string, Set<string>>();
    for (const path of pages) {
      // The whole page: a post not yet translated is named by its English title.
      const $ = builtPage(path, dir);
      const trail = $('nav[aria-label] ol li');
      trail.each((i, item) => {
        const link = $(item).find('a');
        const href = i === trail.length - 1 ? path : (link.attr('href') ?? '');
        if (!names.has(href)) names.set(href, new Set());
        names.get(href)?.add($(item).text().trim());
      });
    }
    expect(names.size, 'pages named in breadcrumbs').toBeGreaterThan(15);
    const twoNames = [...names]
      .filter(([, each]) => each.size > 1)
      .map(([href, each]) => `${href}: ${[...each].join(' / ')}`);
    expect(twoNames).toEqual([]);
    const byName = new Map<string, string[]>();
    for (const [href, [name = ''] = []] of [...names].map(([h, each]) => [h, [...each]] as const))
      byName.set(name, [...(byName.get(name) ?? []), href]);
    expect([...byName].filter(([, hrefs]) => hrefs.length > 1)).toEqual([]);
  });
});
