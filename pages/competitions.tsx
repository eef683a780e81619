import { ActionButton } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { Card } from '../components/Card';
import { EventCard } from '../components/EventCard';
import { FeaturedEvent } from '../components/FeaturedEvent';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import competitions from '../content/competitions';
import { formatSpan } from '../content/lib/dates';

export const meta = competitions.meta;

export default function CompetitionsPage() {
  const featured = competitions.events.filter((event) => event.featured);
  const others = competitions.events.filter((event) => !event.featured);
  return (
    <>
      <Hero {...competitions.hero} />

      {featured.map((event) => (
        <FeaturedEvent
          key={event.id}
          event={event}
          registration={competitions.registration}
          stages={competitions.stages}
        />
      ))}

      <Section id="all-competitions" title="All Competitions" tone="muted">
        <Grid columns={2}>
          {others.map((event) => (
            <EventCard key={event.id} event={event} registration={competitions.registration} />
          ))}
        </Grid>
      </Section>

      <Section id="preparation" title="Upcoming Preparation Events" intro={<p>{competitions.preparation.intro}</p>}>
        <Grid columns={3}>
          {competitions.preparation.events.map((session) => (
            <Card
              key={session.title}
              title={session.title}
              meta={
                <span className="event-date">
                  <Icon name="calendar" size={18} />
                  {formatSpan(session.dates)}
                </span>
              }
              actions={
                <ActionButton variant="secondary" label={`Register interest in ${session.title}`}>
                  Register Interest
                </ActionButton>
              }
            >
              <p>{session.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>

      <CallToAction
        id="ready-to-compete"
        title={competitions.readyToCompete.title}
        text={competitions.readyToCompete.text}
      >
        <ActionButton variant="cta">Register for Events</ActionButton>
        <ActionButton variant="light">Join Mailing List</ActionButton>
      </CallToAction>
    </>
  );
}
