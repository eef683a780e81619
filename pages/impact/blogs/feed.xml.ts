import { renderMarkdown } from '../../../components/ArticleBody';
import blogs, { FEED_PATH } from '../../../content/blogs';
import { BLOG_PATH, postHref } from '../../../content/lib/routes';
import { indexArticles } from '../../../content/lib/collection';
import { atomFeed } from '../../../hosting/atom';

/** The blog's Atom feed: the newest posts (FEED_LENGTH), each with its full text. */
export default function blogFeed(): string {
  return atomFeed({
    ...blogs.feed,
    path: FEED_PATH,
    pagePath: BLOG_PATH,
    articles: indexArticles(blogs.posts).ordered,
    entry: (post) => ({
      title: post.title,
      path: postHref(post.slug),
      published: post.date,
      updated: post.updated,
      author: post.author,
      summary: post.summary,
      html: renderMarkdown(post.body),
      categories: [post.category, ...post.tags],
    }),
  });
}
