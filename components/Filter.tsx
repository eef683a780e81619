import type { ReactNode } from 'react';
import type { FilterWords } from '../content/lib/records/shapes';
import { fill } from '../content/lib/words/template';
import { useWidget } from './PageParts';

/** Choices that are links to pages of their own (a blog category's listing), rather than buttons. */
export interface FilterLinks {
  /** The choice this page shows: a category, or '' for all. */
  current: string;
  /** The link to a choice's page, in this edition (content/lib/words/href.ts): '' is the whole listing. */
  hrefFor: (category: string) => string;
  /**
   * Whether the script may filter this page's items in place (showing the chosen category's page in the
   * address bar) rather than follow the link: only where the page holds every item a choice would show.
   */
  inPlace: boolean;
}

/** What the status says of a whole list: "Showing all 12 items", or "Showing 1 item" when there is one. */
export const wholeListStatus = (words: FilterWords, total: number) =>
  total === 1 ? words.oneStatus : fill(words.allStatus, { total });

/**
 * A list filtered by category (client/filter.ts). With buttons (the gallery), the row works only with the
 * script: styles show it only where script runs, keeping its space from the first paint (so nothing shifts)
 * and invisible until the script has started; without script every item shows. With links (the blog), each
 * choice is a page of its own that works with no script, and the script filters in place where it may.
 * The status says how many are shown, and of which category: the whole list unless `status` says otherwise
 * (a page of a longer listing, "Showing 1–6 of 14 posts").
 */
export function Filter({
  words,
  categories,
  total,
  status = wholeListStatus(words, total),
  links,
  children,
}: {
  words: FilterWords;
  /** Each category, and what the page calls it. */
  categories: Readonly<Record<string, string>>;
  total: number;
  /** What the status says as the page loads, before any choice. */
  status?: string;
  links?: FilterLinks;
  /** The list of FilterItems. */
  children: ReactNode;
}) {
  const choices = [
    { value: '', label: words.all },
    ...Object.entries(categories).map(([value, label]) => ({ value, label })),
  ];
  const interactive = !links || links.inPlace;
  const widget = useWidget('filter', interactive);
  return (
    <div className="filter" {...widget}>
      {links ? (
        <nav className="filter__bar filter__bar--links" aria-label={words.label} data-filter-bar>
          {choices.map(({ value, label }) => (
            <a
              key={label}
              className="filter__button"
              href={links.hrefFor(value)}
              aria-current={value === links.current ? 'page' : undefined}
              data-filter-choice={value}
            >
              {label}
            </a>
          ))}
        </nav>
      ) : (
        <div className="filter__bar" role="group" aria-label={words.label} data-filter-bar>
          {choices.map(({ value, label }) => (
            <button
              key={label}
              type="button"
              className="filter__button"
              aria-pressed={value === ''}
              data-filter-choice={value}
            >
              {label}
            </button>
          ))}
        </div>
      )}
      <p
        className="filter__status"
        role="status"
        data-filter-status
        data-filter-template={words.status}
        data-filter-all-template={words.allStatus}
        data-filter-one-template={words.oneStatus}
      >
        {status}
      </p>
      {children}
    </div>
  );
}

/** One item of a Filter's list, shown when its category is chosen. */
export function FilterItem({ category, children }: { category: string; children: ReactNode }) {
  return (
    <div className="filter__item" data-filter-item={category}>
      {children}
    </div>
  );
}
