import { edition } from '../content/lib/words/language';

export interface Stat {
  value: string;
  label: string;
}

/**
 * Headline figures, large with a short label, under the heading of the section they belong to: the figure
 * first where the edition's language puts a number before what it counts ("10 counties"), the label first
 * where it puts it after ("kaunti 10").
 */
export function StatList({ stats }: { stats: Stat[] }) {
  return (
    <ul className="stat-list">
      {stats.map((stat) => {
        const figure = <span className="stat-list__value">{stat.value}</span>;
        const label = <span className="stat-list__label">{stat.label}</span>;
        return (
          <li className="stat-list__item" key={stat.label}>
            {edition.numberAfterNoun ? label : figure} {edition.numberAfterNoun ? figure : label}
          </li>
        );
      })}
    </ul>
  );
}
