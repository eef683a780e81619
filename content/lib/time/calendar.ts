/**
 * An event as a calendar file gives it (`pages/competitions/calendar/[event].ics.ts` exports a function of
 * the event that returns one): the build writes it as iCalendar (RFC 5545) in each edition (stages/ics.ts).
 */
import type { DailyHours, DateSpan } from './date-shapes';

export interface CalendarEvent {
  /** Unique to the event and the same in every edition and build: a calendar that has it updates it. */
  id: string;
  title: string;
  description: string;
  location?: string;
  dates: DateSpan;
  /** The hours it runs each day, in Nairobi time; without them it lasts all day. */
  hours?: DailyHours;
  /** Where the event is on the site, root-relative: `/competitions/#nairobi-maker-faire-2025`. */
  path: string;
}
