import { describe, expect, it } from 'vitest';
import { stale as staleBlogs } from '../../content/blogs';
import { stale as staleCompetitions } from '../../content/competitions';
import { stale as staleFacts } from '../../content/facts';
import { stale as staleHistory } from '../../content/history';
import { stale as staleReports } from '../../content/reports';
import { stale as staleUpdates } from '../../content/updates';
import type { ContentWarning } from '../../content/lib/records/content-warning';
import {
  passedAnnouncements,
  pastDeadlines,
  quietCollection,
  relativeDates,
  thisYearClaims,
} from '../../content/lib/time/stale';

/** What the build prints of these warnings. */
const texts = (warnings: ContentWarning[]) => warnings.map(({ text }) => text);

/**
 * The warnings the date brings, without those of the spec's dated texts that say a figure of the latest
 * count, which stand whatever the date (tests/build/dated-claims.test.ts).
 */
const ofTheDate = (warnings: ContentWarning[]) =>
  warnings.filter(({ message }) => !/a figure of our latest count/.test(message ?? ''));

/** A blog of these posts, as its record lists them, each read from a file of its own. */
const blog = (...posts: { file: string; date: string; body: string }[]) => ({
  file: 'content/blogs.yml',
  record: { posts },
  field: 'posts',
  articles: posts,
});
/** A post whose body says `text`, among more than its card shows. */
const post = (file: string, date: string, text: string) => ({
  file,
  title: 'A post',
  date,
  body: `${text}\n\nWhat follows is the rest of the post, longer than a warning quotes.`,
});

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
    // Articles are read from files of their own, dated: the rules of their collections read them.
    expect(pastDeadlines('content/blogs.yml', { posts: [{ file: 'x.md', body: 'by 2025' }] }, '2027-01-01')).toEqual(
      [],
    );
  });

  it('"this year", "this season" in a record, whatever the date: a year or the dates say it for good', () => {
    const record = {
      call: { text: 'Register your team for this season’s events.' },
      empty: { text: 'Our next season’s events are announced here, as they were last year.' },
    };
    expect(texts(relativeDates('content/competitions.yml', record))).toEqual([
      'content/competitions.yml: call.text "Register your team for this season’s events." says "this season’s", which a reader takes for their own: write the year or the dates instead',
    ]);
  });

  it('"this year" in a recent article dated in another year; once it is a year old, its page says so', () => {
    const posts = blog(
      post('content/blogs/a.md', '2025-03-05', 'This year we want to reach girls earlier.'),
      post('content/blogs/b.md', '2025-12-01', 'This year’s theme is water.'),
    );
    expect(thisYearClaims(posts, '2025-12-31')).toEqual([]);
    const b = [
      'content/blogs/b.md: body says "this year", but it is dated 1 December 2025: write the year (2025) instead',
    ];
    expect(texts(thisYearClaims(posts, '2026-01-01'))).toEqual([
      'content/blogs/a.md: body says "this year", but it is dated 5 March 2025: write the year (2025) instead',
      ...b,
    ]);
    // A year after 5 March 2025, a's page says it is more than a year old.
    expect(texts(thisYearClaims(posts, '2026-03-06'))).toEqual(b);
    expect(thisYearClaims(posts, '2026-12-02')).toEqual([]);
  });

  it('a day a recent article spoke of as ahead, once it has passed, until the article is a year old', () => {
    const news = blog(
      post(
        'content/updates/lab.md',
        '2025-03-12',
        'Mombasa, 12 March 2025. The first challenge will be on 5 April 2025.\n\nOur goal: 15 labs by the end of 2025.',
      ),
    );
    expect(passedAnnouncements(news, '2025-04-05')).toEqual([]);
    const april =
      'content/updates/lab.md: body says "5 April 2025", which was ahead when it was written (12 March 2025) and has passed: say how it went, or that it is past';
    // The day it was written is no announcement.
    expect(texts(passedAnnouncements(news, '2025-04-06'))).toEqual([april]);
    expect(texts(passedAnnouncements(news, '2026-01-01'))).toEqual([
      april,
      'content/updates/lab.md: body says "by the end of 2025", which was ahead when it was written (12 March 2025) and has passed: say how it went, or that it is past',
    ]);
    expect(passedAnnouncements(news, '2026-03-13')).toEqual([]);
  });

  it('the newest article of a collection, once it is more than six months old', () => {
    const news = blog(post('content/updates/a.md', '2025-03-12', ''), post('content/updates/b.md', '2025-01-02', ''));
    expect(quietCollection('news updates', news, '2025-09-12')).toEqual([]);
    const quiet = [
      'content/updates/a.md: date "2025-03-12" is the newest of the news updates, more than six months ago: publish a new one',
    ];
    expect(texts(quietCollection('news updates', news, '2025-09-13'))).toEqual(quiet);
    // In the same words each time, so an editor recognises the warning from one build to the next.
    expect(texts(quietCollection('news updates', news, '2026-11-26'))).toEqual(quiet);
    expect(quietCollection('news updates', blog(), '2026-11-26')).toEqual([]);
  });
});

