import { ListLead } from './ListLead';

/** Short keywords shown as chips: a person's expertise, a post's tags; `label` is read before them. */
export function TagList({
  items,
  label,
  tone = 'tint',
}: {
  items: string[];
  label: string;
  tone?: 'tint' | 'outline';
}) {
  return (
    <>
      <ListLead>{label}</ListLead>
      <ul className={`tag-list tag-list--${tone}`}>
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}
