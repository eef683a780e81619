import type { TimelineEntry } from '../content/history';
import { CheckList } from './CheckList';

/** Years in order down a line, each with what happened and what was achieved. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li className="timeline__entry" key={entry.year}>
          <h3 className="timeline__heading">
            <span className="timeline__year">{entry.year}</span> <span className="timeline__title">{entry.title}</span>
          </h3>
          <p>{entry.description}</p>
          <CheckList items={entry.achievements} label={`Achievements in ${entry.year}`} />
        </li>
      ))}
    </ol>
  );
}
