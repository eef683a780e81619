/**
 * Why a build failed, as the editor's status lists it (lib/editor-status.ts): each mistake with the entry
 * and field of the CMS where they are known. `npm run check:content` says so of a change it refuses, and
 * `npm run cms` of a save that does not build (scripts/dev.ts).
 */
import type { ContentFiles } from '../../content/lib/records/content-files';
import { contentFiles } from '../../content/lib/records/content-files';
import type { StatusItem } from '../../lib/editor-status';
import { describeFailure } from '../../stages/build-error';
import { loadEditions } from '../../stages/content';
import { findRoutes } from '../../stages/routes';
import { findContent } from '../../stages/site-bundle';

export interface FailureContext {
  projectDir: string;
  contentDir: string;
  /** The day the build was for (YYYY-MM-DD). */
  today: string;
  /** The content files as the build parsed them, if it kept them (the dev server does). */
  content?: ContentFiles;
}

/** The mistakes a failed build reports, each with the entry and field of the CMS where they are known. */
export async function failureReasons(
  error: unknown,
  { projectDir, contentDir, today, content = contentFiles() }: FailureContext,
): Promise<StatusItem[]> {
  const cause = (error as { cause?: { name?: string; items?: StatusItem[] } }).cause;
  if (cause?.name === 'ContentError' && cause.items && cause.items.length > 0) return cause.items;
  // A mistake found once the content loaded (a link that leads nowhere) is named by its file and line:
  // the content, loaded again, says which entry and field they are.
  const editions = await Promise.all([findRoutes(projectDir), findContent(projectDir, contentDir)])
    .then(([routes, files]) => loadEditions(projectDir, contentDir, routes, files, content, today))
    .catch(() => undefined);
  const [first = '', ...rest] = describeFailure(error).split('\n');
  const lines = rest.length > 0 && first.endsWith(':') ? rest : [first, ...rest];
  return lines
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line): StatusItem => {
      const lead = /^(content\/[^\s,:()]+)(?:, line (\d+))?: /.exec(line);
      if (!lead?.[1]) return { kind: 'mistake', message: line, file: '' };
      const [whole, file, at] = lead;
      const lineNumber = at === undefined ? undefined : Number(at);
      const place = editions
        ?.map(({ site }) => site.editorPlaceAt(file, lineNumber))
        .find((found) => found !== undefined);
      return {
        kind: 'mistake',
        message: line.slice(whole.length),
        file,
        ...(lineNumber === undefined ? {} : { line: lineNumber }),
        ...(place ? { place } : {}),
      };
    });
}

/**
 * The entries of the CMS a refused change touched, as the editor names them ("Blog posts → Girls who
 * code"): those its reasons are in, and of those, the files it changed when they are known.
 */
export function refusedEntries(reasons: StatusItem[], touched: ReadonlySet<string> = new Set()): string[] {
  return [
    ...new Set(
      reasons
        .filter((reason) => reason.place && (touched.size === 0 || touched.has(reason.file)))
        .map(({ place }) => `${place!.collection.label} → ${place!.entry.label}`),
    ),
  ];
}
