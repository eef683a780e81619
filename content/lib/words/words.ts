import { z } from 'zod';

/**
 * Which values of a record are words, which a translator translates, and which are not: addresses, links,
 * dates, picture files, numbers, ids and payment details, which every edition takes from the English. The
 * record's schema says so, through its JSON Schema (the one the CMS's configuration is made from,
 * cms/config.ts): a string is words unless its schema gives it a pattern, a format (email, URL, date) or a
 * fixed set of values, or marks it `translate: false` (`verbatim` in content/lib/records/shapes.ts: a name, a bank's
 * details).
 *
 * The answer is a tree of the record's fields (WordTree), small enough for the CMS to fetch: the hash of
 * the English that a translation names (content/lib/words/translate.ts) is computed from it both here and in the
 * browser when an editor saves (cms/translation-of.ts), so the two agree by construction.
 */

/** A JSON Schema as zod writes one: only the keywords read here. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  minItems?: number;
  required?: string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  /** `false` on a string that is not words though written freely: a name, a bank's name. */
  translate?: boolean;
  [keyword: string]: unknown;
}

export type Path = (string | number)[];

/**
 * Where a record's words are: `words` where the value at this place is a string of words; `fields` for an
 * object's named fields, `each` for every value of a map (a category's name), `items` for a list's items.
 * `source` marks a string that is not translated but says what the words describe, a name, a place or a
 * date: a translated list item is made from its words and these (content/lib/words/translation-items.ts).
 */
export interface WordTree {
  words?: true;
  source?: true;
  fields?: Record<string, WordTree>;
  each?: WordTree;
  items?: WordTree;
}

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/**
 * How a record's JSON Schema is made: of its input (the file as written, before any transform), with what
 * JSON Schema cannot say (a refinement's rule) left open. The CMS's configuration is made with the same.
 */
export const JSON_SCHEMA_OPTIONS = { unrepresentable: 'any', io: 'input' } as const;

/** A schema's JSON Schema, as a record's file holds it (the input, before any transform), made once. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, JSON_SCHEMA_OPTIONS) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The alternatives a schema allows (a union's branches, each of them flattened), or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  return union ? union.flatMap(branchesOf) : [schema];
}

/** Whether a string of this schema is words: free text, not a code, address, date or name. */
export function isWordsSchema(schema: JsonSchema): boolean {
  return (
    schema.type === 'string' &&
    schema.pattern === undefined &&
    schema.format === undefined &&
    schema.enum === undefined &&
    schema.const === undefined &&
    schema.translate !== false
  );
}

/** Whether a string of this schema, though not words, says what words beside it describe: a name, a place, a date. */
const isSourceSchema = (schema: JsonSchema) =>
  schema.type === 'string' &&
  !isWordsSchema(schema) &&
  (schema.translate === false || schema.format === 'date' || schema.format === 'month');

/** Whether a tree has words anywhere in it. */
export const hasWords = (tree: WordTree | undefined): boolean =>
  tree !== undefined &&
  (tree.words === true ||
    Object.values(tree.fields ?? {}).some(hasWords) ||
    hasWords(tree.each) ||
    hasWords(tree.items));

const trees = new WeakMap<JsonSchema, WordTree | undefined>();

/** The tree of a schema's words and of what they describe (`source`), whether or not it has words. */
function treeOf(schema: JsonSchema): WordTree | undefined {
  if (trees.has(schema)) return trees.get(schema);
  const tree: WordTree = {};
  for (const branch of branchesOf(schema)) {
    if (isWordsSchema(branch)) tree.words = true;
    else if (isSourceSchema(branch)) tree.source = true;
    for (const [key, property] of Object.entries(branch.properties ?? {})) {
      const child = treeOf(property);
      if (child) (tree.fields ??= {})[key] = merge(tree.fields[key], child);
    }
    if (typeof branch.additionalProperties === 'object') {
      const child = treeOf(branch.additionalProperties);
      if (child) tree.each = merge(tree.each, child);
    }
    if (branch.items) {
      const child = treeOf(branch.items);
      if (child) tree.items = merge(tree.items, child);
    }
  }
  const found = Object.keys(tree).length > 0 ? tree : undefined;
  trees.set(schema, found);
  return found;
}

/**
 * The word tree of a schema: where its words are, over every branch of its unions, and what they describe.
 * Undefined where there are no words, so a record without words (content/facts.yml) needs no translation.
 */
export function wordTreeOf(schema: JsonSchema): WordTree | undefined {
  const tree = treeOf(schema);
  return hasWords(tree) ? tree : undefined;
}

function merge(a: WordTree | undefined, b: WordTree): WordTree {
  if (!a) return b;
  const fields = { ...a.fields };
  for (const [key, child] of Object.entries(b.fields ?? {})) fields[key] = merge(fields[key], child);
  return {
    ...(a.words || b.words ? { words: true as const } : {}),
    ...(a.source || b.source ? { source: true as const } : {}),
    ...(Object.keys(fields).length > 0 ? { fields } : {}),
    ...(a.each || b.each ? { each: b.each ? merge(a.each, b.each) : a.each } : {}),
    ...(a.items || b.items ? { items: b.items ? merge(a.items, b.items) : a.items } : {}),
  };
}

/** Where a record of this zod schema has its words. */
export const wordTreeFor = (schema: z.ZodType) => wordTreeOf(jsonSchemaOf(schema));

/** The part of a word tree for a member of a value: a list's item, an object's field. */
export function subtree(tree: WordTree | undefined, key: string | number): WordTree | undefined {
  if (!tree) return undefined;
  if (typeof key === 'number') return tree.items;
  return tree.fields?.[key] ?? tree.each;
}

/** Whether the value at `path` of a record is words (a string a translation may change). */
export function isWordsAt(tree: WordTree | undefined, path: Path): boolean {
  return path.reduce(subtree, tree)?.words === true;
}

/** How a path is written in messages and hashes: `hero.title`, `stats[2].label`. */
export function pathText(path: Path): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}

/** Every string of words in a record with where it is (`hero.title`, `stats[2].label`), in the record's order. */
export function wordsOf(record: unknown, tree: WordTree | undefined): [string, string][] {
  const words: [string, string][] = [];
  const walk = (value: unknown, here: WordTree | undefined, path: Path) => {
    if (!here) return;
    if (typeof value === 'string') {
      // An empty text says nothing: the CMS may keep one where the file it writes has none.
      if (here.words && value !== '') words.push([pathText(path), value]);
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, here.items, [...path, i]));
    else if (typeof value === 'object' && value !== null)
      for (const [key, child] of Object.entries(value)) walk(child, subtree(here, key), [...path, key]);
  };
  walk(record, tree, []);
  return words;
}

/**
 * What a hash of a record's words is taken of: its words in the order of their paths compared as strings
 * (so a file whose fields are written in another order, as the CMS may, hashes the same), as JSON, then an
 * article's body without the blank lines around it.
 */
export function wordsText(record: unknown, tree: WordTree | undefined, body = ''): string {
  const words = wordsOf(record, tree).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(words) + body.trim();
}

/**
 * What a translation's own hash (`translationHash`) is taken of: as `wordsText`, but only the words that differ
 * from the English in their place. The content editor copies English words into the Kiswahili side of a list
 * it keeps in step, which translates nothing: a hash of them would take each such save for a translation.
 */
export function ownWordsText(translation: unknown, english: unknown, tree: WordTree | undefined, body = ''): string {
  const theirs = new Map(wordsOf(english, tree));
  const words = wordsOf(translation, tree)
    .filter(([at, text]) => theirs.get(at) !== text)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify(words) + body.trim();
}
