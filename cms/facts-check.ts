import { factPlaces, type FactPlace } from '../content/facts';
import { fill } from '../content/lib/words/template';

/**
 * The content editor's check of the `{{name}}`s in a text whose record fills them (content/lib/words/fill-facts.ts):
 * a pattern that refuses a name the site does not know, as the build would, and the hint that lists the
 * names with where each figure is set, "Site-wide → Facts: {{studentsReached}} Students reached", so that
 * an editor who meets `{{studentsReached}}` in Pages → Home finds where to change it.
 */
export interface FactsCheck {
  /** The CMS's `pattern`: the regular expression between slashes, and the message when a text breaks it. */
  pattern: [string, string];
  hint: string;
  /** What each name stands for: a value with a pattern of its own may be a figure that fits it (cms/fields.ts). */
  values: Record<string, string>;
}

/**
 * A field of a record as the editor's form names it: the collection, the file and the field (and the
 * fields it is in), `['Site-wide', 'Facts', 'Students reached']`.
 */
export type FieldLabels = (record: string, field: string[]) => string[];

/** Where a figure is set: the file as the editor finds it (`Site-wide → Facts`), and the field, in words. */
function placeOf(place: FactPlace, labels: FieldLabels): { file: string; field: string } {
  if ('counted' in place) return { file: '', field: place.counted };
  const [collection, file, ...field] = labels(place.record, place.field);
  return {
    file: [collection, file].join(' → '),
    field: fill(place.as ?? '{field}', { field: field.join(' → ') }),
  };
}

/** The check for the texts filled from `facts` (what each `{{name}}` stands for), its hint naming fields by `labels`. */
export function factsCheck(facts: Record<string, string>, labels: FieldLabels): FactsCheck {
  const names = Object.keys(facts);
  const places: Partial<Record<string, FactPlace>> = factPlaces;
  // The names grouped by the file their figure is set in, in the order of the facts; counted ones last.
  const files = new Map<string, string[]>();
  for (const name of names) {
    const place = places[name];
    const { file, field } = place ? placeOf(place, labels) : { file: '', field: '' };
    files.set(file, [...(files.get(file) ?? []), `{{${name}}} ${field}`.trim()]);
  }
  const sentences = [...files].sort(([a], [b]) => Number(a === '') - Number(b === ''));
  // A text passes unless it holds a {{name}} (as content/lib/words/fill-facts.ts reads one) that is none of
  // these: a lookahead at the start, so that the text itself may be anything, over several lines too.
  const known = names.map((name) => name.replace(/\W/g, '\\$&')).join('|');
  return {
    pattern: [
      `/^(?![\\s\\S]*\\{\\{\\s*(?!(?:${known})\\s*\\}\\})\\w+\\s*\\}\\})/`,
      `names a figure the site does not know: write one of the names listed under the field, exactly so, like {{${names[0] ?? 'name'}}}`,
    ],
    hint: [
      'Figures are written by name, and filled in from where they are set.',
      ...sentences.map(([file, listed]) => `${file ? `${file}: ` : ''}${listed.join(', ')}.`),
    ].join(' '),
    values: facts,
  };
}
