import { Children, type ReactNode } from 'react';

/**
 * A list laid out as a responsive grid: one column on phones, two on tablets, `columns` on desktop.
 * Each child becomes a list item, so screen readers announce how many there are.
 */
export function Grid({ columns = 3, children, label }: { columns?: 2 | 3 | 4; children: ReactNode; label?: string }) {
  return (
    <ul className={`grid grid--${columns}`} aria-label={label}>
      {Children.map(children, (child) => (
        <li className="grid__item">{child}</li>
      ))}
    </ul>
  );
}
