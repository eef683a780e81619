import { contactHref } from '../content/lib/articles/routes';
import { DOCUMENT_LANG } from '../content/lib/words/language';
import { fill } from '../content/lib/words/template';
import { href } from '../content/lib/words/href';
import type { School } from '../content/school';
import { ButtonLink } from './Button';
import { CallToAction } from './CallToAction';
import { DetailCard } from './DetailCard';
import { DocumentLanguage } from './DocumentLanguage';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Section } from './Section';
import { Testimonial } from './Testimonial';

/**
 * The school programmes' page (pages/programs/school.tsx): each programme with whom it is for, how long it
 * runs, its features and impact; what teachers and students say; and the calls to ask for a visit or save
 * the programme guide. The content editor's preview shows the page being edited with it (cms/preview.tsx).
 */
export function SchoolProgrammes({
  school,
  guideSize,
}: {
  school: School;
  /** The guide's PDF: 950 KB. */ guideSize: string;
}) {
  const { hero, programmes, testimonials, getInvolved, guide, words } = school;
  return (
    <>
      <Hero {...hero} />

      <Section id="programmes" title={words.ourSchoolProgrammes} intro={<p>{school.overlap}</p>}>
        <Grid columns={2}>
          {programmes.map((programme) => (
            <DetailCard
              key={programme.title}
              title={programme.title}
              description={programme.description}
              details={[
                { label: words.openTo, value: programme.ages },
                { label: words.duration, value: programme.duration },
              ]}
              parts={[
                { title: words.features, content: programme.features },
                { title: words.impact, content: programme.impact },
              ]}
            />
          ))}
        </Grid>
      </Section>

      <Section id="testimonials" title={words.whatTeachersAndStudents} tone="muted">
        <Grid columns={3}>
          {testimonials.map((testimonial) => (
            <Testimonial key={testimonial.author} {...testimonial} />
          ))}
        </Grid>
      </Section>

      <CallToAction title={getInvolved.title} text={getInvolved.text}>
        <ButtonLink href={href(contactHref('school-visit'))} variant="cta">
          {words.requestSchoolVisit}
        </ButtonLink>
        <ButtonLink href={href(guide.href)} hrefLang={DOCUMENT_LANG} variant="light" download>
          {words.downloadGuide}
          <DocumentLanguage format={fill(words.guideFormat, { size: guideSize })} />
        </ButtonLink>
      </CallToAction>
    </>
  );
}
