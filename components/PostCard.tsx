import type { BlogPost, Blogs } from '../content/blogs';
import { postHref } from '../content/lib/articles/routes';
import { formatDate } from '../content/lib/time/dates';
import { fill } from '../content/lib/words/template';
import { Badge } from './Badge';
import { ButtonLink } from './Button';
import { Card } from './Card';
import { Icon } from './Icon';
import { MetaItems } from './MetaItems';
import { Reactions } from './Reactions';
import { TagList } from './TagList';
import { href } from '../content/lib/words/href';

/** A blog post as a card: category, date and read time, title, summary, excerpt, author, tags and reactions. */
export function PostCard({
  post,
  words,
  priority = false,
}: {
  post: BlogPost;
  /** The blog's words: the category names, the listing's and the card's link. */
  words: Pick<Blogs, 'categories' | 'listing' | 'article'>;
  /** Its picture is the first screen's (components/Picture.tsx `priority`): the first card of a listing. */
  priority?: boolean;
}) {
  const link = href(postHref(post.slug));
  return (
    <Card
      title={post.title}
      href={link}
      image={post.image}
      imagePriority={priority}
      badge={<Badge>{words.categories[post.category]}</Badge>}
      meta={
        <MetaItems>
          <>
            <Icon name="calendar" size={16} /> <time dateTime={post.date}>{formatDate(post.date)}</time>
          </>
          <>
            <Icon name="clock" size={16} /> {fill(words.article.readTime, { minutes: post.minutes })}
          </>
        </MetaItems>
      }
      actions={
        <ButtonLink
          href={link}
          variant="secondary"
          hiddenText={fill(words.article.readMoreAbout, { title: post.title })}
        >
          {words.article.readMore}
        </ButtonLink>
      }
    >
      <p className="card__summary">{post.summary}</p>
      <p>{post.excerpt}</p>
      <p className="post__author">
        <strong>{post.author}</strong>
        <span>{post.role}</span>
      </p>
      <TagList items={post.tags} label={words.listing.tags} tone="outline" />
      <Reactions likes={post.likes} comments={post.comments} words={words.listing} />
    </Card>
  );
}
