import { CallToAction } from '../../components/CallToAction';
import { Badge } from '../../components/Badge';
import { ActionButton } from '../../components/Button';
import { Card } from '../../components/Card';
import { CheckList } from '../../components/CheckList';
import { Hero } from '../../components/Hero';
import { Icon } from '../../components/Icon';
import { MetaItems } from '../../components/MetaItems';
import { Section } from '../../components/Section';
import { impact } from '../../content/impact';
import type { PageMeta } from '../../content/schemas/page';
import type { Story } from '../../content/schemas/stories';
import { stories } from '../../content/stories';

export const meta: PageMeta = {
  title: 'Impact stories',
  description:
    'Three stories of change from our programmes: a girl who now leads a robotics club, a school lab open to its village, and a young founder’s start-up.',
};

/** Who the story is about, as one line: name, age for an entrepreneur, and role. */
function subjectLine(subject: Story['subject']): string {
  if (subject.kind === 'school') return subject.name;
  if (subject.kind === 'entrepreneur') return `${subject.name}, ${subject.age}, ${subject.role}`;
  return `${subject.name}, ${subject.role}`;
}

const page = impact.features;

export default function ImpactStoriesPage() {
  return (
    <>
      <Hero title={page.title} lead={page.lead} />

      <Section id="stories" title="Stories of change" tone="muted">
        <ol className="stories">
          {stories.map((story) => (
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
                <p className="summary">{story.summary}</p>
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

      <CallToAction id="share" title={page.share.title} text={page.share.text}>
        <ActionButton variant="cta">Submit Your Story</ActionButton>
      </CallToAction>
    </>
  );
}
