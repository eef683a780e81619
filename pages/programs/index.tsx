import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { StatList } from '../../components/StatList';
import { contactHref } from '../../content/lib/articles/routes';
import { figuresAsOf } from '../../content/facts';
import programs, { programmeLists } from '../../content/programs';
import { TODAY } from '../../content/lib/time/today';
import { areaFeatures } from '../../content/lib/records/shapes';
import { fill } from '../../content/lib/words/template';
import { href } from '../../content/lib/words/href';

export const meta = programs.meta;

export default function ProgramsPage() {
  return (
    <>
      <Hero {...programs.hero} />

      <Section id="areas" title={programs.words.threeWaysWeWork}>
        <Grid columns={3}>
          {programs.areas.map((area) => (
            <Card
              key={area.href}
              title={area.title}
              actions={
                <ButtonLink href={href(area.href)} variant="secondary">
                  {programs.words.learnMore}{' '}
                  <span className="visually-hidden">{fill(programs.words.about, { title: area.title })}</span>
                </ButtonLink>
              }
            >
              <p>{area.description}</p>
              <CheckList
                items={areaFeatures(area, programmeLists)}
                label={fill(programs.words.features, { title: area.title })}
              />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="reach" title={programs.words.ourReach} tone="muted">
        <StatList stats={programs.stats} asOf={figuresAsOf(TODAY)} />
      </Section>

      <CallToAction title={programs.getInvolved.title} text={programs.getInvolved.text}>
        <ButtonLink href={href(contactHref('join'))} variant="cta">
          {programs.words.joinAProgram}
        </ButtonLink>
        <ButtonLink href={href(contactHref('partner'))} variant="light">
          {programs.words.partnerWithUs}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
