import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Facts } from '../../content/facts';
import { openingIn } from '../../content/lib/time/when';
import { defined } from '../support/defined';
import { livePage, liveRecord, livePaths, sayings } from '../support/live-site';
import { readPdf } from '../support/pdf';
import { enlargedDistDir } from '../support/server';

/**
 * One source for each claim that several pages make (issue 43): where the money goes, receipt times, the
 * ages served, the labs' opening hours, the programme lists, the placement figure, the cookie categories.
 * Each check reads every page of the live site (as an editor grows it) that states the claim, counts what it
 * found first, and finds one value: the record's. What is checked holds for any valid content.
 */

const record = liveRecord<Facts>('facts');
const per = (n: number) => `${n}%`;

/** Every match of a pattern's first group in the sentences an edition says it in, with where. */
function statedAs(lang: 'en' | 'sw', pattern: RegExp): { value: string; where: string }[] {
  const all = new RegExp(pattern.source, pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`);
  return sayings(lang, pattern).flatMap(({ path, sentence }) =>
    [...sentence.matchAll(all)].map((m) => ({ value: m.slice(1).join(' '), where: `${path}: ${sentence}` })),
  );
}

/** Finds the claim on at least `pages` pages, and every one of them says `value`. */
function expectOneValue(found: { value: string; where: string }[], value: string, pages = 2) {
  expect(new Set(found.map(({ where }) => where.split(':')[0])).size).toBeGreaterThanOrEqual(pages);
  expect(found.filter((claim) => claim.value !== value).map(({ where }) => where)).toEqual([]);
}

describe('where the money goes', () => {
  it('is the same split on every page that states it, the record’s Spending, and never "100%" of a gift', () => {
    const { programmes, operations, fundraising } = record.spending;
    expectOneValue(statedAs('en', /(\d+)% of [^.%]*?spen\w*[^.%]*? (?:on|to) programme/), String(programmes));
    expectOneValue(
      statedAs('en', /(\d+)% (?:went )?(?:to|on) (?:running the foundation|operations)/),
      String(operations),
    );
    expectOneValue(statedAs('en', /(\d+)% (?:went )?(?:to|on) fundraising/), String(fundraising));
    expect(sayings('en', /100% of (?:your|every|each|all) (?:donation|gift)/i)).toEqual([]);
    expectOneValue(statedAs('sw', /(\d+)% ya (?:fedha zote tulizotumia|matumizi)/), String(programmes));
  });
});

describe('the receipt', () => {
  it('comes within the record’s working days, of the gift and the details, wherever a page says when', () => {
    const en = sayings('en', /receipt/i).filter(({ sentence }) => /within \w+ (?:working )?days/.test(sentence));
    expect(en.length).toBeGreaterThanOrEqual(3);
    for (const { path, sentence } of en) {
      expect(sentence, path).toMatch(new RegExp(`within ${record.receiptWorkingDays} working days of `));
      expect(sentence, path).toMatch(/of (?:receiving )?your gift and (?:the |these |your )?details/);
    }
    const sw = sayings('sw', /risiti/i).filter(({ sentence }) => /ndani ya siku/.test(sentence));
    expect(sw.length).toBeGreaterThanOrEqual(3);
    for (const { path, sentence } of sw) {
      expect(sentence, path).toMatch(new RegExp(`ndani ya siku ${record.receiptWorkingDays} za kazi baada ya kupokea`));
      expect(sentence, path).toMatch(/mchango wako na taarifa/);
    }
  });
});

describe('the ages served', () => {
  it('are the record’s youth ages on every page that gives young people an age range, in both editions', () => {
    const { from, to } = record.youthAges;
    expectOneValue(statedAs('en', /young (?:people|Kenyans) aged (\d+) to (\d+)/i), `${from} ${to}`, 4);
    expectOneValue(
      statedAs('sw', /vijana (?:wa Kenya )?(?:wenye umri )?wa miaka (\d+) hadi (\d+)/),
      `${from} ${to}`,
      4,
    );
  });

  it('keep every youth pathway within the youth ages: none open-ended past them', () => {
    const { from, to } = record.youthAges;
    const $ = livePage('/programs/youth/');
    const ranges = $('main article dd')
      .map((_, dd) => $(dd).text().trim())
      .get()
      .filter((text) => /^Ages \d/.test(text));
    expect(ranges.length).toBeGreaterThanOrEqual(3);
    for (const range of ranges) {
      const [, youngest, oldest] = defined(/^Ages (\d+)(?:-| to )(\d+)$/.exec(range), `a closed range: "${range}"`);
      expect(Number(youngest), range).toBeGreaterThanOrEqual(from);
      expect(Number(oldest), range).toBeLessThanOrEqual(to);
    }
  });

  it('are the record’s school ages on every page that gives learners an age range', () => {
    const { from, to } = record.schoolAges;
    expectOneValue(statedAs('en', /\bfor learners aged (\d+) to (\d+)/), `${from} ${to}`, 3);
  });
});

describe('the labs’ opening hours', () => {
  const { days, hours } = record.labOpening;

  it('are the record’s days and hours on every page that gives them, in both editions', () => {
    const day = '(?:Mon|Tues|Wednes|Thurs|Fri|Satur|Sun)day';
    expectOneValue(
      statedAs('en', new RegExp(`(${day} to ${day}, \\d{2}:\\d{2}–\\d{2}:\\d{2})`)),
      openingIn('en-KE', days, hours),
      3,
    );
    const siku = '(?:Jumatatu|Jumanne|Jumatano|Alhamisi|Ijumaa|Jumamosi|Jumapili)';
    expectOneValue(
      statedAs(
        'sw',
        new RegExp(`(${siku} hadi ${siku}, saa [^,;.]*? hadi saa [^,;.]*?(?:asubuhi|mchana|jioni|usiku))`),
      ),
      openingIn('sw-KE', days, hours),
      3,
    );
  });

  it('are never counted as another number of days a week, on a page or in a report made from its record', () => {
    const open = ((7 + weekday(days.to) - weekday(days.from)) % 7) + 1;
    const words = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven'];
    const reports = readdirSync(join(enlargedDistDir, 'reports'))
      .filter((file) => file.endsWith('.pdf'))
      .map((file) => ({
        where: `/reports/${file}`,
        text: readPdf(readFileSync(join(enlargedDistDir, 'reports', file))).text.join(' '),
      }));
    expect(reports.length).toBeGreaterThan(0);
    const counted = [
      ...statedAs('en', /\b(\w+) days a week\b/).filter(({ where }) => /\blabs?\b|\bhub/i.test(where)),
      ...reports.flatMap(({ where, text }) =>
        [...text.matchAll(/\b(\w+) days a week\b/g)].map((m) => ({ value: m[1] ?? '', where })),
      ),
    ];
    expect(counted.filter(({ value }) => value !== String(open) && value !== words[open])).toEqual([]);
  });
});

/** Monday is 0. */
function weekday(day: string): number {
  return ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'].indexOf(day);
}

describe('the programme lists', () => {
  /** Where each area's page lists its programmes: the school programmes, the youth pathways, the ways to use the labs. */
  const listedIn: Record<string, string> = {
    '/programs/school/': '#programmes',
    '/programs/youth/': '#pathways',
    '/programs/labs/': '#access',
  };

  /** What a page's programme area cards list, by the area page each leads to. */
  function cardLists(path: string): Record<string, string[]> {
    const $ = livePage(path);
    const cards = $('main article').filter((_, card) => $(card).find('li').length > 0 && $(card).find('a').length > 0);
    return Object.fromEntries(
      cards
        .map((_, card): [[string, string[]]] => [
          [
            defined($(card).find('a').first().attr('href'), `${path}: a card's link`),
            $(card)
              .find('li')
              .map((_, li) => $(li).text().trim())
              .get(),
          ],
        ])
        .get(),
    );
  }

  /** The programmes an area's page lists, as the headings of their cards. */
  function programmesOn(path: string): string[] {
    const $ = livePage(path);
    const area = path.replace(/^\/sw/, '');
    return $(`main ${defined(listedIn[area], area)} article h3`)
      .map((_, h) => $(h).text().trim())
      .get();
  }

  it.each(['en', 'sw'] as const)('on the home and programmes pages are the area pages’ own, in %s', (lang) => {
    const prefix = lang === 'sw' ? '/sw' : '';
    for (const page of [`${prefix}/`, `${prefix}/programs/`]) {
      const lists = cardLists(page);
      expect(Object.keys(lists).sort(), page).toEqual(
        Object.keys(listedIn)
          .map((area) => `${prefix}${area}`)
          .sort(),
      );
      for (const [area, items] of Object.entries(lists)) {
        const own = programmesOn(area);
        expect(own.length, area).toBeGreaterThan(0);
        expect(items, `${page} lists ${area}'s programmes`).toEqual(own);
      }
    }
  });

  it('are the records’ programmes, pathways and ways to use the labs', () => {
    const titles = (list: { title: string }[]) => list.map(({ title }) => title);
    expect(programmesOn('/programs/school/')).toEqual(
      titles(liveRecord<{ programmes: { title: string }[] }>('school').programmes),
    );
    expect(programmesOn('/programs/youth/')).toEqual(
      titles(liveRecord<{ pathways: { title: string }[] }>('youth').pathways),
    );
    expect(programmesOn('/programs/labs/')).toEqual(titles(liveRecord<{ access: { title: string }[] }>('labs').access));
  });
});

