import { describe, expect, it } from 'vitest';
import facts, { counties, countedOn, labsOpenOn } from '../../content/facts';
import { defined } from '../support/defined';
import { builtPage, builtPaths } from '../support/dist';

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  twenty: 20,
};
const NUMBER = `(\\d[\\d,]*|${Object.keys(numberWords).join('|')})`;
const toNumber = (text: string) => numberWords[text.toLowerCase()] ?? Number(text.replace(/,/g, ''));

/** Each headline fact, the ways a page states it, and the one number it must have. */
const claims: { fact: string; patterns: RegExp[]; value: number }[] = [
  { fact: 'counties', patterns: [new RegExp(`${NUMBER}\\+? counties`, 'gi')], value: counties },
  {
    fact: 'innovation labs',
    patterns: [new RegExp(`${NUMBER} (?:innovation )?labs\\b`, 'gi')],
    // The labs of the list that had opened when the figures were counted.
    value: labsOpenOn(countedOn).length,
  },
  { fact: 'partner schools', patterns: [new RegExp(`${NUMBER} partner schools`, 'gi')], value: facts.partnerSchools },
  {
    fact: 'students reached',
    patterns: [new RegExp(`${NUMBER}\\+? students reached`, 'gi')],
    value: facts.studentsReached,
  },
  {
    fact: 'teachers trained',
    patterns: [
      new RegExp(`${NUMBER}\\+? teachers trained`, 'gi'),
      // "more than 100 trained teachers", but not "the two trained teachers" of one school
      new RegExp(`(?:more than|over) ${NUMBER}\\+? trained teachers`, 'gi'),
    ],
    value: facts.teachersTrained,
  },
  {
    fact: 'the year the foundation began',
    patterns: [/(?:foundation|we|club) (?:began|was founded|was registered|started) in (\d{4})/gi],
    value: facts.founded,
  },
];

/** A goal is not a claim about today: sentences that state one are left out. */
const GOAL = /\b(goals?|targets?|aims?|by (the end of )?20\d\d|vision|plan(s|ned)? to|will reach)\b/i;

/**
 * A page's text as sentences (list items and table cells count as their own), with goals left out, and the
 * history page's timeline, where each year states what was true then.
 */
function statements(path: string): string[] {
  const $ = builtPage(path);
  $('script, style, #goals, #journey').remove();
  $('li, dd, dt, p, h1, h2, h3, h4, td').append('. ');
  return $('body')
    .text()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/)
    .filter((sentence) => !GOAL.test(sentence));
}

describe('one set of facts', () => {
  const pages = builtPaths();
  const everything = pages.flatMap((path) => statements(path).map((sentence) => ({ path, sentence })));

  it.each(claims)('every page that states the $fact states $value', ({ patterns, value }) => {
    const found = everything.flatMap(({ path, sentence }) =>
      patterns.flatMap((pattern) =>
        [...sentence.matchAll(pattern)].map((m) => ({
          path,
          sentence,
          n: toNumber(defined(m[1], `${pattern}: its figure`)),
        })),
      ),
    );
    // Counted first, so the check cannot pass by finding nothing.
    expect(found.length).toBeGreaterThan(0);
    const wrong = found.filter(({ n }) => n !== value).map(({ path, sentence }) => `${path}: ${sentence}`);
    expect(wrong).toEqual([]);
  });

  it('names as many counties as it says it works in', () => {
    expect(facts.countyNames).toHaveLength(counties);
    expect(new Set(facts.countyNames).size).toBe(counties);
  });

  it('gives the same founding year to search engines', () => {
    const data = JSON.parse(builtPage('/')('script[type="application/ld+json"]').text()) as {
      '@graph': { foundingDate?: string }[];
    };
    expect(data['@graph'][0]?.foundingDate).toBe(String(facts.founded));
  });
});
