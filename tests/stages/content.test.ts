import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { BuildError } from '../../stages/build-error';
import { checkContent, type Edition, type Editions } from '../../stages/content';
import type { SiteModule } from '../../stages/site-bundle';
import type { Lang } from '../../content/lib/words/language';
import { contentWarning } from '../../content/lib/records/content-warning';
import { pastDeadlines, relativeDates } from '../../content/lib/time/stale';
import { rememberWarnings, warningsOf } from '../../content/lib/records/load-warnings';
import type { ContentModule } from '../../content/lib/records/validate';

const schema = z.object({ year: z.number() });

/** An edition whose content modules are these, by file. */
const edition = (lang: Lang, contents: Record<string, ContentModule>): Edition => ({
  lang,
  site: { contents, warningsOf, pastDeadlines, relativeDates } as unknown as SiteModule,
});

/** A warning about the file its text is led by. */
const warning = (text: string) => contentWarning('stale', text.replace(/:.*$/, ''), text);

/** What the build prints of checking these editions' content on `today`. */
const said = (editions: Editions, today: string) => checkContent(editions, today).map(({ text }) => text);

/** A record whose loading found these warnings, as the loader keeps them (content/lib/records/load-warnings.ts). */
function loadedWith(...warnings: string[]): ContentModule {
  const record = { year: 2025 };
  rememberWarnings(record, warnings.map(warning));
  return { schema, default: record };
}

/** A record that says it has gone stale after `until`. */
const staleAfter = (until: string, ...messages: string[]): ContentModule => ({
  schema,
  default: { year: 2025 },
  stale: (today) => (today > until ? messages.map(warning) : []),
});

describe('checking the content', () => {
  it('says what has gone stale by the build date, in the content’s order', () => {
    const contents = {
      'content/history.ts': staleAfter('2025-12-31', 'content/history.yml: goals: these are the goals for 2025'),
      'content/team.ts': { schema, default: { year: 2025 } },
      'content/competitions.ts': staleAfter(
        '2025-06-15',
        'content/competitions.yml: events, item 1: registration closed',
        'content/competitions.yml: events, item 2: past',
      ),
    };
    const editions: Editions = [edition('en', contents), edition('sw', contents)];
    expect(said(editions, '2025-06-01')).toEqual([]);
    expect(said(editions, '2025-07-01')).toEqual([
      'content/competitions.yml: events, item 1: registration closed',
      'content/competitions.yml: events, item 2: past',
    ]);
    // Each stale record once, though every edition has it.
    expect(said(editions, '2026-01-05')).toEqual([
      'content/history.yml: goals: these are the goals for 2025',
      'content/competitions.yml: events, item 1: registration closed',
      'content/competitions.yml: events, item 2: past',
    ]);
  });

  it('says which translations are missing or out of date, from every edition, in order, after what is stale', () => {
    const contents = {
      'content/history.ts': staleAfter('2025-12-31', 'content/history.yml: goals: set the goals for the year ahead'),
    };
    const warnings = said(
      [
        edition('en', { ...contents, 'content/team.ts': loadedWith() }),
        edition('sw', {
          ...contents,
          'content/team.ts': loadedWith(
            "content/team.sw.yml: no translation yet; the Kiswahili pages show this file's English",
          ),
          'content/home.ts': loadedWith('content/home.sw.yml: out of date: hero.title changed in content/home.yml'),
        }),
      ],
      '2026-01-05',
    );
    expect(warnings).toEqual([
      'content/history.yml: goals: set the goals for the year ahead',
      'content/home.sw.yml: out of date: hero.title changed in content/home.yml',
      "content/team.sw.yml: no translation yet; the Kiswahili pages show this file's English",
    ]);
  });

  it('names every deadline in a record that has passed, and every "this season", beside what the record’s own rules say', () => {
    const contents: Record<string, ContentModule> = {
      'content/home.ts': {
        schema,
        default: {
          mission: { text: 'Help us reach 5,000 students by the end of 2025.' },
          goal: 'By 2030, every county.',
        },
      },
      'content/competitions.ts': {
        schema,
        default: { call: { text: 'Register for this season’s events.' } },
      },
      'content/blogs.ts': {
        schema,
        default: {
          posts: [{ file: 'content/blogs/x.md', body: 'We aim to finish by 2025.' }],
        },
        stale: () => [
          warning('content/blogs/x.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead'),
        ],
      },
    };
    const editions: Editions = [edition('en', contents), edition('sw', contents)];
    const season =
      'content/competitions.yml: call.text "Register for this season’s events." says "this season’s", which a reader takes for their own: write the year or the dates instead';
    expect(said(editions, '2025-12-31')).toEqual([
      season,
      'content/blogs/x.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead',
    ]);
    // An article is dated, so what it said of its own year is not a claim of today's: only its record's own rules read it.
    expect(said(editions, '2026-01-01')).toEqual([
      'content/home.yml: mission.text "Help us reach 5,000 students by the end of 2025." says "by the end of 2025", a deadline that has passed: set a date ahead, or say what was reached',
      season,
      'content/blogs/x.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead',
    ]);
  });

  it('stops the build at a content module without its schema or its record, naming each', () => {
    const contents: Record<string, ContentModule> = {
      'content/partners.ts': { default: { name: 'Savanna Ledger Systems' } },
      'content/team.ts': { schema, default: { year: 2025 } },
      'content/donors.ts': { schema },
    };
    const check = () => checkContent([edition('en', contents), edition('sw', contents)], '2026-01-05');
    expect(check).toThrow(BuildError);
    expect(check).toThrow(
      'content is not valid:\n' +
        '  content/partners.ts: must export the schema its record meets, as `export const schema`\n' +
        '  content/donors.ts: must export its record as `export default`',
    );
  });
});
