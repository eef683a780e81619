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
import { Section } from '../components/Section';
import competitions from '../content/competitions';
import { fill } from '../content/lib/template';
import { formatWhen } from '../content/lib/dates';
import { AddToCalendar } from '../components/AddToCalendar';

export const meta = competitions.meta;

const PREPARATION_HOW_TO = 'preparation-how-to';

export default function CompetitionsPage() {
  const { events, registration, preparation, readyToCompete, eventDetails } = competitions;
  const featured = events.filter((event) => event.featured);
  const others = events.filter((event) => !event.featured);
  const firstOpen = events.find((event) => event.registrationOpen);
  return (
    <>
      <Hero {...competitions.hero} />

      {featured.map((event, i) => (
        <FeaturedEvent
          key={event.id}
          priority={i === 0}
          event={event}
          registration={registration}
          stages={competitions.stages}
          howToEnterTitle={eventDetails.howToEnter}
          words={competitions.words}
        />
      ))}

      <Section id="all-competitions" title={competitions.words.allCompetitions} tone="muted">
        <Grid columns={2}>
          {others.map((event) => (
            <EventCard key={event.id} event={event} registration={registration} words={competitions.words} />
          ))}
        </Grid>
      </Section>

      <Section id="competition-details" title={eventDetails.title}>
        {others.map((event) => (
          <article className="competition-details" key={event.id} aria-labelledby={`${event.id}-heading`}>
            <h3 id={`${event.id}-heading`}>{event.title}</h3>
            <p className="competition-details__status">
              {registration[event.registrationOpen ? 'open' : 'closed'].status}
            </p>
            <EventDetails
              event={event}
              stages={competitions.stages}
              howToEnterTitle={eventDetails.howToEnter}
              words={competitions.words}
              headingLevel={4}
            />
          </article>
        ))}
      </Section>

      <Section
        id="preparation"
        title={competitions.words.upcomingPreparationEvents}
        intro={<p>{preparation.intro}</p>}
        tone="muted"
      >
        <Grid columns={3}>
          {preparation.events.map((session) => (
            <Card
              key={session.id}
              title={session.title}
              meta={
                <>
                  <span className="event-date">
                    <Icon name="calendar" size={18} />
                    {formatWhen(session.dates, session.hours)}
                  </span>{' '}
                  <AddToCalendar event={session} words={competitions.words} />
                </>
              }
              actions={
                <ButtonLink href={`#${PREPARATION_HOW_TO}`} variant="secondary">
                  {competitions.words.registerInterest}{' '}
                  <span className="visually-hidden">
                    {fill(competitions.words.interestIn, { title: session.title })}
                  </span>
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
      </Section>

      <CallToAction
        id="ready-to-compete"
        title={readyToCompete.title}
        text={readyToCompete.text}
        signup={<EmailSignup id="competitions-email" button={competitions.words.joinMailingList} />}
      >
        <ButtonLink href={firstOpen ? eventAnchors(firstOpen).enter : '#all-competitions'} variant="cta">
          {competitions.words.registerForEvents}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
