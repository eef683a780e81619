/**
 * Calendar files, written as iCalendar (RFC 5545, https://www.rfc-editor.org/rfc/rfc5545) from what a file of
 * pages/ gives (content/lib/time/calendar.ts): one event, all day or at its hours in Nairobi's time zone. Every
 * value comes from the record, the time stamp included, so the same content writes the same file: a build
 * uploads only what changed, and a calendar that imports it again finds the same event (its UID).
 */
import type { CalendarEvent } from '../content/lib/time/calendar';
import type { DateSpan } from '../content/lib/time/date-shapes';
import { lastDay } from '../content/lib/time/dates';
import type { Lang } from '../content/lib/words/language';
import { urlOf } from '../content/lib/records/site-record';
import type { FeedPublisher } from './atom';

export const TIME_ZONE = 'Africa/Nairobi';

/** Nairobi keeps East Africa Time, UTC+3, all year (no daylight saving since 1942). */
const VTIMEZONE = [
  'BEGIN:VTIMEZONE',
  `TZID:${TIME_ZONE}`,
  'BEGIN:STANDARD',
  'DTSTART:19700101T000000',
  'TZOFFSETFROM:+0300',
  'TZOFFSETTO:+0300',
  'TZNAME:EAT',
  'END:STANDARD',
  'END:VTIMEZONE',
];

/** A TEXT value escaped (RFC 5545 3.3.11): backslash, semicolon, comma and line breaks. */
export const escapeText = (text: string) => text.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, '\\n');

/**
 * A content line folded (RFC 5545 3.1): no line longer than 75 octets, each continuation starting with a
 * space, never inside a character's UTF-8 bytes.
 */
export function fold(line: string): string[] {
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char);
    if (octets + size > 75) {
      lines.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  return [...lines, current];
}

const compact = (day: string) => day.replaceAll('-', '');

/** The day after an ISO day: an all-day event's DTEND, which is not part of it. */
function dayAfter(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** How many days a span of days covers. */
const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The first day a span covers, as an ISO date: the first of the month for a month span. */
const firstDay = ({ from }: DateSpan) => (from.length === 7 ? `${from}-01` : from);

/** When it takes place: whole days (a month span from its first day), or its hours on each of its days. */
function when({ dates, hours }: CalendarEvent): string[] {
  const first = firstDay(dates);
  const last = lastDay(dates);
  if (!hours) return [`DTSTART;VALUE=DATE:${compact(first)}`, `DTEND;VALUE=DATE:${compact(dayAfter(last))}`];
  const at = (time: string) => `${compact(first)}T${time.replace(':', '')}00`;
  const days = daysIn(first, last);
  return [
    `DTSTART;TZID=${TIME_ZONE}:${at(hours.starts)}`,
    `DTEND;TZID=${TIME_ZONE}:${at(hours.ends)}`,
    ...(days > 1 ? [`RRULE:FREQ=DAILY;COUNT=${days}`] : []),
  ];
}

/** An event as an iCalendar file in an edition: its words in that edition, its link to that edition's page. */
export function icsCalendar(event: CalendarEvent, site: FeedPublisher, lang: Lang): string {
  const host = new URL(site.url).host;
  const url = urlOf(site, event.path, lang);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//${escapeText(site.name)}//${host}//${lang.toUpperCase()}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(event.hours ? VTIMEZONE : []),
    'BEGIN:VEVENT',
    `UID:${event.id}@${host}`,
    // When this version of the event was made: from the record (its first day), never the build's clock.
    `DTSTAMP:${compact(firstDay(event.dates))}T000000Z`,
    ...when(event),
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(`${event.description}\n\n${url}`)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    `URL:${url}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.flatMap(fold).join('\r\n') + '\r\n';
}
