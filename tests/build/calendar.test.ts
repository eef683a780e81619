/**
 * Each competition and preparation session has a calendar file in each edition, linked from its card, that
 * a calendar reads as the record says: checked with ical.js (the iCalendar parser Thunderbird uses), and
 * line by line against RFC 5545's rules for lines (CRLF, folded at 75 octets).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ICAL from 'ical.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { icsCalendar, TIME_ZONE } from '../../stages/ics';
import competitions, { schema } from '../../content/competitions';
import type { CalendarEvent } from '../../content/lib/time/calendar';
import type { DateSpan } from '../../content/lib/time/date-shapes';
import { lastDay } from '../../content/lib/time/dates';
import { calendarHref } from '../../content/lib/articles/routes';
import site from '../../content/site';
import { builtPage } from '../support/dist';
import { distDir } from '../support/server';

const host = new URL(site.url).host;
const events: { id: string; title: string; description: string; location?: string; dates: DateSpan }[] = [
  ...competitions.events,
  ...competitions.preparation.events,
];

/** A file's lines as RFC 5545 3.1 wants them, or what is wrong with them. */
function lineProblems(text: string): string[] {
  const problems: string[] = [];
  if (!text.endsWith('\r\n')) problems.push('does not end with CRLF');
  const lines = text.split('\r\n').slice(0, -1);
  lines.forEach((line, i) => {
    if (/[\r\n]/.test(line)) problems.push(`line ${i + 1} holds a bare CR or LF`);
    const octets = Buffer.byteLength(line);
    if (octets > 75) problems.push(`line ${i + 1} is ${octets} octets`);
    // A fold inside a character's bytes would leave a replacement character where it was cut.
    if (line.includes('\uFFFD')) problems.push(`line ${i + 1} cuts a character`);
  });
  return problems;
}

/**
 * What RFC 5545 3.3.11 forbids unescaped in a TEXT value (SUMMARY, DESCRIPTION, LOCATION): a comma, a
 * semicolon or a lone backslash. ical.js reads past them, so they are checked here, on the unfolded lines.
 */
function textProblems(text: string): string[] {
  const unfolded = text.replace(/\r\n /g, '').split('\r\n');
  return unfolded
    .filter((line) => /^(SUMMARY|DESCRIPTION|LOCATION)[:;]/.test(line))
    .filter((line) => !/^[A-Z]+(;[^:]*)?:(?:[^\\;,]|\\[\\;,nN])*$/.test(line))
    .map((line) => `not escaped: ${line.slice(0, 60)}`);
}

/** The file parsed by ical.js: the calendar, and its one event. */
function parse(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text) as unknown[]);
  const vevents = calendar.getAllSubcomponents('vevent');
  expect(vevents).toHaveLength(1);
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return { calendar, vevent: vevents[0]!, event: new ICAL.Event(vevents[0]) };
}

const day = (time: ICAL.Time) => time.toString().slice(0, 10);
const dayAfter = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
const firstDay = ({ from }: DateSpan) => (from.length === 7 ? `${from}-01` : from);

describe('each event’s calendar file', () => {
  const file = (lang: 'en' | 'sw', id: string) =>
    readFileSync(join(distDir, lang === 'sw' ? '/sw' : '', calendarHref(id)), 'utf8');

  it(`is written for every competition and preparation session (${events.length}), in both editions`, () => {
    expect(competitions.events.length).toBeGreaterThanOrEqual(3);
    expect(competitions.preparation.events.length).toBeGreaterThanOrEqual(3);
    for (const event of events) for (const lang of ['en', 'sw'] as const) expect(file(lang, event.id)).toBeTruthy();
  });

  for (const event of events) {
    it(`${event.id}: a calendar with one all-day event, as the record says, the same UID in both editions`, () => {
      const uids = (['en', 'sw'] as const).map((lang) => {
        const text = file(lang, event.id);
        expect([...lineProblems(text), ...textProblems(text)], lang).toEqual([]);
        const { calendar, vevent, event: parsed } = parse(text);
        expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
        expect(calendar.getFirstPropertyValue('prodid')).toBe(`-//${site.name}//${host}//${lang.toUpperCase()}`);
        expect(parsed.startDate.isDate).toBe(true);
        expect(day(parsed.startDate)).toBe(firstDay(event.dates));
        expect(day(parsed.endDate)).toBe(dayAfter(lastDay(event.dates)));
        // Stamped from the record, not the build's clock.
        expect(String(vevent.getFirstPropertyValue('dtstamp'))).toBe(`${firstDay(event.dates)}T00:00:00Z`);
        const page = lang === 'sw' ? '/sw/competitions/' : '/competitions/';
        expect(vevent.getFirstPropertyValue('url')).toMatch(new RegExp(`^${site.url}${page}#`));
        if (lang === 'en') {
          expect(parsed.summary).toBe(event.title);
          expect(parsed.description).toBe(`${event.description}\n\n${String(vevent.getFirstPropertyValue('url'))}`);
          expect(parsed.location ?? undefined).toBe(event.location);
        }
        return parsed.uid;
      });
      expect(uids).toEqual([`${event.id}@${host}`, `${event.id}@${host}`]);
    });
  }

  it('is named in the Kiswahili edition’s words', () => {
    const [first] = competitions.preparation.events;
    const sw = parse(file('sw', first!.id)).event;
    expect(sw.description).not.toContain(first!.description);
    expect(builtPage('/sw/competitions/')('body').text()).toContain(sw.summary);
  });
});

