import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { contactHref } from '../../content/contact';
import programs from '../../content/programs';

export const meta = programs.meta;

export default function ProgramsPage() {
  return (
    <>
      <Hero {...programs.hero} />

      <Section id="areas" title="Three ways we work">
        <Grid columns={3}>
          {programs.areas.map((area) => (
            <Card
              key={area.href}
              title={area.title}
              actions={
                <ButtonLink href={area.href} variant="secondary">
                  Learn More<span className="visually-hidden"> about {area.title}</span>
                </ButtonLink>
              }
            >
              <p>{area.description}</p>
              <CheckList items={area.features} label={`${area.title} features`} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="reach" title="Our reach" tone="muted">
        <StatList stats={programs.stats} />
      </Section>

      <CallToAction title={programs.getInvolved.title} text={programs.getInvolved.text}>
        <ButtonLink href={contactHref('join')} variant="cta">
          Join a Program
        </ButtonLink>
        <ButtonLink href={contactHref('partner')} variant="light">
          Partner With Us
        </ButtonLink>
      </CallToAction>
    </>
  );
}
