import type { z } from 'zod';
import type { Collection } from './collection';

/** The name an editor knows a record by: its title, name, label or year. */
function recordName(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const r = record as Record<string, unknown>;
  const name = r.title ?? r.name ?? r.label ?? r.year ?? r.category ?? r.amount;
  return name === undefined ? undefined : String(name);
}

function valueAt(data: unknown, path: PropertyKey[]): unknown {
  let value = data;
  for (const key of path) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

/**
 * Says where a problem is in the words of the content file:
 * `content/gallery.ts: item 7 "Robotics finals": duration "435" is not like m:ss`.
 */
export function describeIssue(file: string, data: unknown, issue: z.core.$ZodIssue): string {
  const path = issue.path;
  const parts: string[] = [file];
  let fieldStart = 0;
  if (typeof path[0] === 'number') {
    const name = recordName(valueAt(data, [path[0]]));
    parts.push(`item ${path[0] + 1}${name ? ` "${name}"` : ''}`);
    fieldStart = 1;
  }
  const field = path
    .slice(fieldStart)
    .map((key) => (typeof key === 'number' ? `[${key + 1}]` : `.${String(key)}`))
    .join('')
    .replace(/^\./, '');
  const value = valueAt(data, path);
  const shown = typeof value === 'string' || typeof value === 'number' ? ` ${JSON.stringify(value)}` : '';
  parts.push(field ? `${field}${shown} ${issue.message}` : issue.message);
  return parts.join(': ');
}

/** Every problem in every collection, as messages naming the file, the record and the field. */
export function validateCollections(collections: Collection[]): string[] {
  return collections.flatMap(({ file, schema, data }) => {
    const result = schema.safeParse(data);
    return result.success ? [] : result.error.issues.map((issue) => describeIssue(file, data, issue));
  });
}
