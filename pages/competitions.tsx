import { ActionButton } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { Card } from '../components/Card';
import { EventCard } from '../components/EventCard';
import { FeaturedEvent } from '../components/FeaturedEvent';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { Icon } from '../components/Icon';
import { Section } from '../components/Section';
import { competitions } from '../content/competitions';
import type { PageMeta } from '../content/schemas/page';

export const meta: PageMeta = {
  title: 'STEM Competitions: Maker Faire, Robot Olympiad and VEX',
  description:
    'Enter the Nairobi Maker Faire, the Robot Olympiad national qualifier or the VEX Robotics Championship, and join free preparation sessions for your team.',
};

export default function CompetitionsPage() {
  const featured = competitions.events.filter((event) => event.featured);
  const others = competitions.events.filter((event) => !event.featured);
  return (
    <>
      <Hero title={competitions.hero.title} lead={competitions.hero.lead} />

      {featured.map((event) => (
        <FeaturedEvent key={event.id} event={event} />
      ))}

      <Section id="all-competitions" title="All Competitions" tone="muted">
        <Grid columns={2}>
          {others.map((event) => (
            <EventCard key={event.id} event={event} />
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
                  {session.date}
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
