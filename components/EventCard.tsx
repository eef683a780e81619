import type { CompetitionEvent, Competitions, Registration } from '../content/competitions';
import { fill } from '../content/lib/template';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { eventAnchors } from './EventDetails';
import { EventAtAGlance, EventMark } from './EventAtAGlance';

/**
 * A competition in the All Competitions grid: Learn More (to its details) always, Register (to how to enter)
 * only while registration is open.
 */
export function EventCard({
  event,
  registration,
  words: labels,
}: {
  event: CompetitionEvent;
  registration: Registration;
  /** The card's links (Learn More about it, Register for it) and the labels of when, where and who. */
  words: Pick<
    Competitions['words'],
    | 'learnMore'
    | 'about'
    | 'register'
    | 'registerFor'
    | 'date'
    | 'location'
    | 'participants'
    | 'addToCalendar'
    | 'addToCalendarOf'
  >;
}) {
  const open = event.registrationOpen;
  const words = registration[open ? 'open' : 'closed'];
  const anchors = eventAnchors(event);
  return (
    <Card
      title={event.title}
      image={event.image}
      accent={<EventMark event={event} />}
      badge={<Badge tone={open ? 'green' : 'yellow'}>{words.badge}</Badge>}
      meta={event.subtitle}
      actions={
        <>
          <ButtonLink href={anchors.details} variant="secondary">
            {labels.learnMore} <span className="visually-hidden">{fill(labels.about, { title: event.title })}</span>
          </ButtonLink>
          {open && (
            <ButtonLink href={anchors.enter} variant="cta">
              {labels.register}{' '}
              <span className="visually-hidden">{fill(labels.registerFor, { title: event.title })}</span>
            </ButtonLink>
          )}
        </>
      }
    >
      <EventAtAGlance event={event} words={labels} />
      <p>{event.description}</p>
    </Card>
  );
}
