import type { ReactNode } from 'react';
import type { FilterWords } from '../content/lib/shapes';
import { fill } from '../content/lib/template';

/**
 * A list filtered by category (client/filter.ts). The button row works only with the script: styles show
 * it only where script runs, keeping its space from the first paint (so nothing shifts) and invisible
 * until the script has started; without script every item shows. The status says how many are shown, and
 * of which category.
 */
export function Filter({
  words,
  categories,
  total,
  children,
}: {
  words: FilterWords;
  categories: readonly string[];
  total: number;
  /** The list of FilterItems. */
  children: ReactNode;
}) {
  return (
    <div className="filter" data-module="filter">
      <div className="filter__bar" role="group" aria-label={words.label} data-filter-bar>
        {[{ value: '', label: words.all }, ...categories.map((category) => ({ value: category, label: category }))].map(
          ({ value, label }) => (
            <button
              key={label}
              type="button"
              className="filter__button"
              aria-pressed={value === ''}
              data-filter-choice={value}
            >
              {label}
            </button>
          ),
        )}
      </div>
      <p
        className="filter__status"
        role="status"
        data-filter-status
        data-filter-template={words.status}
        data-filter-all-template={words.allStatus}
      >
        {fill(words.allStatus, { total })}
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
