import competitions from '../../../content/competitions';
import type { CalendarEvent } from '../../../content/lib/calendar';
import { eventAnchors } from '../../../components/EventDetails';

const PAGE = '/competitions/';

/** Every competition and preparation session, each a calendar file of its own, in the edition's words. */
const calendarEvents = (): CalendarEvent[] => [
  ...competitions.events.map((event) => ({
    id: event.id,
    title: event.title,
    description: event.description,
    location: event.location,
    dates: event.dates,
    hours: event.hours,
    path: PAGE + eventAnchors(event).details,
  })),
  ...competitions.preparation.events.map((session) => ({
    id: session.id,
    title: session.title,
    description: session.description,
    dates: session.dates,
    hours: session.hours,
    path: `${PAGE}#preparation`,
  })),
];

export const paths = () => calendarEvents().map(({ id }) => ({ params: { event: id } }));

/** The event's calendar file, which the build writes as iCalendar (build/ics.ts). */
export default function eventCalendar({ event }: { event: string }): CalendarEvent {
  const found = calendarEvents().find(({ id }) => id === event);
  if (!found) throw new Error(`no competition or preparation session has the id ${event}`);
  return found;
}
