import type { ReactNode } from 'react';
import type { CompetitionEvent, Competitions } from '../content/competitions';
import { toneFor } from '../content/lib/records/vocabulary';
import { formatWhen } from '../content/lib/time/dates';
import { AddToCalendar } from './AddToCalendar';
import { Icon, type IconName } from './Icon';

/**
 * When, where and who: what every competition shows at a glance, each with its icon and a spoken label; the
 * date with the link that adds the event to the visitor's calendar.
 */
export function EventAtAGlance({
  event,
  words,
}: {
  event: Pick<CompetitionEvent, 'id' | 'title' | 'dates' | 'hours' | 'location' | 'participants'>;
  /** What the spoken labels call each of the three, and the calendar link's words. */
  words: Pick<Competitions['words'], 'date' | 'location' | 'participants' | 'addToCalendar' | 'addToCalendarOf'>;
}) {
  const items: { label: string; value: ReactNode; icon: IconName }[] = [
    {
      label: words.date,
      value: (
        <>
          {formatWhen(event.dates, event.hours)} <AddToCalendar event={event} words={words} />
        </>
      ),
      icon: 'calendar',
    },
    { label: words.location, value: event.location, icon: 'pin' },
    // Who takes part, where the record says: otherwise no line, and no label for it.
    ...(event.participants ? [{ label: words.participants, value: event.participants, icon: 'users' as const }] : []),
  ];
  return (
    <ul className="event-facts">
      {items.map(({ label, value, icon }) => (
        <li key={label} className="event-facts__item">
          <Icon name={icon} size={18} className="event-facts__icon" />
          <span className="visually-hidden">{label}: </span>
          {/* One flex item, whose text and calendar link wrap as a line of text does. */}
          <span>{value}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The event's own mark, where its record gives it an icon: the icon on a disc in its colour (without one,
 * the tone its title is given, as a badge's), or nothing.
 */
export function EventMark({ event }: { event: Pick<CompetitionEvent, 'icon' | 'color' | 'title'> }) {
  if (!event.icon) return null;
  return (
    <span className={`event-mark event-mark--${event.color ?? toneFor(event.title)}`}>
      <Icon name={event.icon} size={24} />
    </span>
  );
}
