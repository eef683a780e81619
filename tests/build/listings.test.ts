import { describe, expect, it } from 'vitest';
import { builtPage, builtPaths } from '../support/dist';
import { enlargedDistDir } from '../support/server';

/**
 * The blog's listings as an editor's posts grow them past a page: checked on the enlarged build, whose
 * content has more posts than a page holds (tests/support/enlarged-content.ts). What is checked holds for
 * any number of posts: each page's status agrees with the posts the pages hold.
 */
const pages = builtPaths(enlargedDistDir);
const page = (path: string) => builtPage(path, enlargedDistDir);

/** A listing's pages in order: the listing itself, then `page/2/`, `page/3/`… */
const listingPages = (listing: string) => [
  listing,
  ...pages
    .filter((path) => new RegExp(`^${listing}page/\\d+/$`).test(path))
    .sort((a, b) => Number(/(\d+)\/$/.exec(a)?.[1]) - Number(/(\d+)\/$/.exec(b)?.[1])),
];

const posts = (path: string) => page(path)('#posts [data-filter-item]').length;
const status = (path: string) => page(path)('#posts [role="status"]').text().trim();

/** What the status of each page of an English listing says, from the posts its pages hold. */
function expectedStatuses(counts: number[]): string[] {
  const total = counts.reduce((sum, n) => sum + n, 0);
  if (counts.length === 1) return [total === 1 ? 'Showing 1 post' : `Showing all ${total} posts`];
  let first = 1;
  return counts.map((count) => {
    const last = first + count - 1;
    const said = first === last ? `Showing post ${first} of ${total}` : `Showing ${first}–${last} of ${total} posts`;
    first = last + 1;
    return said;
  });
}

const categories = pages.filter((path) => /^\/impact\/blogs\/category\/[^/]+\/$/.test(path));
const listings = ['/impact/blogs/', ...categories];

describe('the blog’s listings, grown past a page', () => {
  it('run to more than one page, for all posts and for a category, as the enlarged content makes them', () => {
    expect(listingPages('/impact/blogs/').length).toBeGreaterThan(1);
    expect(categories.some((category) => listingPages(category).length > 1)).toBe(true);
  });

  it.each(listings)('%s: each page says which of how many posts it holds', (listing) => {
    const paths = listingPages(listing);
    expect(paths.map(status)).toEqual(expectedStatuses(paths.map(posts)));
  });

  it.each(listings)('/sw%s: each page says the same numbers in Kiswahili', (listing) => {
    const paths = listingPages(listing).map((path) => `/sw${path}`);
    const english = listingPages(listing).map(status);
    // The same figures, in the same order, in words of the edition's own.
    expect(paths.map((path) => status(path).match(/\d+/g))).toEqual(english.map((said) => said.match(/\d+/g)));
    for (const path of paths) expect(status(path), path).not.toMatch(/Showing|posts?\b/);
  });

  it('filters in place only on a listing that fits its first page: elsewhere a choice is its own page', () => {
    for (const listing of listings) {
      const inPlace = page(listing)('#posts [data-module="filter"]').length === 1;
      expect(inPlace, listing).toBe(listing === '/impact/blogs/' && listingPages(listing).length === 1);
    }
  });
});
