import type { NextGoal } from '../content/history';
import type { Home } from '../content/home';
import { href } from '../content/lib/words/href';
import { fill } from '../content/lib/words/template';
import { areaFeatures, type ProgrammeLists } from '../content/lib/records/shapes';
import { ButtonLink, ButtonRow } from './Button';
import { CallToAction } from './CallToAction';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Photo } from './Photo';
import { Section } from './Section';
import { useSite } from './SiteContext';
import { StatList } from './StatList';
import { Testimonial } from './Testimonial';
import { Video } from './Video';

/**
 * The home page (pages/index.tsx): the organisation's hero, welcome and reach, the programme areas, a
 * testimonial, the video, moments from the field and the call to join, which asks help to reach the goals
 * ahead (`goal`) while there are any, first saying what an earlier year reached of a target they set again.
 * The reach says when it was counted once that is long ago (`figuresAsOf`). The content editor's preview
 * shows the home page being edited with it (cms/preview.tsx). An area's card lists the programmes of its page
 * (`programmeLists`, content/programs.ts) unless it gives features of its own.
 */
export function HomeSections({
  home,
  goal,
  figuresAsOf,
  programmeLists,
}: {
  home: Home;
  goal?: NextGoal;
  figuresAsOf?: string;
  programmeLists: ProgrammeLists;
}) {
  const { site } = useSite();
  const call = goal && goalSentence(home.mission, goal);
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
        <StatList stats={home.reach} asOf={figuresAsOf} />
      </Section>

      <Section id="programme-areas" title={home.words.whatWeDo} tone="muted">
        <Grid columns={3}>
          {home.programmeAreas.map((area) => (
            <Card key={area.href} title={area.title} image={area.image} href={href(area.href)}>
              <p>{area.description}</p>
              <CheckList items={areaFeatures(area, programmeLists)} />
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

      <CallToAction
        id="join"
        title={home.mission.title}
        text={call ? `${home.mission.text} ${call}` : home.mission.text}
      >
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

/** A figure as a sentence says it, without its "+": "after reaching 2,500 of 5,000". */
const inSentence = (figure: string): string => figure.replace(/\+$/, '');

/**
 * The call's sentence for the goals ahead: "Help us reach 5,000 young people in 15 counties by the end of
 * 2027", or, where they set again a target an earlier year did not reach, "After reaching 2,500 of 5,000 in
 * 2025, help us reach …". A form being filled in (the content editor's preview) may lack either.
 */
function goalSentence(mission: Partial<Home['mission']>, goal: NextGoal): string | undefined {
  const { missed } = goal;
  if (missed && mission.goalAfterMissed)
    return fill(mission.goalAfterMissed, {
      reached: inSentence(missed.reached),
      target: inSentence(missed.target),
      year: missed.year,
      goal: goal.headline,
      deadline: goal.year,
    });
  return mission.goal && fill(mission.goal, { goal: goal.headline, year: goal.year });
}
