import { Badge } from '../../components/Badge';
import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { DetailCard } from '../../components/DetailCard';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { PullQuote } from '../../components/PullQuote';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { contactHref } from '../../content/lib/articles/routes';
import { figuresAsOf } from '../../content/facts';
import youth from '../../content/youth';
import { TODAY } from '../../content/lib/time/today';
import { fill } from '../../content/lib/words/template';
import { href } from '../../content/lib/words/href';

export const meta = youth.meta;

export default function YouthProgramsPage() {
  const { hero, pathways, stories, partnersIntro, partners, placement, stats, getInvolved } = youth;
  return (
    <>
      <Hero {...hero} />

      <Section id="pathways" title={youth.words.threePathways}>
        <Grid columns={3}>
          {pathways.map((pathway) => (
            <DetailCard
              key={pathway.title}
              title={pathway.title}
              description={pathway.description}
              details={[
                { label: youth.words.participants, value: pathway.participants },
                { label: youth.words.duration, value: pathway.duration },
              ]}
              parts={[
                { title: youth.words.features, content: pathway.features },
                { title: youth.words.outcomes, content: pathway.outcomes },
              ]}
            />
          ))}
        </Grid>
      </Section>

      <Section id="results" title={youth.words.resultsThatLast} tone="muted">
        <StatList stats={[placement, ...stats]} asOf={figuresAsOf(TODAY)} />
      </Section>

      <Section id="stories" title={youth.words.successStories}>
        <Grid columns={3}>
          {stories.map((story) => (
            <Card
              key={story.name}
              title={story.name}
              meta={fill(youth.words.age, { age: story.age, year: story.year })}
              badge={<Badge>{story.program}</Badge>}
            >
              <p>{story.outcome}</p>
              <PullQuote quote={story.quote} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="partners" title={youth.words.industryPartners} tone="muted" intro={<p>{partnersIntro}</p>}>
        <Grid columns={4}>
          {partners.map((partner) => (
            <Card key={partner.name} title={partner.name} badge={<Badge>{partner.type}</Badge>} />
          ))}
        </Grid>
      </Section>

      <CallToAction title={getInvolved.title} text={getInvolved.text}>
        <ButtonLink href={href(contactHref('apply'))} variant="cta">
          {youth.words.applyNow}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
