import { describe, expect, it } from 'vitest';
import { stale } from '../../content/accessibility';
import navigation, { schema as navigationSchema } from '../../content/navigation';

describe('the accessibility statement', () => {
  it('stays linked from the footer: the menus refuse legal links without it, saying what to do', () => {
    const without = navigation.legalLinks.filter((link) => link.href !== '/accessibility/');
    expect(without.length).toBe(navigation.legalLinks.length - 1);
    const result = navigationSchema.safeParse({ ...navigation, legalLinks: without });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      {
        path: ['legalLinks'],
        message:
          "must keep the link to the accessibility statement (/accessibility/), which every page's footer carries: add it back",
      },
    ]);
  });

  it('is said to need a review once a year has passed since the last, naming the field', () => {
    // content/accessibility.yml of the fixture: reviewed on 28 November 2026.
    expect(stale('2027-11-27')).toEqual([]);
    const [warning, ...more] = stale('2027-11-28');
    expect(more).toEqual([]);
    expect(warning?.kind).toBe('stale');
    expect(warning?.text).toBe(
      'content/accessibility.yml, line 7: reviewed "2026-11-28" was 28 November 2026, a year or more ago: check each claim of the statement against the site, then set the day you did',
    );
    expect(warning?.place?.fields).toEqual(['Last reviewed']);
  });
});
