import type { TimelineEntry } from '../content/history';
import { fill } from '../content/lib/words/template';
import { CheckList } from './CheckList';

/** Years in order down a line, each with what happened and what was achieved. */
/** `label` names each year's list: "Achievements in {year}". */
export function Timeline({ entries, label }: { entries: TimelineEntry[]; label: string }) {
  return (
    <ol className="timeline">
      {entries.map((entry) => (
        <li className="timeline__entry" key={entry.year}>
          <h3 className="timeline__heading">
            <span className="timeline__year">{entry.year}</span> <span className="timeline__title">{entry.title}</span>
          </h3>
          <p>{entry.description}</p>
          <CheckList items={entry.achievements} label={fill(label, { year: entry.year })} />
        </li>
      ))}
    </ol>
  );
}
