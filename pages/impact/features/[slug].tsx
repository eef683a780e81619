import { Article, articleLinks } from '../../../components/Article';
import { Badge } from '../../../components/Badge';
import { CheckList } from '../../../components/CheckList';
import { Icon } from '../../../components/Icon';
import type { PageProps } from '../../../components/Layout';
import { MetaItems } from '../../../components/MetaItems';
import { subjectLine } from '../../../components/StoryCard';
import features, { storyHref, type Story } from '../../../content/features';
import { formerAddresses, indexArticles } from '../../../content/lib/collection';
import { formatDate } from '../../../content/lib/dates';
import { fill } from '../../../content/lib/template';
import site from '../../../content/site';

interface Props {
  slug: string;
}

const index = () => indexArticles(features.stories);
const storyOf = (slug: string) => index().bySlug.get(slug) as Story;

/** One page per story in content/features/. */
export const paths = () => index().ordered.map((story) => ({ params: { slug: story.slug } }));

/** The addresses of stories renamed since (their `formerSlugs`): each leads to the story's page now. */
export const redirects = () => formerAddresses(index().ordered);

export const meta = ({ slug }: Props) => {
  const story = storyOf(slug);
  return {
    title: story.title,
    description: story.summary,
    image: story.image,
    article: {
      published: story.date,
      author: site.name,
      section: features.categories[story.category],
      tags: story.tags,
    },
  };
};

export default function StoryPage({ slug, crumbs }: Props & PageProps) {
  const story = storyOf(slug);
  return (
    <Article
      crumbs={crumbs}
      eyebrow={<Badge tone={story.color}>{features.categories[story.category]}</Badge>}
      title={story.title}
      summary={story.summary}
      image={story.image}
      byline={
        <MetaItems>
          <>{subjectLine(story.subject)}</>
          <>
            <Icon name="pin" size={16} /> {story.location}
          </>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={story.date}>{formatDate(story.date)}</time>
          </>
          <>
            <Icon name="clock" size={16} /> {fill(features.article.readTime, { minutes: story.minutes })}
          </>
        </MetaItems>
      }
      facts={
        <aside className="article__facts" aria-labelledby="impact-achieved">
          <h2 id="impact-achieved">{features.impactTitle}</h2>
          <CheckList items={story.impact} />
        </aside>
      }
      body={story.body}
      lang={story.lang}
      {...articleLinks(index(), slug, storyHref)}
      words={features.article}
    />
  );
}
