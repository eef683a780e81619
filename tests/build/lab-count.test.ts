import { describe, expect, it } from 'vitest';
import type { Facts, Lab } from '../../content/facts';
import type { History } from '../../content/history';
import { lastDay } from '../../content/lib/time/dates';
import { fill } from '../../content/lib/words/template';
import { defined } from '../support/defined';
import { sectionTitled } from '../support/dist';
import { liveBuiltOn, livePage, liveRecord, sayings } from '../support/live-site';

/**
 * One count of labs (issue 50): the lab count, the history's milestones and the labs page come from one list
 * of labs with the month each opened (Site-wide → Facts → Labs), so that "our eighth lab" and "8 labs in
 * December 2024" cannot disagree.
 */

const facts = liveRecord<Facts>('facts');
const history = liveRecord<History>('history');
/** The labs in the order they opened. */
const inOrder: Lab[] = facts.labs
  .map((lab, i) => ({ lab, i }))
  .sort((a, b) => a.lab.opened.localeCompare(b.lab.opened) || a.i - b.i)
  .map(({ lab }) => lab);
const openBy = (day: string) => inOrder.filter((lab) => lab.opened <= day.slice(0, 7));

const ORDINALS =
  'first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth fifteenth sixteenth seventeenth eighteenth nineteenth twentieth'.split(
    ' ',
  );

describe('the labs', () => {
  it('are listed on the labs page, every one open on the day the site was built, by name', () => {
    const $ = livePage('/programs/labs/');
    const named = ['#hubs', '#other-labs']
      .flatMap((section) =>
        $(`main ${section} article h3`)
          .map((_, h) => $(h).text().trim())
          .get(),
      )
      .sort();
    expect(named.length).toBeGreaterThan(3);
    expect(named).toEqual(
      openBy(liveBuiltOn())
        .map((lab) => lab.name)
        .sort(),
    );
  });

  it('count as many where the figures were counted as had opened by then', () => {
    const headline = defined(
      history.headlines.find((stat) => stat.value === '{{labs}}'),
      'the history’s lab count',
    );
    const $ = livePage('/about/history/');
    const tiles = $('main #today li')
      .map((_, li) => $(li).text().replace(/\s+/g, ' ').trim())
      .get();
    const count = openBy(lastDay({ from: facts.counted })).length;
    expect(tiles).toContain(`${count} ${headline.label}`);
    expect(livePage('/')('main').text()).toContain(`${count} innovation labs`);
  });

  it('say "our eighth lab" only of the eighth to open', () => {
    /** The labs a sentence names, by name, by a part of their place ("Likoni") or by the year they opened. */
    const named = (sentence: string) =>
      inOrder.filter(
        (lab) =>
          sentence.includes(lab.name) ||
          lab.place.split(', ').some((part) => new RegExp(`\\b${part}\\b`).test(sentence)) ||
          sentence.includes(lab.opened.slice(0, 4)),
      );
    const claims = sayings('en', /\bour \w+ (?:innovation )?lab\b/i).flatMap(({ path, sentence }) =>
      [...sentence.matchAll(/\bour (\w+) (?:innovation )?lab\b/gi)]
        .map(([, ordinal = '']) => ORDINALS.indexOf(ordinal.toLowerCase()) + 1)
        .filter((n) => n > 0)
        .map((n) => ({ where: `${path}: ${sentence}`, said: n, labs: named(sentence) })),
    );
    const checked = claims.filter(({ labs }) => labs.length > 0);
    // The update of Likoni's opening says it, in its title and its text; who we are, of the first.
    expect(checked.length).toBeGreaterThan(2);
    expect(
      checked
        .filter(({ said, labs }) => !labs.some((lab) => inOrder.indexOf(lab) + 1 === said))
        .map(({ where }) => where),
    ).toEqual([]);
  });

  it('open in the history in the year each opened, named as the list names them', () => {
    const $ = livePage('/about/history/');
    const journey = sectionTitled($, history.words.ourJourney);
    for (const entry of history.timeline) {
      const items = journey
        .find('ol > li')
        .filter((_, li) => $(li).find('h3').text().trim().startsWith(String(entry.year)))
        .find('ul li')
        .map((_, li) => $(li).text().trim())
        .get();
      const opened = inOrder
        .filter((lab) => lab.opened.startsWith(String(entry.year)))
        .map((lab) => fill(history.words.labOpened, { name: lab.name }));
      expect(items.slice(0, opened.length), String(entry.year)).toEqual(opened);
      // No other line of the year says a lab opened: the list says it for each.
      expect(
        items.slice(opened.length).filter((item) => /\blabs?\b.*\b(?:opened|equipped)\b|\bhub opened\b/i.test(item)),
        String(entry.year),
      ).toEqual([]);
    }
    expect(inOrder.some((lab) => history.timeline.some((entry) => lab.opened.startsWith(String(entry.year))))).toBe(
      true,
    );
  });
});
