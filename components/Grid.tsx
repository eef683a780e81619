import { Children, createContext, type ReactNode } from 'react';

/** The columns of the grid a component sits in, on desktop: a card's picture is drawn that much narrower. */
export const GridColumns = createContext<2 | 3 | 4 | undefined>(undefined);

/**
 * A list laid out as a responsive grid: one column on phones, two on tablets, `columns` on desktop.
 * Each child becomes a list item, so screen readers announce how many there are. The section's heading
 * names it: a list carries no label of its own.
 */
export function Grid({ columns = 3, children }: { columns?: 2 | 3 | 4; children: ReactNode }) {
  return (
    <GridColumns value={columns}>
      <ul className={`grid grid--${columns}`}>
        {Children.map(children, (child) => (
          <li className="grid__item">{child}</li>
        ))}
      </ul>
    </GridColumns>
  );
}
