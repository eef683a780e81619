import { ButtonLink, ButtonRow } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { Photo } from '../components/Photo';
import { Section } from '../components/Section';
import { StatList } from '../components/StatList';
import { Testimonial } from '../components/Testimonial';
import { Video } from '../components/Video';
import home from '../content/home';
import site from '../content/site';

export const meta = home.meta;

export default function HomePage() {
  return (
    <>
      <Hero {...home.hero} eyebrow={site.name}>
        <ButtonRow>
          <ButtonLink href="/programs/">Explore Our Programs</ButtonLink>
          <ButtonLink href="/donate/" variant="cta">
            Donate
          </ButtonLink>
        </ButtonRow>
      </Hero>

      <Section id="welcome" title={home.welcome.title}>
        <div className="prose">
          {home.welcome.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <StatList stats={home.reach} />
      </Section>

      <Section id="programme-areas" title="What we do" tone="muted">
        <Grid columns={3}>
          {home.programmeAreas.map((area) => (
            <Card key={area.href} title={area.title} image={area.image} href={area.href}>
              <p>{area.description}</p>
              <CheckList items={area.features} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="testimonial" title="In their words">
        <Testimonial {...home.testimonial} />
        <p>
          <a href="/impact/features/">Read more impact stories</a>
        </p>
      </Section>

      <Section id="video" title={home.video.title} intro={<p>{home.video.description}</p>} tone="muted">
        <Video videoId={site.videoId} title={site.videoTitle} poster={home.video.poster} />
      </Section>

      <Section id="gallery" title="Moments from the field">
        <Grid columns={3}>
          {home.gallery.map(({ image, caption }) => (
            <Photo key={image.src} image={image} caption={caption} />
          ))}
        </Grid>
        <p>
          <a href="/impact/gallery/">See the full gallery</a>
        </p>
      </Section>

      <CallToAction id="join" title={home.mission.title} text={home.mission.text}>
        <ButtonLink href="/donate/" variant="cta">
          Donate Now
        </ButtonLink>
        <ButtonLink href="/about/" variant="light">
          Learn About Us
        </ButtonLink>
      </CallToAction>
    </>
  );
}
