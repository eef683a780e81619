import { z } from 'zod';

/**
 * Which values of a record are words, which a translator translates, and which are not: addresses, links,
 * dates, picture files, numbers, ids and payment details, which every edition takes from the English. The
 * record's schema says so, through its JSON Schema (the same one the CMS's configuration is made from,
 * cms/config.ts): a string is words unless its schema gives it a pattern, a format (email, URL, date) or a
 * fixed set of values, or marks it `translate: false` (a person's or a place's name, a bank's details).
 */

/** A JSON Schema as zod writes one: only the keywords walked here. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  pattern?: string;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  /** `false` on a string that is not words though written freely: a name, a bank's name. */
  translate?: boolean;
  [keyword: string]: unknown;
}

export type Path = (string | number)[];

const jsonSchemas = new WeakMap<z.ZodType, JsonSchema>();

/** A schema's JSON Schema, as a record's file holds it (the input, before any transform), made once. */
export function jsonSchemaOf(schema: z.ZodType): JsonSchema {
  let json = jsonSchemas.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { unrepresentable: 'any', io: 'input' }) as JsonSchema;
    jsonSchemas.set(schema, json);
  }
  return json;
}

/** The alternatives a schema allows (a union's branches, each of them flattened), or the schema itself. */
export function branchesOf(schema: JsonSchema): JsonSchema[] {
  const union = schema.anyOf ?? schema.oneOf;
  return union ? union.flatMap(branchesOf) : [schema];
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Whether a branch of a union fits a value: each of its fixed values (a `type: video`) is the value's. */
function fits(branch: JsonSchema, value: unknown): boolean {
  if (!branch.properties || !isObject(value)) return true;
  return Object.entries(branch.properties).every(
    ([key, property]) => property.const === undefined || value[key] === undefined || value[key] === property.const,
  );
}

/** The schemas a value's member (`key` of an object, an index of a list) may meet. */
export function childSchemas(schemas: JsonSchema[], value: unknown, key: string | number): JsonSchema[] {
  return schemas
    .flatMap(branchesOf)
    .filter((branch) => fits(branch, value))
    .flatMap((branch) => {
      if (typeof key === 'number') return branch.items ? [branch.items] : [];
      const property = branch.properties?.[key];
      if (property) return [property];
      return typeof branch.additionalProperties === 'object' ? [branch.additionalProperties] : [];
    });
}

/** Whether a string of this schema is words: free text, not a code, address, date or name. */
export function isWordsSchema(schema: JsonSchema): boolean {
  return branchesOf(schema).some(
    (branch) =>
      branch.type === 'string' &&
      branch.pattern === undefined &&
      branch.format === undefined &&
      branch.enum === undefined &&
      branch.const === undefined &&
      branch.translate !== false,
  );
}

/** Calls `visit` for every string of a record with its path and whether it is words, in order. */
export function eachString(
  record: unknown,
  schema: JsonSchema,
  visit: (path: Path, value: string, words: boolean) => void,
): void {
  const walk = (value: unknown, schemas: JsonSchema[], path: Path) => {
    if (typeof value === 'string') visit(path, value, schemas.some(isWordsSchema));
    else if (Array.isArray(value))
      value.forEach((item, i) => walk(item, childSchemas(schemas, value, i), [...path, i]));
    else if (isObject(value))
      for (const [key, child] of Object.entries(value)) walk(child, childSchemas(schemas, value, key), [...path, key]);
  };
  walk(record, [schema], []);
}

/** Whether the value at `path` of a record is words (a string the translation may change). */
export function isWordsAt(record: unknown, schema: JsonSchema, path: Path): boolean {
  let schemas = [schema];
  let value = record;
  for (const key of path) {
    schemas = childSchemas(schemas, value, key);
    value = isObject(value) || Array.isArray(value) ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return schemas.some(isWordsSchema);
}

/** How a path is written in messages: `hero.title`, `stats[2].label`. */
export function pathText(path: Path): string {
  return path.reduce<string>(
    (text, key) => (typeof key === 'number' ? `${text}[${key}]` : text ? `${text}.${key}` : key),
    '',
  );
}

/** Every string of words in a record with where it is (`hero.title`, `stats[2].label`), in order. */
export function wordsOf(record: unknown, schema: JsonSchema): [string, string][] {
  const words: [string, string][] = [];
  eachString(record, schema, (path, value, isWords) => {
    if (isWords) words.push([pathText(path), value]);
  });
  return words;
}
