import type { z } from 'zod';
import type { StatusItem } from '../../../lib/editor-status';
import type { ContentWarning, WarningKind } from './content-warning';
import { editorPlace, type EditorPlace } from './editor-names';
import { placeOf, sourcesOf, type SourceFile, type SourceFiles } from './source-lines';
import { unmarked } from '../words/translate';
import type { Path } from '../words/words';

/** A content file as the build loads it: `export const schema` beside `export default` its record. */
export interface ContentModule {
  schema?: unknown;
  default?: unknown;
  /**
   * What in the record has gone stale by `today` (YYYY-MM-DD): registration left open after it closed, an
   * event that has passed, goals for a year that has ended. The build prints these; they never stop it.
   */
  stale?: (today: string) => ContentWarning[];
}

/** The name an editor knows a record by: its title, name, label or year. */
function recordName(record: unknown): string | undefined {
  if (typeof record !== 'object' || record === null) return undefined;
  const r = record as Record<string, unknown>;
  const name = r.title ?? r.name ?? r.label ?? r.question ?? r.year ?? r.category ?? r.amount;
  return typeof name === 'string' || typeof name === 'number' ? String(name) : undefined;
}

/** A record read from a file of its own (an article) carries the file's path, which messages then name. */
function sourceFile(record: unknown): string | undefined {
  const file = (record as { file?: unknown } | null)?.file;
  return typeof file === 'string' ? file : undefined;
}

/** Where a problem is, in the content file's words and in the CMS's. */
export interface LocatedIssue {
  /** The file that holds it (an article's own file, or a translation's). */
  file: string;
  line?: number;
  /** As a developer reads it: `content/gallery.yml, line 88: items, item 7 "Robotics finals": duration "435" must be…`. */
  text: string;
  /** Where the editor finds it in the CMS, when the file is one of its entries. */
  place?: EditorPlace;
  /** The value, quoted, when it is short enough to show (`"435"`), and what is wrong with it. */
  shown: string;
  message: string;
}

/**
 * Says where a problem is in the words of the content file, with its line, counting list items from 1 and
 * naming each record on the way by its title:
 * `content/gallery.yml, line 88: items, item 7 "Robotics finals": duration "435" must be a running time like 3:45 (m:ss)`.
 * A record read from a file of its own is named by that file:
 * `content/blogs/kisumu-hackathon.md, line 4: date "2 April 2025" must be a date like 2025-07-15`.
 * In the Kiswahili edition, a value the translation holds is named in the translation's file; `inFile`
 * names the file whatever holds the value (a `{{name}}` of the English that is not a fact).
 */
export function locateIssue(
  file: string,
  data: unknown,
  /** `params.line`, where an issue knows its line better than its path does (a place in an article's body). */
  issue: Pick<z.core.$ZodIssue, 'path' | 'message'> & { params?: { line?: unknown } },
  inFile?: SourceFile,
  /** What the file says, where the record holds something else (a translation refused in favour of the English). */
  written?: unknown,
): LocatedIssue {
  let where = file;
  let files = sourcesOf(data);
  let within: Path = [];
  let base = data;
  let places: string[] = [];
  let field = '';
  let value = data;
  for (const key of issue.path) {
    value = typeof value === 'object' && value !== null ? (value as Record<PropertyKey, unknown>)[key] : undefined;
    within.push(key as string | number);
    if (typeof key === 'number') {
      const own = sourceFile(value);
      if (own) {
        where = own;
        places = [];
        files = sourcesOf(value);
        within = [];
        base = value;
      } else {
        if (field) places.push(field);
        const name = recordName(value);
        places.push(`item ${key + 1}${name ? ` "${name}"` : ''}`);
      }
      field = '';
    } else {
      field = field ? `${field}.${String(key)}` : String(key);
    }
  }
  const sources: SourceFiles | undefined = inFile ? [inFile] : files;
  let line: number | undefined;
  if (sources) ({ file: where, line } = placeOf(sources, within));
  if (typeof issue.params?.line === 'number') line = issue.params.line;
  const lead = line === undefined ? where : `${where}, line ${line}`;
  if (written !== undefined) value = written;
  const short = (typeof value === 'string' && value.length <= 80) || typeof value === 'number';
  const shown = short ? JSON.stringify(value) : '';
  const at = places.length > 0 ? `${places.join(', ')}: ` : '';
  // zod says a required field left out is of the wrong type ("expected string, received undefined").
  const message =
    value === undefined && /received undefined$/.test(issue.message) ? 'is missing: add it' : issue.message;
  const place = editorPlace(where, within, base);
  return {
    file: where,
    ...(line === undefined ? {} : { line }),
    text: `${lead}: ${at}${field ? `${field}${shown ? ` ${shown}` : ''} ` : ''}${message}`,
    ...(place ? { place } : {}),
    shown,
    message,
  };
}

