import { Icon } from './Icon';
import { ListLead } from './ListLead';

/** A list of features, outcomes or highlights, each with a tick; `label` is read before it. */
export function CheckList({ items, label }: { items: readonly string[]; label?: string }) {
  return (
    <>
      {label && <ListLead>{label}</ListLead>}
      <ul className="check-list">
        {items.map((item) => (
          <li key={item}>
            <Icon name="check" size={18} className="check-list__icon" />
            {item}
          </li>
        ))}
      </ul>
    </>
  );
}
