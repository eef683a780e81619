import { renderMarkdown } from '../../../components/ArticleBody';
import blogs, { categoryName, FEED_PATH, type BlogPost } from '../../../content/blogs';
import type { Feed } from '../../../content/lib/articles/feed';
import { BLOG_PATH, postHref } from '../../../content/lib/articles/routes';
import { indexArticles } from '../../../content/lib/articles/collection';

/** The blog's feed, which the build writes as Atom with the newest posts, each with its full text (stages/atom.ts). */
export default function blogFeed(): Feed<BlogPost> {
  return {
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
      // The category as the pages name it in this edition, not its code.
      categories: [categoryName(post.category), ...post.tags],
    }),
  };
}
