import type { z } from 'zod';
import type { Path } from './words';

/**
 * The content editor checks a text's length and pattern as the text is written, `{{figures}}` and all,
 * where the schema checks what the site shows, with the figures filled in (./fill-facts.ts). So that every
 * entry the build takes also saves in the editor (decisions.md), a text that names a figure is checked as
 * written too: its length, and its pattern unless it is a figure's name alone, which the editor takes where
 * the figure fits the pattern (cms/fields.ts) and the schema checks filled in.
 */

/** A `{{name}}` in a text (./fill-facts.ts reads them), and a text that is one alone. */
const FIGURE = /\{\{\s*\w+\s*\}\}/;
const FIGURE_ALONE = /^\{\{\s*\w+\s*\}\}$/;

const valueAt = (data: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>(
    (value, key) =>
      typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined,
    data,
  );

/** What the content editor would refuse in `written` (a record or front matter as its file has it), by path. */
export function asWrittenProblems(schema: z.ZodType, written: unknown): { path: Path; message: string }[] {
  const result = schema.safeParse(written);
  return (result.error?.issues ?? []).flatMap((issue) => {
    const value = valueAt(written, issue.path);
    if (typeof value !== 'string' || !FIGURE.test(value)) return [];
    const path = issue.path as Path;
    const counted = `is ${value.length} characters as written, {{figures}} counted by their names as the content editor counts them`;
    if (issue.code === 'too_big' && issue.origin === 'string')
      return [{ path, message: `${counted}, where it takes at most ${String(issue.maximum)}: shorten it` }];
    if (issue.code === 'too_small' && issue.origin === 'string')
      return [{ path, message: `${counted}, where it takes at least ${String(issue.minimum)}: lengthen it` }];
    if (issue.code === 'invalid_format' && issue.format === 'regex' && !FIGURE_ALONE.test(value))
      return [{ path, message: `${issue.message}, as written ({{figures}} and all), which the content editor checks` }];
    return [];
  });
}

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A record as its Kiswahili side is written: the English file's, with each text the translation's file
 * gives in its place, which is what the editor checks when the Kiswahili side is saved.
 */
export function laidOver(english: unknown, translation: unknown): unknown {
  if (typeof translation === 'string') return translation;
  if (Array.isArray(english) && Array.isArray(translation))
    return english.map((item: unknown, i) => laidOver(item, translation[i]));
  if (isFields(english) && isFields(translation))
    return Object.fromEntries(Object.entries(english).map(([key, value]) => [key, laidOver(value, translation[key])]));
  return english;
}

/** What the content editor would refuse on the Kiswahili side: `asWrittenProblems` of the texts `translation` gives. */
export const translationAsWrittenProblems = (schema: z.ZodType, english: unknown, translation: unknown) =>
  asWrittenProblems(schema, laidOver(english, translation)).filter(
    ({ path }) => typeof valueAt(translation, path) === 'string',
  );
