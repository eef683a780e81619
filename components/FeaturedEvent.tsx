import type { ReactNode } from 'react';
import type { CompetitionEvent, CompetitionTimeline, Registration } from '../content/competitions';
import { Badge } from './Badge';
import { ActionButton, ButtonRow } from './Button';
import { CheckList } from './CheckList';
import { EventFacts, EventMark } from './EventFacts';
import { Icon } from './Icon';
import { Img } from './Img';

const stageNames: Record<string, string> = {
  registration: 'Registration',
  event: 'Event',
  preparation: 'Preparation',
  submission: 'Submission',
  qualification: 'Qualification',
  championship: 'Championship',
};

function Timeline({ timeline }: { timeline: CompetitionTimeline }) {
  return (
    <dl className="featured-event__timeline">
      {Object.entries(timeline).map(([stage, when]) => (
        <div className="featured-event__stage" key={stage}>
          <dt>{stageNames[stage]}</dt>
          <dd>{when}</dd>
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
export function FeaturedEvent({ event, registration }: { event: CompetitionEvent; registration: Registration }) {
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
            <Timeline timeline={event.details.timeline} />
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
