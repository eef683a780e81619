/**
 * When something happens, written as the reader of each edition reads it: a date, a span of dates, the hours
 * of a day and a moment (a date and its time). English writes the clock as the site always has, on 24 hours
 * (09:00, 18:05); Kiswahili in Swahili time, whose hours are counted from seven in the morning and named
 * with the part of the day: 9 AM is "saa tatu asubuhi", 6:05 PM "saa kumi na mbili na dakika tano jioni"
 * (content/sw/GLOSSARY.md, "Dates, times and numbers").
 *
 * The one place a date or a time is written: the build through content/lib/time/dates.ts, in the edition it
 * builds, and the scripts in the browser (the offline page's saved pages, client/saved-pages.ts). So it
 * imports nothing and is told the locale (`en-KE`, `sw-KE`); every language but Kiswahili keeps the clock.
 */

/** A span of days (`2025-07-15`) or months (`2025-07`): one `from`, and a `to` when it lasts longer. */
export interface Span {
  from: string;
  to?: string | undefined;
}

/** The hours an event runs each day, on the 24-hour clock: `09:00`, `16:30`. */
export interface Hours {
  starts: string;
  ends: string;
}

const isMonth = (iso: string) => iso.length === 7;
const asDate = (iso: string) => new Date(isMonth(iso) ? `${iso}-01` : iso);
/** Whether a locale tells the time in Swahili time. */
const swahiliTime = (locale: string) => new Intl.Locale(locale).language === 'sw';

