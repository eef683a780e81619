import { ButtonLink } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { Card } from '../components/Card';
import { EmailSignup } from '../components/EmailSignup';
import { EventCard } from '../components/EventCard';
import { EventDetails, eventAnchors } from '../components/EventDetails';
import { FeaturedEvent } from '../components/FeaturedEvent';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { HowTo } from '../components/HowTo';
import { Icon } from '../components/Icon';
import { PastEvents } from '../components/PastEvents';
import { Section } from '../components/Section';
import competitions, { registrationOf, registrationOn, seasonOn, stillToCome } from '../content/competitions';
import { fill } from '../content/lib/words/template';
import { formatWhen } from '../content/lib/time/dates';
import { TODAY } from '../content/lib/time/today';
import { AddToCalendar } from '../components/AddToCalendar';

export const meta = competitions.meta;

const PREPARATION_HOW_TO = 'preparation-how-to';

/**
 * The competitions as they stand on the day the site is built: the featured event and the others still to
 * come, each with its registration as its dates decide, the preparation sessions still to come, and what
 * has taken place under Past events. With nothing to come, the page says so.
 */
export default function CompetitionsPage() {
  const { registration, preparation, readyToCompete, eventDetails, words } = competitions;
  const season = seasonOn(competitions, TODAY);
  const { featured, upcoming, past, sessions, pastSessions } = season;
  const firstOpen = stillToCome(season).find((event) => registrationOn(event, TODAY) === 'open');
  return (
    <>
      <Hero {...competitions.hero} />

      {featured && (
        <FeaturedEvent
          priority
          event={featured}
          registration={registrationOf(featured, TODAY, registration)}
          stages={competitions.stages}
          howToEnterTitle={eventDetails.howToEnter}
          words={words}
        />
      )}

      <Section id="all-competitions" title={words.allCompetitions} tone="muted">
        {upcoming.length > 0 ? (
          <Grid columns={2}>
            {upcoming.map((event) => (
              <EventCard
                key={event.id}
                event={event}
                registration={registrationOf(event, TODAY, registration)}
                words={words}
              />
            ))}
          </Grid>
        ) : (
          <p>{words.noUpcomingEvents}</p>
        )}
      </Section>

      {upcoming.length > 0 && (
        <Section id="competition-details" title={eventDetails.title}>
          {upcoming.map((event) => (
            <article className="competition-details" key={event.id} aria-labelledby={`${event.id}-heading`}>
              <h3 id={`${event.id}-heading`}>{event.title}</h3>
              <p className="competition-details__status">{registrationOf(event, TODAY, registration).words.status}</p>
              <EventDetails
                event={event}
                stages={competitions.stages}
                howToEnterTitle={eventDetails.howToEnter}
                words={words}
                headingLevel={4}
              />
            </article>
          ))}
        </Section>
      )}

      <Section id="preparation" title={words.upcomingPreparationEvents} intro={<p>{preparation.intro}</p>} tone="muted">
        {sessions.length > 0 ? (
          <>
            <Grid columns={3}>
              {sessions.map((session) => (
                <Card
                  key={session.id}
                  title={session.title}
                  meta={
                    <>
                      <span className="event-date">
                        <Icon name="calendar" size={18} />
                        {formatWhen(session.dates, session.hours)}
                      </span>{' '}
                      <AddToCalendar event={session} words={words} />
                    </>
                  }
                  actions={
                    <ButtonLink href={`#${PREPARATION_HOW_TO}`} variant="secondary">
                      {words.registerInterest}{' '}
                      <span className="visually-hidden">{fill(words.interestIn, { title: session.title })}</span>
                    </ButtonLink>
                  }
                >
                  <p>{session.description}</p>
                </Card>
              ))}
            </Grid>
            <div className="preparation-how-to" id={PREPARATION_HOW_TO}>
              <h3>{preparation.howTo.title}</h3>
              <HowTo howTo={preparation.howTo} />
            </div>
          </>
        ) : (
          <p>{words.noUpcomingSessions}</p>
        )}
      </Section>

      {(past.length > 0 || pastSessions.length > 0) && (
        <Section id="past-events" title={words.pastEvents}>
          <PastEvents events={past} sessions={pastSessions} words={words} />
        </Section>
      )}

      <CallToAction
        id="ready-to-compete"
        title={readyToCompete.title}
        text={readyToCompete.text}
        signup={<EmailSignup id="competitions-email" button={words.joinMailingList} />}
      >
        <ButtonLink href={firstOpen ? eventAnchors(firstOpen).enter : '#all-competitions'} variant="cta">
          {words.registerForEvents}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
