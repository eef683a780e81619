import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import values from '../../content/values';
import { fill } from '../../content/lib/words/template';

export const meta = values.meta;

export default function ValuesPage() {
  return (
    <>
      <Hero {...values.hero} />

      <Section id="values" title={values.words.whatWeStandFor}>
        <Grid columns={2}>
          {values.values.map((value) => (
            <Card key={value.title} title={value.title}>
              <p>{value.description}</p>
              <CheckList items={value.practices} label={fill(values.words.inPractice, { title: value.title })} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="in-action" title={values.words.valuesInAction} tone="muted">
        <TextCards cards={values.inAction} columns={3} />
      </Section>
    </>
  );
}
