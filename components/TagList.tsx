/** Short keywords shown as chips: a person's expertise, a post's tags. */
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
    <ul className={`tag-list tag-list--${tone}`} aria-label={label}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
