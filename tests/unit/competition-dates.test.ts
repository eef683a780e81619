/**
 * Dates decide, not flags: where each competition's registration stands, and which events and sessions are
 * to come or past, on any day, from the spec's record (the frozen fixture's competitions).
 */
import { describe, expect, it } from 'vitest';
import competitions, {
  registrationOf,
  registrationOn,
  seasonOn,
  stillToCome,
  type CompetitionEvent,
} from '../../content/competitions';
import { defined } from '../support/defined';

const byId = (id: string) =>
  defined(
    competitions.events.find((event) => event.id === id),
    id,
  );
/** Registration from 1 March to 15 June 2025; the faire on 15–17 July 2025; featured. */
const faire = byId('nairobi-maker-faire-2025');
/** Team entries open in June 2025 (its preparation stage) and are due on 15 August 2025; the qualifier on 10–12 September. */
const olympiad = byId('robot-olympiad-qualifier-2025');
/** On 20–22 November 2025. */
const vex = byId('vex-robotics-championship-2025');

const titles = (events: { title: string }[]) => events.map((event) => event.title);

describe('registration, open only between its opening and closing days', () => {
  it('opens on its first day and closes after its last', () => {
    expect(registrationOn(faire, '2025-02-28')).toBe('soon');
    expect(registrationOn(faire, '2025-03-01')).toBe('open');
    expect(registrationOn(faire, '2025-06-15')).toBe('open');
    expect(registrationOn(faire, '2025-06-16')).toBe('closed');
    expect(registrationOn(faire, '2026-03-01')).toBe('closed');
  });

  it('of a staged competition: open from its preparation stage until team entries are due', () => {
    expect(registrationOn(olympiad, '2025-05-31')).toBe('soon');
    expect(registrationOn(olympiad, '2025-06-01')).toBe('open');
    expect(registrationOn(olympiad, '2025-08-15')).toBe('open');
    expect(registrationOn(olympiad, '2025-08-16')).toBe('closed');
  });

  it('may be closed early by the editor, but never opened: the flag cannot open it before or after its days', () => {
    const closedEarly: CompetitionEvent = { ...faire, registrationClosedEarly: true };
    for (const day of ['2025-02-28', '2025-04-01', '2025-06-15', '2025-06-16'])
      expect(registrationOn(closedEarly, day), day).toBe('closed');
    expect(registrationOn({ ...faire, registrationClosedEarly: false }, '2025-04-01')).toBe('open');
  });

  it('is said in the page’s words for its state, {date} the day it opens or closes', () => {
    const words = {
      ...competitions.registration,
      open: { ...competitions.registration.open, status: 'Registration open until {date}' },
      soon: { ...competitions.registration.soon, status: 'Registration opens on {date}' },
    };
    expect(registrationOf(faire, '2025-02-01', words)).toEqual({
      state: 'soon',
      words: { status: 'Registration opens on 1 March 2025', action: 'Learn More', badge: 'Coming Soon' },
    });
    expect(registrationOf(faire, '2025-04-01', words).words.status).toBe('Registration open until 15 June 2025');
    // The spec's words say no date, and are shown as they are.
    expect(registrationOf(faire, '2025-04-01', competitions.registration).words).toEqual(
      competitions.registration.open,
    );
    expect(registrationOf(faire, '2025-07-01', competitions.registration).words).toEqual(
      competitions.registration.closed,
    );
  });
});

describe('upcoming and past events, as their days decide', () => {
  it('on the spec’s day: the featured faire, then the others soonest first, nothing past', () => {
    const season = seasonOn(competitions, '2025-04-01');
    expect(season.featured).toBe(faire);
    expect(titles(season.upcoming)).toEqual([olympiad.title, vex.title]);
    expect(season.past).toEqual([]);
    expect(season.sessions).toHaveLength(competitions.preparation.events.length);
    expect(season.pastSessions).toEqual([]);
    expect(titles(stillToCome(season))).toEqual([faire.title, olympiad.title, vex.title]);
  });

  it('keeps an event on its last day, and moves it to the past ones the day after: never featured then', () => {
    expect(seasonOn(competitions, '2025-07-17').featured).toBe(faire);
    const after = seasonOn(competitions, '2025-07-18');
    expect(after.featured).toBeUndefined();
    expect(titles(after.upcoming)).toEqual([olympiad.title, vex.title]);
    expect(titles(after.past)).toEqual([faire.title]);
  });

  it('does the same with the preparation sessions, the latest past first', () => {
    const [clinic, bootcamp] = competitions.preparation.events;
    const season = seasonOn(competitions, '2025-08-09');
    expect(titles(season.pastSessions)).toEqual([defined(bootcamp, 'bootcamp').title, defined(clinic, 'clinic').title]);
    expect(titles(season.sessions)).toEqual(titles(competitions.preparation.events.slice(2)));
  });

  it('lists the past of the latest season only: an event ended more than a year before the latest leaves the page', () => {
    const earlier: CompetitionEvent = {
      ...faire,
      id: 'nairobi-maker-faire-2024',
      title: 'Nairobi Maker Faire 2024',
      dates: { from: '2024-07-16', to: '2024-07-18' },
      featured: false,
    };
    const record = { ...competitions, events: [earlier, ...competitions.events] };
    expect(titles(seasonOn(record, '2025-07-18').past)).toEqual([faire.title, earlier.title]);
    expect(titles(seasonOn(record, '2025-11-23').past)).toEqual([vex.title, olympiad.title, faire.title]);
  });

  it('leaves nothing to come once every day has passed: the page’s empty state', () => {
    const season = seasonOn(competitions, '2025-11-23');
    expect(season.featured).toBeUndefined();
    expect(season.upcoming).toEqual([]);
    expect(season.sessions).toEqual([]);
    expect(stillToCome(season)).toEqual([]);
    expect(titles(season.past)).toEqual([vex.title, olympiad.title, faire.title]);
    expect(season.pastSessions).toHaveLength(competitions.preparation.events.length);
  });
});
