import { describe, expect, it } from 'vitest';
import board from '../../content/board';
import competitions from '../../content/competitions';
import facts from '../../content/facts';
import team from '../../content/team';
import youth from '../../content/youth';
import { defined } from '../support/defined';
import { builtPage, builtPaths, isKiswahili, sectionTitled } from '../support/dist';

/**
 * The facts a reader could find in two versions on two pages (issue 29): each check reads every page
 * that states the fact, counts what it found first, and finds one version. The headline figures are
 * tests/build/facts.test.ts's; children's names and pictures, tests/build/minors.test.ts's.
 */

/** A page's main text as sentences: list items, terms, cells, headings and summaries count as their own. */
function sentences(path: string): string[] {
  const $ = builtPage(path);
  $('main').find('li, dd, dt, p, h1, h2, h3, h4, td, summary').append('. ');
  return $('main')
    .text()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/);
}

const english = builtPaths().filter((path) => !isKiswahili(path) && !path.endsWith('404.html'));
const everything = english.flatMap((path) => sentences(path).map((sentence) => ({ path, sentence })));

/** The sentences, with their page, that a pattern finds on any English page. */
const saying = (pattern: RegExp) =>
  everything.filter(({ sentence }) => pattern.test(sentence)).map(({ path, sentence }) => `${path}: ${sentence}`);

/** The youngest age a text such as "Ages 20-30" or "Junior makers: ages 10-14" admits. */
const youngest = (ages: string) => Number(defined(/(\d+)/.exec(ages), `an age in "${ages}"`)[1]);

describe('the donate page agrees with itself', () => {
  const donate = sentences('/donate/');

  it('gives one receipt time, wherever it says when a receipt comes', () => {
    const TIME =
      /\b(?:the same day|immediately|on the spot|once a year|one annual|within \w+ (?:working )?(?:days|hours|weeks))\b/gi;
    const times = donate.filter((s) => /receipt/i.test(s)).flatMap((s) => s.match(TIME) ?? []);
    expect(times.length).toBeGreaterThanOrEqual(3);
    expect(new Set(times)).toEqual(new Set([`within ${facts.receiptWorkingDays} working days`]));
  });

  it('offers one kind of receipt: every receipt it promises is tax-deductible', () => {
    const offered = donate.flatMap((s) => s.match(/\b(?:an?|one|every|each)\s+(?:[\w-]+\s+)?receipts?\b/gi) ?? []);
    expect(offered.length).toBeGreaterThanOrEqual(3);
    expect(offered.filter((receipt) => !/tax-deductible/.test(receipt))).toEqual([]);
  });

  it('claims SSL, card, M-Pesa and PayPal in words that are true of a site that takes no payment', () => {
    const text = donate.join(' ');
    expect(text).toMatch(/protected by SSL encryption/);
    expect(text).toMatch(/never asks for your card or M-Pesa details/);
    expect(text).toMatch(/card through PayPal/);
    expect(text).not.toMatch(/(?:our|the site’s) payment (?:provider|processor|page|form)|checkout/i);
  });
});

describe('one version of each fact across pages', () => {
  it('places the team in every city where a leader works', () => {
    const $ = builtPage('/about/team/');
    const lead = $('main h1').first().siblings('p').first().text();
    const cities = new Set(team.leadership.map((person) => person.location));
    expect(cities.size).toBeGreaterThanOrEqual(4);
    for (const city of cities) expect(lead, `the team page's lead names ${city}`).toContain(city);
  });

  it('gives the Innovation Sandbox no age range and no intakes: it is drop-in, for ages 18+', () => {
    const sandbox = youth.pathways.find((pathway) => pathway.title === 'Innovation Sandbox');
    expect(sandbox?.participants).toBe('Ages 18+');
    expect(saying(/Innovation Sandbox/).length).toBeGreaterThanOrEqual(5);
    expect(saying(/Innovation Sandbox.*(?:\b\d+ ?(?:to|-|–) ?\d+\b|intakes?\b)/)).toEqual([]);
  });

  it('states one number of Ignite Girls graduates, and one share who chose science', () => {
    const graduates = [
      ...everything
        .map(({ sentence }) => sentence)
        .join(' ')
        .matchAll(/([\d,]+) girls (?:have )?completed/g),
    ];
    expect(graduates.length).toBeGreaterThanOrEqual(3);
    expect(new Set(graduates.map((m) => Number(m[1]?.replace(/,/g, ''))))).toEqual(
      new Set([facts.igniteGirlsGraduates]),
    );

    const SHARE = /(\d+%|\w+ in \w+) (?:of them )?(?:now )?(?:chose|went on to choose|plan to take)\b/g;
    const shares = [
      ...everything
        .map(({ sentence }) => sentence)
        .join(' ')
        .matchAll(SHARE),
    ].map((m) => m[1]);
    expect(shares.length).toBeGreaterThanOrEqual(3);
    expect(new Set(shares)).toEqual(new Set([`${facts.igniteGirlsScienceChoice}%`]));
  });

  it('offers no competition prize of a programme its youngest entrants are too young for', () => {
    const incubation = defined(
      youth.pathways.find((pathway) => pathway.title === 'Startup Incubation'),
      'the Startup Incubation pathway',
    );
    const tooYoung = competitions.events.filter(
      (event) => Math.min(...event.details.ageGroups.map(youngest)) < youngest(incubation.participants),
    );
    expect(tooYoung.length).toBeGreaterThan(0);
    const $ = builtPage('/competitions/');
    for (const event of tooYoung) {
      const block = $('main h2, main h3')
        .filter((_, h) => $(h).text().trim() === event.title)
        .closest('article, section');
      expect(block.text(), event.title).toMatch(/Prizes/);
      expect(block.text(), `${event.title}'s prizes`).not.toMatch(/incubat/i);
    }
  });

  it('names no board chair or secretary while the board is being appointed', () => {
    expect(board.members).toEqual([]);
    expect(sectionTitled(builtPage('/about/board/'), 'Our board').text()).toMatch(/We are appointing our board/);
    expect(saying(/board (?:secretary|chair)|\bthe chair\b|chair of the board/i)).toEqual([]);
  });

  it('keeps the robot olympiad under Youth, and says it is for school teams', () => {
    const items = ['/', '/programs/'].flatMap((path) => {
      const $ = builtPage(path);
      return $('main h3')
        .filter((_, h) => $(h).text().trim() === 'Youth Programs')
        .closest('article')
        .find('li')
        .map((_, li) => $(li).text().trim())
        .get()
        .filter((item) => /olympiad/i.test(item));
    });
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).toMatch(/for school teams/);
  });
});
