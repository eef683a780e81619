import { articleLinks } from '../../../components/Article';
import { FeatureArticle } from '../../../components/FeatureArticle';
import type { PageProps } from '../../../components/Layout';
import features, { type Feature } from '../../../content/features';
import { featureHref } from '../../../content/lib/articles/routes';
import { formerAddresses, indexArticles } from '../../../content/lib/articles/collection';
import site from '../../../content/site';
import { TODAY } from '../../../content/lib/time/today';

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
  return (
    <FeatureArticle
      today={TODAY}
      feature={featureOf(slug)}
      features={features}
      crumbs={crumbs}
      links={articleLinks(index(), slug, featureHref)}
    />
  );
}
