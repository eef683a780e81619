import type { StatusPlace } from '../../../lib/editor-status';
import { branchesOf, type JsonSchema, type Path } from '../words/words';

/**
 * What the organisation's editor calls things: the names the content editor at /admin/ shows for a record,
 * an article and each of their fields. The CMS's configuration is made with these (cms/collections.ts,
 * cms/fields.ts), and the build's messages and the editor's status (stages/admin.ts) say where
 * something is in the same words, "Pages → Home → Mission → Text", with a link that opens the entry.
 */

/**
 * A name in words, as a sentence starts: `whatWeDo` is "What we do", `accountNumber` "Account number",
 * `cookie-banner` "Cookie banner". Capitals that stand together (`SWIFT`) and digits stay as they are.
 */
export function humanise(name: string): string {
  const words = name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_\s]+/g, ' ')
    .trim()
    .split(' ')
    .map((word, i) => (i > 0 && /^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word));
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A nullable value's schema without its `null` branch (the CMS edits the value, and leaves it out when empty). */
export function withoutNull<T extends JsonSchema>(schema: T): { value: T; nullable: boolean } {
  const union = schema.anyOf ?? schema.oneOf;
  if (!union?.some((branch) => branch.type === 'null')) return { value: schema, nullable: false };
  const rest = union.filter((branch) => branch.type !== 'null') as T[];
  const [only] = rest;
  return { value: only && rest.length === 1 ? only : { ...schema, anyOf: rest, oneOf: undefined }, nullable: true };
}

/** A schema's title (`.meta({ title })`), if it has one. */
const titleOf = (schema: JsonSchema) => (typeof schema.title === 'string' ? schema.title : undefined);

/** A field's label: its schema's title, else its name in words. */
export function fieldLabel(name: string, schema: JsonSchema): string {
  return titleOf(schema) ?? titleOf(withoutNull(schema).value) ?? humanise(name);
}

/** What the CMS shows for each item of a list of records: the first of these its items have. */
export const ITEM_SUMMARY_KEYS = ['title', 'name', 'label', 'heading', 'term', 'question', 'id'] as const;

/**
 * The collections records are grouped in for an editor: a page's words (a record with the page's `meta`,
 * its title and description for search engines), and what is used across the site (the organisation's
 * details and figures, the menus, the cookie banner, the words around the legal texts…).
 */
export const RECORD_GROUPS: readonly { name: string; label: string; holds: (record: JsonSchema) => boolean }[] = [
  { name: 'pages', label: 'Pages', holds: (record) => record.properties?.meta !== undefined },
  { name: 'site-wide', label: 'Site-wide', holds: () => true },
];

/** An entry as the CMS lists it: its collection, and itself. */
export interface EditorEntry {
  collection: { name: string; label: string };
  entry: { name: string; label: string };
}

/** The record `content/<name>.yml` (its JSON Schema without any list of articles) as the CMS lists it. */
export function recordEntry(name: string, record: JsonSchema): EditorEntry {
  const group = RECORD_GROUPS.find((candidate) => candidate.holds(record)) ?? RECORD_GROUPS[RECORD_GROUPS.length - 1]!;
  return {
    collection: { name: group.name, label: group.label },
    entry: { name, label: titleOf(record) ?? humanise(name) },
  };
}

/** What the CMS calls the folder collection of `content/<name>/`: its articles' own name ("Blog posts"). */
export function articleCollectionLabel(name: string, articleSchema: JsonSchema): string {
  return typeof articleSchema.collection === 'string' ? articleSchema.collection : humanise(name);
}

/** The article `content/<collection>/<slug>.md` as the CMS lists it: by its title. */
export function articleEntry(collection: string, articleSchema: JsonSchema, slug: string, title: string): EditorEntry {
  return {
    collection: { name: collection, label: articleCollectionLabel(collection, articleSchema) },
    entry: { name: slug, label: title },
  };
}

/** The address, within /admin/, at which the CMS opens an entry. */
export const entryLink = ({ collection, entry }: EditorEntry) =>
  `#/collections/${encodeURIComponent(collection.name)}/entries/${encodeURIComponent(entry.name)}`;

/** What the CMS shows of a list's item: its place, and its summary if it has one ("item 3 "Our History""). */
function itemLabel(index: number, item: unknown): string {
  const record = typeof item === 'object' && item !== null ? (item as Record<string, unknown>) : {};
  const summary = ITEM_SUMMARY_KEYS.map((key) => record[key]).find((value) => typeof value === 'string');
  return `item ${index + 1}${summary ? ` "${String(summary)}"` : ''}`;
}

