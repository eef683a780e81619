import type { ContentWarning } from './content-warning';

/**
 * What loading a record found that its editor should hear of but that does not stop the build: a
 * translation missing or out of date, an article too long to read. Kept beside the record it concerns, as
 * its source lines are (content/lib/records/source-lines.ts), and read by the build from each content module's
 * record (stages/content.ts, `checkContent`).
 */
const warnings = new WeakMap<object, ContentWarning[]>();

/** Keeps what loading `record` (a record, or a list of articles) found. */
export function rememberWarnings(record: object, found: ContentWarning[]): void {
  if (found.length > 0) warnings.set(record, found);
}

/** What loading this record, or list, found. */
export function warningsOf(record: unknown): ContentWarning[] {
  return (typeof record === 'object' && record !== null && warnings.get(record)) || [];
}
