import { z } from 'zod';
import { edition } from './language';

/**
 * Dates are written in content as ISO dates (`2025-07-15`, or `2025-07` for a month) and shown one way
 * across the site, as Kenyans write them: 15 July 2025, 15–17 July 2025, July 2025.
 */

/** A day (`2025-07-15`) or, where only the month is known, a month (`2025-07`). */
export const isoDay = z.iso.date({ message: 'must be a date like 2025-07-15' });
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2025-07');
export const isoDayOrMonth = z.union([isoDay, isoMonth], { message: 'must be a date like 2025-07-15 or 2025-07' });

/** A span of days or months: one `from`, and a `to` when it lasts longer than one. */
export const dateSpan = z
  .object({ from: isoDayOrMonth, to: isoDayOrMonth.optional() })
  .refine(({ from, to }) => !to || from.length === to.length, 'from and to must both be days or both be months')
  .refine(({ from, to }) => !to || from < to, 'to must come after from');
export type DateSpan = z.infer<typeof dateSpan>;

export const LOCALE = edition.locale;

const day = new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const month = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });

const isMonth = (iso: string) => iso.length === 7;
const asDate = (iso: string) => new Date(isMonth(iso) ? `${iso}-01` : iso);

/** `2025-07-15` is 15 July 2025; `2025-07` is July 2025. */
export function formatDate(iso: string): string {
  return (isMonth(iso) ? month : day).format(asDate(iso));
}

/** 15–17 July 2025; 1 March – 15 June 2025; June – August 2025. */
export function formatSpan({ from, to }: DateSpan): string {
  if (!to) return formatDate(from);
  return (isMonth(from) ? month : day).formatRange(asDate(from), asDate(to));
}

/** The last day a span covers, as an ISO date: the end of its last month for a month span. */
export function lastDay({ from, to }: DateSpan): string {
  const end = to ?? from;
  if (!isMonth(end)) return end;
  const [year, monthNumber] = end.split('-').map(Number);
  return new Date(Date.UTC(year, monthNumber, 0)).toISOString().slice(0, 10);
}
