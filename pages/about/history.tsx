import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { Timeline } from '../../components/Timeline';
import history from '../../content/history';
import { fill } from '../../content/lib/template';
import { href } from '../../content/lib/href';

export const meta = history.meta;

export default function HistoryPage() {
  return (
    <>
      <Hero {...history.hero} />

      <Section id="journey" title={history.words.ourJourney} narrow>
        <Timeline entries={history.timeline} label={history.words.achievements} />
      </Section>

      <Section id="today" title={history.words.whereWeAreToday} tone="muted">
        <StatList stats={history.headlines} />
      </Section>

      <Section id="goals" title={fill(history.words.goals, { year: history.goals.year })}>
        <StatList stats={history.goals.targets} />
      </Section>

      <CallToAction title={history.vision.title} text={history.vision.text}>
        <ButtonLink href={href('/donate/')} variant="cta">
          {history.words.supportTheVision}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
