// @vitest-environment jsdom
import { cleanup, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { BlogListing } from '../../components/BlogListing';
import blogs, { type BlogPost } from '../../content/blogs';
import { paginate } from '../../content/lib/articles/collection';
import type { Pictures } from '../../pictures/metadata';
import { defined } from '../support/defined';
import { picturesOf, withPictures } from '../support/pictures';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

afterEach(cleanup);

let pictures: Pictures;
beforeAll(async () => {
  pictures = await picturesOf(blogs.posts.map((post) => post.image));
});

const template = defined(blogs.posts[0], 'a post');
/** `count` posts, as an editor's blog would hold them (copies of one, each under its own name). */
const postsOf = (count: number): BlogPost[] =>
  Array.from({ length: count }, (_, i) => ({ ...template, slug: `post-${i + 1}`, title: `Post ${i + 1}` }));

/** The status over the posts on page `page` of a blog of `count` posts, at the record's page size. */
function statusOf(count: number, page: number): string {
  renderWithSite(
    withPictures(
      pictures,
      <BlogListing
        listing={paginate(postsOf(count), blogs.pageSize)}
        page={page}
        category=""
        title="Blog"
        words={blogs}
      />,
    ),
  );
  const posts = screen.getByRole('region', { name: blogs.listing.postsTitle });
  return within(posts).getByRole('status').textContent ?? '';
}

describe('the blog listing’s status', () => {
  it('is six to a page', () => expect(blogs.pageSize).toBe(6));

  it('says which posts of how many a page of a longer listing holds', () => {
    expect(statusOf(14, 1)).toBe('Showing 1–6 of 14 posts');
    cleanup();
    expect(statusOf(14, 3)).toBe('Showing 13–14 of 14 posts');
  });

  it('names the one post a last page holds', () => expect(statusOf(13, 3)).toBe('Showing post 13 of 13'));

  it('counts a listing on one page whole, and one post as one', () => {
    expect(statusOf(6, 1)).toBe('Showing all 6 posts');
    cleanup();
    expect(statusOf(1, 1)).toBe('Showing 1 post');
  });
});
