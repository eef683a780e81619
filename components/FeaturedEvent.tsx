import type { CompetitionEvent, Competitions, EventRegistration, Stages } from '../content/competitions';
import { fill } from '../content/lib/words/template';
import { Badge } from './Badge';
import { ButtonLink, ButtonRow } from './Button';
import { EventDetails, eventAnchors } from './EventDetails';
import { EventAtAGlance, EventMark } from './EventAtAGlance';
import { Icon } from './Icon';
import { Picture } from './Picture';

/**
 * The season's headline competition, as a band of its own: the event, its registration status and call, then
 * its details and how to enter. Register Now (while registration is open) leads to how to enter, Learn More
 * (before or after) to the details, and Official Website to the organiser's page. Its picture, subtitle,
 * mark and Official Website show where its record has them; without a picture, its text takes the width.
 */
export function FeaturedEvent({
  event,
  registration: { state, words },
  stages,
  howToEnterTitle,
  words: labels,
  priority = false,
}: {
  event: CompetitionEvent;
  /** Where its registration stands on the day the page is built, in the page's words (content/competitions.ts, registrationOf). */
  registration: EventRegistration;
  stages: Stages;
  howToEnterTitle: string;
  /** The competitions page's words: the badge, the links' names, and the labels of its details and at-a-glance. */
  words: Competitions['words'];
  /** Its picture is the first screen's (components/Picture.tsx `priority`): the first featured event's. */
  priority?: boolean;
}) {
  const open = state === 'open';
  const headingId = `${event.id}-heading`;
  const anchors = eventAnchors(event);
  return (
    <section className="featured-event" aria-labelledby={headingId}>
      <div className="container">
        <div className={event.image ? 'featured-event__main' : 'featured-event__main featured-event__main--text'}>
          {event.image && (
            <Picture image={event.image} slot="hero" className="featured-event__image" priority={priority} />
          )}
          <div className="featured-event__text">
            <div className="featured-event__badges">
              <EventMark event={event} />
              <Badge tone="orange">{labels.featuredEvent}</Badge>
            </div>
            <h2 className="featured-event__title" id={headingId}>
              {event.title}
            </h2>
            {event.subtitle && <p className="featured-event__subtitle">{event.subtitle}</p>}
            <p>{event.description}</p>
            <EventAtAGlance event={event} words={labels} />
            <p className={`featured-event__status featured-event__status--${state}`}>{words.status}</p>
            <ButtonRow>
              <ButtonLink href={open ? anchors.enter : anchors.details} variant={open ? 'cta' : 'primary'}>
                {words.action}{' '}
                <span className="visually-hidden">
                  {fill(open ? labels.registerFor : labels.about, { title: event.title })}
                </span>
              </ButtonLink>
              {event.website && (
                <ButtonLink href={event.website} variant="secondary">
                  <Icon name="globe" size={18} />
                  {labels.officialWebsite}{' '}
                  <span className="visually-hidden">{fill(labels.officialWebsiteOf, { title: event.title })}</span>
                </ButtonLink>
              )}
            </ButtonRow>
          </div>
        </div>
        <EventDetails event={event} stages={stages} howToEnterTitle={howToEnterTitle} words={labels} />
      </div>
    </section>
  );
}
