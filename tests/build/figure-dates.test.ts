import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { countedLongAgo, figuresAsOf, type Facts } from '../../content/facts';
import { monthsAfter } from '../../content/lib/time/build-date';
import { lastDay } from '../../content/lib/time/dates';
import { dateIn } from '../../content/lib/time/when';
import { builtPage, builtPaths, sectionTitled } from '../support/dist';
import { isDated, liveBuiltOn, livePage, livePaths, liveRecord } from '../support/live-site';

/**
 * Figures that say when they were counted (issue 50): once the headline figures' count (Site-wide → Facts →
 * Figures counted in) is more than six months old on the day the site is built, every block of them on a
 * page says, once, when they were counted ("Figures as of December 2024"); counted within six months, none
 * does. Dated pages (articles, reports) and the history's years and goals say what was true on their day.
 */

const facts = liveRecord<Facts>('facts');
const counted = { en: dateIn('en-KE', facts.counted), sw: dateIn('sw-KE', facts.counted) };
const stale = monthsAfter(lastDay({ from: facts.counted }), 6) < liveBuiltOn();

/** The headline figures as each edition writes them: "2,500+" in a tile, "more than 2,500" or "zaidi ya 2,500" in a sentence. */
function figurePattern(lang: 'en' | 'sw'): RegExp {
  const counts = [
    facts.studentsReached,
    facts.schoolStudents,
    facts.youthReached,
    facts.communityReached,
    facts.teachersTrained,
  ].map((n) => new Intl.NumberFormat('en-KE').format(n));
  const more = lang === 'sw' ? 'zaidi ya (?:\\p{L}+ ){0,2}' : 'more than (?:\\p{L}+ ){0,2}';
  return new RegExp(`(?:${counts.join('|')})\\+|${more}(?:${counts.join('|')})\\b`, 'u');
}

/**
 * The sections of a page that give headline figures as today's: not inside a dated card (one with a
 * `<time>`), nor the history's journey (its years) or goals (their years).
 */
function figureBlocks($: CheerioAPI, lang: 'en' | 'sw') {
  const pattern = figurePattern(lang);
  return $('main section')
    .filter((_, section) => !/^(?:journey|goals)/.test(section.attribs.id ?? ''))
    .filter((_, section) => {
      const copy = $(section).clone();
      copy
        .find('article')
        .filter((_, card) => $(card).find('time').length > 0)
        .remove();
      copy.find('section').remove();
      return pattern.test(copy.text().replace(/\s+/g, ' '));
    })
    .map((_, section) => ({ id: section.attribs.id ?? '', text: $(section).text().replace(/\s+/g, ' ') }))
    .get();
}

describe('the live site’s headline figures say when they were counted', () => {
  it.each(['en', 'sw'] as const)('in every block of them on every page, once, in %s', (lang) => {
    const blocks = livePaths(lang)
      .filter((path) => !isDated(path))
      .flatMap((path) => figureBlocks(livePage(path), lang).map((block) => ({ path, ...block })));
    // The home page, the impact and programmes pages, who we are, the history and the school programmes.
    const prefix = lang === 'sw' ? '/sw' : '';
    const where = new Set(blocks.map(({ path }) => path));
    for (const page of ['/', '/impact/', '/programs/', '/about/who-we-are/', '/about/history/', '/programs/school/'])
      expect(where, page).toContain(`${prefix}${page}`);
    const month = counted[lang];
    const times = (text: string) => text.split(month).length - 1;
    expect(
      blocks.filter(({ text }) => times(text) !== (stale ? 1 : 0)).map(({ path, id }) => `${path}#${id}`),
      `each block says "${month}" ${stale ? 'once' : 'nowhere'}`,
    ).toEqual([]);
  });

  it('counted more than six months ago on the day it was built: the live content is dated so', () => {
    // The organisation last counted its figures in December 2024: the live site says so in every block.
    expect(stale).toBe(true);
    expect(livePage('/')('main').text()).toContain(`Figures as of ${counted.en}.`);
    expect(livePage('/sw/')('main').text()).toContain(`Takwimu kufikia ${counted.sw}.`);
  });
});

describe('a count made within six months shows no date (the spec’s content, built as of 2025-04-01)', () => {
  it('says "Where we are today" over the history’s figures, and dates no block of them', () => {
    expect(countedLongAgo('2025-04-01')).toBe(false);
    expect(sectionTitled(builtPage('/about/history/'), 'Where we are today').find('li')).toHaveLength(4);
    const dated = builtPaths().filter((path) =>
      /Figures as of|Takwimu kufikia|Where we stood|as of (?:January|February|March|April|May|June|July|August|September|October|November|December) \d{4}/.test(
        builtPage(path)('main').text(),
      ),
    );
    expect(dated).toEqual([]);
    // The blocks are there, undated: the home page's figures.
    expect(builtPage('/')('main li').filter((_, li) => /^\s*2,500\+/.test(builtPage('/')(li).text())).length).toBe(1);
  });

  it('turns dated the day after six months have passed since the month counted ended', () => {
    // The fixture's figures were counted in December 2024, which ended on 31 December.
    expect([countedLongAgo('2025-06-30'), countedLongAgo('2025-07-01'), countedLongAgo('2025-07-02')]).toEqual([
      false,
      false,
      true,
    ]);
    expect(figuresAsOf('2025-07-01')).toBeUndefined();
    expect(figuresAsOf('2025-07-02')).toBe('Figures as of December 2024.');
  });
});
