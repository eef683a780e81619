import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { Timeline } from '../../components/Timeline';
import { history } from '../../content/history';
import type { PageMeta } from '../../content/schemas/page';

export const meta: PageMeta = {
  title: 'Our history',
  description:
    'Jenga STEM Foundation from 2019 to 2024: the milestones year by year, where we stand today, our goals for 2025 and our vision for 2030.',
};

export default function HistoryPage() {
  return (
    <>
      <Hero title={history.hero.title} lead={history.hero.lead} />

      <Section id="journey" title="Our journey" narrow>
        <Timeline entries={history.timeline} />
      </Section>

      <Section id="today" title="Where we are today" tone="muted">
        <StatList stats={history.headlines} label="Our reach today" />
      </Section>

      <Section id="goals" title="Our goals for 2025">
        <StatList stats={history.goals2025} label="Goals for 2025" />
      </Section>

      <CallToAction title={history.vision2030.title} text={history.vision2030.text}>
        <ButtonLink href="/donate/" variant="cta">
          Support the Vision
        </ButtonLink>
      </CallToAction>
    </>
  );
}
