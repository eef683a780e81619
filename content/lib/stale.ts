import { contentWarning, type ContentWarning } from './content-warning';
import { formatDate } from './dates';
import { warningAt } from './validate';
import { recordTexts } from './record-texts';

/**
 * Claims that expire, which the build cannot rewrite but can date: a deadline that has passed, "this year"
 * in an article of another year, a collection whose newest article is old. Each rule gives warnings for
 * `stale(today)` (content/lib/validate.ts), which the build prints and CI's summary lists. Each names the
 * file, the line and the field, and says what has expired in words that stay the same from build to build,
 * so an editor can act on it and recognise it the next time.
 */

const year = (today: string) => Number(today.slice(0, 4));

/** "by 2025", "by the end of 2025": a deadline a text sets. */
const DEADLINE = /\bby (?:the end of )?((?:19|20)\d\d)\b/gi;

/**
 * A record's texts that set a deadline in a year that has ended ("Help us reach 5,000 students by the end of
 * 2025"): a call to action or a goal that can no longer be met as written.
 */
export function pastDeadlines(file: string, record: unknown, today: string): ContentWarning[] {
  // Articles are read from files of their own, and dated: what one said of its own year is no claim of today's.
  return recordTexts(record, (part) => 'file' in part).flatMap(([path, text]) =>
    [...text.matchAll(DEADLINE)]
      .filter(([, deadline]) => Number(deadline) < year(today))
      .map(([phrase]) =>
        warningAt('stale', file, record, {
          path,
          message: `says "${phrase}", a deadline that has passed: set a date ahead, or say what was reached`,
        }),
      ),
  );
}

/** What an article carries that these rules read. */
interface Dated {
  file: string;
  title: string;
  date: string;
  summary?: string;
  body: string;
}

/** How long a collection may go without a new article before the build says so. */
const FRESH_MONTHS = 6;

/** The day `months` months before `today`, as an ISO date. */
function monthsBefore(today: string, months: number): string {
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() - months);
  return date.toISOString().slice(0, 10);
}

/** Each article that says "this year" (or "this year’s") though it is dated in another year: a reader takes it for the year they read it in. */
export function thisYearClaims(articles: Dated[], today: string): ContentWarning[] {
  return articles.flatMap((article) => {
    const written = Number(article.date.slice(0, 4));
    const says = [article.title, article.summary ?? '', article.body].some((text) => /\bthis year\b/i.test(text));
    return says && written !== year(today)
      ? [
          contentWarning(
            'stale',
            article.file,
            `${article.file}: says "this year", but it is dated ${formatDate(article.date)}: write the year (${written}) instead`,
          ),
        ]
      : [];
  });
}

/** The newest of a collection, when it is more than six months old: a news page or a blog gone quiet says the organisation has. */
export function quietCollection(collection: string, articles: Dated[], today: string): ContentWarning[] {
  const newest = articles.reduce<Dated | undefined>((a, b) => (a && a.date >= b.date ? a : b), undefined);
  return newest && newest.date < monthsBefore(today, FRESH_MONTHS)
    ? [
        contentWarning(
          'stale',
          newest.file,
          `${newest.file}: is the newest of the ${collection}, dated ${formatDate(newest.date)}, more than six months ago: publish a new one`,
        ),
      ]
    : [];
}
