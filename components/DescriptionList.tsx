import type { ReactNode } from 'react';

export interface LabelledValue {
  label: string;
  value: ReactNode;
}

/** Label and value pairs as a description list: ages and duration, schedule and cost, location and capacity. */
export function DescriptionList({ items }: { items: LabelledValue[] }) {
  return (
    <dl className="fact-list">
      {items.map((item) => (
        <div className="fact-list__item" key={item.label}>
          <dt className="fact-list__label">{item.label}</dt>
          <dd className="fact-list__value">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
