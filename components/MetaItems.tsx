import { Children, Fragment, type ReactNode } from 'react';

/** A card's meta line of several facts (date, place, length), spaced on screen and in the text alike. */
export function MetaItems({ children }: { children: ReactNode }) {
  return (
    <span className="meta-items">
      {Children.map(children, (child, i) => (
        <Fragment key={i}>
          {i > 0 && ' '}
          <span>{child}</span>
        </Fragment>
      ))}
    </span>
  );
}
