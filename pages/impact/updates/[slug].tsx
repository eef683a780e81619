import { articleLinks } from '../../../components/Article';
import type { PageProps } from '../../../components/Layout';
import { UpdateArticle } from '../../../components/UpdateArticle';
import { formerAddresses, indexArticles } from '../../../content/lib/articles/collection';
import site from '../../../content/site';
import updates, { feedLink, type Update } from '../../../content/updates';
import { updateHref } from '../../../content/lib/articles/routes';
import { TODAY } from '../../../content/lib/time/today';

interface Props {
  slug: string;
}

const index = () => indexArticles(updates.updates);
const updateOf = (slug: string) => index().bySlug.get(slug) as Update;

/** One page per update in content/updates/. */
export const paths = () => index().ordered.map((update) => ({ params: { slug: update.slug } }));

/** The addresses of updates renamed since (their `formerSlugs`): each leads to the update's page now. */
export const redirects = () => formerAddresses(index().ordered);

export const meta = ({ slug }: Props) => {
  const update = updateOf(slug);
  return {
    title: update.title,
    description: update.summary,
    image: update.image,
    article: {
      published: update.date,
      modified: update.updated,
      author: site.name,
      section: updates.categories[update.category],
      tags: update.tags,
    },
    feed: feedLink(),
  };
};

export default function UpdatePage({ slug, crumbs }: Props & PageProps) {
  return (
    <UpdateArticle
      today={TODAY}
      update={updateOf(slug)}
      updates={updates}
      crumbs={crumbs}
      links={articleLinks(index(), slug, updateHref)}
    />
  );
}
