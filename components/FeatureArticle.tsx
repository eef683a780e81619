import type { Feature, Features } from '../content/features';
import { formatDate } from '../content/lib/time/dates';
import type { Crumb } from '../content/lib/records/shapes';
import { fill } from '../content/lib/words/template';
import { Article, type ArticleLinks } from './Article';
import { Badge } from './Badge';
import { CheckList } from './CheckList';
import { subjectLine } from './FeatureCard';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';

/**
 * An impact story's page (pages/impact/features/[slug].tsx): whom it is about, where and when, and what
 * changed before the text. The content editor's preview shows a story being written with it
 * (cms/preview.tsx).
 */
export function FeatureArticle({
  feature,
  today,
  features,
  crumbs,
  links,
}: {
  feature: Feature;
  /** The impact stories' words around a story. */
  features: Pick<Features, 'categories' | 'article' | 'impactTitle' | 'subjectLine'>;
  crumbs: Crumb[];
  links: ArticleLinks;
  /** The day the site is built as of: an article more than a year old then says so. */
  today?: string;
}) {
  return (
    <Article
      crumbs={crumbs}
      date={feature.date}
      today={today}
      eyebrow={<Badge tone={feature.color}>{features.categories[feature.category]}</Badge>}
      title={feature.title}
      summary={feature.summary}
      image={feature.image}
      byline={
        <MetaItems>
          <>{subjectLine(feature.subject, features.subjectLine)}</>
          <>
            <Icon name="pin" size={16} /> {feature.location}
          </>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={feature.date}>{formatDate(feature.date)}</time>
          </>
          <>
            <Icon name="clock" size={16} /> {fill(features.article.readTime, { minutes: feature.minutes })}
          </>
        </MetaItems>
      }
      inBrief={
        <aside className="article__facts" aria-labelledby="impact-achieved">
          <h2 id="impact-achieved">{features.impactTitle}</h2>
          <CheckList items={feature.impact} />
        </aside>
      }
      body={feature.body}
      lang={feature.lang}
      {...links}
      words={features.article}
    />
  );
}
