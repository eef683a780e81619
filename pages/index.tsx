import { ButtonLink, ButtonRow } from '../components/Button';
import { CallToAction } from '../components/CallToAction';
import { Card } from '../components/Card';
import { CheckList } from '../components/CheckList';
import { Grid } from '../components/Grid';
import { Hero } from '../components/Hero';
import { Img } from '../components/Img';
import { Section } from '../components/Section';
import { StatList } from '../components/StatList';
import { Testimonial } from '../components/Testimonial';
import { VideoFacade } from '../components/VideoFacade';
import { home } from '../content/home';
import type { PageMeta } from '../content/schemas/page';
import { site } from '../content/site';

export const meta: PageMeta = {
  title: 'Hands-on STEM education in Kenya',
  description:
    'Robotics, coding and hands-on science for Kenyan school learners, out-of-school youth and community innovation labs. See our programmes, impact and how to help.',
};

export default function HomePage() {
  return (
    <>
      <Hero title={home.hero.title} lead={home.hero.lead} eyebrow={site.name} image={home.hero.image}>
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
        <StatList stats={home.reach} label="Our reach" />
      </Section>

      <Section id="programme-areas" title="What we do" tone="muted">
        <Grid columns={3}>
          {home.programmeAreas.map((area) => (
            <Card key={area.href} title={area.title} image={area.image} href={area.href}>
              <p>{area.description}</p>
              <CheckList items={area.highlights} />
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
        <VideoFacade videoId={site.videoId} title={site.videoTitle} poster={home.video.poster} />
      </Section>

      <Section id="gallery" title="Moments from the field">
        <Grid columns={3}>
          {home.gallery.map(({ image, caption }) => (
            <figure className="photo" key={image.src}>
              <Img image={image} className="photo__image" />
              <figcaption className="photo__caption">{caption}</figcaption>
            </figure>
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
