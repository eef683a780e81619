import type { ReactNode } from 'react';
import type { CompetitionEvent, CompetitionTimeline, Competitions, Stages } from '../content/competitions';
import type { DateSpan } from '../content/lib/time/date-shapes';
import { formatSpan } from '../content/lib/time/dates';
import { Badge } from './Badge';
import { CheckList } from './CheckList';
import { HowTo } from './HowTo';

/** A timeline's stages, in the order written, with when each takes place. */
const stagesOf = ({ type: _type, ...stages }: CompetitionTimeline) =>
  Object.entries(stages) as [keyof Stages, DateSpan][];

/** When each stage happens, named as the page's content names the stages. */
function Timeline({ timeline, stages }: { timeline: CompetitionTimeline; stages: Stages }) {
  return (
    <dl className="event-details__timeline">
      {stagesOf(timeline).map(([stage, when]) => (
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
 * A competition's details: categories, age groups, timeline, prizes, requirements and how to enter. Learn
 * More links to `#<id>-details`, Register Now and Register to `#<id>-enter`.
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
  return (
    <div className="event-details" id={`${event.id}-details`}>
      <Detail title={words.categories} level={level}>
        <ul className="event-details__categories">
          {event.categories.map((category) => (
            <li key={category}>
              <Badge>{category}</Badge>
            </li>
          ))}
        </ul>
      </Detail>
      <Detail title={words.ageGroups} level={level}>
        <CheckList items={event.details.ageGroups} />
      </Detail>
      <Detail title={words.timeline} level={level}>
        <Timeline timeline={event.details.timeline} stages={stages} />
      </Detail>
      <Detail title={words.prizes} level={level}>
        <CheckList items={event.details.prizes} />
      </Detail>
      <Detail title={words.requirements} level={level}>
        <CheckList items={event.details.requirements} />
      </Detail>
      <Detail title={howToEnterTitle} level={level} id={`${event.id}-enter`} wide>
        <HowTo howTo={event.howToEnter} />
      </Detail>
    </div>
  );
}

/** Where a competition's links lead: its details, and how to enter it. */
export const eventAnchors = (event: Pick<CompetitionEvent, 'id'>) => ({
  details: `#${event.id}-details`,
  enter: `#${event.id}-enter`,
});
