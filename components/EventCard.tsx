import type { CompetitionEvent, Competitions, EventRegistration, RegistrationState } from '../content/competitions';
import type { Tone } from '../content/lib/records/vocabulary';
import { fill } from '../content/lib/words/template';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { eventAnchors } from './EventDetails';
import { EventAtAGlance, EventMark } from './EventAtAGlance';

/** The badge's tone for each state of registration. */
const BADGE_TONES: Record<RegistrationState, Tone> = { open: 'green', soon: 'yellow', closed: 'orange' };

/**
 * A competition in the All Competitions grid: Learn More (to its details) always, Register (to how to enter)
 * only while registration is open.
 */
export function EventCard({
  event,
  registration: { state, words },
  words: labels,
}: {
  event: CompetitionEvent;
  /** Where its registration stands on the day the page is built, in the page's words (content/competitions.ts, registrationOf). */
  registration: EventRegistration;
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
  const open = state === 'open';
  const anchors = eventAnchors(event);
  return (
    <Card
      title={event.title}
      image={event.image}
      accent={event.icon && <EventMark event={event} />}
      badge={<Badge tone={BADGE_TONES[state]}>{words.badge}</Badge>}
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