/**
 * The fields along a path of a record, as the CMS labels them: `['mission', 'text']` of the home page is
 * `['Mission', 'Text']`, `['sections', 2, 'description']` of About is `['Sections', 'item 3 "Our History"',
 * 'Description']`. Where the schema does not reach (a key it does not have), the key is named in words.
 */
export const fieldLabels = (schema: JsonSchema, path: Path, record: unknown): string[] =>
  fieldsAlong(schema, path, record).labels;

/**
 * The labels of the fields along a path, and the CMS's key path of the deepest field the schema has there
 * (`sections.2.description`; the CMS's fields are the schema's properties, and a list's items are
 * numbered from 0), or of a list item's name: where the form can be opened at that field (cms/open-field.ts).
 */
function fieldsAlong(schema: JsonSchema, path: Path, record: unknown): { labels: string[]; keyPath: string } {
  const labels: string[] = [];
  const keys: (string | number)[] = [];
  let reached = true;
  let here: JsonSchema | undefined = schema;
  let value = record;
  for (const key of path) {
    value = typeof value === 'object' && value !== null ? (value as Record<string | number, unknown>)[key] : undefined;
    const branches: JsonSchema[] = here ? branchesOf(withoutNull(here).value) : [];
    if (typeof key === 'number') {
      labels.push(itemLabel(key, value));
      here = branches.find((branch) => branch.items)?.items;
    } else {
      const property: JsonSchema | undefined = branches.map((branch) => branch.properties?.[key]).find(Boolean);
      labels.push(property ? fieldLabel(key, property) : humanise(key));
      here = property;
    }
    reached &&= here !== undefined;
    if (reached) keys.push(key);
  }
  // A list's item is no field of the form: it opens at the item's name (`events.1.title`), as its summary shows it.
  if (reached && typeof path.at(-1) === 'number' && here) {
    const properties = branchesOf(withoutNull(here).value).map((branch: JsonSchema) => branch.properties ?? {});
    const name = ITEM_SUMMARY_KEYS.find((key) => properties.some((fields) => fields[key] !== undefined));
    if (name) keys.push(name);
  }
  return { labels, keyPath: keys.join('.') };
}

/** Where an entry and its fields are, in the CMS's words: "Pages → Home → Mission → Text". */
export const inEditorWords = ({ collection, entry }: EditorEntry, fields: string[] = []) =>
  [collection.label, entry.label, ...fields].join(' → ');

/** A content file's entry in the CMS, the schema of its record, and whether it is the entry's translation. */
interface Known {
  entry: EditorEntry;
  schema: JsonSchema;
  translation: boolean;
  /** Once read: the record, and the field each line of the file holds. */
  lines?: { record: unknown; fieldAt: (line: number) => Path | undefined };
}
const known = new Map<string, Known>();

/**
 * Remembers which CMS entry a content file is (a record's or an article's, and its translations'), as each
 * loads: what the build says about a file then names the entry too.
 */
export function rememberEntry(entry: EditorEntry, schema: JsonSchema, file: string, translations: string[]): void {
  known.set(file, { entry, schema, translation: false });
  for (const translation of translations) known.set(translation, { entry, schema, translation: true });
}

/** Where a content file, and a field of its record, is in the CMS: its entry, the fields' labels and the link. */
export type EditorPlace = StatusPlace;

/** Remembers, once a file is read, its record and which field each of its lines holds. */
export function rememberLines(file: string, record: unknown, fieldAt: (line: number) => Path | undefined): void {
  const found = known.get(file);
  if (found) found.lines = { record, fieldAt };
}

/** The CMS's place for a line of a content file (a link the build found there): its entry, and its field. */
export function editorPlaceAt(file: string, line?: number): EditorPlace | undefined {
  const lines = known.get(file)?.lines;
  const path = line === undefined ? undefined : lines?.fieldAt(line);
  return editorPlace(file, path, lines?.record);
}

/** The CMS's place for a content file (and a field of its record), if the file is an entry the loaders read. */
export function editorPlace(file: string, path: Path = [], record?: unknown): EditorPlace | undefined {
  const found = known.get(file);
  if (!found) return undefined;
  const { labels, keyPath } = fieldsAlong(found.schema, path, record);
  return {
    ...found.entry,
    fields: labels,
    link: entryLink(found.entry),
    translation: found.translation,
    ...(keyPath ? { keyPath } : {}),
  };
}
