import type { ReactNode } from 'react';
import { filterStatus } from '../client/lib/filter-status';

/**
 * A list filtered by category (client/filter.ts). The button row works only with the script: styles show
 * it only where script runs, keeping its space from the first paint (so nothing shifts) and invisible
 * until the script has started; without script every item shows. The status says how many are shown.
 */
export function FilterBar({
  label,
  categories,
  noun,
  total,
  children,
}: {
  /** Names the button group: "Filter posts by category". */
  label: string;
  categories: readonly string[];
  /** What the items are, for the status: "posts", "items". */
  noun: string;
  total: number;
  /** The list of FilterItems. */
  children: ReactNode;
}) {
  return (
    <div className="filter" data-module="filter" data-noun={noun}>
      <div className="filter__bar" role="group" aria-label={label} data-filter-bar>
        {['All', ...categories].map((category) => (
          <button
            key={category}
            type="button"
            className="filter__button"
            aria-pressed={category === 'All'}
            data-filter={category}
          >
            {category}
          </button>
        ))}
      </div>
      <p className="filter__status" role="status" data-filter-status>
        {filterStatus(total, total, noun)}
      </p>
      {children}
    </div>
  );
}

/** One item of a FilterBar's list, shown when its category is chosen. */
export function FilterItem({ category, children }: { category: string; children: ReactNode }) {
  return (
    <div className="filter__item" data-category={category}>
      {children}
    </div>
  );
}
