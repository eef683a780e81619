import { nearMiss } from '../records/near-miss';
import type { Path } from './words';

/** A `{{name}}` in a text, as the site fills it: a word between double braces, spaces allowed inside. */
export const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/**
 * Fills a text's `{{name}}`s from `facts` (content/facts.ts, `factWords`): "across {{counties}} counties".
 * A headline figure is then written once, in content/facts.yml, and every sentence that states it follows,
 * in both editions. A name that is not a fact is left as it is and passed to `unknown`.
 */
export function fillFacts(text: string, facts: Record<string, string>, unknown: (name: string) => void): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const fact = Object.hasOwn(facts, name) ? facts[name] : undefined;
    if (fact !== undefined) return fact;
    unknown(name);
    return whole;
  });
}

/**
 * The schemas whose records' texts have their `{{name}}`s filled as they load, with what the names stand
 * for: kept as each loads (content/lib/records/records.ts, content/lib/articles/articles.ts), so that the content editor
 * checks the names in the same texts the build fills (cms/text-checks.ts), and in no others.
 */
const filled = new WeakMap<object, Record<string, string>>();

/** Keeps that the texts of records of `schema` are filled from `facts`. */
export function rememberFacts(schema: object, facts: Record<string, string>): void {
  filled.set(schema, facts);
}

/** The facts the texts of records of `schema` are filled from, if they are. */
export const factsOf = (schema: object): Record<string, string> | undefined => filled.get(schema);

/**
 * The `{{name}}`s that stand for a figure of the latest count (content/facts.ts, `COUNTED`), which change
 * with each new count: a dated text (an article, a report, a year of the history) that says one would later
 * say what was not true on its day.
 */
const counted = new Set<string>();

/** Keeps which `{{name}}`s stand for a figure of the latest count. */
export function rememberCounted(names: Iterable<string>): void {
  for (const name of names) counted.add(name);
}

/** The `{{name}}`s of a text, as written, that stand for a figure of the latest count. */
export const countedFactsIn = (text: string): string[] =>
  [...text.matchAll(PLACEHOLDER)].map(([, name = '']) => name).filter((name) => counted.has(name));

/**
 * What to say of a dated text that says `{{name}}`, a figure of the latest count, as a warning's message:
 * the figure on the day of the build, which the text should say as it was on its own day.
 */
export const countedFactMessage = (name: string, dated: string, figure: string | undefined) =>
  `says {{${name}}}, a figure of our latest count (${figure ?? name} today), in a text of ${dated}: write the figure as it was then, so that a new count does not change what it said`;

/**
 * The message for a `{{name}}` that is not one of `names` (the facts'): the name meant, if it is a slip, and
 * where the editor finds the names (the content editor's Figures, cms/figures.ts). The build says it, and
 * the content editor when it refuses to save such a text (cms/text-checks.ts).
 */
export function unknownFact(name: string, names: readonly string[]): string {
  const meant = nearMiss(name, names);
  return `uses {{${name}}}, which is not a figure the site knows${meant ? `: did you mean {{${meant}}}?` : ''} (Figures, in the corner of the content editor, lists them and where each is set; most are in Site-wide → Facts)`;
}

/** A copy of a record with every text's `{{name}}`s filled; `problem` hears of each name that is not a fact. */
export function fillFactsIn<T>(
  record: T,
  facts: Record<string, string>,
  problem: (path: Path, message: string) => void,
): T {
  const walk = (value: unknown, path: Path): unknown => {
    if (typeof value === 'string')
      return fillFacts(value, facts, (name) => problem(path, unknownFact(name, Object.keys(facts))));
    if (Array.isArray(value)) return value.map((item, i) => walk(item, [...path, i]));
    if (typeof value === 'object' && value !== null)
      return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, walk(child, [...path, key])]));
    return value;
  };
  return walk(record, []) as T;
}
