export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, large with a short label. */
export function StatList({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <ul className="stats" aria-label={label}>
      {stats.map((stat) => (
        <li className="stats__item" key={stat.label}>
          <span className="stats__value">{stat.value}</span> <span className="stats__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
