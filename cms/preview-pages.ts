/**
 * The entries the content editor previews as the page they make (cms/previews.ts), and what the form of
 * each must hold before its page can be shown. The build writes their forms into /admin/preview.json
 * (cms/preview-data.ts); every other entry is previewed field by field.
 */

/**
 * The entries shown as their page, by the name /admin/words.json gives each (cms/entry-words.ts): a folder
 * of articles by its collection, a record by its collection and file.
 */
export const PREVIEW_PAGES = {
  blogs: 'post',
  updates: 'update',
  features: 'feature',
  'pages/home': 'home',
  'pages/school': 'school',
} as const;

export type PreviewEntry = keyof typeof PREVIEW_PAGES;
export type PreviewPage = (typeof PREVIEW_PAGES)[PreviewEntry];

/**
 * The names the CMS finds a preview template by: an entry's file's, else its collection's. The blog's,
 * the updates' and the stories' pages of words (Pages › Blogs…) share theirs with the folders of articles.
 */
export const PREVIEW_NAMES = [...new Set(Object.keys(PREVIEW_PAGES).map((name) => name.replace(/^.*\//, '')))];

/** A field of an entry's form, as the preview names it and checks that it is filled. */
export interface FormField {
  name: string;
  /** As the form labels it. */
  label: string;
  /** Whether the English must fill it (a translation may leave words to the English). */
  required: boolean;
  /** A list's fewest items. */
  min?: number;
  /** An object's fields, or those of each item of a list of objects. */
  fields?: FormField[];
  /** A list, of `fields` or of single values. */
  list?: true;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * An entry's values as the CMS would save them (config.yml's `omit_empty_optional_fields`): without the
 * texts left empty, nor the lists and fields left with nothing in them. The form holds them all; the file,
 * and so the page, does not.
 */
export function asSaved(value: unknown): unknown {
  if (Array.isArray(value)) return value.length > 0 ? value.map(asSaved) : undefined;
  if (!isObject(value)) return isEmpty(value) ? undefined : value;
  const fields = Object.entries(value)
    .map(([key, field]) => [key, asSaved(field)] as const)
    .filter(([, field]) => field !== undefined);
  return fields.length > 0 ? Object.fromEntries(fields) : undefined;
}

/**
 * The fields of a form that `values` (as saved: `asSaved`) leave empty although the page needs them, each as the form names it
 * ("Hero › Title", "Programmes › 2 › Title"), in the form's order: none when the page can be shown.
 */
export function missingFields(form: readonly FormField[], values: unknown, where: readonly string[] = []): string[] {
  const record = isObject(values) ? values : {};
  return form.flatMap((field) => {
    const value = record[field.name];
    const here = [...where, field.label];
    if (field.list) {
      const items = Array.isArray(value) ? value : [];
      if (items.length < Math.max(field.min ?? 0, field.required ? 1 : 0)) return [here.join(' › ')];
      return field.fields
        ? items.flatMap((item, i) => missingFields(field.fields!, item, [...here, String(i + 1)]))
        : [];
    }
    if (value === undefined || (field.fields && !isObject(value))) return field.required ? [here.join(' › ')] : [];
    return field.fields ? missingFields(field.fields, value, here) : [];
  });
}
