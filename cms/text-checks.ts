import { PLACEHOLDER, unknownFact } from '../content/lib/words/fill-facts';
import { langs } from '../content/lib/words/language';
import type { FieldTree, FiguresFile } from './figures-file';

/**
 * What the content editor refuses to save in a text, as the build would refuse it, saying what the build
 * says, with the field: a `{{name}}` that is no figure ("Hero → Lead: uses {{studentsReachd}}, which is not a
 * figure the site knows: did you mean {{studentsReached}}?"), and a Heading 1 in an article's body, which
 * its Markdown editor does not offer but still makes of a line typed `# ` (its Markdown shortcuts,
 * sveltia-ui's text-editor/core.js, take every heading level for any heading button) or written in its
 * Markdown mode.
 *
 * Sveltia CMS (0.221.1) cannot say that under the field. A field's `pattern` has one fixed message, and the
 * pattern had to list every name (it was a quarter of /admin/config.yml, copied into each of 879 fields); a
 * custom field type's `isValid` may say anything, but Markdown cannot be one, and each such field redraws
 * at every keystroke in any other. What it offers is its save hook (`preSave`, cms/admin.ts), run once the
 * form's own checks pass: a hook that throws stops the save, and an error named `saving_failed` has its
 * cause's message shown in the CMS's "Error" dialog over the form (its toolbar.svelte). The field is then
 * shown, as a click on it in the preview shows it (cms/open-field.ts).
 */

/** The CMS's default language: what an entry's `data` is in; the others are its `i18n`. */
const [DEFAULT_LOCALE = 'en'] = langs;

/** Where a text is: its field's labels, language and key path. */
interface TextAt {
  labels: string[];
  locale: string;
  keyPath: string;
}

/** A `{{name}}` the site does not know, where it is. */
export interface UnknownFigure extends TextAt {
  name: string;
}

/** What the save refuses, and where. */
export interface TextProblem extends TextAt {
  message: string;
}

/** What the hook reads of the CMS's entry (an Immutable.js Map: sveltia-cms events.js): its data in each language. */
interface SavedEntry {
  get(key: 'collection' | 'slug' | 'data' | 'i18n'): unknown;
}

/** A value of the entry, as plain data. */
const plain = (value: unknown): unknown =>
  value && typeof (value as { toJS?: unknown }).toJS === 'function' ? (value as { toJS: () => unknown }).toJS() : value;

/** A list item's label, as the CMS shows it in its list: `item 3 "Our History"`. */
function itemLabel(index: number, item: unknown, tree: FieldTree | undefined): string {
  const summary =
    tree?.summary && typeof item === 'object' && item ? (item as Record<string, unknown>)[tree.summary] : '';
  return `item ${index + 1}${typeof summary === 'string' && summary ? ` "${summary}"` : ''}`;
}

/** The fields under a value of `tree`, for the value itself (a list item of several types says which it is). */
function fieldsUnder(tree: FieldTree | undefined, value: unknown): Record<string, FieldTree> | undefined {
  if (tree?.types && tree.typeKey && typeof value === 'object' && value)
    return tree.types[String((value as Record<string, unknown>)[tree.typeKey])]?.fields;
  return tree?.fields;
}

/** A text of an entry's data, with its field (`tree`) and where it is. */
interface Text extends TextAt {
  text: string;
  tree: FieldTree | undefined;
}

/** Every text in a value of an entry's data (of the field `tree` describes), with where it is. */
function textsIn(value: unknown, tree: FieldTree | undefined, at: TextAt & { keys: (string | number)[] }): Text[] {
  const { keys, ...where } = at;
  if (typeof value === 'string') return [{ ...where, keyPath: keys.join('.'), text: value, tree }];
  if (Array.isArray(value))
    return value.flatMap((item: unknown, index) =>
      textsIn(item, tree?.item, {
        ...at,
        labels: [...at.labels, itemLabel(index, item, tree)],
        keys: [...keys, index],
      }),
    );
  if (typeof value !== 'object' || value === null) return [];
  const fields = fieldsUnder(tree, value);
  return Object.entries(value).flatMap(([key, child]) => {
    const field = fields?.[key];
    // Not a field of the form: what a translation says of itself.
    if (fields && !field) return [];
    return textsIn(child, field, { ...at, labels: [...at.labels, field?.label ?? key], keys: [...keys, key] });
  });
}

