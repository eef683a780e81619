import type { Field, VariableFieldType } from '@sveltia/cms';
import { fieldLabel, humanise, ITEM_SUMMARY_KEYS, withoutNull } from '../content/lib/records/editor-names';
import { langs } from '../content/lib/words/language';
import { TRANSLATION_CHECKED, TRANSLATION_HASH, TRANSLATION_OF } from '../content/lib/words/translation-fields';
import { branchesOf, wordTreeOf } from '../content/lib/words/words';
import { DAY_FIRST_WIDGET } from './day-first';
import type { CmsJsonSchema } from './json-schema';

/**
 * A record's fields as the CMS edits them, walked from its JSON Schema (cms/json-schema.ts): each value's
 * editor (widget) follows from its type and format, its label and hint from the schema's metadata
 * (`.meta({ title })`, `.describe()`), whether it is required and its pattern (with the zod check's
 * message) from the schema's rules, and whether it is translated from content/lib/words/words.ts: words are
 * `i18n: true`; what is not words stays out of the Kiswahili file (`i18n: false`); a list that holds words
 * is `duplicate` (the Kiswahili side translates its items but cannot add, drop or reorder them) and an
 * object that holds words `true`, with its fields each saying for itself.
 *
 * A value the CMS cannot edit (a union with no key that says which branch a value is) stops here with its
 * place, so the schema is changed rather than the value left to a developer.
 */

export interface FieldOptions {
  /** Whether the file is translated at all: a record without words (content/facts.yml) says nothing of languages. */
  translated: boolean;
  /** What each `{{name}}` stands for, in a record whose texts the site fills with figures. */
  figures?: Record<string, string>;
}

/** Where a value is, for messages: `content/competitions.yml: events[].details.timeline`. */
interface Place extends FieldOptions {
  where: string;
  /** Inside an item of a list whose items are tracked, whose lists belong to the item. */
  inItem?: true;
}

/**
 * The hashes a translation keeps of the English it translates and of its own words (set when it is saved):
 * an entry's, and each tracked item's (content/lib/words/translation-items.ts).
 */
export const translationFields = (): Field[] =>
  [TRANSLATION_HASH, TRANSLATION_OF].map((name) => ({ name, widget: 'hidden', i18n: true }));

/** The box an editor ticks on the Swahili side once the whole translation is checked (translation-fields.ts). */
export const translationChecked = (): Field => ({
  name: TRANSLATION_CHECKED,
  label: 'Kiswahili checked',
  widget: 'boolean',
  required: false,
  i18n: true,
  preview: false,
  hint: 'Swahili side: tick once the whole Kiswahili is checked against today’s English, then save.',
});

/** The place of a member of the value at `where` (which ends in `:` at the top of a file). */
const inside = (where: string, key: string) => (where.endsWith(':') ? `${where} ${key}` : `${where}.${key}`);

/** Free text written as sentences gets a text area rather than one line, unless its schema says (`widget`). */
const LONG_TEXT = /^(description|paragraphs?|bio|lead|quote|answer|excerpt|summary|story|intro|text|message)$/;

/**
 * The date field: typed and shown day first (15/07/2025), saved as `2025-07-15` (cms/widgets/date.ts); with
 * `months`, a month alone too (07/2025, saved as `2025-07`).
 */
const dateEditor = (months = false): Editor => ({ widget: DAY_FIRST_WIDGET, ...(months ? { months } : {}) });

/**
 * The Markdown editor's toolbar: every button Sveltia CMS has but Heading 1, since an article's title is its
 * page's one h1 (a `#` heading in a body stops the build: content/lib/articles/article-file.ts). A copy for
 * each field: the YAML writer would make a shared array an alias.
 */
const MARKDOWN_BUTTONS = [
  'bold',
  'italic',
  'strikethrough',
  'code',
  'link',
  'heading-two',
  'heading-three',
  'heading-four',
  'heading-five',
  'heading-six',
  'quote',
  'bulleted-list',
  'numbered-list',
] as const;

/** What a format's value must be, where its zod schema gives no message of its own. */
const FORMAT_MESSAGES: Record<string, string> = {
  email: 'must be an email address, like name@example.org',
  date: 'must be a date like 2025-07-15',
};

/** A field's editor and its options, without the name, label, hint, required and i18n every field has. */
type Editor = Record<string, unknown> & { widget: string };

export class CmsFieldError extends Error {}

/**
 * The fields of an object's properties, in the schema's order, but for those named in `skip` and those the
 * schema keeps out of the editor (`.meta({ cms: false })`).
 */
