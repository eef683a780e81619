import { ButtonLink } from '../../components/Button';
import { CallToAction } from '../../components/CallToAction';
import { Hero } from '../../components/Hero';
import { Section } from '../../components/Section';
import { TextCards } from '../../components/TextCards';
import whoWeAre from '../../content/who-we-are';
import { href } from '../../content/lib/words/href';

export const meta = whoWeAre.meta;

export default function WhoWeArePage() {
  return (
    <>
      <Hero {...whoWeAre.hero} />

      <Section id="story" title={whoWeAre.words.ourStory} narrow>
        <div className="prose">
          {whoWeAre.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </Section>

      <Section id="principles" title={whoWeAre.words.ourCorePrinciples} tone="muted">
        <TextCards cards={whoWeAre.principles} columns={4} />
      </Section>

      <Section id="what-we-do" title={whoWeAre.words.whatWeDo}>
        <TextCards cards={whoWeAre.whatWeDo} columns={3} />
      </Section>

      <CallToAction title={whoWeAre.commitment.title} text={whoWeAre.commitment.text}>
        <ButtonLink href={href('/about/values/')} variant="light">
          {whoWeAre.words.readOurValues}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
