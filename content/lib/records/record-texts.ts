import type { Path } from '../words/words';

/**
 * Every text of a record with its path, for rules that read what a record says (content/lib/time/stale.ts,
 * content/lib/launch/placeholders.ts). `skip` passes over a part of it: an article, read from a file of its own.
 */
export function recordTexts(
  value: unknown,
  skip: (part: object) => boolean = () => false,
  path: Path = [],
): [Path, string][] {
  if (typeof value === 'string') return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((item, i) => recordTexts(item, skip, [...path, i]));
  if (typeof value !== 'object' || value === null || skip(value)) return [];
  return Object.entries(value).flatMap(([key, child]) => recordTexts(child, skip, [...path, key]));
}