export function fieldsOf(schema: CmsJsonSchema, place: Place, skip: readonly string[] = []): Field[] {
  const required = new Set(schema.required ?? []);
  return Object.entries(schema.properties ?? {})
    .filter(([name, property]) => !skip.includes(name) && property.cms !== false)
    .map(([name, property]) =>
      fieldOf(name, property, required.has(name), { ...place, where: inside(place.where, name) }),
    );
}

/** The field for the value `name` of this schema. */
export function fieldOf(name: string, schema: CmsJsonSchema, required: boolean, place: Place): Field {
  const { value, nullable } = withoutNull(schema);
  const { widget, ...options } = editorOf(name, value, place);
  const hint = [schema.description ?? value.description, dateHint({ widget, ...options })].filter(Boolean).join(' ');
  const words = place.translated && wordTreeOf(value) !== undefined;
  return {
    name,
    label: fieldLabel(name, schema),
    widget,
    ...(hint ? { hint } : {}),
    // Said even where it is the CMS's default (true), so the configuration reads as the schema does. Words
    // are required in English only: a translation may be saved in part (a title first), and the Kiswahili
    // pages show the English, marked as English, for what it does not say yet.
    // A list that may be empty is not required: the CMS counts an empty list as missing, and leaves it
    // out of the file, which the loader reads as empty (content/lib/records/records.ts).
    ...(widget === 'hidden'
      ? {}
      : { required: required && !nullable && !(widget === 'list' && !value.minItems) && (words ? [langs[0]] : true) }),
    ...(place.translated ? { i18n: words ? (widget === 'list' ? 'duplicate' : true) : false } : {}),
    // What a new item's field starts with (schema metadata `.meta({ default })`), so the editor need not
    // choose it: an event's contact, its kind of timeline.
    ...(schema.default === undefined ? {} : { default: schema.default }),
    ...options,
    // A figure's name where the figure fits a value's pattern (`{{youthPlacement}}` for "85%").
    ...(place.figures && options.pattern ? { pattern: withFigures(options.pattern as Pattern, place.figures) } : {}),
  } as Field;
}

/** A pattern as the CMS takes one: the regular expression between slashes (with its flags), and the message. */
export type Pattern = [string, string];

/** A pattern made a RegExp as Sveltia CMS makes one (`/source/flags`; its `wme` in npm/index.js). */
export function cmsRegExp([written]: Pattern): RegExp {
  const { source = '', flags } = /^\/?(?<source>.+?)(?:\/(?<flags>[dgimsuy]*))?$/.exec(written)?.groups ?? {};
  return new RegExp(source, flags);
}

/**
 * A value's pattern in a record whose texts are filled with figures, widened to take a figure's name alone
 * (`{{youthPlacement}}`) where that figure's value fits it: the build fills the name in before it checks
 * the value (content/lib/words/fill-facts.ts), so the CMS, which checks the value as written, must take it.
 * The message stays the value's own: where a figure is the expected value, the field's hint says so.
 */
function withFigures([written, message]: Pattern, values: Record<string, string>): Pattern {
  const fits = cmsRegExp([written, message]);
  const names = Object.keys(values).filter((name) => fits.test(values[name]!));
  if (names.length === 0) return [written, message];
  return [`/(?:${fits.source})|^\\{\\{\\s*(?:${names.join('|')})\\s*\\}\\}$/${fits.flags}`, message];
}

/** How a date is typed, under a date field. */
const dateHint = (editor: Editor) =>
  editor.widget !== DAY_FIRST_WIDGET
    ? undefined
    : editor.months
      ? 'Day first, like 15/07/2025, or a month alone, like 07/2025.'
      : 'Day first, like 15/07/2025.';

function editorOf(name: string, schema: CmsJsonSchema, place: Place): Editor {
  const branches = branchesOf(schema) as CmsJsonSchema[];
  if (branches.length > 1) return unionEditor(branches, schema, place);
  if (schema.const === true) return { widget: 'boolean' };
  if (schema.const !== undefined) return { widget: 'hidden', default: schema.const };
  if (schema.enum) return { widget: 'select', options: schema.enum };
  switch (schema.type) {
    case 'string':
      return stringEditor(name, schema);
    case 'integer':
    case 'number':
      return numberEditor(schema);
    case 'boolean':
      return { widget: 'boolean' };
    case 'array':
      return listEditor(name, schema, place);
    case 'object':
      return objectEditor(schema, place);
  }
  throw new CmsFieldError(
    `${place.where}: the CMS has no editor for this value (${JSON.stringify(schema)}); give it a type the CMS can edit`,
  );
}

