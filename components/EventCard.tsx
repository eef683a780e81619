import type { CompetitionEvent, Registration } from '../content/competitions';
import { Badge } from './Badge';
import { ActionButton } from './Button';
import { Card } from './Card';
import { EventFacts, EventMark } from './EventFacts';

/** A competition in the All Competitions grid: Learn More always, Register only while registration is open. */
export function EventCard({ event, registration }: { event: CompetitionEvent; registration: Registration }) {
  const open = event.registrationOpen;
  const words = registration[open ? 'open' : 'closed'];
  return (
    <Card
      title={event.title}
      image={event.image}
      accent={<EventMark event={event} />}
      badge={<Badge tone={open ? 'green' : 'yellow'}>{words.badge}</Badge>}
      meta={event.subtitle}
      actions={
        <>
          <ActionButton variant="secondary" label={`Learn more about ${event.title}`}>
            Learn More
          </ActionButton>
          {open && (
            <ActionButton variant="cta" label={`Register for ${event.title}`}>
              Register
            </ActionButton>
          )}
        </>
      }
    >
      <EventFacts event={event} />
      <p>{event.description}</p>
    </Card>
  );
}
