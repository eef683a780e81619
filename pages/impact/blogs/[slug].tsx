import { Article, articleLinks } from '../../../components/Article';
import { Badge } from '../../../components/Badge';
import { Icon } from '../../../components/Icon';
import { MetaItems } from '../../../components/MetaItems';
import { Reactions } from '../../../components/Reactions';
import { TagList } from '../../../components/TagList';
import type { PageProps } from '../../../components/Layout';
import blogs, { feedLink, type BlogPost } from '../../../content/blogs';
import { categoryHref, postHref } from '../../../content/lib/routes';
import { formerAddresses, indexArticles } from '../../../content/lib/collection';
import { formatDate } from '../../../content/lib/dates';
import { fill } from '../../../content/lib/template';
import { href } from '../../../content/lib/href';

interface Props {
  slug: string;
}

const index = () => indexArticles(blogs.posts);
const postOf = (slug: string) => index().bySlug.get(slug) as BlogPost;

/** One page per post in content/blogs/. */
export const paths = () => index().ordered.map((post) => ({ params: { slug: post.slug } }));

/** The addresses of posts renamed since (their `formerSlugs`): each leads to the post's page now. */
export const redirects = () => formerAddresses(index().ordered);

export const meta = ({ slug }: Props) => {
  const post = postOf(slug);
  return {
    title: post.title,
    description: post.summary,
    image: post.image,
    article: {
      published: post.date,
      modified: post.updated,
      author: post.author,
      section: blogs.categories[post.category],
      tags: post.tags,
    },
    feed: feedLink(),
  };
};

export default function BlogPostPage({ slug, crumbs }: Props & PageProps) {
  const post = postOf(slug);
  return (
    <Article
      crumbs={crumbs}
      eyebrow={
        <a className="article__category" href={href(categoryHref(post.category))}>
          <Badge>{blogs.categories[post.category]}</Badge>
        </a>
      }
      title={post.title}
      summary={post.summary}
      image={post.image}
      byline={
        <MetaItems>
          <>
            <strong>{post.author}</strong>, {post.role}
          </>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={post.date}>{formatDate(post.date)}</time>
          </>
          <>
            <Icon name="clock" size={16} /> {fill(blogs.article.readTime, { minutes: post.minutes })}
          </>
        </MetaItems>
      }
      body={post.body}
      lang={post.lang}
      footer={
        <div className="article__footer">
          <TagList items={post.tags} label={blogs.listing.tags} tone="outline" />
          <Reactions likes={post.likes} comments={post.comments} words={blogs.listing} />
        </div>
      }
      {...articleLinks(index(), slug, postHref)}
      words={blogs.article}
    />
  );
}
