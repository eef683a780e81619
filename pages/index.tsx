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
import { href } from '../content/lib/href';

export const meta = home.meta;

export default function HomePage() {
  return (
    <>
      <Hero {...home.hero} eyebrow={site.name}>
        <ButtonRow>
          <ButtonLink href={href('/programs/')}>{home.words.exploreOurPrograms}</ButtonLink>
          <ButtonLink href={href('/donate/')} variant="cta">
            {home.words.donate}
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

      <Section id="programme-areas" title={home.words.whatWeDo} tone="muted">
        <Grid columns={3}>
          {home.programmeAreas.map((area) => (
            <Card key={area.href} title={area.title} image={area.image} href={href(area.href)}>
              <p>{area.description}</p>
              <CheckList items={area.features} />
            </Card>
          ))}
        </Grid>
      </Section>

      <Section id="testimonial" title={home.words.inTheirWords}>
        <Testimonial {...home.testimonial} />
        <p>
          <a href={href('/impact/features/')}>{home.words.readMoreImpactStories}</a>
        </p>
      </Section>

      <Section id="video" title={home.video.title} intro={<p>{home.video.description}</p>} tone="muted">
        <Video videoId={site.videoId} title={site.videoTitle} poster={home.video.poster} words={home.video} />
      </Section>

      <Section id="gallery" title={home.words.momentsFromTheField}>
        <Grid columns={3}>
          {home.gallery.map(({ image, caption }) => (
            <Photo key={image.src} image={image} caption={caption} />
          ))}
        </Grid>
        <p>
          <a href={href('/impact/gallery/')}>{home.words.seeTheFullGallery}</a>
        </p>
      </Section>

      <CallToAction id="join" title={home.mission.title} text={home.mission.text}>
        <ButtonLink href={href('/donate/')} variant="cta">
          {home.words.donateNow}
        </ButtonLink>
        <ButtonLink href={href('/about/')} variant="light">
          {home.words.learnAboutUs}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
