import type { BlogPost, Blogs } from '../content/blogs';
import { listingHref, type Pages } from '../content/lib/articles/collection';
import { BLOG_PATH, categoryHref } from '../content/lib/articles/routes';
import { CallToAction } from './CallToAction';
import { EmailSignup } from './EmailSignup';
import { Filter, FilterItem, wholeListStatus } from './Filter';
import { Grid } from './Grid';
import { Hero } from './Hero';
import { Pagination } from './Pagination';
import { PostCard } from './PostCard';
import { Section } from './Section';
import { href } from '../content/lib/words/href';
import { fill } from '../content/lib/words/template';

export interface BlogListingProps {
  /** Every page of this listing's posts, newest first (content/blogs.ts, `postPages`). */
  listing: Pages<BlogPost>;
  /** The page shown, from 1. */
  page: number;
  /** The category this listing shows, or '' for every post. */
  category: string;
  title: string;
  /** The blog's record: its lead, filter, listing and card words, categories and call to subscribe. */
  words: Pick<Blogs, 'hero' | 'filter' | 'categories' | 'listing' | 'article' | 'subscribe'>;
}

/**
 * What the status says of a page of a listing: the whole listing on one page ("Showing all 6 posts",
 * "Showing 1 post"), else which of them this page holds ("Showing 1–6 of 14 posts", "Showing post 13 of 13").
 */
function listingStatus(listing: Pages<BlogPost>, page: number, words: BlogListingProps['words']): string {
  const total = listing.reduce((sum, posts) => sum + posts.length, 0);
  if (listing.length === 1) return wholeListStatus(words.filter, total);
  const first = listing.slice(0, page - 1).reduce((sum, posts) => sum + posts.length, 0) + 1;
  const last = first + (listing[page - 1]?.length ?? 0) - 1;
  return first === last
    ? fill(words.listing.singleStatus, { first, total })
    : fill(words.listing.rangeStatus, { first, last, total });
}

/**
 * A page of the blog: every post, or one category's, newest first, a page at a time. The category choices
 * are links to each category's own page; where the listing fits on its first page (all posts, one page),
 * the script filters in place, since that page holds every post a choice would show.
 */
export function BlogListing({ listing, page, category, title, words }: BlogListingProps) {
  const posts = listing[page - 1];
  if (!posts)
    throw new Error(
      `the blog's listing${category ? ` of ${category}` : ''} has no page ${page}: it has ${listing.length}`,
    );
  const address = category ? categoryHref(category) : BLOG_PATH;
  return (
    <>
      <Hero title={title} lead={words.hero.lead} />

      <Section id="posts" title={words.listing.postsTitle} tone="muted">
        <Filter
          words={words.filter}
          categories={words.categories}
          total={posts.length}
          status={listingStatus(listing, page, words)}
          links={{
            current: category,
            hrefFor: (choice) => href(choice ? categoryHref(choice) : BLOG_PATH),
            inPlace: !category && listing.length === 1,
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
        <Pagination
          page={page}
          pages={listing.length}
          hrefFor={(n) => href(listingHref(address, n))}
          words={words.listing}
        />
      </Section>

      <CallToAction
        id="subscribe"
        {...words.subscribe}
        signup={<EmailSignup id="blogs-email" button={words.listing.subscribe} />}
      />
    </>
  );
}
