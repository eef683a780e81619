import { describe, expect, it } from 'vitest';
import { stale as staleCompetitions } from '../../content/competitions';
import { stale as staleHistory } from '../../content/history';
import { stale as staleBlogs } from '../../content/blogs';
import { stale as staleUpdates } from '../../content/updates';
import type { ContentWarning } from '../../content/lib/content-warning';
import { pastDeadlines, quietCollection, thisYearClaims } from '../../content/lib/stale';

/** What the build prints of these warnings. */
const texts = (warnings: ContentWarning[]) => warnings.map(({ text }) => text);

const article = (file: string, date: string, body: string) => ({ file, title: 'A post', date, body });

describe('claims that expire, dated and checked against the build date', () => {
  it('a deadline in a year that has ended, named by its field', () => {
    const record = {
      joinUs: { title: 'Join us', text: 'Reach 5,000 students by the end of 2025, and 15 labs by 2030.' },
    };
    expect(pastDeadlines('content/home.yml', record, '2025-12-31')).toEqual([]);
    expect(texts(pastDeadlines('content/home.yml', record, '2026-01-01'))).toEqual([
      'content/home.yml: joinUs.text "Reach 5,000 students by the end of 2025, and 15 labs by 2030." says "by the end of 2025", a deadline that has passed: set a date ahead, or say what was reached',
    ]);
    expect(pastDeadlines('content/home.yml', record, '2031-01-01')).toHaveLength(2);
    // Articles are read from files of their own, dated: what they said of their year is not today's claim.
    expect(pastDeadlines('content/blogs.yml', { posts: [{ file: 'x.md', body: 'by 2025' }] }, '2027-01-01')).toEqual(
      [],
    );
  });

  it('"this year" in an article dated in another year', () => {
    const posts = [
      article('content/blogs/a.md', '2025-03-05', 'This year we want to reach girls earlier.'),
      article('content/blogs/b.md', '2026-02-01', 'This year’s theme is water.'),
      article('content/blogs/c.md', '2025-01-14', 'Last year we ran twelve challenges.'),
    ];
    expect(texts(thisYearClaims(posts, '2025-11-26'))).toEqual([
      'content/blogs/b.md: says "this year", but it is dated 1 February 2026: write the year (2026) instead',
    ]);
    expect(texts(thisYearClaims(posts, '2026-11-26'))).toEqual([
      'content/blogs/a.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead',
    ]);
  });

  it('the newest article of a collection, once it is more than six months old', () => {
    const posts = [
      article('content/updates/a.md', '2025-03-12', ''),
      article('content/updates/b.md', '2025-01-02', ''),
    ];
    expect(quietCollection('news updates', posts, '2025-09-12')).toEqual([]);
    const quiet = [
      'content/updates/a.md: is the newest of the news updates, dated 12 March 2025, more than six months ago: publish a new one',
    ];
    expect(texts(quietCollection('news updates', posts, '2025-09-13'))).toEqual(quiet);
    // In the same words each time, so an editor recognises the warning from one build to the next.
    expect(texts(quietCollection('news updates', posts, '2026-11-26'))).toEqual(quiet);
    expect(quietCollection('news updates', [], '2026-11-26')).toEqual([]);
  });

  it('the spec’s own dates: its featured July 2025 event and its goals for 2025 stay, and are said to have expired', () => {
    expect(staleCompetitions('2025-03-01')).toEqual([]);
    expect(staleHistory('2025-12-31')).toEqual([]);
    const later = [...staleCompetitions('2026-11-26'), ...staleHistory('2026-11-26')];
    expect(texts(later)).toEqual(
      expect.arrayContaining([
        'content/competitions.yml: events, item 1 "Nairobi Maker Faire 2025": registrationOpen is true, but registration closed on 15 June 2025',
        'content/competitions.yml: events, item 1 "Nairobi Maker Faire 2025": is featured, but it took place on 15–17 July 2025; feature an upcoming event',
        'content/competitions.yml: events, item 2 "Robot Olympiad National Qualifier 2025": is listed as upcoming, but it took place on 10–12 September 2025; remove it or list the next one',
        'content/history.yml: goals: these are the goals for 2025, which has ended; set the goals for the year ahead',
      ]),
    );
    expect([...staleCompetitions('2027-05-01'), ...staleHistory('2027-05-01')]).toEqual(later);
    // Each names the entry and the field as the content editor shows them, with the link that opens it.
    expect(later[0]?.place).toEqual({
      collection: { name: 'pages', label: 'Pages' },
      entry: { name: 'competitions', label: 'Competitions' },
      fields: ['Events', 'item 1 "Nairobi Maker Faire 2025"', 'Registration open'],
      link: '#/collections/pages/entries/competitions',
      translation: false,
    });
  });

  it('the spec’s articles: “this year” in posts of 2025, and blog and news quiet since spring 2025', () => {
    expect(staleBlogs('2025-04-01')).toEqual([]);
    expect(texts(staleBlogs('2026-11-26'))).toEqual([
      'content/blogs/first-saturday-challenge.md: says "this year", but it is dated 14 January 2025: write the year (2025) instead',
      'content/blogs/why-girls-leave-stem.md: says "this year", but it is dated 5 March 2025: write the year (2025) instead',
      'content/blogs/why-girls-leave-stem.md: is the newest of the blog posts, dated 5 March 2025, more than six months ago: publish a new one',
    ]);
    expect(texts(staleUpdates('2026-11-26'))).toContain(
      'content/updates/mombasa-lab-opens.md: is the newest of the news updates, dated 12 March 2025, more than six months ago: publish a new one',
    );
  });
});
