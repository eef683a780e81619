import { describe, expect, it } from 'vitest';
import blogs from '../../content/blogs';
import { stale as factsStale } from '../../content/facts';
import { stale as historyStale } from '../../content/history';
import { warningsOf } from '../../content/lib/records/load-warnings';
import { stale as reportsStale } from '../../content/reports';
import updates from '../../content/updates';
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

describe('the build warns of a dated text that says a figure of the latest count (the spec’s content)', () => {
  const message =
    /^says \{\{(\w+)\}\}, a figure of our latest count \(.+ today\), in a text of .+: write the figure as it was then/;

  it('in a report, a year of the history and an article, naming the figure', () => {
    const reports = reportsStale('2025-04-01').filter((warning) => message.test(warning.message ?? ''));
    // The spec's annual report says the figures through their names.
    expect(reports.map((warning) => warning.message?.match(message)?.[1])).toEqual(
      expect.arrayContaining(['studentsReached', 'teachersTrained', 'counties']),
    );
    expect(reports[0]?.text).toMatch(
      /^content\/reports\.yml, line \d+: reports, item 1 "Annual Report 2024": summary says \{\{studentsReached\}\}/,
    );
    expect(historyStale('2025-04-01').filter((warning) => message.test(warning.message ?? '')).length).toBeGreaterThan(
      0,
    );
    const articles = [...warningsOf(blogs), ...warningsOf(updates)].filter((warning) =>
      message.test(warning.message ?? ''),
    );
    expect(articles.map((warning) => warning.file)).toEqual(
      expect.arrayContaining([
        'content/blogs/cbc-hands-on-projects.md',
        'content/updates/teacher-training-milestone.md',
      ]),
    );
    expect(articles.find((warning) => warning.file.endsWith('cbc-hands-on-projects.md'))?.text).toMatch(
      /^content\/blogs\/cbc-hands-on-projects\.md, line \d+: body says \{\{teachersTrained\}\}, .* in a text of 18 February 2025/,
    );
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
