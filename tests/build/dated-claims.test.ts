import { describe, expect, it } from 'vitest';
import { COUNTED, factWords, stale as factsStale } from '../../content/facts';
import { countedFigures } from '../../content/lib/time/stale';
import { countedFactsIn } from '../../content/lib/words/fill-facts';
import { livePage, livePaths, sayings } from '../support/live-site';

/**
 * Dated claims (issue 50): no "soon" without a date, no age without its year, and the build's warnings for
 * what a reader would take for today's that is not: a dated text that says a figure of the latest count
 * (which the next count would change), and a split of spending whose next year's accounts are due.
 */

describe('the live site', () => {
  it('promises nothing "soon": it says what a visitor can do now, or when', () => {
    // Read whole, with what a page holds for later (a form's message once sent, in a <template>).
    const SOON = /(?<!\btoo |\bas )\bsoon\b(?! after)/i;
    // "hivi karibuni" is "soon" after a verb of the future ("utafunguliwa hivi karibuni"), "recent" otherwise.
    const KARIBUNI = /\b(?:ni|u|a|tu|m|wa|i|zi|li|ya|ki|vi|ku|pa)ta\w+ hivi karibuni\b/i;
    expect(sayings('en', SOON).map(({ path, sentence }) => `${path}: ${sentence}`)).toEqual([]);
    expect(sayings('sw', KARIBUNI).map(({ path, sentence }) => `${path}: ${sentence}`)).toEqual([]);
  });

  it('gives every age with the year it was that age', () => {
    const ages = livePaths('en').flatMap((path) => {
      const $ = livePage(path);
      return $('main article')
        .filter((_, card) => /Age \d+\b|, \d{2}, /.test($(card).text()))
        .map((_, card) => ({ path, text: $(card).text().replace(/\s+/g, ' '), dated: $(card).find('time').length > 0 }))
        .get();
    });
    // The youth programmes' success stories, and the impact stories' founders.
    expect(ages.length).toBeGreaterThanOrEqual(3);
    expect(
      ages
        .filter(({ text, dated }) => !dated && !/Age \d+ in (?:19|20)\d\d(?!\d)/.test(text))
        .map(({ path, text }) => `${path}: ${text}`),
    ).toEqual([]);
  });
});

describe('the build warns of a dated text that says a figure of the latest count', () => {
  it('names the item, the field and the figure, as the file writes it', () => {
    const written = [
      {
        title: 'Annual Report 2024',
        summary: 'We reached {{studentsReached}} young people.',
        highlights: ['{{organisation}} grew'],
      },
      { title: 'Annual Report 2023', summary: 'We reached 1,800+ young people.', highlights: ['{{labs}} labs'] },
    ];
    const record = { reports: written.map((report, i) => ({ ...report, published: ['2025-03', '2024-04'][i] ?? '' })) };
    const warnings = countedFigures(
      { file: 'content/reports.yml', record, field: 'reports', written },
      record.reports,
      (report) => report.published,
      { ...factWords, studentsReached: '2,500+' },
    );
    // Two: the organisation's name is no count, and may stand in any text.
    expect(warnings.map(({ text }) => text)).toEqual([
      expect.stringMatching(
        /^content\/reports\.yml: reports, item 1 "Annual Report 2024": summary (?:"[^"]*" )?says \{\{studentsReached\}\}, a figure of our latest count \(2,500\+ today\), in a text of 2025-03: /,
      ),
      expect.stringMatching(
        /^content\/reports\.yml: reports, item 2 "Annual Report 2023", highlights, item 1: (?:"[^"]*" )?says \{\{labs\}\}/,
      ),
    ]);
  });

  it('for every figure that follows a new count, and none other', () => {
    expect(countedFactsIn('{{teachersTrainedNumber}} and {{asOf}}, in {{locality}} since {{founded}}')).toEqual([
      'teachersTrainedNumber',
      'asOf',
    ]);
    for (const name of COUNTED) expect(Object.keys(factWords), name).toContain(name);
  });
});

describe('the build warns of a split of spending whose next year’s accounts are due', () => {
  it('from July of the year after next', () => {
    const due = (today: string) => factsStale(today).filter((warning) => warning.text.includes('spending'));
    expect(due('2026-06-30')).toEqual([]);
    expect(due('2026-07-01').map((warning) => warning.message)).toEqual([
      '2024 is the year of the latest accounts here, but those for 2025 were due by 30 June 2026: add their financial report to Pages → Reports and set Spending to its shares',
    ]);
  });
});
