import type { Field } from '@sveltia/cms';
import { factPlaces, factWords, type FactPlace } from '../content/facts';
import { humanise } from '../content/lib/records/editor-names';
import { fill } from '../content/lib/words/template';
import {
  fieldLabels,
  figureTexts,
  recordLink,
  type ContentModules,
  type FieldLabels,
  type RecordLink,
} from './collections';

/**
 * What the content editor knows of the `{{name}}`s a text may hold (content/lib/words/fill-facts.ts), written
 * by the build as /admin/figures.json: each figure, what it says now and where it is set, which the editor's
 * Figures list shows once (cms/figures.ts), rather than a block of names under every field; and the entries
 * whose texts the site fills, with their fields' labels, for the save's check of the names
 * (cms/text-checks.ts), which refuses a name the site does not know as the build would, naming the field.
 */

/** A figure a text may name. */
export interface Figure {
  /** Its name: `studentsReached` for `{{studentsReached}}`. */
  name: string;
  /** What the English pages say for it now: "2,500+". */
  value: string;
  /** Where it is set, as the editor finds it: "Site-wide → Facts → Students reached"; or how it is counted. */
  where: string;
  /** The entry it is set in, and its field there, to open it at (cms/open-field.ts). */
  link?: string;
  keyPath?: string;
}

/**
 * An entry's fields by name, each with its label and what it holds: its fields, a list's items (each of
 * `types` by its `typeKey` where its items are of several types), and the field whose value names a list
 * item (`summary`: "item 3 "Our History"").
 */
export interface FieldTree {
  label: string;
  /** A Markdown editor's text (cms/text-checks.ts refuses a Heading 1 in one). */
  markdown?: true;
  fields?: Record<string, FieldTree>;
  item?: FieldTree;
  types?: Record<string, FieldTree>;
  typeKey?: string;
  summary?: string;
}

/** admin/figures.json. */
export interface FiguresFile {
  figures: Figure[];
  /** The entries whose texts are filled with figures, by the CMS's name (`pages/home`, `blogs`), and their fields. */
  texts: Record<string, Record<string, FieldTree>>;
}

/** Where a figure is set, in the editor's words, and the field to open. */
function placeOf(place: FactPlace, labels: FieldLabels, link: RecordLink): Omit<Figure, 'name' | 'value'> {
  if ('counted' in place) return { where: place.counted };
  const [collection, file, ...field] = labels(place.record, place.field);
  return {
    where: [collection, file, fill(place.as ?? '{field}', { field: field.join(' → ') })].join(' → '),
    link: link(place.record),
    keyPath: place.field.join('.'),
  };
}

/** Every figure, in the order of the facts (what each `{{name}}` stands for, in English), with where it is set. */
export function figuresOf(modules: ContentModules): Figure[] {
  const [labels, link] = [fieldLabels(modules), recordLink(modules)];
  const places: Partial<Record<string, FactPlace>> = factPlaces;
  return Object.entries(factWords).map(([name, value]) => {
    const place = places[name];
    return { name, value, ...(place ? placeOf(place, labels, link) : { where: '' }) };
  });
}

/** The entries whose texts the site fills with figures, with their fields' labels. */
export const figureTextsOf = (modules: ContentModules): FiguresFile['texts'] =>
  Object.fromEntries(Object.entries(figureTexts(modules)).map(([entry, fields]) => [entry, fieldTrees(fields)]));

/** What a field of the CMS's configuration holds besides its name and label. */
interface Holding {
  widget?: string;
  fields?: Field[];
  field?: Field;
  types?: { name: string; label?: string; fields?: Field[] }[];
  typeKey?: string;
  summary?: string;
}

/** The fields of an entry (or of an object, a list's item) as a tree of labels, but for hidden ones. */
function fieldTrees(fields: Field[]): Record<string, FieldTree> {
  return Object.fromEntries(
    fields.filter((field) => field.widget !== 'hidden').map((field) => [field.name, fieldTree(field)]),
  );
}

function fieldTree(field: Field): FieldTree {
  const { widget, fields, field: one, types, typeKey, summary } = field as Field & Holding;
  const label = field.label ?? humanise(field.name);
  const holds: Omit<FieldTree, 'label'> = {
    ...(widget === 'markdown' ? { markdown: true as const } : {}),
    ...(fields ? { fields: fieldTrees(fields) } : {}),
    ...(types
      ? {
          typeKey: typeKey ?? 'type',
          types: Object.fromEntries(
            types.map((type) => [type.name, { label: type.label ?? type.name, fields: fieldTrees(type.fields ?? []) }]),
          ),
        }
      : {}),
  };
  if (widget !== 'list') return { label, ...holds };
  // A list's items are its fields (or types), or its one field.
  const key = /^\{\{fields\.(\w+)\}\}$/.exec(summary ?? '')?.[1];
  return { label, item: one ? fieldTree(one) : { label: '', ...holds }, ...(key ? { summary: key } : {}) };
}
