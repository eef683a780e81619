import { fill } from '../content/lib/words/template';

export interface PaginationWords {
  pages: string;
  pageOf: string;
  newer: string;
  older: string;
}

/** Links to the newer and older pages of a listing, and where this page stands among them. */
export function Pagination({
  page,
  pages,
  hrefFor,
  words,
}: {
  page: number;
  pages: number;
  /** The link to a page of the listing, in this edition (content/lib/words/href.ts). */
  hrefFor: (page: number) => string;
  words: PaginationWords;
}) {
  if (pages < 2) return null;
  return (
    <nav className="pagination" aria-label={words.pages}>
      {page > 1 && (
        <a className="pagination__link" href={hrefFor(page - 1)} rel="prev">
          {words.newer}
        </a>
      )}
      <span className="pagination__status">{fill(words.pageOf, { page, pages })}</span>
      {page < pages && (
        <a className="pagination__link" href={hrefFor(page + 1)} rel="next">
          {words.older}
        </a>
      )}
    </nav>
  );
}
