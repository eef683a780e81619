import { Card } from '../../components/Card';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { impact } from '../../content/impact';
import type { PageMeta } from '../../content/schemas/page';

export const meta: PageMeta = {
  title: 'Our impact',
  description:
    'The difference hands-on STEM learning makes in Kenya: our reach in numbers, with stories, news, blog posts, a photo gallery and reports.',
};

const { overview } = impact;

export default function ImpactPage() {
  return (
    <>
      <Hero title={overview.title} lead={overview.lead} />

      <Section id="reach" title="Our reach in numbers">
        <StatList stats={overview.stats} label="Our reach" />
      </Section>

      <Section id="explore" title="Explore our impact" tone="muted">
        <Grid columns={3}>
          {overview.sections.map((section) => (
            <Card key={section.href} title={section.title} image={section.image} href={section.href}>
              <p>{section.description}</p>
            </Card>
          ))}
        </Grid>
      </Section>
    </>
  );
}
