import type { Competitions } from '../content/competitions';
import { href } from '../content/lib/words/href';
import { calendarHref } from '../content/lib/articles/routes';
import { fill } from '../content/lib/words/template';
import { Icon } from './Icon';

/**
 * A link to an event's calendar file (pages/competitions/calendar/[event].ics.ts): a phone or computer offers
 * to add the event to the visitor's calendar when they open it, and nothing is fetched before they do. Screen
 * readers hear which event, and that it is a file.
 */
export function AddToCalendar({
  event,
  words,
}: {
  event: { id: string; title: string };
  words: Pick<Competitions['words'], 'addToCalendar' | 'addToCalendarOf'>;
}) {
  return (
    <a className="add-to-calendar" href={href(calendarHref(event.id))} type="text/calendar">
      <Icon name="calendar" size={18} className="add-to-calendar__icon" />
      {words.addToCalendar}{' '}
      <span className="visually-hidden">{fill(words.addToCalendarOf, { title: event.title })}</span>
    </a>
  );
}
