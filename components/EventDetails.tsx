import type { ReactNode } from 'react';
import type { CompetitionEvent, Competitions, Stages } from '../content/competitions';
import type { DateSpan } from '../content/lib/time/date-shapes';
import { formatSpan } from '../content/lib/time/dates';
import { Badge } from './Badge';
import { CheckList } from './CheckList';
import { HowTo } from './HowTo';

/** A timeline's stages, in the order written, with when each takes place. */
const stagesIn = ({ type: _type, ...stages }: { type: string } & Partial<Record<keyof Stages, DateSpan>>) =>
  Object.entries(stages) as [keyof Stages, DateSpan][];

/** An event's stages: a single event's registration, then its own days. */
const stagesOf = ({ details: { timeline }, dates }: Pick<CompetitionEvent, 'details' | 'dates'>) =>
  stagesIn(timeline.type === 'single' ? { ...timeline, event: dates } : timeline);

/** When each stage happens, named as the page's content names the stages. */
function Timeline({ event, stages }: { event: Pick<CompetitionEvent, 'details' | 'dates'>; stages: Stages }) {
  return (
    <dl className="event-details__timeline">
      {stagesOf(event).map(([stage, when]) => (
        <div className="event-details__stage" key={stage}>
          <dt>{stages[stage]}</dt>
          <dd>{formatSpan(when)}</dd>
        </div>
      ))}
    </dl>
  );
}

type Level = 3 | 4;

function Detail({
  title,
  level,
  id,
  wide = false,
  children,
}: {
  title: string;
  level: Level;
  id?: string;
  wide?: boolean;
  children: ReactNode;
}) {
  const Heading = `h${level}` as const;
  return (
    <div className={wide ? 'event-details__detail event-details__detail--wide' : 'event-details__detail'} id={id}>
      <Heading className="event-details__title">{title}</Heading>
      {children}
    </div>
  );
}

/**
 * A competition's details: categories, age groups, timeline, prizes, requirements and how to enter, each
 * where its record has any (its timeline and how to enter, always). Learn More links to `#<id>-details`,
 * Register Now and Register to `#<id>-enter`.
 */
export function EventDetails({
  event,
  stages,
  howToEnterTitle,
  words,
  headingLevel = 3,
}: {
  event: CompetitionEvent;
  stages: Stages;
  howToEnterTitle: string;
  /** The headings of the details. */
  words: Pick<Competitions['words'], 'categories' | 'ageGroups' | 'timeline' | 'prizes' | 'requirements'>;
  headingLevel?: Level;
}) {
  const level = headingLevel;
  const { categories, details, howToEnter } = event;
  const list = (title: string, items: string[]) =>
    items.length > 0 && (
      <Detail title={title} level={level}>
        <CheckList items={items} />
      </Detail>
    );
  return (
    <div className="event-details" id={`${event.id}-details`}>
      {categories.length > 0 && (
        <Detail title={words.categories} level={level}>
          <ul className="event-details__categories">
            {categories.map((category) => (
              <li key={category}>
                <Badge>{category}</Badge>
              </li>
            ))}
          </ul>
        </Detail>
      )}
      {list(words.ageGroups, details.ageGroups)}
      <Detail title={words.timeline} level={level}>
        <Timeline event={event} stages={stages} />
      </Detail>
      {list(words.prizes, details.prizes)}
      {list(words.requirements, details.requirements)}
      <Detail title={howToEnterTitle} level={level} id={`${event.id}-enter`} wide>
        <HowTo howTo={{ ...howToEnter, subject: howToEnter.subject ?? event.title }} />
      </Detail>
    </div>
  );
}

/** Where a competition's links lead: its details, and how to enter it. */
export const eventAnchors = (event: Pick<CompetitionEvent, 'id'>) => ({
  details: `#${event.id}-details`,
  enter: `#${event.id}-enter`,
});
