import type { ReactNode } from 'react';

export interface Fact {
  label: string;
  value: ReactNode;
}

/** Key facts as label and value pairs: ages and duration, schedule and cost, location and capacity. */
export function FactList({ facts }: { facts: Fact[] }) {
  return (
    <dl className="fact-list">
      {facts.map((fact) => (
        <div className="fact-list__item" key={fact.label}>
          <dt className="fact-list__label">{fact.label}</dt>
          <dd className="fact-list__value">{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
