import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import about from '../../content/about';

export const meta = about.meta;

export default function AboutPage() {
  return (
    <>
      <Hero {...about.hero} />

      <Section id="get-to-know-us" title="Get to know us">
        <TextCards cards={about.sections} columns={4} />
      </Section>

      <Section id="mission-vision" title="Mission and vision" tone="muted">
        <Grid columns={2}>
          <Card title="Our Mission">
            <p>{about.mission}</p>
          </Card>
          <Card title="Our Vision">
            <p>{about.vision}</p>
          </Card>
        </Grid>
      </Section>

      <CallToAction title={about.getInvolved.title} text={about.getInvolved.text}>
        <ButtonLink href="/programs/" variant="light">
          Explore Our Programs
        </ButtonLink>
        <ButtonLink href="/donate/" variant="cta">
          Donate
        </ButtonLink>
      </CallToAction>
    </>
  );
}
