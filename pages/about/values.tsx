import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import type { PageMeta } from '../../content/schemas/page';
import { values } from '../../content/values';

export const meta: PageMeta = {
  title: 'Our values',
  description:
    'Social responsibility, integrity, collaboration and inclusivity: the values behind Jenga STEM Foundation and how we put them into practice.',
};

export default function ValuesPage() {
  return (
    <>
      <Hero title={values.hero.title} lead={values.hero.lead} />

      <Section id="values" title="What we stand for">
        <Grid columns={2}>
          {values.values.map((value) => (
            <Card key={value.title} title={value.title}>
              <p>{value.description}</p>
              <CheckList items={value.practices} label={`${value.title} in practice`} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="in-action" title="Values in action" tone="muted">
        <TextCards cards={values.inAction} columns={3} />
      </Section>
    </>
  );
}