/** The texts of a saved entry, in each of its languages, if its texts hold figures (cms/figures-file.ts). */
function textsOf(entry: SavedEntry, file: FiguresFile): Text[] {
  const collection = String(entry.get('collection'));
  const fields = file.texts[`${collection}/${String(entry.get('slug'))}`] ?? file.texts[collection];
  if (!fields) return [];
  const form: FieldTree = { label: '', fields };
  const translations = Object.entries((plain(entry.get('i18n')) ?? {}) as Record<string, { data?: unknown }>);
  const start = { labels: [], keys: [], keyPath: '' };
  return [
    ...textsIn(plain(entry.get('data')), form, { ...start, locale: DEFAULT_LOCALE }),
    ...translations.flatMap(([locale, { data }]) => textsIn(data, form, { ...start, locale })),
  ];
}

/** The `{{names}}` of a saved entry's texts that are no figure, with where each is. */
export function unknownFigures(entry: SavedEntry, file: FiguresFile): UnknownFigure[] {
  const names = new Set(file.figures.map(({ name }) => name));
  return textsOf(entry, file).flatMap(({ text, labels, locale, keyPath }) =>
    [...text.matchAll(PLACEHOLDER)]
      .map(([, name = '']) => name)
      .filter((name) => !names.has(name))
      .map((name) => ({ name, labels, locale, keyPath })),
  );
}

/** Where a problem is, as the editor reads it: "Hero → Lead (Kiswahili)". */
const where = ({ labels, locale }: TextAt) => `${labels.join(' → ')}${locale === DEFAULT_LOCALE ? '' : ' (Kiswahili)'}`;

/** What the editor reads of an unknown name: the field, and the name meant. */
export function unknownFigureMessage(unknown: UnknownFigure, file: FiguresFile): string {
  return `${where(unknown)}: ${unknownFact(
    unknown.name,
    file.figures.map((figure) => figure.name),
  )}`;
}

/** A Markdown line that is a Heading 1 (`# Title`), outside a block of code. */
function hasHeadingOne(markdown: string): boolean {
  let code = false;
  for (const line of markdown.split('\n')) {
    if (/^ {0,3}(```|~~~)/.test(line)) code = !code;
    else if (!code && /^ {0,3}#(\s|$)/.test(line)) return true;
  }
  return false;
}

/** Everything the save refuses in a saved entry's texts: names that are no figure, a Heading 1 in Markdown. */
export function textProblems(entry: SavedEntry, file: FiguresFile): TextProblem[] {
  const figures = unknownFigures(entry, file).map(({ name, labels, locale, keyPath }) => ({
    labels,
    locale,
    keyPath,
    message: unknownFigureMessage({ name, labels, locale, keyPath }, file),
  }));
  const headings = textsOf(entry, file)
    .filter(({ tree, text }) => tree?.markdown && hasHeadingOne(text))
    .map(({ labels, locale, keyPath }) => ({
      labels,
      locale,
      keyPath,
      message: `${where({ labels, locale, keyPath })}: has a Heading 1, which is the title’s alone (the page’s one h1): make it a Heading 2, in the text style menu`,
    }));
  return [...figures, ...headings];
}

/**
 * The save hook: refuses the save, through the CMS's own error dialog, if the entry's texts have what the
 * build would refuse, and shows the first such field.
 */
export function refuseTextProblems(entry: SavedEntry, file: FiguresFile, show: (field: TextAt) => void) {
  const problems = textProblems(entry, file);
  const [first] = problems;
  if (!first) return;
  show(first);
  throw new Error('saving_failed', { cause: new Error(problems.map(({ message }) => message).join('\n')) });
}
