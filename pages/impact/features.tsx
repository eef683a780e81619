import { CallToAction } from '../../components/CallToAction';
import { Badge } from '../../components/Badge';
import { ActionButton, ButtonLink } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { MetaItems } from '../../components/MetaItems';
import { Section } from '../../components/Section';
import { contactHref } from '../../content/contact';
import features, { type Story } from '../../content/features';

export const meta = features.meta;

/** Who the story is about, as one line: name, age for an entrepreneur, and role. */
function subjectLine(subject: Story['subject']): string {
  if (subject.kind === 'school') return subject.name;
  if (subject.kind === 'entrepreneur') return `${subject.name}, ${subject.age}, ${subject.role}`;
  return `${subject.name}, ${subject.role}`;
}

export default function ImpactStoriesPage() {
  return (
    <>
      <Hero {...features.hero} />

      <Section id="stories" title="Stories of change" tone="muted">
        <ol className="stories">
          {features.stories.map((story) => (
            <li className="stories__item" key={story.id}>
              <Card
                title={story.title}
                image={story.image}
                accent={<Icon name={story.icon} size={28} />}
                badge={<Badge tone={story.color}>{story.category}</Badge>}
                meta={
                  <MetaItems>
                    <>{subjectLine(story.subject)}</>
                    <>
                      <Icon name="pin" size={16} /> {story.location}
                    </>
                  </MetaItems>
                }
                actions={<ActionButton label={`Read full story: ${story.title}`}>Read Full Story</ActionButton>}
              >
                <p className="card__summary">{story.summary}</p>
                {story.fullStory.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
                <h4>Impact Achieved</h4>
                <CheckList items={story.impact} />
              </Card>
            </li>
          ))}
        </ol>
      </Section>

      <CallToAction id="share" {...features.share}>
        <ButtonLink href={contactHref('story')} variant="cta">
          Submit Your Story
        </ButtonLink>
      </CallToAction>
    </>
  );
}
