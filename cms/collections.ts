import type { Collection, CollectionFile, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import { z } from 'zod';
import { COMPUTED_FIELDS } from '../content/lib/articles/article-schema';
import {
  articleCollectionLabel,
  entryLink,
  humanise,
  recordEntry,
  RECORD_GROUPS,
} from '../content/lib/records/editor-names';
import { factsOf } from '../content/lib/words/fill-facts';
import { wordTreeOf } from '../content/lib/words/words';
import { CmsFieldError, fieldOf, fieldsOf, translationChecked, translationFields } from './fields';
import { cmsJsonSchemaOf, type CmsJsonSchema } from './json-schema';

/**
 * The CMS's collections, found by the content's convention (content/lib/records/discover.ts) rather than listed:
 * every content module `content/<name>.ts` is a record, edited as the file `content/<name>.yml` (and its
 * Kiswahili words, `content/<name>.sw.yml`), and one that exports `articleSchema` has a folder of articles,
 * `content/<name>/<slug>.md` (and `<slug>.sw.md`), edited as a folder collection. A new record or
 * collection needs no change here.
 */

/** What the CMS reads of a content module: the schema of its record and, for a collection, of its articles. */
export interface ContentModule {
  schema: z.ZodType;
  articleSchema?: z.ZodType;
}

/** The content modules by name: `home` for content/home.ts. */
export type ContentModules = Record<string, ContentModule>;

/**
 * The property of a collection's record that holds its articles (`posts` in blogs): a list of its
 * `articleSchema`, which the record's file does not hold (they are read from the folder).
 */
export function articlesKey(name: string, { schema, articleSchema }: ContentModule): string | undefined {
  if (!articleSchema) return undefined;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, z.ZodType>) : {};
  const keys = Object.keys(shape).filter((key) => {
    const property = shape[key];
    return property instanceof z.ZodArray && property.element === articleSchema;
  });
  if (keys.length !== 1)
    throw new CmsFieldError(
      `content/${name}.ts: its schema must have one list of its articleSchema (the folder's articles), not ${keys.length}`,
    );
  return keys[0];
}

/** A record's JSON Schema without the list of its articles. */
function recordFileSchema(name: string, module: ContentModule): CmsJsonSchema {
  const json = cmsJsonSchemaOf(module.schema);
  const articles = articlesKey(name, module);
  if (!articles) return json;
  const properties = Object.fromEntries(Object.entries(json.properties ?? {}).filter(([key]) => key !== articles));
  return { ...json, properties, required: json.required?.filter((key) => key !== articles) };
}

/** A record as a file of a file collection: `content/home.yml`, with its words in `content/home.sw.yml`. */
export function recordFile(name: string, module: ContentModule): CollectionFile {
  const json = recordFileSchema(name, module);
  const translated = wordTreeOf(json) !== undefined;
  const figures = factsOf(module.schema);
  const fields = fieldsOf(json, { where: `content/${name}.yml:`, translated, ...(figures ? { figures } : {}) });
  return {
    name,
    label: recordEntry(name, json).entry.label,
    file: translated ? `content/${name}.{{locale}}.yml` : `content/${name}.yml`,
    i18n: translated,
    fields: translated ? [...translationFields(), translationChecked(), ...fields] : fields,
  };
}

/** The collection a record is in (content/lib/records/editor-names.ts, RECORD_GROUPS). */
const groupOf = (name: string, module: ContentModule) => recordEntry(name, recordFileSchema(name, module)).collection;

/**
 * A field of a record as the editor's form names it: the collection, the file and the field (and the
 * fields it is in), `['Site-wide', 'Facts', 'Students reached']`; and where the CMS opens a record.
 */
export type FieldLabels = (record: string, field: string[]) => string[];
export type RecordLink = (record: string) => string;

/**
 * A collection's short note on figures, said once, where its entries are listed (its description), rather
 * than under every text: the figures are listed once, in the editor's Figures (cms/figures.ts).
 */
export const FIGURES_HINT =
  'A text may state a figure by its name, like `{{studentsReached}}`, which the site fills in: **Figures**, in the corner of every screen, lists them all.';

/** Whether the site fills the `{{figures}}` in the texts of records of `schema` (content/lib/words/fill-facts.ts). */
const holdsFigures = (schema: z.ZodType) => factsOf(schema) !== undefined;

/** A collection's description: the short note on figures, where its entries' texts may state them. */
const figuresNote = (holds: boolean) => (holds ? { description: FIGURES_HINT } : {});

/**
 * The records, as files of the collections they are grouped in (RECORD_GROUPS), each in the order of its
 * label; a collection some of whose texts may state figures says so once.
 */
