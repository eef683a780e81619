/**
 * What a competition's record must say (content/competitions.ts): what a visitor must know, and nothing
 * else; its id, where the record gives none, is made from its English title. Checked as the build checks
 * the spec's record (the frozen fixture's) with events added.
 */
import { describe, expect, it } from 'vitest';
import competitions, * as competitionsFile from '../../content/competitions';
import { withEventIds } from '../../content/competitions';
import { validateContent } from '../../content/lib/records/validate';

/** An event with only what a visitor must know, as the loader hands it on (its empty lists filled in). */
const minimal = (title: string) => ({
  title,
  description: 'One day of coding puzzles for school teams of two, from first blocks to Python.',
  dates: { from: '2027-08-20' },
  location: 'Kisumu Innovation Hub, Milimani, Kisumu',
  categories: [],
  details: {
    ageGroups: [],
    prizes: [],
    requirements: [],
    timeline: { type: 'single', registration: { from: '2027-03-15', to: '2027-07-31' } },
  },
  howToEnter: { contact: 'programmes', include: [] },
});

/** The record with `added` events, each given its id as the loader gives it, checked as the build checks it. */
const checkWith = (...added: object[]) =>
  validateContent('content/competitions.ts', {
    schema: competitionsFile.schema,
    default: withEventIds({ ...competitions, events: [...competitions.events, ...added] }),
  });

describe('a competition’s record', () => {
  it('needs only a title, a description, its dates and place, its registration and whom to write to', () => {
    expect(checkWith(minimal('Kisumu Junior Coding Challenge 2027'))).toEqual([]);
  });

  it('refuses an event without one of those, naming the field', () => {
    const placeless: Partial<ReturnType<typeof minimal>> = minimal('Kisumu Junior Coding Challenge 2027');
    delete placeless.location;
    const problems = checkWith(placeless);
    expect(problems).toEqual([
      `content/competitions.ts: events, item ${competitions.events.length + 1} "Kisumu Junior Coding Challenge 2027": location is missing: add it`,
    ]);
  });

  it('gets its id from its English title where it has none, and keeps one it is given', () => {
    const record = withEventIds({
      events: [{ title: 'Fête des Jeunes Inventeurs 2027' }, { id: 'vex-2027', title: 'VEX Championship 2027' }],
    });
    expect(record.events).toEqual([
      { id: 'fete-des-jeunes-inventeurs-2027', title: 'Fête des Jeunes Inventeurs 2027' },
      { id: 'vex-2027', title: 'VEX Championship 2027' },
    ]);
    // The spec's events give theirs.
    expect(competitions.events.map((event) => event.id)).toContain('robot-olympiad-qualifier-2025');
  });

  it('refuses a copied event left with the title it was copied from, saying to give it its own', () => {
    const title = 'Kisumu Junior Coding Challenge 2027';
    const problems = checkWith(minimal(title), minimal(title));
    const first = competitions.events.length + 1;
    expect(problems).toEqual([
      expect.stringContaining(
        `is kisumu-junior-coding-challenge-2027, as event ${first}'s is: give each event its own title (a copied event, a title of its own), or its own id`,
      ),
    ]);
  });

  it('refuses an event whose title makes no id, asking for one', () => {
    expect(checkWith(minimal('¡¿!'))).toEqual([
      `content/competitions.ts: events, item ${competitions.events.length + 1} "¡¿!": id must be set: the title has no letter or digit to make it from`,
    ]);
  });
});
