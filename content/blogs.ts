import { z } from 'zod';
import { factWords } from './facts';
import { readArticles } from './lib/articles/articles';
import { article, articleWords, feedWords } from './lib/articles/article-schema';
import { indexArticles, paginate, type Pages } from './lib/articles/collection';
import { isoDay } from './lib/time/date-shapes';
import {
  callToAction,
  categoryNames,
  filterWords,
  hero,
  image,
  pageMeta,
  sentenceWith,
  text,
  textList,
  uniqueBy,
  usesEach,
} from './lib/records/shapes';
import { properName } from './lib/records/people';
import type { ContentWarning } from './lib/records/content-warning';
import { loadRecord } from './lib/records/records';
import { staleArticles } from './lib/time/stale';
import { BLOG_PATH } from './lib/articles/routes';

/** The blog's categories, in the order of the filter row (after All); each has its own page. */
export const blogCategories = [
  'Girls in STEM',
  'Education',
  'Youth Entrepreneurship',
  'Innovation',
  'Community Engagement',
  'Technology Access',
] as const;

/** Addresses under /impact/blogs/ that are not posts: a post may not take one of these as its name. */
const RESERVED = ['page', 'category', 'feed'];

/** How many likes or comments a post has had: shown with the post where its file says. */
const reactionCount = z.number().int().nonnegative().optional().meta({ cms: false });

/** A post: content/blogs/<slug>.md, its front matter checked by this schema. */
export const articleSchema = article({
  author: properName,
  role: text,
  date: isoDay.describe('The day it was published.'),
  updated: isoDay.optional().describe('The day it last changed, if it did.'),
  category: z.enum(blogCategories),
  excerpt: text,
  image,
  tags: textList,
  // Counts written into a file are out of date as soon as they are written, so the live posts have none
  // and the content editor offers none; the spec's frozen content keeps its own (tests/fixtures/content).
  likes: reactionCount,
  comments: reactionCount,
})
  .refine((post) => !RESERVED.includes(post.slug), {
    path: ['slug'],
    message: `must not be ${RESERVED.join(', ')}: those addresses are the blog's own pages`,
  })
  .meta({ title: 'Blog post', collection: 'Blog posts' });
export type BlogPost = z.infer<typeof articleSchema>;

export const schema = z.object({
  meta: pageMeta,
  categories: categoryNames(blogCategories).describe('What the pages call each category.'),
  hero,
  filter: filterWords,
  pageSize: z.number().int().positive().describe('Posts on each page of the listing; more make a page 2.'),
  listing: z
    .object({
      subscribe: text.describe("The newsletter form's button."),
      postsTitle: text.describe('The heading over the posts.'),
      categoryTitle: sentenceWith('category'),
      categoryDescription: sentenceWith('category'),
      pageTitle: sentenceWith('page'),
      categoryPageTitle: sentenceWith('category', 'page', 'pages').describe(
        'The title of a category\'s page 2 onwards, one sentence: "Blog: Innovation, page 2 of 3".',
      ),
      pages: text,
      pageOf: sentenceWith('page', 'pages'),
      rangeStatus: sentenceWith('first', 'last', 'total').describe(
        'What the status says on a page of a listing longer than one page: "Showing 1–6 of 14 posts".',
      ),
      singleStatus: sentenceWith('first', 'total').describe(
        'The same, for a last page that holds one post: "Showing post 13 of 13".',
      ),
      newer: text,
      older: text,
      tags: text,
      likes: sentenceWith('count'),
      comments: sentenceWith('count'),
    })
    .describe("The listing's words beyond its first page: a category's page, a numbered page, the page links."),
  article: articleWords,
  feed: feedWords,
  posts: z
    .array(articleSchema)
    .refine(...usesEach(blogCategories, (post: BlogPost) => post.category))
    .refine(...uniqueBy((post: BlogPost) => post.slug, 'name (slug)')),
  subscribe: callToAction,
});
export type Blogs = z.infer<typeof schema>;

/** The blog's pages' words; the posts themselves are the Markdown files in content/blogs/. */
const blogs = loadRecord<Blogs>('blogs', schema, {
  facts: factWords,
  add: () => ({ posts: readArticles('blogs', articleSchema, factWords) as Blogs['posts'] }),
});

export default blogs;

/** What the pages call a category (the address keeps its English name: categoryHref in content/lib/articles/routes.ts). */
export const categoryName = (category: string) => blogs.categories[category as BlogPost['category']];
export const FEED_PATH = `${BLOG_PATH}feed.xml`;

/** The feed, as pages of the blog name it for `<link rel="alternate">`. */
export const feedLink = () => ({ title: blogs.feed.title, href: FEED_PATH });

/** The pages of posts of a listing, newest first: every post, or one category's. */
export function postPages(category = ''): Pages<BlogPost> {
  const { ordered } = indexArticles(blogs.posts);
  return paginate(category ? ordered.filter((post) => post.category === category) : ordered, blogs.pageSize);
}

/**
 * What has expired by `today` (content/lib/time/stale.ts): "this year" in a recent post of another year, a day a
 * recent post spoke of as ahead that has passed, and a blog with no post for six months.
 */
export function stale(today: string): ContentWarning[] {
  return staleArticles(
    'blog posts',
    { file: 'content/blogs.yml', record: blogs, field: 'posts', articles: blogs.posts },
    today,
  );
}
