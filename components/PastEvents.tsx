import type { CompetitionEvent, Competitions, PreparationEvent } from '../content/competitions';
import { formatSpan, formatWhen } from '../content/lib/time/dates';
import { href } from '../content/lib/words/href';
import { fill } from '../content/lib/words/template';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { Grid } from './Grid';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';

/**
 * The competitions and preparation sessions that have taken place, the latest first: each competition with
 * when and where it was, and its results and the page that tells them where its record has them.
 */
export function PastEvents({
  events,
  sessions,
  words,
}: {
  events: CompetitionEvent[];
  sessions: PreparationEvent[];
  /** The headings and the results link's words. */
  words: Pick<Competitions['words'], 'pastSessions' | 'seeResults' | 'resultsOf'>;
}) {
  return (
    <>
      {events.length > 0 && (
        <Grid columns={3}>
          {events.map((event) => (
            <Card
              key={event.id}
              title={event.title}
              meta={
                <MetaItems>
                  <>
                    <Icon name="calendar" size={16} /> {formatSpan(event.dates)}
                  </>
                  <>
                    <Icon name="pin" size={16} /> {event.location}
                  </>
                </MetaItems>
              }
              actions={
                event.resultsLink && (
                  <ButtonLink
                    href={href(event.resultsLink)}
                    variant="secondary"
                    hiddenText={fill(words.resultsOf, { title: event.title })}
                  >
                    {words.seeResults}
                  </ButtonLink>
                )
              }
            >
              {event.results && <p>{event.results}</p>}
            </Card>
          ))}
        </Grid>
      )}
      {sessions.length > 0 && (
        <div className="past-sessions">
          <h3>{words.pastSessions}</h3>
          <ul>
            {sessions.map((session) => (
              <li key={session.id}>
                {session.title}: {formatWhen(session.dates, session.hours)}
              </li>
            ))}
          </ul>
        </div>
      )}
    </>
  );
}