export function fileCollections(modules: ContentModules): FileCollection[] {
  const files = Object.entries(modules).map(([name, module]) => ({
    file: recordFile(name, module),
    group: groupOf(name, module),
    figures: holdsFigures(module.schema),
  }));
  return RECORD_GROUPS.map(({ name, label }) => {
    const grouped = files.filter(({ group }) => group.name === name);
    return {
      name,
      label,
      ...figuresNote(grouped.some(({ figures }) => figures)),
      i18n: true,
      files: grouped.map(({ file }) => file).sort((a, b) => (a.label ?? a.name).localeCompare(b.label ?? b.name)),
    };
  }).filter((collection) => collection.files.length > 0);
}

/**
 * A collection's articles as a folder collection: `content/blogs/<slug>.md` (and `<slug>.sw.md`), its
 * front matter's fields from the `articleSchema` but for what is computed from the file, then the body.
 * A new article is named from its title: "Girls who code" is `girls-who-code.md`.
 */
export function articleFolder(name: string, articleSchema: z.ZodType): EntryCollection {
  const json = cmsJsonSchemaOf(articleSchema);
  const figures = factsOf(articleSchema);
  const place = { where: `content/${name}/*.md:`, translated: true, ...(figures ? { figures } : {}) };
  const body = json.properties?.body;
  if (!body) throw new CmsFieldError(`content/${name}.ts: its articleSchema has no body`);
  const fields = fieldsOf(json, place, [...COMPUTED_FIELDS, 'body']);
  const dated = json.properties?.date !== undefined;
  return {
    name,
    // What the editor sees in the list of collections: the articles' own name (Blog posts), beside the
    // page of the same name among Pages (Blogs: the words around them).
    label: articleCollectionLabel(name, json),
    ...(json.title ? { label_singular: json.title } : {}),
    ...figuresNote(holdsFigures(articleSchema)),
    folder: `content/${name}`,
    extension: 'md',
    format: 'yaml-frontmatter',
    create: true,
    i18n: true,
    identifier_field: 'title',
    slug: '{{slug}}',
    summary: '{{title}}',
    ...(dated
      ? { sortable_fields: { fields: ['date', 'title'], default: { field: 'date', direction: 'descending' } } }
      : {}),
    fields: [
      ...translationFields(),
      translationChecked(),
      ...fields,
      fieldOf('body', body, true, { ...place, where: `${place.where} body` }),
    ],
  };
}

/**
 * A field of a record as the editor finds it: the collection, the file and each field by its label
 * (`Site-wide → Facts → Students reached`), from the record's file as the configuration makes it.
 */
export function fieldLabels(modules: ContentModules): FieldLabels {
  return (record, path) => {
    const module = modules[record];
    if (!module)
      throw new CmsFieldError(
        `content/facts.ts: factPlaces sets a figure in content/${record}.yml, which is no record`,
      );
    const file = recordFile(record, module);
    const labels = [groupOf(record, module).label, file.label ?? humanise(file.name)];
    let fields: Field[] = file.fields;
    for (const key of path) {
      const field = fields.find((f) => f.name === key);
      if (!field)
        throw new CmsFieldError(
          `content/facts.ts: factPlaces sets a figure in ${path.join('.')} of content/${record}.yml, which content/${record}.ts has no field for`,
        );
      labels.push(field.label ?? humanise(field.name));
      fields = (field as { fields?: Field[] }).fields ?? [];
    }
    return labels;
  };
}

/** Where the CMS opens a record: `#/collections/site-wide/entries/facts`. */
export const recordLink =
  (modules: ContentModules): RecordLink =>
  (record) => {
    const module = modules[record];
    if (!module)
      throw new CmsFieldError(
        `content/facts.ts: factPlaces sets a figure in content/${record}.yml, which is no record`,
      );
    return entryLink({ collection: groupOf(record, module), entry: { name: record, label: record } });
  };

/** Every collection: the records' file collections, then a folder collection for each collection's articles. */
export function collections(modules: ContentModules): Collection[] {
  return [
    ...fileCollections(modules),
    ...Object.entries(modules)
      .filter(([, module]) => module.articleSchema)
      .map(([name, module]) => articleFolder(name, module.articleSchema!)),
  ];
}

/**
 * The entries whose texts the site fills with figures, by the CMS's name for them (`pages/home` for a
 * record, `blogs` for a folder's articles, as cms/entry-words.ts names them), with their fields.
 */
export function figureTexts(modules: ContentModules): Record<string, Field[]> {
  const texts: Record<string, Field[]> = {};
  for (const [name, module] of Object.entries(modules)) {
    if (holdsFigures(module.schema)) texts[`${groupOf(name, module).name}/${name}`] = recordFile(name, module).fields;
    if (module.articleSchema && holdsFigures(module.articleSchema))
      texts[name] = articleFolder(name, module.articleSchema).fields;
  }
  return texts;
}
