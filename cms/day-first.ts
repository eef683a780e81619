/**
 * A date as an editor in Kenya writes it, day first (15/07/2025), and as the content files hold it, year
 * first (2025-07-15, which the schemas check: content/lib/time/dates.ts). The content editor's date field
 * (cms/widgets/date.ts) shows the one and saves the other; a date that does not exist (30/02/2025) is said
 * to be impossible, with why, rather than taken for an empty field.
 */

/** The name of the date field's type in the CMS's configuration (cms/fields.ts, cms/widgets/date.ts). */
export const DAY_FIRST_WIDGET = 'day-first-date';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** A day, `31/12/2025`, or a month alone, `12/2025`: each part 1 or 2 digits but the year, split by `/`, `.` or `-`. */
const DAY = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d+)$/;
const MONTH = /^(\d{1,2})[/.-](\d+)$/;

/** How many days a month of a year has (February 2024 has 29). */
const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** What a date field holds once read: the value to save (`2025-07-15`, or `2025-07` where a month will do), or why it is not a date. */
export type DayFirstReading = { value: string } | { problem: string };

/**
 * Reads what an editor typed: `15/07/2025` (or `15.7.2025`) is `2025-07-15`; with `months`, `07/2025` is
 * `2025-07`. Nothing typed is nothing to save (whether the field is required is the CMS's to say).
 */
export function readDayFirst(typed: string, { months = false } = {}): DayFirstReading {
  const text = typed.trim();
  if (text === '') return { value: '' };
  const example = months ? '15/07/2025, or 07/2025 for a month' : '15/07/2025';
  // The parts as typed, the year last: [day, month, year], or [month, year].
  const parts = (DAY.exec(text) ?? (months ? MONTH.exec(text) : null))?.slice(1);
  if (!parts) {
    if (/^\d{4}-\d{1,2}(-\d{1,2})?$/.test(text))
      return { problem: `${text} is written year first: write the day first, like ${example}` };
    return { problem: `${text} is not a date: write it day first, like ${example}` };
  }
  const [yearText = ''] = parts.slice(-1);
  if (yearText.length !== 4) return { problem: `${text} is not a date: write the year in full, like ${example}` };
  const [year, month, day] = [
    Number(yearText),
    Number(parts.at(-2)),
    parts.length === 3 ? Number(parts[0]) : undefined,
  ];
  if (month < 1 || month > 12)
    return { problem: `${text} is not a date: a year has 12 months, and the day comes first, like ${example}` };
  if (day === undefined) return { value: `${yearText}-${twoDigits(month)}` };
  const last = daysIn(year, month);
  if (day < 1 || day > last) return { problem: `${text} is not a date: ${MONTHS[month - 1]} ${year} has ${last} days` };
  return { value: `${yearText}-${twoDigits(month)}-${twoDigits(day)}` };
}

/** What a date field shows for what the file holds: `2025-07-15` is `15/07/2025`, `2025-07` is `07/2025`; anything else as it is. */
export function showDayFirst(value: unknown): string {
  if (typeof value !== 'string') return '';
  const iso = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!iso) return value;
  const [, year, month, day] = iso;
  return day ? `${day}/${month}/${year}` : `${month}/${year}`;
}
