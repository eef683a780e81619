import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import about from '../../content/about';
import { href } from '../../content/lib/words/href';

export const meta = about.meta;

export default function AboutPage() {
  return (
    <>
      <Hero {...about.hero} />

      <Section id="get-to-know-us" title={about.words.getToKnowUs}>
        <TextCards cards={about.sections} columns={4} />
      </Section>

      <Section id="mission-vision" title={about.words.missionAndVision} tone="muted">
        <Grid columns={2}>
          <Card title={about.words.ourMission}>
            <p>{about.mission}</p>
          </Card>
          <Card title={about.words.ourVision}>
            <p>{about.vision}</p>
          </Card>
        </Grid>
      </Section>

      <CallToAction title={about.getInvolved.title} text={about.getInvolved.text}>
        <ButtonLink href={href('/programs/')} variant="light">
          {about.words.exploreOurPrograms}
        </ButtonLink>
        <ButtonLink href={href('/donate/')} variant="cta">
          {about.words.donate}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
