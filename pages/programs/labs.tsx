import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { DescriptionList } from '../../components/DescriptionList';
import { DetailCard } from '../../components/DetailCard';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { contactHref } from '../../content/lib/articles/routes';
import labs, { establishedIn, otherLabs } from '../../content/labs';
import { formatDate } from '../../content/lib/time/dates';
import { fill } from '../../content/lib/words/template';
import { href } from '../../content/lib/words/href';

export const meta = labs.meta;

export default function LabsPage() {
  const { hero, equipment, access, projects, getInvolved } = labs;
  return (
    <>
      <Hero {...hero} />

      <Section id="hubs" title={labs.words.ourInnovationHubs}>
        <Grid columns={3}>
          {labs.labs.map((lab) => (
            <DetailCard
              key={lab.name}
              title={lab.name}
              description={lab.description}
              image={lab.image}
              details={[
                { label: labs.words.location, value: lab.location },
                { label: labs.words.established, value: establishedIn(lab) },
                { label: labs.words.capacityLabel, value: fill(labs.words.capacity, { count: lab.capacity }) },
                { label: labs.words.address, value: lab.address },
                { label: labs.words.hours, value: lab.hours },
              ]}
              parts={[
                { title: labs.words.specialties, content: lab.specialties },
                { title: labs.words.equipment, content: lab.equipment },
              ]}
            />
          ))}
        </Grid>
      </Section>

      {otherLabs.length > 0 && (
        <Section id="other-labs" title={labs.words.otherLabs} intro={<p>{labs.words.otherLabsIntro}</p>} tone="muted">
          <Grid columns={3}>
            {otherLabs.map((lab) => (
              <Card key={lab.name} title={lab.name} meta={lab.place}>
                <DescriptionList
                  items={[
                    { label: labs.words.kind, value: labs.kinds[lab.kind] },
                    { label: labs.words.opened, value: formatDate(lab.opened) },
                  ]}
                />
              </Card>
            ))}
          </Grid>
        </Section>
      )}

      <Section id="equipment" title={labs.words.equipment}>
        <Grid columns={4}>
          {equipment.map((category) => (
            <Card key={category.category} title={category.category}>
              <CheckList items={category.items} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="access" title={labs.words.howToUseThe} intro={<p>{labs.accessIntro}</p>} tone="muted">
        <Grid columns={2}>
          {access.map((option) => (
            <Card key={option.title} title={option.title}>
              <p>{option.description}</p>
              <DescriptionList
                items={[
                  { label: labs.words.schedule, value: option.schedule },
                  { label: labs.words.cost, value: option.cost },
                ]}
              />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="projects" title={labs.words.featuredProjects}>
        <Grid columns={3}>
          {projects.map((project) => (
            <Card key={project.title} title={project.title} meta={project.team}>
              <p>{project.description}</p>
              <p>
                <strong>{labs.words.impact}</strong> {project.impact}
              </p>
            </Card>
          ))}
        </Grid>
      </Section>

      <CallToAction title={getInvolved.title} text={getInvolved.text}>
        <ButtonLink href="#hubs" variant="cta">
          {labs.words.findNearestLab}
        </ButtonLink>
        <ButtonLink href={href(contactHref('book-lab'))} variant="light">
          {labs.words.bookLabSession}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
