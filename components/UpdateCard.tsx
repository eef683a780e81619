import { formatDate } from '../content/lib/time/dates';
import { updateHref } from '../content/lib/articles/routes';
import { fill } from '../content/lib/words/template';
import type { Update, Updates } from '../content/updates';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { href } from '../content/lib/words/href';

/** A news update as a card: category, date, title, summary, the news in brief and its highlights. */
export function UpdateCard({
  update,
  words,
  priority = false,
}: {
  update: Update;
  /** The news pages' words: the category names, the card's link and the highlights' heading. */
  words: Pick<Updates, 'categories' | 'article' | 'highlightsTitle'>;
  /** Its picture is the first screen's (components/Picture.tsx `priority`): the first card of a listing. */
  priority?: boolean;
}) {
  const link = href(updateHref(update.slug));
  return (
    <Card
      title={update.title}
      href={link}
      image={update.image}
      imagePriority={priority}
      badge={<Badge>{words.categories[update.category]}</Badge>}
      meta={
        <span>
          <Icon name="calendar" size={16} /> <time dateTime={update.date}>{formatDate(update.date)}</time>
        </span>
      }
      actions={
        <ButtonLink
          href={link}
          variant="secondary"
          hiddenText={fill(words.article.readMoreAbout, { title: update.title })}
        >
          {words.article.readMore}
        </ButtonLink>
      }
    >
      <p className="card__summary">{update.summary}</p>
      <p>{update.content}</p>
      <h4>{words.highlightsTitle}</h4>
      <CheckList items={update.highlights} />
    </Card>
  );
}
