/**
 * The day the site is built as of: what decides whether an event's registration is open, whether an event
 * is upcoming or past, which goals are ahead, how old an article is, and the footer's year. The nightly
 * publish rebuilds the site, so what dates decide stays true with no edit.
 * `BUILD_DATE=2027-01-31 npm run build` builds the site as it will read on that day (for the tests, and for
 * an editor who asks what the site will say next month); without it, the build's day in Nairobi.
 */

/** The variable that names the day to build as of. */
export const BUILD_DATE = 'BUILD_DATE';

/** Today as the organisation counts it, in Nairobi (UTC+3), as YYYY-MM-DD. */
export function dayInNairobi(now = new Date()): string {
  // Canada's English writes a date as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Nairobi' }).format(now);
}

/** Whether `value` is a day of the calendar written YYYY-MM-DD (2025-02-30 is not). */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The day to build as of: `value` (the `BUILD_DATE` variable's), checked, or today in Nairobi when it is
 * unset or empty. A value that is not a day stops the build with what to write instead.
 */
export function buildDate(value: string | undefined, now = new Date()): string {
  if (value === undefined || value.trim() === '') return dayInNairobi(now);
  if (!isDay(value.trim()))
    throw new Error(
      `${BUILD_DATE} is "${value}", which is not a day: write it as YYYY-MM-DD, like ${BUILD_DATE}=2027-01-31, or leave it unset to build as of today`,
    );
  return value.trim();
}

/** The year of a day written YYYY-MM-DD. */
export const yearOf = (day: string): number => Number(day.slice(0, 4));

/** The day `years` years after `day` (or before, if negative): 29 February becomes 1 March. */
export function yearsAfter(day: string, years: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

/** The day `months` months after `day` (or before, if negative): 31 August and six months is 3 March. */
export function monthsAfter(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** Whether `day` is more than a year before `today`: an article published then says so (components/Article.tsx). */
export const moreThanAYearBefore = (day: string, today: string): boolean => yearsAfter(day, 1) < today;
