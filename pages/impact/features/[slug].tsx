import { Article, articleLinks } from '../../../components/Article';
import { Badge } from '../../../components/Badge';
import { CheckList } from '../../../components/CheckList';
import { Icon } from '../../../components/Icon';
import type { PageProps } from '../../../components/Layout';
import { MetaItems } from '../../../components/MetaItems';
import { subjectLine } from '../../../components/FeatureCard';
import features, { type Feature } from '../../../content/features';
import { featureHref } from '../../../content/lib/routes';
import { formerAddresses, indexArticles } from '../../../content/lib/collection';
import { formatDate } from '../../../content/lib/dates';
import { fill } from '../../../content/lib/template';
import site from '../../../content/site';

interface Props {
  slug: string;
}

const index = () => indexArticles(features.stories);
const featureOf = (slug: string) => index().bySlug.get(slug) as Feature;

/** One page per feature in content/features/. */
export const paths = () => index().ordered.map((feature) => ({ params: { slug: feature.slug } }));

/** The addresses of features renamed since (their `formerSlugs`): each leads to the feature's page now. */
export const redirects = () => formerAddresses(index().ordered);

export const meta = ({ slug }: Props) => {
  const feature = featureOf(slug);
  return {
    title: feature.title,
    description: feature.summary,
    image: feature.image,
    article: {
      published: feature.date,
      author: site.name,
      section: features.categories[feature.category],
      tags: feature.tags,
    },
  };
};

export default function FeaturePage({ slug, crumbs }: Props & PageProps) {
  const feature = featureOf(slug);
  return (
    <Article
      crumbs={crumbs}
      eyebrow={<Badge tone={feature.color}>{features.categories[feature.category]}</Badge>}
      title={feature.title}
      summary={feature.summary}
      image={feature.image}
      byline={
        <MetaItems>
          <>{subjectLine(feature.subject)}</>
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
      {...articleLinks(index(), slug, featureHref)}
      words={features.article}
    />
  );
}
