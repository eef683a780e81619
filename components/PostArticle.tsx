import type { BlogPost, Blogs } from '../content/blogs';
import { formatDate } from '../content/lib/time/dates';
import { href } from '../content/lib/words/href';
import { categoryHref } from '../content/lib/articles/routes';
import type { Crumb } from '../content/lib/records/shapes';
import { fill } from '../content/lib/words/template';
import { Article, type ArticleLinks } from './Article';
import { Badge } from './Badge';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';
import { Reactions } from './Reactions';
import { TagList } from './TagList';

/**
 * A blog post's page (pages/impact/blogs/[slug].tsx): its category, author and date over the text, its tags
 * and reactions after it. The content editor's preview shows a post being written with it (cms/preview.tsx).
 */
export function PostArticle({
  post,
  today,
  blogs,
  crumbs,
  links,
}: {
  post: BlogPost;
  /** The blog's words around a post. */
  blogs: Pick<Blogs, 'categories' | 'article' | 'listing'>;
  crumbs: Crumb[];
  links: ArticleLinks;
  /** The day the site is built as of: an article more than a year old then says so. */
  today?: string;
}) {
  return (
    <Article
      crumbs={crumbs}
      date={post.date}
      today={today}
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
      {...links}
      words={blogs.article}
    />
  );
}
