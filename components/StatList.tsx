import type { Stat } from '../content/lib/records/shapes';
import { edition } from '../content/lib/words/language';
import { fill } from '../content/lib/words/template';
import { useSite } from './SiteContext';

/**
 * Headline figures, large with a short label, under the heading of the section they belong to: the figure
 * first where the edition's language puts a number before what it counts ("10 counties"), the label first
 * where it puts it after ("kaunti 10"). A figure with a source names it under its label ("Source: our own
 * follow-up of 112 graduates, 2024"); `asOf`, once the figures were counted long ago, says when, once, under
 * them all ("Figures as of December 2024", content/facts.ts `figuresAsOf`).
 */
export function StatList({ stats, asOf }: { stats: Stat[]; asOf?: string }) {
  const { facts } = useSite();
  return (
    <>
      <ul className="stat-list">
        {stats.map((stat) => {
          const figure = <span className="stat-list__value">{stat.value}</span>;
          const label = <span className="stat-list__label">{stat.label}</span>;
          return (
            <li className="stat-list__item" key={stat.label}>
              {edition.numberAfterNoun ? label : figure} {edition.numberAfterNoun ? figure : label}
              {stat.source && (
                <span className="stat-list__source"> {fill(facts.words.source, { source: stat.source })}</span>
              )}
            </li>
          );
        })}
      </ul>
      {asOf && <p className="stat-list__as-of">{asOf}</p>}
    </>
  );
}
