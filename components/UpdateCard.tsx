import { formatDate } from '../content/lib/dates';
import { fill } from '../content/lib/template';
import updates, { type Update } from '../content/updates';
import { updateHref } from '../content/lib/routes';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { Icon } from './Icon';

/** A news update as a card: category, date, title, summary, the news in brief and its highlights. */
export function UpdateCard({ update }: { update: Update }) {
  const href = updateHref(update.slug);
  return (
    <Card
      title={update.title}
      href={href}
      image={update.image}
      badge={<Badge>{updates.categories[update.category]}</Badge>}
      meta={
        <span>
          <Icon name="calendar" size={16} /> <time dateTime={update.date}>{formatDate(update.date)}</time>
        </span>
      }
      actions={
        <ButtonLink href={href} variant="secondary" label={fill(updates.article.readMoreName, { title: update.title })}>
          {updates.article.readMore}
        </ButtonLink>
      }
    >
      <p className="card__summary">{update.summary}</p>
      <p>{update.content}</p>
      <h4>{updates.highlightsTitle}</h4>
      <CheckList items={update.highlights} />
    </Card>
  );
}
