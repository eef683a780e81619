import { Icon } from './Icon';

/** A list of features, outcomes or highlights, each with a tick. */
export function CheckList({ items, label }: { items: string[]; label?: string }) {
  return (
    <ul className="check-list" aria-label={label}>
      {items.map((item) => (
        <li key={item}>
          <Icon name="check" size={18} className="check-list__icon" />
          {item}
        </li>
      ))}
    </ul>
  );
}
