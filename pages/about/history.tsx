import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { Timeline } from '../../components/Timeline';
import history from '../../content/history';

export const meta = history.meta;

export default function HistoryPage() {
  return (
    <>
      <Hero {...history.hero} />

      <Section id="journey" title="Our journey" narrow>
        <Timeline entries={history.timeline} />
      </Section>

      <Section id="today" title="Where we are today" tone="muted">
        <StatList stats={history.headlines} />
      </Section>

      <Section id="goals" title={`Our goals for ${history.goals.year}`}>
        <StatList stats={history.goals.targets} />
      </Section>

      <CallToAction title={history.vision.title} text={history.vision.text}>
        <ButtonLink href="/donate/" variant="cta">
          Support the Vision
        </ButtonLink>
      </CallToAction>
    </>
  );
}
