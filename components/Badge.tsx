import { toneFor, type Tone } from '../content/lib/records/vocabulary';

/** A short label on a tinted background: a category, a report type, a status. */
export function Badge({ children, tone }: { children: string; tone?: Tone }) {
  return <span className={`badge badge--${tone ?? toneFor(children)}`}>{children}</span>;
}