describe('the Add to calendar links', () => {
  for (const lang of ['en', 'sw'] as const) {
    it(`lead from the ${lang} competitions page to each event’s file, once each, named for the event`, () => {
      const prefix = lang === 'sw' ? '/sw' : '';
      const $ = builtPage(`${prefix}/competitions/`);
      const links = $('a[href$=".ics"]');
      expect(links.map((_, a) => $(a).attr('href')).get()).toEqual(
        [
          competitions.events.find((event) => event.featured)!,
          ...competitions.events.filter((event) => !event.featured),
          ...competitions.preparation.events,
        ].map((event) => prefix + calendarHref(event.id)),
      );
      links.each((_, a) => {
        const name = $(a).text().replace(/\s+/g, ' ').trim();
        const visible = $(a).clone().find('.visually-hidden').remove().end().text().trim();
        expect(visible).toBe(lang === 'en' ? 'Add to calendar' : 'Ongeza kwenye kalenda');
        if (lang === 'en') {
          const event = events.find((e) => $(a).attr('href') === calendarHref(e.id))!;
          expect(name).toBe(`Add to calendar for ${event.title}, a calendar file`);
        }
        // A link the visitor follows: no download or prefetch before they do.
        expect($(a).attr('download')).toBeUndefined();
        expect($(a).attr('type')).toBe('text/calendar');
      });
      expect($('link[href$=".ics"]')).toHaveLength(0);
    });
  }
});

describe('a timed event (the build’s writer, on a record with hours)', () => {
  afterEach(() => vi.useRealTimers());
  const timed: CalendarEvent = {
    id: 'soldering-weekend',
    title: 'Soldering weekend; bring a kit, or borrow one',
    description: 'Two mornings of soldering\\wiring, with tea.\nBring your own kit: 🔧 or ours.'.repeat(3),
    location: 'Nairobi Innovation Hub, Ngong Road, Nairobi',
    dates: { from: '2025-05-17', to: '2025-05-18' },
    hours: { starts: '09:00', ends: '13:30' },
    path: '/competitions/#preparation',
  };
  const publisher = { name: site.name, url: site.url };

  it('runs at its hours in Nairobi’s time zone each of its days, its words escaped and read back whole', () => {
    const text = icsCalendar(timed, publisher, 'en');
    expect([...lineProblems(text), ...textProblems(text)]).toEqual([]);
    const { calendar, event } = parse(text);
    expect(calendar.getFirstSubcomponent('vtimezone')?.getFirstPropertyValue('tzid')).toBe(TIME_ZONE);
    expect(event.startDate.isDate).toBe(false);
    expect(event.startDate.zone?.tzid).toBe(TIME_ZONE);
    // 09:00 in Nairobi (UTC+3) is 06:00 UTC.
    expect(event.startDate.toJSDate().toISOString()).toBe('2025-05-17T06:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2025-05-17T10:30:00.000Z');
    const days = event.iterator();
    const starts = [days.next(), days.next(), days.next()].map((time) => time?.toJSDate().toISOString());
    expect(starts).toEqual(['2025-05-17T06:00:00.000Z', '2025-05-18T06:00:00.000Z', undefined]);
    expect(event.summary).toBe(timed.title);
    expect(event.description).toBe(`${timed.description}\n\n${site.url}/competitions/#preparation`);
    expect(event.location).toBe(timed.location);
  });

  it('is the same file whenever it is built', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2030-01-01T12:00:00Z'));
    const later = icsCalendar(timed, publisher, 'sw');
    vi.setSystemTime(new Date('2026-06-30T08:00:00Z'));
    expect(icsCalendar(timed, publisher, 'sw')).toBe(later);
  });
});

describe('the competitions record’s rules for calendars', () => {
  /** The record with a change, as the build checks it: the message of each problem, with its field. */
  const problems = (change: (record: typeof competitions) => typeof competitions) => {
    const result = schema.safeParse(change(structuredClone(competitions)));
    return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  };

  it('takes hours on days, in Nairobi time, ending after they start', () => {
    const [session] = competitions.preparation.events;
    const withHours = (hours: unknown, dates = session!.dates) =>
      problems((record) => {
        Object.assign(record.preparation.events[0]!, { hours, dates });
        return record;
      });
    expect(withHours({ starts: '09:00', ends: '13:30' })).toEqual([]);
    expect(withHours({ starts: '13:30', ends: '09:00' })).toEqual([
      'preparation.events.0.hours: ends must come after starts',
    ]);
    expect(withHours({ starts: '09.00', ends: '13:30' })).toEqual([
      'preparation.events.0.hours.starts: must be a time like 09:00 or 14:30',
    ]);
    expect(withHours({ starts: '09:00', ends: '13:30' }, { from: '2025-06' })).toEqual([
      'preparation.events.0.hours: needs dates that are days (2025-07-15), not months',
    ]);
  });

  it('gives each calendar file its own name: no session shares an id with another, or with a competition', () => {
    const [first, second] = competitions.preparation.events;
    expect(
      problems((record) => {
        record.preparation.events[1]!.id = first!.id;
        return record;
      }),
    ).toEqual(['preparation.events: must give each record its own id']);
    expect(
      problems((record) => {
        record.preparation.events[1]!.id = competitions.events[0]!.id;
        return record;
      }),
    ).toEqual(['preparation.events: must give each session an id no competition has: each names a calendar file']);
    expect(second).toBeDefined();
  });
});
