import type { ReactNode } from 'react';
import type { CompetitionEvent, CompetitionTimeline, Registration, Stages } from '../content/competitions';
import { formatSpan } from '../content/lib/dates';
import { Badge } from './Badge';
import { ActionButton, ButtonRow } from './Button';
import { CheckList } from './CheckList';
import { EventFacts, EventMark } from './EventFacts';
import { Icon } from './Icon';
import { Img } from './Img';

/** When each stage happens, named as the page's content names the stages. */
function Timeline({ timeline, stages }: { timeline: CompetitionTimeline; stages: Stages }) {
  return (
    <dl className="featured-event__timeline">
      {Object.entries(timeline).map(([stage, when]) => (
        <div className="featured-event__stage" key={stage}>
          <dt>{stages[stage as keyof Stages]}</dt>
          <dd>{formatSpan(when)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Detail({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="featured-event__detail">
      <h3 className="featured-event__detail-title">{title}</h3>
      {children}
    </div>
  );
}

/**
 * The season's headline competition, as a band of its own: the event, its registration status and call, then
 * its categories, age groups, prizes, requirements and timeline.
 */
export function FeaturedEvent({
  event,
  registration,
  stages,
}: {
  event: CompetitionEvent;
  registration: Registration;
  stages: Stages;
}) {
  const open = event.registrationOpen;
  const words = registration[open ? 'open' : 'closed'];
  const headingId = `${event.id}-heading`;
  return (
    <section className="featured-event" aria-labelledby={headingId}>
      <div className="container">
        <div className="featured-event__main">
          <Img image={event.image} className="featured-event__image" />
          <div className="featured-event__text">
            <div className="featured-event__badges">
              <EventMark event={event} />
              <Badge tone="orange">Featured Event</Badge>
            </div>
            <h2 className="featured-event__title" id={headingId}>
              {event.title}
            </h2>
            <p className="featured-event__subtitle">{event.subtitle}</p>
            <p>{event.description}</p>
            <EventFacts event={event} />
            <p className={`featured-event__status featured-event__status--${open ? 'open' : 'soon'}`}>{words.status}</p>
            <ButtonRow>
              <ActionButton
                variant={open ? 'cta' : 'primary'}
                label={open ? `Register now for ${event.title}` : `Learn more about ${event.title}`}
              >
                {words.action}
              </ActionButton>
              <ActionButton variant="secondary" label={`Official website of ${event.title}`}>
                <Icon name="globe" size={18} />
                Official Website
              </ActionButton>
            </ButtonRow>
          </div>
        </div>
        <div className="featured-event__details">
          <Detail title="Categories">
            <ul className="featured-event__categories">
              {event.categories.map((category) => (
                <li key={category}>
                  <Badge>{category}</Badge>
                </li>
              ))}
            </ul>
          </Detail>
          <Detail title="Age Groups">
            <CheckList items={event.details.ageGroups} />
          </Detail>
          <Detail title="Timeline">
            <Timeline timeline={event.details.timeline} stages={stages} />
          </Detail>
          <Detail title="Prizes">
            <CheckList items={event.details.prizes} />
          </Detail>
          <Detail title="Requirements">
            <CheckList items={event.details.requirements} />
          </Detail>
        </div>
      </div>
    </section>
  );
}
