import { DEPLOY_MANIFEST, type Manifest } from './manifest';
import type { Plan } from './plan';
import { isTemporaryName, realName, writesRecord } from './publish';
import type { Remote } from './remote';

/** A file an interrupted deploy left under a temporary name, and what the real run does with it. */
export interface Leftover {
  path: string;
  fate: string;
}

/**
 * What `--dry-run` prints, from one listing of the host and nothing written: each file the real run would
 * upload (new, changed, or again because a stopped deploy did not finish it), delete or keep, the files a
 * stopped deploy left under temporary names with what the real run does with each, and the host's own files.
 */
export async function dryRun(remote: Remote, plan: Plan, previous: Manifest, say: (line: string) => void) {
  const onHost = await listFiles(remote);
  const owned = new Set([
    DEPLOY_MANIFEST,
    ...Object.keys(plan.release.files),
    ...Object.keys(previous.files),
    ...Object.keys(previous.retained),
    ...previous.stale,
  ]);
  const leftAlone = onHost.filter((path) => !isTemporaryName(path) && !owned.has(path));
  const leftovers = onHost.filter(isTemporaryName).map((path) => ({ path, fate: fateOf(path, plan) }));
  const known = (path: string) => (path in previous.files ? previous.files[path] : previous.retained[path]);
  const uploads = (which: (hash: string | null | undefined) => boolean) =>
    plan.uploads.filter((file) => which(known(file.path))).map((file) => file.path);

  list(
    say,
    'Would upload (new)',
    uploads((hash) => hash === undefined),
  );
  list(
    say,
    'Would replace (changed since the last deploy)',
    uploads((hash) => typeof hash === 'string'),
  );
  list(
    say,
    'Would upload again (a stopped deploy did not record them as up)',
    uploads((hash) => hash === null),
  );
  list(
    say,
    'Would delete (uploaded by an earlier deploy)',
    plan.deletions.map((d) => d.path),
  );
  list(say, 'Would keep one release more (hashed assets pages already loaded may ask for)', plan.retained);
  list(
    say,
    'Left over from a stopped deploy (temporary names no page links)',
    leftovers.map(({ path, fate }) => `${path}: ${fate}`),
  );
  list(say, 'Left alone (not uploaded by a deploy)', leftAlone);
  return { leftAlone, leftovers };
}

/** What the real run does with a file a stopped deploy left under its temporary name. */
function fateOf(temporary: string, plan: Plan): string {
  const path = realName(temporary);
  if (plan.uploads.some((file) => file.path === path))
    return `uploaded again over it, then renamed into place as ${path}`;
  if (plan.deletions.some((d) => d.path === path && d.unfinished))
    return `deleted, with ${path}, which this build has not`;
  if (path === DEPLOY_MANIFEST && writesRecord(plan)) return 'written again as the record of this deploy';
  return 'left alone: no deploy on record was uploading it, so delete it in the host’s file manager';
}

function list(say: (line: string) => void, title: string, lines: string[]) {
  say(`${title}: ${lines.length === 0 ? 'none' : lines.length}`);
  for (const line of lines) say(`  ${line}`);
}

/** Every file under the folder being published into, by path. */
async function listFiles(remote: Remote, folder = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await remote.list(folder)) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.folder) files.push(...(await listFiles(remote, path)));
    else files.push(path);
  }
  return files;
}
