import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDate, dayInNairobi, isDay, moreThanAYearBefore, yearsAfter } from '../../content/lib/time/build-date';
import { TODAY } from '../../content/lib/time/today';
import { FIXTURE_DATE } from '../support/fixture-date';

const root = join(import.meta.dirname, '../..');

describe('the day the site is built as of (BUILD_DATE)', () => {
  it('is the day BUILD_DATE names, written YYYY-MM-DD', () => {
    expect(buildDate('2027-01-31')).toBe('2027-01-31');
    expect(buildDate(' 2027-01-31 ')).toBe('2027-01-31');
  });

  it('is today in Nairobi when BUILD_DATE is unset or empty: at 22:30 UTC it is already tomorrow there', () => {
    const lateEvening = new Date('2026-11-27T22:30:00Z');
    expect(dayInNairobi(lateEvening)).toBe('2026-11-28');
    expect(buildDate(undefined, lateEvening)).toBe('2026-11-28');
    expect(buildDate('', lateEvening)).toBe('2026-11-28');
  });

  it('stops the build at a value that is not a day, saying what to write', () => {
    for (const value of ['2025-13-01', '2025-02-30', '31/01/2027', 'next month', '2027-1-31'])
      expect(() => buildDate(value), value).toThrow(
        `BUILD_DATE is "${value}", which is not a day: write it as YYYY-MM-DD, like BUILD_DATE=2027-01-31, or leave it unset to build as of today`,
      );
    expect(isDay('2024-02-29')).toBe(true);
    expect(isDay('2025-02-29')).toBe(false);
  });

  it('counts a year on from a day, and says when a day is more than a year before another', () => {
    expect(yearsAfter('2025-03-12', 1)).toBe('2026-03-12');
    expect(yearsAfter('2024-02-29', 1)).toBe('2025-03-01');
    expect(moreThanAYearBefore('2025-03-12', '2026-03-12')).toBe(false);
    expect(moreThanAYearBefore('2025-03-12', '2026-03-13')).toBe(true);
  });

  it('is the frozen content’s day wherever the tests read it: npm run build:fixture, and the records they import', () => {
    const { scripts } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['build:fixture']).toMatch(new RegExp(`^BUILD_DATE=${FIXTURE_DATE} `));
    expect(process.env.BUILD_DATE).toBe(FIXTURE_DATE);
    expect(TODAY).toBe(FIXTURE_DATE);
  });
});
