import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { DetailCard } from '../../components/DetailCard';
import { FactList } from '../../components/FactList';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { contactHref } from '../../content/contact';
import labs from '../../content/labs';

export const meta = labs.meta;

export default function LabsPage() {
  const { hero, equipment, access, projects, getInvolved } = labs;
  return (
    <>
      <Hero {...hero} />

      <Section id="hubs" title="Our innovation hubs">
        <Grid columns={3}>
          {labs.labs.map((lab) => (
            <DetailCard
              key={lab.name}
              title={lab.name}
              description={lab.description}
              image={lab.image}
              facts={[
                { label: 'Location', value: lab.location },
                { label: 'Established', value: lab.established },
                { label: 'Capacity', value: `${lab.capacity} concurrent users` },
                { label: 'Address', value: lab.address },
                { label: 'Opening hours', value: lab.hours },
              ]}
              parts={[
                { title: 'Specialties', content: lab.specialties },
                { title: 'Equipment', content: lab.equipment },
              ]}
            />
          ))}
        </Grid>
      </Section>

      <Section id="equipment" title="Equipment" tone="muted">
        <Grid columns={4}>
          {equipment.map((category) => (
            <Card key={category.category} title={category.category}>
              <CheckList items={category.items} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="access" title="How to use the labs">
        <Grid columns={2}>
          {access.map((option) => (
            <Card key={option.title} title={option.title}>
              <p>{option.description}</p>
              <FactList
                facts={[
                  { label: 'Schedule', value: option.schedule },
                  { label: 'Cost', value: option.cost },
                ]}
              />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="projects" title="Featured projects" tone="muted">
        <Grid columns={3}>
          {projects.map((project) => (
            <Card key={project.title} title={project.title} meta={project.team}>
              <p>{project.description}</p>
              <p>
                <strong>Impact:</strong> {project.impact}
              </p>
            </Card>
          ))}
        </Grid>
      </Section>

      <CallToAction title={getInvolved.title} text={getInvolved.text}>
        <ButtonLink href="#hubs" variant="cta">
          Find Nearest Lab
        </ButtonLink>
        <ButtonLink href={contactHref('book-lab')} variant="light">
          Book Lab Session
        </ButtonLink>
      </CallToAction>
    </>
  );
}
