import type { CompetitionEvent, Registration } from '../content/competitions';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { eventAnchors } from './EventDetails';
import { EventFacts, EventMark } from './EventFacts';

/**
 * A competition in the All Competitions grid: Learn More (to its details) always, Register (to how to enter)
 * only while registration is open.
 */
export function EventCard({ event, registration }: { event: CompetitionEvent; registration: Registration }) {
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
            Learn More <span className="visually-hidden">about {event.title}</span>
          </ButtonLink>
          {open && (
            <ButtonLink href={anchors.enter} variant="cta">
              Register <span className="visually-hidden">for {event.title}</span>
            </ButtonLink>
          )}
        </>
      }
    >
      <EventFacts event={event} />
      <p>{event.description}</p>
    </Card>
  );
}
