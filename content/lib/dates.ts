import type { DailyHours, DateSpan } from './date-shapes';
import { edition, languages, type Lang } from './language';

/**
 * Dates are written in content as ISO dates (`2025-07-15`, or `2025-07` for a month) and shown one way
 * across the site, as Kenyans write them: 15 July 2025, 15–17 July 2025, July 2025. What a date written in
 * content must look like is content/lib/date-shapes.ts's to say.
 */

export const LOCALE = edition.locale;

const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** The start of a span that ends in the same year, whose year the end says: 1 March, June. */
const dayInYear = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', timeZone: 'UTC' });
const monthInYear = new Intl.DateTimeFormat(LOCALE, { month: 'long', timeZone: 'UTC' });

const isMonth = (iso: string) => iso.length === 7;
const asDate = (iso: string) => new Date(isMonth(iso) ? `${iso}-01` : iso);

/** `2025-07-15` is 15 July 2025; `2025-07` is July 2025. */
export function formatDate(iso: string): string {
  return (isMonth(iso) ? month : day).format(asDate(iso));
}

/** A date as `formatDate` writes it in another edition's language: documents are in English in every edition. */
export function formatDateIn(lang: Lang, iso: string): string {
  const { locale } = languages[lang];
  return new Intl.DateTimeFormat(locale, {
    ...(isMonth(iso) ? {} : { day: 'numeric' }),
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asDate(iso));
}

/**
 * 15–17 July 2025; 1 March – 15 June 2025; June – August 2025; 28 December 2024 – 3 January 2025.
 *
 * Only days of one month are left to `formatRange`. Across months, the span is its two dates joined as
 * ICU joins them (an en dash between thin spaces), the start without its year when the end says it.
 * `formatRange` cannot be trusted there: ICU 78's Kiswahili interval pattern for days in different months
 * (CLDR `intervalFormats`, skeleton `yMMMMd`, greatest difference `M`) is the same-month `d – d MMMM y`,
 * so it writes 1 March – 15 June 2025 as "1 – 15 Juni 2025", without the first month. The English is
 * byte for byte what `formatRange` writes.
 */
export function formatSpan({ from, to }: DateSpan): string {
  if (!to) return formatDate(from);
  if (!isMonth(from) && from.slice(0, 7) === to.slice(0, 7)) return day.formatRange(asDate(from), asDate(to));
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const start = sameYear ? (isMonth(from) ? monthInYear : dayInYear).format(asDate(from)) : formatDate(from);
  return `${start}\u2009–\u2009${formatDate(to)}`;
}

/** When an event takes place: its days, and its hours each day if it has them: 17 May 2025, 09:00–13:00. */
export function formatWhen(dates: DateSpan, hours?: DailyHours): string {
  return hours ? `${formatSpan(dates)}, ${hours.starts}\u2013${hours.ends}` : formatSpan(dates);
}

/** The last day a span covers, as an ISO date: the end of its last month for a month span. */
export function lastDay({ from, to }: DateSpan): string {
  const end = to ?? from;
  if (!isMonth(end)) return end;
  // A month span is YYYY-MM: day 0 of the next month is its last day.
  const year = Number(end.slice(0, 4));
  const monthNumber = Number(end.slice(5, 7));
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}
