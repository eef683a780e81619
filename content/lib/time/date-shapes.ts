import { z } from 'zod';

/**
 * The dates content writes, as ISO dates (`2025-07-15`, or `2025-07` for a month), checked as records
 * load; content/lib/time/dates.ts shows them. Apart from it, so that a page shows a date without the schemas
 * (the content editor's preview, cms/preview.tsx, runs in the browser).
 */

/** A day (`2025-07-15`) or, where only the month is known, a month (`2025-07`). */
export const isoDay = z.iso.date({ message: 'must be a date like 2025-07-15' });
// Its format says what it is where the pattern does not: the content editor offers a month in its date field.
export const isoMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month like 2025-07')
  .meta({ format: 'month' });
export const isoDayOrMonth = z.union([isoDay, isoMonth], { message: 'must be a date like 2025-07-15 or 2025-07' });

/** A span of days or months: one `from`, and a `to` when it lasts longer than one. */
export const dateSpan = z
  .object({ from: isoDayOrMonth, to: isoDayOrMonth.optional() })
  .refine(({ from, to }) => !to || from.length === to.length, 'from and to must both be days or both be months')
  .refine(({ from, to }) => !to || from < to, 'to must come after from');
export type DateSpan = z.infer<typeof dateSpan>;

/** A time of day on the 24-hour clock, in Nairobi: `09:00`, `14:30`. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'must be a time like 09:00 or 14:30');

/** The hours an event runs on each of its days, in Nairobi time. An event without them lasts all day. */
export const dailyHours = z
  .object({ starts: timeOfDay, ends: timeOfDay })
  .refine(({ starts, ends }) => starts < ends, 'ends must come after starts');
export type DailyHours = z.infer<typeof dailyHours>;
