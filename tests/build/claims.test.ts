import { describe, expect, it } from 'vitest';
import { OUTCOMES, type Facts } from '../../content/facts';
import type { Reports } from '../../content/reports';
import { isDated, livePage, livePaths, liveRecord, sayings } from '../support/live-site';

/**
 * Claims that match the documents (issue 50): what the site says it publishes is what /impact/reports/
 * lists, and each outcome figure names its source, in both editions. Dated articles and the reports
 * themselves say what they said on their day.
 */

const reports = liveRecord<Reports>('reports').reports;
const facts = liveRecord<Facts>('facts');

describe('claims about what we publish', () => {
  it('say "every year" of annual reports or accounts only while the reports page lists one for every year', () => {
    const annual = new Set(reports.filter((report) => report.type === 'Annual Report').map((report) => report.year));
    const newest = Math.max(...annual);
    const everyYear = Array.from({ length: newest - facts.founded + 1 }, (_, i) => facts.founded + i).every((year) =>
      annual.has(year),
    );
    const claims = sayings('en', /\b(?:every|each) year\b|\byearly\b|\bannually\b/i).filter(
      ({ path, sentence }) => !isDated(path) && /\b(?:report|accounts|publish)/i.test(sentence),
    );
    if (!everyYear) expect(claims.map(({ path, sentence }) => `${path}: ${sentence}`)).toEqual([]);
    // The reports page lists the annual reports it has, which are not one for every year since the start.
    expect(annual.size).toBeGreaterThan(0);
  });

  it('say the accounts on the reports page are a summary, as each document there says of itself', () => {
    // Each PDF of /impact/reports/ ends with the reports record's note: it summarises the report.
    const pdfNote = liveRecord<{ document: { note: string } }>('reports').document.note;
    const summarises = /\bsummar/i.test(pdfNote);
    const claims = sayings('en', /\baudited accounts\b|\baccounts\b[^.]*\bpublish/i).filter(
      ({ path, sentence }) =>
        !isDated(path) && /\bpublish|\breports page\b/i.test(sentence) && !(summarises && /\bsummar/i.test(sentence)),
    );
    expect(claims.map(({ path, sentence }) => `${path}: ${sentence}`)).toEqual([]);
  });

  it('say what each programme cost only where a report on the site sets it out', () => {
    const costs = reports.some((report) =>
      [report.summary, ...report.highlights].some((text) => /\b(?:each|every|per) programme\b.*\bcost/i.test(text)),
    );
    const claims = sayings('en', /\b(?:each|every|per) programme\b[^.]*\bcost|\bcost of each programme\b/i).filter(
      ({ path }) => !isDated(path),
    );
    if (!costs) expect(claims.map(({ path, sentence }) => `${path}: ${sentence}`)).toEqual([]);
  });
});

describe('each outcome figure', () => {
  const sources = {
    en: facts.sources,
    sw: liveRecord<Pick<Facts, 'sources'>>('facts.sw').sources,
  };

  it.each(['en', 'sw'] as const)('names its source wherever a page gives it, in %s', (lang) => {
    const found: string[] = [];
    const missing: string[] = [];
    for (const path of livePaths(lang).filter((p) => !isDated(p))) {
      const $ = livePage(path);
      // The smallest part of the page that gives the figure: a tile, an item, a detail, a paragraph.
      $('main li, main dd, main p')
        .filter((_, el) => $(el).find('li, dd, p').length === 0)
        .filter((_, el) => $(el).closest('article').find('time').length === 0)
        .each((_, el) => {
          const text = $(el).text().replace(/\s+/g, ' ');
          for (const name of OUTCOMES) {
            if (!new RegExp(`(?<![\\d.])${facts[name]}%`).test(text)) continue;
            found.push(`${path}: ${name}`);
            if (!text.includes(sources[lang][name]))
              missing.push(`${path}: "${text.trim()}" without "${sources[lang][name]}"`);
          }
        });
    }
    // The placement, the completion rate and the Ignite Girls figure, each on more than one page.
    expect(new Set(found.map((where) => where.split(': ')[1])).size).toBe(OUTCOMES.length);
    expect(missing).toEqual([]);
  });
});
