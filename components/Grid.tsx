import { Children, type ReactNode } from 'react';

/**
 * A list laid out as a responsive grid: one column on phones, two on tablets, `columns` on desktop.
 * Each child becomes a list item, so screen readers announce how many there are. The section's heading
 * names it: a list carries no label of its own.
 */
export function Grid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <ul className={`grid grid--${columns}`}>
      {Children.map(children, (child) => (
        <li className="grid__item">{child}</li>
      ))}
    </ul>
  );
}
