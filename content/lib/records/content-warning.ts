import type { StatusKind } from '../../../lib/editor-status';
import { editorPlace, type EditorPlace } from './editor-names';
import type { Path } from '../words/words';

/**
 * What the build tells the editor without stopping: a claim the date has overtaken, a translation missing or
 * out of date, an article too long to read, a placeholder detail left before launch, a figure that does not
 * add up. The build prints each (`text`); the editor's status in /admin/ lists them with the entry and field
 * as the CMS names them (`place`) and a link that opens it (stages/admin.ts).
 */
export type WarningKind = Exclude<StatusKind, 'mistake'>;

export interface ContentWarning {
  kind: WarningKind;
  /** The content file it concerns: `content/home.yml`, `content/blogs/why-girls-leave-stem.sw.md`. */
  file: string;
  /** As the build prints it, led by the file (and its line): `content/home.yml, line 93: mission.text says…`. */
  text: string;
  line?: number;
  /** What it says of the field `place` names, where that differs from `text` without its lead. */
  message?: string;
  /** Where the editor finds it in the CMS, when the file is one of its entries. */
  place?: EditorPlace;
}

/**
 * A warning about a content file, as `text` (led by the file, and its line) says it; `path` names the field
 * of `record` it concerns, for the CMS's label of it, and `message` what the warning says of that field.
 */
export function contentWarning(
  kind: WarningKind,
  file: string,
  text: string,
  { path = [], record, message }: { path?: Path; record?: unknown; message?: string } = {},
): ContentWarning {
  const place = editorPlace(file, path, record);
  const line = text.startsWith(`${file}, line `) ? Number(/^, line (\d+):/.exec(text.slice(file.length))?.[1]) : NaN;
  return {
    kind,
    file,
    text,
    ...(Number.isNaN(line) ? {} : { line }),
    ...(place ? { place } : {}),
    ...(message === undefined ? {} : { message }),
  };
}

/** What a warning says, without the file and line that lead it: for a reader who sees the entry named beside it. */
export function warningMessage({ file, text, message }: ContentWarning): string {
  if (message !== undefined) return message;
  const lead = text.startsWith(file) ? /^[^:]*:\s*/.exec(text.slice(file.length))?.[0] : undefined;
  return lead === undefined ? text : text.slice(file.length + lead.length);
}
