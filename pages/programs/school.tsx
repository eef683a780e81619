import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { DetailCard } from '../../components/DetailCard';
import { Grid } from '../../components/Grid';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { Testimonial } from '../../components/Testimonial';
import { contactHref } from '../../content/lib/routes';
import { DOCUMENT_LANG } from '../../content/lib/public-files';
import { fill } from '../../content/lib/template';
import { DocumentLanguage } from '../../components/DocumentLanguage';
import school, { schoolGuide } from '../../content/school';
import { href } from '../../content/lib/href';

export const meta = school.meta;

export default function SchoolProgramsPage() {
  const { hero, programmes, testimonials, getInvolved, guide } = school;
  return (
    <>
      <Hero {...hero} />

      <Section id="programmes" title={school.words.ourSchoolProgrammes}>
        <Grid columns={2}>
          {programmes.map((programme) => (
            <DetailCard
              key={programme.title}
              title={programme.title}
              description={programme.description}
              details={[
                { label: school.words.openTo, value: programme.ages },
                { label: school.words.duration, value: programme.duration },
              ]}
              parts={[
                { title: school.words.features, content: programme.features },
                { title: school.words.impact, content: programme.impact },
              ]}
            />
          ))}
        </Grid>
      </Section>

      <Section id="testimonials" title={school.words.whatTeachersAndStudents} tone="muted">
        <Grid columns={3}>
          {testimonials.map((testimonial) => (
            <Testimonial key={testimonial.author} {...testimonial} />
          ))}
        </Grid>
      </Section>

      <CallToAction title={getInvolved.title} text={getInvolved.text}>
        <ButtonLink href={href(contactHref('school-visit'))} variant="cta">
          {school.words.requestSchoolVisit}
        </ButtonLink>
        <ButtonLink href={href(guide.href)} hrefLang={DOCUMENT_LANG} variant="light" download>
          {school.words.downloadGuide}{' '}
          <span className="visually-hidden">{fill(school.words.guideFormat, { size: schoolGuide.size })}</span>
          <DocumentLanguage />
        </ButtonLink>
      </CallToAction>
    </>
  );
}
