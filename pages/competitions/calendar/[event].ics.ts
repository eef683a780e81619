import competitions, { seasonOn, stillToCome } from '../../../content/competitions';
import type { CalendarEvent } from '../../../content/lib/time/calendar';
import { TODAY } from '../../../content/lib/time/today';
import { eventAnchors } from '../../../components/EventDetails';

const PAGE = '/competitions/';

/**
 * Every competition and preparation session still to come, each a calendar file of its own, in the
 * edition's words: the page links each from its card; one that has taken place has neither.
 */
const calendarEvents = (): CalendarEvent[] => {
  const season = seasonOn(competitions, TODAY);
  return [
    ...stillToCome(season).map((event) => ({
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      dates: event.dates,
      hours: event.hours,
      path: PAGE + eventAnchors(event).details,
    })),
    ...season.sessions.map((session) => ({
      id: session.id,
      title: session.title,
      description: session.description,
      dates: session.dates,
      hours: session.hours,
      path: `${PAGE}#preparation`,
    })),
  ];
};

export const paths = () => calendarEvents().map(({ id }) => ({ params: { event: id } }));

/** The event's calendar file, which the build writes as iCalendar (stages/ics.ts). */
export default function eventCalendar({ event }: { event: string }): CalendarEvent {
  const found = calendarEvents().find(({ id }) => id === event);
  if (!found) throw new Error(`no competition or preparation session has the id ${event}`);
  return found;
}
