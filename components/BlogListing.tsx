import type { BlogPost, Blogs } from '../content/blogs';
import { listingHref } from '../content/lib/collection';
import { BLOG_PATH, categoryHref } from '../content/lib/routes';
import { CallToAction } from './CallToAction';
import { EmailSignup } from './EmailSignup';
import { Filter, FilterItem } from './Filter';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { Section } from './Section';
import { href } from '../content/lib/href';

export interface BlogListingProps {
  /** The posts on this page, newest first. */
  posts: BlogPost[];
  page: number;
  pages: number;
  /** The category this listing shows, or '' for every post. */
  category: string;
  title: string;
  /** The blog's record: its lead, filter, listing and card words, categories and call to subscribe. */
  words: Pick<Blogs, 'hero' | 'filter' | 'categories' | 'listing' | 'article' | 'subscribe'>;
}

/**
 * A page of the blog: every post, or one category's, newest first, a page at a time. The category choices
 * are links to each category's own page; on the first page of all posts the script filters in place.
 */
export function BlogListing({ posts, page, pages, category, title, words }: BlogListingProps) {
  const listing = category ? categoryHref(category) : BLOG_PATH;
  return (
    <>
      <Hero title={title} lead={words.hero.lead} />

      <Section id="posts" title={words.listing.postsTitle} tone="muted">
        <Filter
          words={words.filter}
          categories={words.categories}
          total={posts.length}
          links={{
            current: category,
            hrefFor: (choice) => href(choice ? categoryHref(choice) : BLOG_PATH),
            inPlace: !category && page === 1,
          }}
        >
          <Grid columns={3}>
            {posts.map((post, i) => (
              <FilterItem key={post.slug} category={post.category}>
                <PostCard post={post} words={words} priority={i === 0} />
              </FilterItem>
            ))}
          </Grid>
        </Filter>
        <Pagination page={page} pages={pages} hrefFor={(n) => href(listingHref(listing, n))} words={words.listing} />
      </Section>

      <CallToAction
        id="subscribe"
        {...words.subscribe}
        signup={<EmailSignup id="blogs-email" button={words.listing.subscribe} />}
      />
    </>
  );
}
