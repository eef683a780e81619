import type { CompetitionEvent } from '../content/schemas/competitions';
import { Badge } from './Badge';
import { ActionButton } from './Button';
import { Card } from './Card';
import { EventFacts, EventMark } from './EventFacts';
import { registrationFor } from './registration';

/** A competition in the All Competitions grid: Learn More always, Register only while registration is open. */
export function EventCard({ event }: { event: CompetitionEvent }) {
  const registration = registrationFor(event);
  return (
    <Card
      title={event.title}
      image={event.image}
      accent={<EventMark event={event} />}
      badge={<Badge tone={registration.badgeTone}>{registration.badge}</Badge>}
      meta={event.subtitle}
      actions={
        <>
          <ActionButton variant="secondary" label={`Learn more about ${event.title}`}>
            Learn More
          </ActionButton>
          {registration.open && (
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