/** A problem's place and words as a developer reads them, led by the file: see `locateIssue`. */
export const describeIssue = (...args: Parameters<typeof locateIssue>) => locateIssue(...args).text;

/** A located issue as a warning: as the build prints it, and as the editor's status names it. */
export function warningOf(
  kind: WarningKind,
  { file, text, line, place, shown, message }: LocatedIssue,
): ContentWarning {
  return {
    kind,
    file,
    text,
    ...(line === undefined ? {} : { line }),
    ...(place ? { place, message: shown ? `${shown} ${message}` : message } : {}),
  };
}

/** A warning about a field of a record. */
export const warningAt = (
  kind: WarningKind,
  file: string,
  record: unknown,
  issue: Pick<z.core.$ZodIssue, 'path' | 'message'>,
): ContentWarning => warningOf(kind, locateIssue(file, record, issue));

/**
 * A mistake that stops the build, as the editor reads it: first where it is in the CMS (collection, entry
 * and field, as the editor sees them), then what is wrong, then the file and line for whoever edits the
 * file itself: `Pages → Home → Reach → item 1 "students reached" → Value: "{{studentsReachd}}" uses
 * {{studentsReachd}}, which is not a fact… (content/home.yml, line 26)`. A file the CMS does not edit is
 * named as a developer reads it.
 */
export function mistakeText(located: LocatedIssue): string {
  const { place, file, line, shown, message, text } = located;
  if (!place) return text;
  const entry = place.translation ? `${place.entry.label} (Kiswahili)` : place.entry.label;
  const where = [place.collection.label, entry, ...place.fields].join(' → ');
  return `${where}: ${shown ? `${shown} ` : ''}${message} (${file}${line === undefined ? '' : `, line ${line}`})`;
}

function isSchema(value: unknown): value is z.ZodType {
  return typeof (value as z.ZodType | undefined)?.safeParse === 'function';
}

/** What a content module lacks of its two exports: the schema, and the record it read with it. */
export function exportProblems(file: string, mod: ContentModule): string[] {
  if (!isSchema(mod.schema)) return [`${file}: must export the schema its record meets, as \`export const schema\``];
  if (mod.default === undefined) return [`${file}: must export its record as \`export default\``];
  return [];
}

/** Every problem a content file's record has against its schema, located. */
export function contentIssues(file: string, mod: { schema: z.ZodType; default: unknown }): LocatedIssue[] {
  // Checked as written: without the marks on English shown for want of a translation.
  const result = mod.schema.safeParse(unmarked(mod.default));
  return result.success ? [] : result.error.issues.map((issue) => locateIssue(file, mod.default, issue));
}

/** Every problem in one content file, as messages naming the entry and field in the CMS, and the file. */
export function validateContent(file: string, mod: ContentModule): string[] {
  const missing = exportProblems(file, mod);
  if (missing.length > 0 || !isSchema(mod.schema)) return missing;
  return contentIssues(file, { schema: mod.schema, default: mod.default }).map(mistakeText);
}

/** A mistake as the editor's status lists it. */
export const mistakeItem = ({ file, line, place, shown, message }: LocatedIssue): StatusItem => ({
  kind: 'mistake',
  message: shown ? `${shown} ${message}` : message,
  file,
  ...(line === undefined ? {} : { line }),
  ...(place ? { place } : {}),
});