function stringEditor(name: string, schema: CmsJsonSchema): Editor {
  const lengths = {
    ...(schema.minLength && schema.minLength > 1 ? { minlength: schema.minLength } : {}),
    ...(schema.maxLength ? { maxlength: schema.maxLength } : {}),
  };
  // No pattern for a picture: the CMS checks it against the picture's blob: address until the save writes
  // the file (measured with 0.221.1), and refused every upload. Its chooser names the file as the schema
  // wants it (/name.jpg, slugified), and the build checks the name.
  if (schema.widget === 'image')
    return { widget: 'image', choose_url: false, ...(schema.accept ? { accept: schema.accept } : {}) };
  if (schema.widget === 'markdown') return { widget: 'markdown', buttons: [...MARKDOWN_BUTTONS], ...lengths };
  if (schema.format === 'date') return dateEditor();
  if (schema.format === 'email') return { widget: 'string', type: 'email', ...pattern(schema) };
  if (schema.format === 'uri') return { widget: 'string', type: 'url', ...urlPattern(schema) };
  if (schema.pattern) return { widget: 'string', ...pattern(schema) };
  const long = schema.widget ? schema.widget === 'text' : LONG_TEXT.test(name);
  return { widget: long ? 'text' : 'string', ...lengths };
}

/** A value's pattern, as the CMS takes one (see `Pattern`). */
function pattern(schema: CmsJsonSchema): { pattern?: Pattern } {
  if (!schema.pattern) return {};
  const message =
    schema.patternMessage ??
    FORMAT_MESSAGES[schema.format ?? ''] ??
    `must match the pattern ${schema.pattern}, as content/*.ts says`;
  return { pattern: [`/${schema.pattern}/${schema.patternFlags ?? ''}`, message] };
}

/** A link's field checks its protocol where its schema names one (`https`). */
function urlPattern(schema: CmsJsonSchema): { pattern?: [string, string] } {
  if (!schema.protocol) return {};
  const protocol = schema.protocol.replace(/^\^|\$$/g, '');
  return {
    pattern: [`/^${protocol}:\\/\\/\\S+$/`, `must be a full link that starts with ${protocol.replace(/\\/g, '')}://`],
  };
}

function numberEditor(schema: CmsJsonSchema): Editor {
  const integer = schema.type === 'integer';
  const bound = (n: unknown) => typeof n === 'number' && Math.abs(n) < Number.MAX_SAFE_INTEGER;
  const { minimum, exclusiveMinimum } = schema;
  const min = bound(minimum) ? minimum : bound(exclusiveMinimum) && integer ? exclusiveMinimum! + 1 : undefined;
  return {
    widget: 'number',
    value_type: integer ? 'int' : 'float',
    ...(min === undefined ? {} : { min }),
    ...(bound(schema.maximum) ? { max: schema.maximum } : {}),
  };
}

function listEditor(name: string, schema: CmsJsonSchema, place: Place): Editor {
  const counts = {
    ...(schema.minItems ? { min: schema.minItems } : {}),
    ...(schema.maxItems === undefined ? {} : { max: schema.maxItems }),
  };
  const items = withoutNull(schema.items ?? {}).value;
  const item = { ...place, where: `${place.where}[]` };
  const branches = branchesOf(items) as CmsJsonSchema[];
  if (branches.length > 1) return { widget: 'list', ...counts, ...variants(branches, item, isTracked(items, place)) };
  if (items.type === 'object' && items.properties) {
    const summary = ITEM_SUMMARY_KEYS.find((key) => items.properties?.[key]?.type === 'string');
    const tracked = isTracked(items, place);
    return {
      widget: 'list',
      ...counts,
      ...(summary ? { summary: `{{fields.${summary}}}` } : {}),
      fields: [...(tracked ? translationFields() : []), ...fieldsOf(items, tracked ? { ...item, inItem: true } : item)],
    };
  }
  return { widget: 'list', ...counts, field: fieldOf(name, items, true, item) };
}

/**
 * Whether a list's items are tracked on their own in its translation: items with fields and words, in a
 * translated record, not inside another tracked item (content/lib/words/translation-items.ts, isItemList).
 */
const isTracked = (items: CmsJsonSchema, place: Place) =>
  place.translated &&
  !place.inItem &&
  branchesOf(items).every((b) => b.type === 'object') &&
  wordTreeOf(items) !== undefined;

