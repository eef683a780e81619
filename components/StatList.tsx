export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, large with a short label. */
export function StatList({ stats, label }: { stats: Stat[]; label?: string }) {
  return (
    <ul className="stat-list" aria-label={label}>
      {stats.map((stat) => (
        <li className="stat-list__item" key={stat.label}>
          <span className="stat-list__value">{stat.value}</span> <span className="stat-list__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
