import { formatDate } from '../content/lib/time/dates';
import type { Crumb } from '../content/lib/records/shapes';
import { fill } from '../content/lib/words/template';
import type { Update, Updates } from '../content/updates';
import { Article, type ArticleLinks } from './Article';
import { Badge } from './Badge';
import { CheckList } from './CheckList';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';

/**
 * A news update's page (pages/impact/updates/[slug].tsx): its category and date, its highlights before
 * the text. The content editor's preview shows an update being written with it (cms/preview.tsx).
 */
export function UpdateArticle({
  update,
  today,
  updates,
  crumbs,
  links,
}: {
  update: Update;
  /** The news pages' words around an update. */
  updates: Pick<Updates, 'categories' | 'article' | 'highlightsTitle'>;
  crumbs: Crumb[];
  links: ArticleLinks;
  /** The day the site is built as of: an article more than a year old then says so. */
  today?: string;
}) {
  return (
    <Article
      crumbs={crumbs}
      date={update.date}
      today={today}
      eyebrow={<Badge>{updates.categories[update.category]}</Badge>}
      title={update.title}
      summary={update.summary}
      image={update.image}
      byline={
        <MetaItems>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={update.date}>{formatDate(update.date)}</time>
          </>
          <>
            <Icon name="clock" size={16} /> {fill(updates.article.readTime, { minutes: update.minutes })}
          </>
        </MetaItems>
      }
      inBrief={
        <aside className="article__facts" aria-labelledby="key-highlights">
          <h2 id="key-highlights">{updates.highlightsTitle}</h2>
          <CheckList items={update.highlights} />
        </aside>
      }
      body={update.body}
      lang={update.lang}
      {...links}
      words={updates.article}
    />
  );
}