/** What the CMS takes as a field's name: letters, digits, `_` and `-` (no spaces, no dots). */
const FIELD_NAME = /^[A-Za-z_][\w-]*$/;

function objectEditor(schema: CmsJsonSchema, place: Place): Editor {
  if (schema.properties) return { widget: 'object', fields: fieldsOf(schema, place) };
  // A record with a fixed set of keys (z.record(z.enum([...]), …)): a field per key.
  const keys = schema.propertyNames?.enum;
  const each = schema.additionalProperties;
  if (keys && typeof each === 'object') {
    // The CMS reads a dot in a key as a step into a field: it saved `Dr.: Dr.` as `Dr: [Dr.]` (issue 49).
    const dotted = keys.filter((key) => String(key).includes('.'));
    if (dotted.length > 0)
      throw new CmsFieldError(
        `${place.where}: the CMS cannot keep a key with a dot (${dotted.join(', ')}): name the keys without one`,
      );
    // A key that is no field name (a category with spaces, "Girls in STEM") is edited as a pair instead;
    // the schema still refuses a key that is not one of them.
    if (!keys.every((key) => FIELD_NAME.test(String(key))))
      return {
        widget: 'keyvalue',
        key_label: 'As the records write it',
        value_label: 'As the pages show it',
        min: keys.length,
        max: keys.length,
      };
    const required = new Set(schema.required ?? []);
    return {
      widget: 'object',
      fields: keys.map((key) =>
        fieldOf(String(key), each, required.has(String(key)), { ...place, where: inside(place.where, String(key)) }),
      ),
    };
  }
  throw new CmsFieldError(
    `${place.where}: the CMS cannot edit a map with keys that are not listed; name its keys (z.record(z.enum([...]), …)) or make it a list`,
  );
}

/**
 * A day or a month is the date field that takes either; another union of strings one string that matches
 * any of them; one of objects, types.
 */
function unionEditor(branches: CmsJsonSchema[], schema: CmsJsonSchema, place: Place): Editor {
  const formats = branches.map((branch) => branch.format);
  if (formats.includes('date') && formats.every((format) => format === 'date' || format === 'month'))
    return dateEditor(true);
  if (branches.every((branch) => branch.type === 'string' && branch.pattern)) {
    const flags = [...new Set(branches.flatMap((branch) => [...(branch.patternFlags ?? '')]))].join('');
    const source = branches.map((branch) => `(?:${branch.pattern})`).join('|');
    const message = schema.message ?? branches.map((branch) => pattern(branch).pattern?.[1]).join(', or ');
    return { widget: 'string', pattern: [`/${source}/${flags}`, message] };
  }
  if (branches.every((branch) => branch.type === 'object')) return { widget: 'object', ...variants(branches, place) };
  throw new CmsFieldError(
    `${place.where}: the CMS cannot edit a union of ${branches.map((b) => b.type ?? 'any').join(', ')}`,
  );
}

/**
 * The branches of a union of objects as the CMS's types: the key whose fixed value says which branch an
 * object is (`type: video`), and each branch's other fields. A union without such a key cannot be edited:
 * give each branch one (`z.discriminatedUnion('type', […])`).
 */
function variants(
  branches: CmsJsonSchema[],
  place: Place,
  tracked = false,
): { typeKey: string; types: VariableFieldType[] } {
  const [first, ...rest] = branches;
  const typeKey = Object.keys(first?.properties ?? {}).find((key) => {
    const values = branches.map((branch) => branch.properties?.[key]?.const);
    return values.every((value) => typeof value === 'string') && new Set(values).size === values.length;
  });
  if (!typeKey || rest.some((branch) => !branch.required?.includes(typeKey)) || !first?.required?.includes(typeKey))
    throw new CmsFieldError(
      `${place.where}: is one of ${branches.length} shapes with no key that says which (the CMS needs one to edit it): make it z.discriminatedUnion('type', [...]) and give each value its type`,
    );
  return {
    typeKey,
    types: branches.map((branch) => {
      const name = String(branch.properties?.[typeKey]?.const);
      const inside = {
        ...place,
        where: `${place.where}(${typeKey}: ${name})`,
        ...(tracked ? { inItem: true as const } : {}),
      };
      const fields = [...(tracked ? translationFields() : []), ...fieldsOf(branch, inside, [typeKey])];
      return {
        name,
        label: branch.title ?? humanise(name),
        widget: 'object',
        ...(fields.length > 0 ? { fields } : {}),
      };
    }),
  };
}
