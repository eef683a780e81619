import type { DailyHours, DateSpan } from './date-shapes';
import { edition, languages, type Lang } from '../words/language';
import { dateIn, spanIn, whenIn } from './when';

/**
 * Dates are written in content as ISO dates (`2025-07-15`, or `2025-07` for a month) and times on the 24-hour
 * clock (`09:00`), and shown one way across the site, as Kenyans write them: 15 July 2025, 15–17 July 2025,
 * July 2025, and in Kiswahili in Swahili time. The writing is content/lib/time/when.ts's, which the browser's
 * scripts share; these are its functions for the edition being built. What a date written in content must
 * look like is content/lib/time/date-shapes.ts's to say.
 */

export const LOCALE = edition.locale;

/** `2025-07-15` is 15 July 2025; `2025-07` is July 2025 (content/lib/time/when.ts writes every date and time). */
export const formatDate = (iso: string): string => dateIn(LOCALE, iso);

/** A date as `formatDate` writes it in another edition's language: documents are in English in every edition. */
export const formatDateIn = (lang: Lang, iso: string): string => dateIn(languages[lang].locale, iso);

/** 15–17 July 2025; 1 March – 15 June 2025; June – August 2025; 28 December 2024 – 3 January 2025. */
export const formatSpan = (span: DateSpan): string => spanIn(LOCALE, span);

/**
 * When an event takes place: its days, and its hours each day if it has them: 17 May 2025, 09:00–13:00; in
 * Kiswahili "17 Mei 2025, saa tatu asubuhi hadi saa saba mchana".
 */
export const formatWhen = (dates: DateSpan, hours?: DailyHours): string => whenIn(LOCALE, dates, hours);

/** The first day a span covers, as an ISO date: the 1st of its first month for a month span. */
export const firstDay = ({ from }: DateSpan): string => (from.length === 'YYYY-MM'.length ? `${from}-01` : from);

/** The last day a span covers, as an ISO date: the end of its last month for a month span. */
export function lastDay({ from, to }: DateSpan): string {
  const end = to ?? from;
  if (end.length !== 'YYYY-MM'.length) return end;
  // A month span is YYYY-MM: day 0 of the next month is its last day.
  const year = Number(end.slice(0, 4));
  const monthNumber = Number(end.slice(5, 7));
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}