describe('what the spec’s content leaves to the editor as the dates pass', () => {
  it('a featured event that took place, and no competition or session to come, each named by its field', () => {
    expect(staleCompetitions('2025-07-17')).toEqual([]);
    const featured = staleCompetitions('2025-07-18');
    expect(texts(featured)).toEqual([
      expect.stringMatching(
        /^content\/competitions\.yml, line \d+: events, item 1 "Nairobi Maker Faire 2025": featured is ticked, but it took place on 15–17 July 2025, so the page no longer features it: feature an upcoming event$/,
      ),
    ]);
    expect(featured[0]?.place).toEqual({
      collection: { name: 'pages', label: 'Pages' },
      entry: { name: 'competitions', label: 'Competitions' },
      fields: ['Events', 'item 1 "Nairobi Maker Faire 2025"', 'Featured'],
      link: '#/collections/pages/entries/competitions',
      translation: false,
      keyPath: 'events.0.featured',
    });
    expect(texts(staleCompetitions('2025-11-23'))).toEqual([
      expect.stringContaining('featured is ticked'),
      expect.stringMatching(/: events has none still to come, so the page says no competition is coming up/),
      expect.stringMatching(/: preparation\.events has none still to come, so the page says no session is planned/),
    ]);
  });

  it('goals whose year has ended with nothing said of what was reached, and none ahead', () => {
    expect(ofTheDate(staleHistory('2025-12-31'))).toEqual([]);
    expect(texts(ofTheDate(staleHistory('2026-01-01')))).toEqual([
      expect.stringMatching(
        /^content\/history\.yml, line \d+: goals, item 1 "2025": targets say nothing of what was reached, though 2025 has ended, so the page leaves these goals out/,
      ),
      expect.stringMatching(/: goals has none for a year still to come, so the page shows no goals/),
    ]);
    expect(texts(ofTheDate(staleHistory('2031-01-01')))).toContainEqual(
      expect.stringMatching(/: vision\.year 2030 has ended, so the page leaves the vision out/),
    );
  });

  it('figures counted more than a year ago, and a Latest Annual Report whose next year’s is due', () => {
    expect(staleFacts('2025-12-31')).toEqual([]);
    // Spending's year is 2024: the accounts for 2025 are due by the end of June 2026 (tests/build/dated-claims.test.ts).
    expect(texts(staleFacts('2026-01-01'))).toEqual([
      expect.stringMatching(
        /^content\/facts\.yml, line \d+: counted "2024-12" was more than a year ago: count the figures again/,
      ),
    ]);
    expect(ofTheDate(staleReports('2026-06-30'))).toEqual([]);
    expect(texts(ofTheDate(staleReports('2026-07-01')))).toEqual([
      expect.stringMatching(
        /: reports, item 1 "Annual Report 2024": featured is shown as the Latest Annual Report, but it is for 2024 and the report for 2025 was due by June 2026/,
      ),
    ]);
  });

  it('the spec’s articles: an announced day that passed, and blog and news quiet since spring 2025', () => {
    expect(texts(staleBlogs('2025-04-01'))).toEqual([
      expect.stringMatching(
        /^content\/blogs\/first-saturday-challenge\.md, line \d+: body says "1 February 2025", which was ahead when it was written \(14 January 2025\)/,
      ),
    ]);
    expect(texts(staleBlogs('2026-11-26'))).toEqual([
      expect.stringMatching(
        /^content\/blogs\/why-girls-leave-stem\.md, line \d+: date "2025-03-05" is the newest of the blog posts, more than six months ago: publish a new one$/,
      ),
    ]);
    expect(texts(staleUpdates('2026-11-26'))).toEqual([
      expect.stringMatching(/^content\/updates\/mombasa-lab-opens\.md, line \d+: date "2025-03-12" is the newest/),
    ]);
  });
});
