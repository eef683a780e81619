import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { figuresAsOf } from '../../content/facts';
import impact from '../../content/impact';
import { TODAY } from '../../content/lib/time/today';
import { href } from '../../content/lib/words/href';

export const meta = impact.meta;

export default function ImpactPage() {
  return (
    <>
      <Hero {...impact.hero} />

      <Section id="reach" title={impact.words.ourReachInNumbers}>
        <StatList stats={impact.stats} asOf={figuresAsOf(TODAY)} />
      </Section>

      <Section id="explore" title={impact.words.exploreOurImpact} tone="muted">
        <Grid columns={3}>
          {impact.sections.map((section) => (
            <Card key={section.href} title={section.title} image={section.image} href={href(section.href)}>
              <p>{section.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
