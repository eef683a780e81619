export interface Stat {
  value: string;
  label: string;
}

/** Headline figures, large with a short label, under the heading of the section they belong to. */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="stat-list">
      {stats.map((stat) => (
        <li className="stat-list__item" key={stat.label}>
          <span className="stat-list__value">{stat.value}</span> <span className="stat-list__label">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
