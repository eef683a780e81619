import { Article, articleLinks } from '../../../components/Article';
import { Badge } from '../../../components/Badge';
import { CheckList } from '../../../components/CheckList';
import { Icon } from '../../../components/Icon';
import type { PageProps } from '../../../components/Layout';
import { MetaItems } from '../../../components/MetaItems';
import { formerAddresses, indexArticles } from '../../../content/lib/collection';
import { formatDate } from '../../../content/lib/dates';
import { fill } from '../../../content/lib/template';
import site from '../../../content/site';
import updates, { feedLink, type Update } from '../../../content/updates';
import { updateHref } from '../../../content/lib/routes';

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
  const update = updateOf(slug);
  return (
    <Article
      crumbs={crumbs}
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
      {...articleLinks(index(), slug, updateHref)}
      words={updates.article}
    />
  );
}