const formats = new Map<string, Intl.DateTimeFormat>();
/** A date format of a locale, in UTC (a date in content names a day, not a moment), made once. */
function dateFormat(locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale} ${JSON.stringify(options)}`;
  const made = formats.get(key) ?? new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
  formats.set(key, made);
  return made;
}
const dayFormat = (locale: string) => dateFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' });
const monthFormat = (locale: string) => dateFormat(locale, { month: 'long', year: 'numeric' });

/** `2025-07-15` is 15 July 2025 (15 Julai 2025); `2025-07` is July 2025. */
export function dateIn(locale: string, iso: string): string {
  return (isMonth(iso) ? monthFormat(locale) : dayFormat(locale)).format(asDate(iso));
}

/**
 * 15–17 July 2025; 1 March – 15 June 2025; June – August 2025; 28 December 2024 – 3 January 2025. Two
 * figures are joined by a bare en dash (15–17 Julai 2025), anything longer by one between spaces.
 *
 * Only days of one month are left to `formatRange`, and its dash between the two days closed up: ICU writes
 * Kiswahili's "15 – 17 Julai 2025" with thin spaces, English's "15–17 July 2025" without. Across months,
 * the span is its two dates joined as ICU joins them (an en dash between thin spaces), the start without its
 * year when the end says it. `formatRange` cannot be trusted there: ICU 78's Kiswahili interval pattern for
 * days in different months (CLDR `intervalFormats`, skeleton `yMMMMd`, greatest difference `M`) is the
 * same-month `d – d MMMM y`, so it writes 1 March – 15 June 2025 as "1 – 15 Juni 2025", without the first
 * month. The English is byte for byte what `formatRange` writes.
 */
export function spanIn(locale: string, { from, to }: Span): string {
  if (!to) return dateIn(locale, from);
  if (!isMonth(from) && from.slice(0, 7) === to.slice(0, 7))
    return dayFormat(locale)
      .formatRange(asDate(from), asDate(to))
      .replace(/(\d)\s*–\s*(\d)/u, '$1–$2');
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const inYear = dateFormat(locale, { ...(isMonth(from) ? {} : { day: 'numeric' }), month: 'long' });
  const start = sameYear ? inYear.format(asDate(from)) : dateIn(locale, from);
  return `${start}\u2009–\u2009${dateIn(locale, to)}`;
}

const UNITS = ['', 'moja', 'mbili', 'tatu', 'nne', 'tano', 'sita', 'saba', 'nane', 'tisa'];
const TENS = ['', 'kumi', 'ishirini', 'thelathini', 'arobaini', 'hamsini'];

/** A number from 1 to 59 in Kiswahili words: 5 is "tano", 12 "kumi na mbili", 47 "arobaini na saba". */
function numberWords(n: number): string {
  const tens = TENS[Math.floor(n / 10)] ?? '';
  const units = UNITS[n % 10] ?? '';
  return [tens, units].filter(Boolean).join(' na ');
}

/**
 * The parts of the day Swahili time names, from the hour (0 to 23) each begins at: the night until four,
 * then dawn, morning from six, the middle of the day from noon, evening from four and night again from seven.
 */
export const PARTS_OF_THE_DAY = [
  { from: 0, name: 'usiku' },
  { from: 4, name: 'alfajiri' },
  { from: 6, name: 'asubuhi' },
  { from: 12, name: 'mchana' },
  { from: 16, name: 'jioni' },
  { from: 19, name: 'usiku' },
] as const;

/** The part of the day an hour (0 to 23) falls in, as Swahili time names it. */
export function partOfTheDay(hour: number): string {
  return PARTS_OF_THE_DAY.filter(({ from }) => hour >= from).pop()?.name ?? 'usiku';
}

/** The hour of Swahili time (1 to 12) that a 24-hour clock's hour (0 to 23) is: 7 is 1, 18 is 12. */
export const swahiliHour = (hour: number) => ((hour + 5) % 12) + 1;

/**
 * A time of day in Swahili time, to the minute: 9:00 is "saa tatu asubuhi", 8:30 "saa mbili na nusu
 * asubuhi", 13:15 "saa saba na robo mchana", 18:45 "saa moja kasorobo jioni" (a quarter to the next
 * hour), 18:05 "saa kumi na mbili na dakika tano jioni". The part of the day is the one the time falls in.
 */
export function swahiliTimeOf(hour: number, minute: number): string {
  const part = partOfTheDay(hour);
  if (minute === 45) return `saa ${numberWords(swahiliHour((hour + 1) % 24))} kasorobo ${part}`;
  const minutes = { 0: '', 15: ' na robo', 30: ' na nusu' }[minute] ?? ` na dakika ${numberWords(minute)}`;
  return `saa ${numberWords(swahiliHour(hour))}${minutes} ${part}`;
}

/** `18:05` as a locale writes it: on 24 hours (18:05) in English, in Swahili time in Kiswahili. */
export function timeIn(locale: string, time: string): string {
  const [hour = 0, minute = 0] = time.split(':').map(Number);
  return swahiliTime(locale) ? swahiliTimeOf(hour, minute) : time;
}

/** The hours of a day: 09:00–13:00; "saa tatu asubuhi hadi saa saba mchana". */
export function hoursIn(locale: string, { starts, ends }: Hours): string {
  return swahiliTime(locale)
    ? `${timeIn(locale, starts)} hadi ${timeIn(locale, ends)}`
    : `${timeIn(locale, starts)}\u2013${timeIn(locale, ends)}`;
}

/** When an event takes place: its days, and its hours each day if it has them: 17 May 2025, 09:00–13:00. */
export function whenIn(locale: string, dates: Span, hours?: Hours): string {
  return hours ? `${spanIn(locale, dates)}, ${hoursIn(locale, hours)}` : spanIn(locale, dates);
}

/** The days of the week, Monday first, as content names them (the labs' opening days, content/facts.yml). */
export const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** `Tuesday` as a locale names it: Tuesday, Jumanne. 1 January 2024 was a Monday. */
export function weekdayIn(locale: string, day: Weekday): string {
  return dateFormat(locale, { weekday: 'long' }).format(new Date(Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day))));
}

/** A run of days of the week: Tuesday to Saturday; Jumanne hadi Jumamosi; one day alone when it is one. */
export function weekdaysIn(locale: string, { from, to }: { from: Weekday; to: Weekday }): string {
  if (from === to) return weekdayIn(locale, from);
  return `${weekdayIn(locale, from)} ${swahiliTime(locale) ? 'hadi' : 'to'} ${weekdayIn(locale, to)}`;
}

/**
 * When a place is open each week: its days, then its hours each day. "Tuesday to Saturday, 09:00–18:00";
 * "Jumanne hadi Jumamosi, saa tatu asubuhi hadi saa kumi na mbili jioni".
 */
export function openingIn(locale: string, days: { from: Weekday; to: Weekday }, hours: Hours): string {
  return `${weekdaysIn(locale, days)}, ${hoursIn(locale, hours)}`;
}

/**
 * A moment, such as when a page was saved, in the time zone given (the device's own when none is): "15 July
 * 2025 at 18:05" in English, as `Intl` writes a long date with a short time; "15 Julai 2025, saa kumi na mbili
 * na dakika tano jioni" in Kiswahili, whose `Intl` would give the 24-hour "saa 18:05".
 */
export function momentIn(locale: string, moment: Date, timeZone?: string): string {
  const zone = timeZone ? { timeZone } : {};
  if (!swahiliTime(locale))
    return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', ...zone }).format(moment);
  const date = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', ...zone });
  const clock = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', minute: 'numeric', hourCycle: 'h23', ...zone });
  const part = (type: string) => Number(clock.formatToParts(moment).find((p) => p.type === type)?.value ?? 0);
  return `${date.format(moment)}, ${swahiliTimeOf(part('hour'), part('minute'))}`;
}
