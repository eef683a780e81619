import { describe, expect, it } from 'vitest';
import type { History } from '../../content/history';
import type { Home } from '../../content/home';
import { yearOf } from '../../content/lib/time/build-date';
import { fill } from '../../content/lib/words/template';
import { defined } from '../support/defined';
import { sectionTitled } from '../support/dist';
import { liveBuiltOn, livePage, liveRecord } from '../support/live-site';

/**
 * Goals that end honestly (issue 50): a goal whose year has ended is shown with what was reached against
 * each target, and a goal that sets again a target an earlier year did not reach says so, on the history
 * page and in the home page's call, in both editions. Read from the live site and the records it was built
 * from, as the editor writes them.
 */

type Words = History['words'];
const editions = [
  { lang: 'en', prefix: '', history: liveRecord<History>('history'), home: liveRecord<Home>('home') },
  {
    lang: 'sw',
    prefix: '/sw',
    history: liveRecord<Pick<History, 'words'> & { goals: { headline: string; targets: { label: string }[] }[] }>(
      'history.sw',
    ),
    home: liveRecord<Pick<Home, 'mission'>>('home.sw'),
  },
] as const;

const english = liveRecord<History>('history');
const year = yearOf(liveBuiltOn());
const amount = (figure: string) => Number(/\d[\d,]*/.exec(figure)?.[0].replace(/,/g, ''));
const inSentence = (words: Words, figure: string) =>
  figure.endsWith('+') ? fill(words.atLeast, { figure: figure.slice(0, -1) }) : figure;

/** The goals of years that have ended, with what was reached for each target. */
const reached = english.goals.filter((goal) => goal.year < year && goal.targets.every((target) => target.reached));
/** The nearest goals to come, and the targets they set again that the latest reached goals missed. */
const next = english.goals.find((goal) => goal.year >= year);
const before = reached.filter((goal) => goal.year < (next?.year ?? year)).at(-1);
const missed = (next?.targets ?? []).flatMap((target, i) => {
  const past = before?.targets.find((earlier) => earlier.label === target.label);
  return past?.reached && amount(past.reached) < amount(past.value) ? [{ i, past }] : [];
});

describe('goals whose year has ended show what was reached', () => {
  it('has goals of a year that has ended, with what was reached, and goals ahead that set again what was missed', () => {
    expect(reached.length).toBeGreaterThan(0);
    expect(missed.length).toBeGreaterThan(0);
  });

  it.each(editions)('gives each target with its goal and what was reached, in $lang', ({ prefix, history }) => {
    const $ = livePage(`${prefix}/about/history/`);
    for (const goal of reached) {
      const i = english.goals.indexOf(goal);
      const section = sectionTitled($, fill(history.words.goals, { year: goal.year }));
      const pairs = section
        .find('dt')
        .map((_, dt) => `${$(dt).text().trim()}: ${$(dt).next('dd').text().trim()}`)
        .get();
      expect(pairs).toEqual(
        goal.targets.map(
          (target, t) =>
            `${defined(history.goals[i]?.targets[t], `${prefix} goal ${goal.year} target ${t + 1}`).label}: ${fill(
              history.words.goalAndReached,
              {
                goal: inSentence(history.words, target.value),
                reached: inSentence(history.words, target.reached ?? ''),
              },
            )}`,
        ),
      );
    }
  });

  it.each(editions)(
    'says the goals ahead set again what was missed, on the history page, in $lang',
    ({ prefix, history }) => {
      const goal = defined(next, 'goals ahead');
      const section = sectionTitled(
        livePage(`${prefix}/about/history/`),
        fill(history.words.goals, { year: goal.year }),
      );
      expect(section.text()).toContain(
        fill(history.words.goalsAgain, { year: defined(before, 'goals reached').year, deadline: goal.year }),
      );
    },
  );

  it.each(editions)(
    'asks help for the goals ahead after saying what was reached, on the home page, in $lang',
    ({ prefix, history, home }) => {
      const goal = defined(next, 'goals ahead');
      // The target the call names: the first missed one whose figure the headline gives.
      const { past } = defined(
        missed.find(({ past }) => goal.headline.includes(past.value.replace(/\+$/, ''))),
        'a missed target the headline names',
      );
      const i = english.goals.indexOf(goal);
      const call = fill(defined(home.mission.goalAfterMissed, 'the call after a missed goal'), {
        reached: defined(past.reached, 'what was reached').replace(/\+$/, ''),
        target: past.value.replace(/\+$/, ''),
        year: defined(before, 'goals reached').year,
        goal: defined(history.goals[i], `${prefix} goals of ${goal.year}`).headline,
        deadline: goal.year,
      });
      expect(livePage(`${prefix}/`)('main').text().replace(/\s+/g, ' ')).toContain(call);
    },
  );
});