describe('the placement figure', () => {
  it('is the record’s youth placement on every page that states a share in work or study, in both editions', () => {
    const en = statedAs('en', /(\d+%)[^.]*?\b(?:work|employment|employed|jobs?|placement|placed)\b/);
    expectOneValue(en, per(record.youthPlacement), 3);
    const sw = statedAs('sw', /(\d+%)[^.]*?\b(?:kazi|kazini)\b|\b(?:kazi|kazini)\b[^.]*?(\d+%)/).map((claim) => ({
      ...claim,
      value: claim.value.trim(),
    }));
    expectOneValue(sw, per(record.youthPlacement), 3);
  });
});

describe('the cookie categories', () => {
  it.each(['en', 'sw'] as const)('are the banner’s own on the privacy page, in %s', (lang) => {
    const path = livePaths(lang).find((p) => p.replace(/^\/sw/, '') === '/privacy/');
    const $ = livePage(defined(path, 'the privacy page'));
    const details = $(
      `#${defined($('[aria-controls]').filter('button').first().attr('aria-controls'), 'the banner’s categories')}`,
    );
    const categories = details
      .children('li')
      .map((_, li) => ({
        name: $(li).find('strong').text().trim(),
        description: $(li).children('p').last().text().trim(),
      }))
      .get();
    expect(categories).toHaveLength(3);
    const items = $('main li')
      .map((_, li) => $(li).text().replace(/\s+/g, ' ').trim())
      .get();
    for (const { name, description } of categories)
      expect(
        items.filter((item) => item.startsWith(name) && item.endsWith(description)),
        name,
      ).toHaveLength(1);
  });
});
