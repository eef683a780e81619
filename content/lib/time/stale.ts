import { isDay, monthsAfter, moreThanAYearBefore, yearOf } from './build-date';
import type { ContentWarning } from '../records/content-warning';
import { formatDate, lastDay } from './dates';
import { recordTexts } from '../records/record-texts';
import { readYamlFile } from '../records/records';
import { countedFactMessage, countedFactsIn } from '../words/fill-facts';
import { locateIssue, warningAt, warningOf } from '../records/validate';
import type { Path } from '../words/words';

/**
 * Claims that expire, which the build cannot rewrite but can date: a deadline that has passed, a word that
 * reads as the reader's own day ("this year"), an article that speaks of a day to come that has passed, a
 * collection whose newest article is old. Each rule gives warnings for `stale(today)`
 * (content/lib/records/validate.ts), which the build prints, CI's summary lists and the editor's status shows, each
 * naming the file, the line and the field (the CMS's entry and field), in words that stay the same from
 * build to build, so an editor can act on it and recognise it the next time.
 *
 * An article is a dated record of its day: its page shows its date, and once it is more than a year old it
 * says so before its text (components/Article.tsx). What it says of its own time is reported only before
 * then, while a reader may take it for today's.
 */

/** "by 2025", "by the end of 2025": a deadline a text sets. */
const DEADLINE = /\bby (?:the end of )?((?:19|20)\d\d)\b/gi;

