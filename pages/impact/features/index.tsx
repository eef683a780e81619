import { ButtonLink } from '../../../components/Button';
import { CallToAction } from '../../../components/CallToAction';
import { Hero } from '../../../components/Hero';
import { Section } from '../../../components/Section';
import { FeatureCard } from '../../../components/FeatureCard';
import { contactHref } from '../../../content/lib/articles/routes';
import features from '../../../content/features';
import { indexArticles } from '../../../content/lib/articles/collection';
import { href } from '../../../content/lib/words/href';

export const meta = features.meta;

export default function FeaturesPage() {
  return (
    <>
      <Hero {...features.hero} />

      <Section id="stories" title={features.words.storiesOfChange} tone="muted">
        <ol className="stories">
          {indexArticles(features.stories).ordered.map((feature, i) => (
            <li className="stories__item" key={feature.slug}>
              <FeatureCard feature={feature} words={features} priority={i === 0} />
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction id="share" {...features.share}>
        <ButtonLink href={href(contactHref('story'))} variant="cta">
          {features.words.submitYourStory}
        </ButtonLink>
      </CallToAction>
    </>
  );
}
