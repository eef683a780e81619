import type { Feature, Features } from '../content/features';
import { formatDate } from '../content/lib/time/dates';
import { featureHref } from '../content/lib/articles/routes';
import { fill } from '../content/lib/words/template';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';
import { href } from '../content/lib/words/href';

/**
 * Who a feature is about, as one line in the edition's words: name, age for an entrepreneur, and role
 * ("Brian Mutua, 24, Founder" in English, "Brian Mutua (miaka 24), Mwanzilishi" in Kiswahili).
 */
export function subjectLine(subject: Feature['subject'], words: Features['subjectLine']): string {
  if (subject.kind === 'school') return subject.name;
  if (subject.kind === 'entrepreneur')
    return fill(words.entrepreneur, { name: subject.name, age: subject.age, role: subject.role });
  return fill(words.person, { name: subject.name, role: subject.role });
}

/**
 * An impact feature as a card: its category, when it was published, who and where (their role and age as
 * they were then), its story in brief and what it achieved.
 */
export function FeatureCard({
  feature,
  words,
  priority = false,
}: {
  feature: Feature;
  /** The features' pages' words: the category names, the card's link, the impact's heading and who it is about. */
  words: Pick<Features, 'categories' | 'article' | 'impactTitle' | 'subjectLine'>;
  /** Its picture is the first screen's (components/Picture.tsx `priority`): the first card of a listing. */
  priority?: boolean;
}) {
  const link = href(featureHref(feature.slug));
  return (
    <Card
      title={feature.title}
      href={link}
      image={feature.image}
      imageSlot="feature"
      imagePriority={priority}
      accent={<Icon name={feature.icon} size={28} />}
      badge={<Badge tone={feature.color}>{words.categories[feature.category]}</Badge>}
      meta={
        <MetaItems>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={feature.date}>{formatDate(feature.date)}</time>
          </>
          <>{subjectLine(feature.subject, words.subjectLine)}</>
          <>
            <Icon name="pin" size={16} /> {feature.location}
          </>
        </MetaItems>
      }
      actions={
        <ButtonLink href={link} hiddenText={fill(words.article.readMoreAbout, { title: feature.title })}>
          {words.article.readMore}
        </ButtonLink>
      }
    >
      <p className="card__summary">{feature.summary}</p>
      <p>{feature.story}</p>
      <h4>{words.impactTitle}</h4>
      <CheckList items={feature.impact} />
    </Card>
  );
}