/** "this year", "this season's": words that name the reader's own day, whenever they read them. */
const THIS_PERIOD = /\bthis (?:year|season|month|term)(?:['’]s)?\b/gi;

/** Articles are read from files of their own: the record rules pass over them. */
const isArticle = (part: object) => 'file' in part;

/**
 * A record's texts that set a deadline in a year that has ended ("Help us reach 5,000 students by the end of
 * 2025"): a call to action or a goal that can no longer be met as written.
 */
export function pastDeadlines(file: string, record: unknown, today: string): ContentWarning[] {
  return recordTexts(record, isArticle).flatMap(([path, text]) =>
    [...text.matchAll(DEADLINE)]
      .filter(([, deadline]) => Number(deadline) < yearOf(today))
      .map(([phrase]) =>
        warningAt('stale', file, record, {
          path,
          message: `says "${phrase}", a deadline that has passed: set a date ahead, or say what was reached`,
        }),
      ),
  );
}

/**
 * A record's texts that say "this year", "this season", "this month" or "this term": true the day they were
 * written, and read as the reader's own from then on. Whatever the date, a year or the dates say it for good.
 */
export function relativeDates(file: string, record: unknown): ContentWarning[] {
  return recordTexts(record, isArticle).flatMap(([path, text]) =>
    [...text.matchAll(THIS_PERIOD)].map(([phrase]) =>
      warningAt('stale', file, record, {
        path,
        message: `says "${phrase}", which a reader takes for their own: write the year or the dates instead`,
      }),
    ),
  );
}

/**
 * The items of a list of a record as its file writes them, `{{facts}}` unfilled. Read as the record's module
 * loads, while the build lends it the file it read (../records/content-files.ts), not read again.
 */
export function writtenList(file: string, field: string): unknown[] {
  const list: unknown = readYamlFile(file).data[field];
  return Array.isArray(list) ? (list as unknown[]) : [];
}

/**
 * Each figure of the latest count that a dated item of a record's list says through its `{{name}}` (a
 * report's `{{studentsReached}}`, a year of the history's): the figure follows every new count, so the item
 * would later say what was not true on its day (`dated`, as a reader says it: "March 2025"). Articles are
 * checked as they are read (content/lib/articles/articles.ts).
 */
export function countedFigures<T>(
  { file, record, field, written }: { file: string; record: unknown; field: string; written: unknown[] },
  items: readonly T[],
  dated: (item: T) => string,
  facts: Record<string, string>,
): ContentWarning[] {
  return items.flatMap((item, i) =>
    recordTexts(written[i]).flatMap(([within, text]) =>
      countedFactsIn(text).map((name) =>
        warningAt('stale', file, record, {
          path: [field, i, ...within],
          message: countedFactMessage(name, dated(item), facts[name]),
        }),
      ),
    ),
  );
}

/** What an article carries that these rules read. */
interface Dated {
  file: string;
  date: string;
  body?: string;
  bodyStart?: number;
}

/** A collection of articles as its record holds them: `posts` of content/blogs.yml's record. */
export interface Collection<T extends Dated> {
  /** The record's file, which the warnings' paths start from. */
  file: string;
  record: unknown;
  /** The field of the record that lists the articles. */
  field: string;
  articles: T[];
}

/** Each article with its place in the record, and each of its texts with its path. */
function articleTexts<T extends Dated>({ field, articles }: Collection<T>) {
  return articles.map((article, i) => ({
    article,
    path: [field, i] as Path,
    texts: recordTexts(article).filter(([[key]]) => !['file', 'date', 'updated', 'slug', 'lang'].includes(String(key))),
  }));
}

/**
 * The warning about a text of an article: the article's file and line (in its body, the line that says
 * `phrase`), and the field as the editor names it.
 */
function articleWarning<T extends Dated>(
  { file, record }: Collection<T>,
  path: Path,
  message: string,
  { body, bodyStart }: Dated = { file, date: '' },
  phrase?: string,
): ContentWarning {
  const index =
    phrase && path.at(-1) === 'body' ? (body ?? '').split('\n').findIndex((line) => line.includes(phrase)) : -1;
  const params = bodyStart !== undefined && index >= 0 ? { line: bodyStart + index } : {};
  return warningOf('stale', locateIssue(file, record, { path, message, params }));
}

/**
 * Each article less than a year old that says "this year" (or "this year’s") though it is dated in another
 * year: a reader takes it for the year they read it in. Once the article is older, its page says so.
 */
export function thisYearClaims<T extends Dated>(collection: Collection<T>, today: string): ContentWarning[] {
  return articleTexts(collection).flatMap(({ article, path, texts }) => {
    const written = yearOf(article.date);
    if (written === yearOf(today) || moreThanAYearBefore(article.date, today)) return [];
    return texts
      .filter(([, text]) => /\bthis year\b/i.test(text))
      .map(([field, text]) =>
        articleWarning(
          collection,
          [...path, ...field],
          `says "this year", but it is dated ${formatDate(article.date)}: write the year (${written}) instead`,
          article,
          /this year/i.exec(text)?.[0],
        ),
      );
  });
}

const MONTHS = 'January February March April May June July August September October November December'.split(' ');
const MONTH = `(${MONTHS.join('|')})`;

/**
 * The days an article's text speaks of, each as the last day it covers: "5 April 2025", "February 2025",
 * "by the end of 2025". The English text is read: each translation says the same.
 */
function daysSpokenOf(text: string): { phrase: string; day: string }[] {
  const pad = (n: number) => String(n).padStart(2, '0');
  const found: { phrase: string; day: string }[] = [];
  for (const match of text.matchAll(new RegExp(`\\b(?:(\\d{1,2}) )?${MONTH} ((?:19|20)\\d\\d)\\b`, 'g'))) {
    const [phrase, dayOfMonth, month = '', year = ''] = match;
    const yearMonth = `${year}-${pad(MONTHS.indexOf(month) + 1)}`;
    const day = dayOfMonth ? `${yearMonth}-${pad(Number(dayOfMonth))}` : lastDay({ from: yearMonth });
    if (isDay(day)) found.push({ phrase, day });
  }
  for (const [phrase, year] of text.matchAll(DEADLINE)) found.push({ phrase, day: `${year}-12-31` });
  return found;
}

/**
 * Each article less than a year old that speaks of a day after it was written which has passed by `today`
 * ("The first challenge at Likoni will be on 5 April 2025"): a reader still takes it for a day to come.
 * Once the article is more than a year old, its page says so.
 */
export function passedAnnouncements<T extends Dated>(collection: Collection<T>, today: string): ContentWarning[] {
  return articleTexts(collection).flatMap(({ article, path, texts }) =>
    moreThanAYearBefore(article.date, today)
      ? []
      : texts.flatMap(([field, text]) =>
          daysSpokenOf(text)
            .filter(({ day }) => day > article.date && day < today)
            .map(({ phrase }) =>
              articleWarning(
                collection,
                [...path, ...field],
                `says "${phrase}", which was ahead when it was written (${formatDate(article.date)}) and has passed: say how it went, or that it is past`,
                article,
                phrase,
              ),
            ),
        ),
  );
}

/** How long a collection may go without a new article before the build says so. */
const FRESH_MONTHS = 6;

/** The newest of a collection, when it is more than six months old: a news page or a blog gone quiet says the organisation has. */
export function quietCollection<T extends Dated>(
  name: string,
  collection: Collection<T>,
  today: string,
): ContentWarning[] {
  const { articles, field } = collection;
  const newest = articles.reduce<number | undefined>(
    (best, article, i) => (best !== undefined && articles[best]!.date >= article.date ? best : i),
    undefined,
  );
  const article = newest === undefined ? undefined : articles[newest];
  return article && article.date < monthsAfter(today, -FRESH_MONTHS)
    ? [
        articleWarning(
          collection,
          [field, newest!, 'date'],
          `is the newest of the ${name}, more than six months ago: publish a new one`,
        ),
      ]
    : [];
}

/** Every rule of an article collection's: "this year", days that have passed, and a collection gone quiet. */
export function staleArticles<T extends Dated>(name: string, collection: Collection<T>, today: string) {
  return [
    ...thisYearClaims(collection, today),
    ...passedAnnouncements(collection, today),
    ...quietCollection(name, collection, today),
  ];
}
