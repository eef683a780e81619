import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import facts, { schema as factsSchema, TOTALS, type Facts } from '../../content/facts';
import { validateContent } from '../../content/lib/records/validate';
import { defined } from '../support/defined';
import { livePage, livePaths, liveRecord, sayings } from '../support/live-site';
import { readPdf } from '../support/pdf';
import { enlargedDistDir } from '../support/server';

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

  it('says which parts make up a whole and which overlap: every fact in a total is a number of the facts', () => {
    const whole = TOTALS.filter(({ are }) => are === 'whole');
    const overlapping = TOTALS.filter(({ are }) => are === 'overlapping');
    expect(whole.map(({ total }) => total)).toContain('studentsReached');
    expect(whole.flatMap(({ parts }) => parts)).toEqual(['schoolStudents', 'youthReached', 'communityReached']);
    expect(overlapping.flatMap(({ parts }) => parts)).toEqual(
      expect.arrayContaining(['academyGraduates', 'creativeCodingCreators', 'igniteGirlsGraduates']),
    );
    for (const { total, parts } of TOTALS)
      for (const name of [total, ...parts]) expect(typeof facts[name], name).toBe('number');
  });

  it('refuses students reached fewer than its parts together, counted apart', () => {
    const sum = facts.schoolStudents + facts.youthReached + facts.communityReached;
    expect(refusals({ studentsReached: sum - 1 })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Site-wide → Facts → Students reached: ${sum - 1} is less than its parts: School students \\(${written(facts.schoolStudents)}\\) \\+ Youth reached \\(${written(facts.youthReached)}\\) \\+ Community reached \\(${written(facts.communityReached)}\\) = ${written(sum)}\\. .*\\(content/facts\\.yml(?:, line \\d+)?\\)$`,
        ),
      ),
    ]);
  });

  it('refuses students reached more than its parts: they make up the whole of it, and the pages give them beside it', () => {
    const sum = facts.schoolStudents + facts.youthReached + facts.communityReached;
    expect(facts.studentsReached).toBe(sum);
    expect(refusals({ studentsReached: sum + 100 })).toEqual([
      expect.stringMatching(
        new RegExp(
          `^Site-wide → Facts → Students reached: ${sum + 100} is more than its parts: .* = ${written(sum)}\\. They make up the whole of it.*: set it to ${written(sum)}, or correct a part`,
        ),
      ),
    ]);
    // A part grown with the total is no mistake: an editor's new count.
    expect(refusals({ studentsReached: sum + 100, communityReached: facts.communityReached + 100 })).toEqual([]);
  });

  it('lets the school programmes’ figures overlap, but refuses any one of them above the school students', () => {
    const students = Math.max(facts.academyGraduates, facts.creativeCodingCreators, facts.igniteGirlsGraduates);
    // Their sum may pass the school students: a learner may take part in two programmes.
    expect(facts.academyGraduates + facts.creativeCodingCreators + facts.igniteGirlsGraduates).toBeGreaterThan(
      students,
    );
    expect(
      refusals({
        schoolStudents: students,
        studentsReached: students + facts.youthReached + facts.communityReached,
      }),
    ).toEqual([]);
    expect(refusals({ academyGraduates: facts.schoolStudents + 1 })).toEqual([
      expect.stringMatching(
        /^Site-wide → Facts → Academy graduates: \d+ is more than School students \([\d,]+\), which counts every one of them/,
      ),
    ]);
    expect(refusals({ codingClubSchools: facts.partnerSchools + 1 })).toEqual([
      expect.stringMatching(/^Site-wide → Facts → Coding club schools: \d+ is more than Partner schools \(\d+\)/),
    ]);
  });

  it('refuses shares of spending that do not make 100', () => {
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

  it('gives the young people reached beside their parts only with every part, which add up to it', () => {
    const [total, ...parts] = [
      record.studentsReached,
      record.schoolStudents,
      record.youthReached,
      record.communityReached,
    ].map((n) => `${written(n)}+`) as [string, ...string[]];
    const sections = (['en', 'sw'] as const).flatMap((lang) =>
      livePaths(lang).flatMap((path) => {
        const $ = livePage(path);
        return $('main section')
          .map((_, section) => ({ path, text: $(section).text().replace(/\s+/g, ' ') }))
          .get();
      }),
    );
    const beside = sections.filter(({ text }) => text.includes(total) && parts.some((part) => text.includes(part)));
    // The programmes page gives them together, in both editions.
    expect(beside.map(({ path }) => path)).toEqual(expect.arrayContaining(['/programs/', '/sw/programs/']));
    for (const { path, text } of beside)
      for (const part of parts) expect(text, `${path}: ${total} beside its parts`).toContain(part);
    expect(record.schoolStudents + record.youthReached + record.communityReached).toBe(record.studentsReached);
  });

  it('says of every total it gives with its parts, on a page or in a report, that they add up to it', () => {
    /** "2,500+ young people reached: 1,500+ in school programmes, 800+ in youth programmes and 200+ …". */
    const TOTAL = /([\d,]+)\+ [^.:•]*?\breached: ([^.;•]*)/g;
    const reports = readdirSync(join(enlargedDistDir, 'reports'))
      .filter((file) => file.endsWith('.pdf'))
      .map((file) => readPdf(readFileSync(join(enlargedDistDir, 'reports', file))).text.join(' '));
    const texts = [...sayings('en', /\breached: /).map(({ sentence }) => sentence), ...reports];
    const totals = texts.flatMap((text) => [...text.matchAll(TOTAL)]);
    expect(totals.length).toBeGreaterThanOrEqual(2);
    for (const [said, total = '', parts = ''] of totals) {
      const sum = [...parts.matchAll(/([\d,]+)\+/g)].reduce((n, [, part = '']) => n + toNumber(part), 0);
      expect(sum, said).toBe(toNumber(total));
    }
  });

  it('calls the young people it reached young people, not students', () => {
    const figures = [record.studentsReached, record.youthReached, record.communityReached].map(written);
    const students = new RegExp(`\\b(?:${figures.join('|')})\\+? students\\b`);
    const wanafunzi = new RegExp(`\\bwanafunzi (?:${figures.join('|')})\\b`);
    expect(sayings('en', /\bstudents\b/).filter(({ sentence }) => students.test(sentence))).toEqual([]);
    expect(sayings('sw', /\bwanafunzi\b/).filter(({ sentence }) => wanafunzi.test(sentence))).toEqual([]);
    // Found on the pages, as young people.
    expect(
      sayings('en', new RegExp(`${written(record.studentsReached)}\\+ young people reached`)).length,
    ).toBeGreaterThan(0);
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
