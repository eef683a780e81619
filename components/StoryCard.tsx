import features, { storyHref, type Story } from '../content/features';
import { fill } from '../content/lib/template';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';

/** Who a story is about, as one line: name, age for an entrepreneur, and role. */
export function subjectLine(subject: Story['subject']): string {
  if (subject.kind === 'school') return subject.name;
  if (subject.kind === 'entrepreneur') return `${subject.name}, ${subject.age}, ${subject.role}`;
  return `${subject.name}, ${subject.role}`;
}

/** An impact story as a card: its category, who and where, the story in brief and what it achieved. */
export function StoryCard({ story }: { story: Story }) {
  const href = storyHref(story.slug);
  return (
    <Card
      title={story.title}
      href={href}
      image={story.image}
      imageSlot="story"
      accent={<Icon name={story.icon} size={28} />}
      badge={<Badge tone={story.color}>{features.categories[story.category]}</Badge>}
      meta={
        <MetaItems>
          <>{subjectLine(story.subject)}</>
          <>
            <Icon name="pin" size={16} /> {story.location}
          </>
        </MetaItems>
      }
      actions={
        <ButtonLink href={href} label={fill(features.article.readMoreName, { title: story.title })}>
          {features.article.readMore}
        </ButtonLink>
      }
    >
      <p className="card__summary">{story.summary}</p>
      <p>{story.story}</p>
      <h4>{features.impactTitle}</h4>
      <CheckList items={story.impact} />
    </Card>
  );
}
