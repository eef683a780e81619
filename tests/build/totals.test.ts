import { describe, expect, it } from 'vitest';
import facts, { schema as factsSchema, TOTALS, type Facts } from '../../content/facts';
import { validateContent } from '../../content/lib/records/validate';
import { defined } from '../support/defined';
import { textsOf } from '../support/dist';
import { livePage, liveRecord } from '../support/live-site';

/**
 * Totals that add up (issue 43): a total the site states beside its parts is never smaller than them. The
 * build refuses such facts, naming them (content/facts.ts, `TOTALS`), so `npm run check:content` and the
 * editor's status say which; and the live site states the parts and their totals as the record gives them.
 */

/** The facts with some changed, as the build checks them: the messages it stops with, as the editor reads them. */
const refusals = (change: Partial<Facts>) =>
  validateContent('content/facts.yml', { schema: factsSchema, default: { ...facts, ...change } });

const figure = new Intl.NumberFormat('en-KE');
/** A figure as pages write it: 1,500. */
const written = (n: number) => figure.format(n);
const toNumber = (text: string) => Number(text.replace(/,/g, ''));

describe('the build refuses a total smaller than its parts, naming the facts', () => {
  it('passes the facts as they are', () => {
    expect(refusals({})).toEqual([]);
  });

  it('says which parts are separate and which overlap: every fact in a total is a number of the facts', () => {
    const separate = TOTALS.filter(({ are }) => are === 'separate');
    const overlapping = TOTALS.filter(({ are }) => are === 'overlapping');
    expect(separate.map(({ total }) => total)).toContain('studentsReached');
    expect(overlapping.flatMap(({ parts }) => parts)).toEqual(
      expect.arrayContaining(['academyGraduates', 'creativeCodingCreators', 'igniteGirlsGraduates']),
    );
    for (const { total, parts } of TOTALS)
      for (const name of [total, ...parts]) expect(typeof facts[name], name).toBe('number');
  });

  it('refuses students reached fewer than school students and young people together, counted apart', () => {
    const reached = facts.schoolStudents + facts.youthReached - 1;
    expect(refusals({ studentsReached: reached })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Site-wide → Facts → Students reached: ${reached} is less than its parts: School students \\(${written(facts.schoolStudents)}\\) \\+ Youth reached \\(${written(facts.youthReached)}\\) = ${written(reached + 1)}\\. .*\\(content/facts\\.yml(?:, line \\d+)?\\)$`,
        ),
      ),
    ]);
  });

  it('lets the school programmes’ figures overlap, but refuses any one of them above the school students', () => {
    const students = Math.max(facts.academyGraduates, facts.creativeCodingCreators, facts.igniteGirlsGraduates);
    // Their sum may pass the school students: a learner may take part in two programmes.
    expect(facts.academyGraduates + facts.creativeCodingCreators + facts.igniteGirlsGraduates).toBeGreaterThan(
      students,
    );
    expect(refusals({ schoolStudents: students, studentsReached: students + facts.youthReached })).toEqual([]);
    expect(refusals({ academyGraduates: facts.schoolStudents + 1 })).toEqual([
      expect.stringMatching(
        /^Site-wide → Facts → Academy graduates: \d+ is more than School students \([\d,]+\), which counts every one of them/,
      ),
    ]);
    expect(refusals({ codingClubSchools: facts.partnerSchools + 1 })).toEqual([
      expect.stringMatching(/^Site-wide → Facts → Coding club schools: \d+ is more than Partner schools \(\d+\)/),
    ]);
  });

  it('refuses more hubs than labs, and shares of spending that do not make 100', () => {
    expect(refusals({ labs: facts.hubs.length - 1 })).toEqual([
      expect.stringMatching(/^Site-wide → Facts → Labs: \d+ is less than the \d+ Hubs listed/),
    ]);
    expect(refusals({ spending: { ...facts.spending, fundraising: facts.spending.fundraising + 1 } })).toEqual([
      expect.stringMatching(/^Site-wide → Facts → Spending: in \d{4} adds up to 101% \(Programmes \d+% \+ /),
    ]);
  });
});

describe('the live site’s totals and their parts', () => {
  const record = liveRecord<Facts>('facts');

  it('states each school programme’s figure within the school students, and says the figures overlap there', () => {
    const $ = livePage('/programs/school/');
    const programmes = $('main article');
    const figures = programmes
      .map(
        (_, card) =>
          /^(?:More than |Over )?([\d,]+) (?:learners|girls)\b/.exec(
            $(card).find('h4').last().next('p').text().trim(),
          )?.[1],
      )
      .get()
      .map(toNumber);
    // The Academy's, Creative Coding's and Ignite Girls' figures, read from the page.
    expect(figures).toEqual(
      expect.arrayContaining([record.academyGraduates, record.creativeCodingCreators, record.igniteGirlsGraduates]),
    );
    for (const n of figures) expect(n).toBeLessThanOrEqual(record.schoolStudents);
    const sum = figures.reduce((n, part) => n + part, 0);
    if (sum > record.schoolStudents) {
      // More than the learners reached, as a learner may take part in two: the page says so, above them.
      const note = programmes
        .first()
        .closest('section')
        .find('p')
        .filter((_, p) => $(p).closest('article').length === 0)
        .text();
      expect(note).toContain(`${written(record.schoolStudents)}+`);
    }
  });

  it('gives school students and young people, counted apart, no more than the students reached', () => {
    const tiles = [...textsOf(livePage('/'), 'main li'), ...textsOf(livePage('/programs/'), 'main li')];
    const tile = (n: number) =>
      defined(
        tiles.find((text) => text.startsWith(`${written(n)}+ `)),
        `a tile of ${written(n)}+ among ${tiles.join(' | ')}`,
      );
    const [reached, school, youth] = [record.studentsReached, record.schoolStudents, record.youthReached].map((n) =>
      toNumber(tile(n).split('+')[0] ?? ''),
    ) as [number, number, number];
    expect(school + youth).toBeLessThanOrEqual(reached);
  });

  it('says the team is as many people as the page lists: its leaders and the members of its departments', () => {
    const $ = livePage('/about/team/');
    const lead = $('main h1').first().siblings('p').first().text().trim();
    const said = toNumber(defined(/^([\d,]+) people\b/.exec(lead)?.[1], `the team's number in "${lead}"`));
    const leaders = $('#leadership article').length;
    const members = $('#departments article')
      .map((_, card) => Number(/(\d+) members/.exec($(card).text())?.[1]))
      .get();
    expect(leaders).toBeGreaterThan(0);
    expect(members.length).toBeGreaterThan(0);
    expect(members.every(Number.isInteger)).toBe(true);
    expect(said).toBe(leaders + members.reduce((n, m) => n + m, 0));
  });
});
