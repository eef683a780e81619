import { posix } from 'node:path';
import { DEPLOY_MANIFEST, serializeManifest, type Manifest } from './manifest';
import { uploadRank } from './order';
import { folders, type Plan } from './plan';
import type { Remote } from './remote';

/** What a deploy has just done on the host, in order, for its report (and for tests that watch each step). */
export type Step =
  | { kind: 'folder'; path: string }
  /** The file is about to go up under its temporary name: until it is renamed, that name may be left half written. */
  | { kind: 'uploading'; path: string; temporary: string }
  /** The file is on the host under its temporary name, with its mode set. */
  | { kind: 'uploaded'; path: string; temporary: string }
  /** The temporary file has replaced the file. */
  | { kind: 'replaced'; path: string }
  /** The record of the deploy on the host: `progress` is written by a deploy that stopped before all was up. */
  | { kind: 'manifest'; manifest: 'journal' | 'progress' | 'release' | 'done' }
  | { kind: 'deleted'; path: string }
  | { kind: 'folder-removed'; path: string };

/**
 * The name a file goes up under before it is renamed into place, beside it, so that nobody ever fetches half
 * a file: `assets/.widgets-1a2b.js.deploying`. The same for every deploy, so one run again after an
 * interruption overwrites (or deletes) what the last left.
 */
export const temporaryName = (path: string) => posix.join(posix.dirname(path), `.${posix.basename(path)}.deploying`);

/** Whether a path is a temporary name a deploy uses (left behind only by an interrupted one). */
export const isTemporaryName = (path: string) => /(^|\/)\.[^/]+\.deploying$/.test(path);

/** The file a temporary name stands for: `assets/.widgets-1a2b.js.deploying` → `assets/widgets-1a2b.js`. */
export const realName = (temporary: string) => temporary.replace(/(^|\/)\.([^/]+)\.deploying$/, '$1$2');

export const FILE_MODE = 0o644;
export const FOLDER_MODE = 0o755;
/** Only the account reads the manifest: a host whose web server runs as another user cannot serve it. */
const MANIFEST_MODE = 0o600;

/**
 * Carries out a plan, over one connection or several (the uploads share them): the manifest of every path it
 * may leave, the new folders, each changed file under its temporary name then renamed into place (assets, then
 * pages, then the host files, feeds and sitemap), the new manifest, and only then the deletions, of files
 * earlier deploys uploaded and nothing else.
 *
 * Once `stop` is aborted (a signal), no file is begun: the files already going up are finished and renamed,
 * so the host holds the last release with whole files of this one beside it, and the deploy records which
 * went up, so a run again uploads only the rest. The same record is tried when an upload fails.
 */
export async function publish(
  connections: Remote[],
  plan: Plan,
  onStep: (step: Step) => void | Promise<void> = () => {},
  stop?: AbortSignal,
): Promise<'done' | 'stopped'> {
  const [remote] = connections;
  if (!remote) throw new Error('publish: given no connection to the host to publish through');
  if (stop?.aborted) return 'stopped';
  const put = async (through: Remote, path: string, source: string | Buffer, mode: number) => {
    const temporary = temporaryName(path);
    await through.write(temporary, source);
    await through.chmod(temporary, mode);
    return temporary;
  };
  const writeManifest = async (
    manifest: Manifest,
    name: Extract<Step, { kind: 'manifest' }>['manifest'],
    through = remote,
  ) => {
    const source = Buffer.from(serializeManifest(manifest));
    await through.replace(await put(through, DEPLOY_MANIFEST, source, MANIFEST_MODE), DEPLOY_MANIFEST);
    await onStep({ kind: 'manifest', manifest: name });
  };
  /** The files renamed into place so far, by path, with their hashes. */
  const uploaded = new Map<string, string>();
  // The journal with the files that went up: written through the first connection that still answers.
  const recordProgress = async () => {
    if (uploaded.size === 0) return;
    const progress = { ...plan.journal, files: { ...plan.journal.files, ...Object.fromEntries(uploaded) } };
    for (const through of connections) {
      try {
        return await writeManifest(progress, 'progress', through);
      } catch {
        // That connection is the one that failed: try the next; without any, the next run uploads them again.
      }
    }
  };

  if (plan.uploads.length > 0) {
    await writeManifest(plan.journal, 'journal');
    const made = new Set(plan.existingFolders);
    for (const folder of [...new Set(plan.uploads.flatMap((file) => folders(file.path)))]) {
      if (stop?.aborted) return 'stopped';
      if (made.has(folder)) continue;
      made.add(folder);
      if (await remote.makeFolder(folder)) {
        await remote.chmod(folder, FOLDER_MODE);
        await onStep({ kind: 'folder', path: folder });
      }
    }
    try {
      // Each rank of the order goes up whole, over every connection at once, before the next begins.
      for (const rank of [...new Set(plan.uploads.map((file) => uploadRank(file.path)))]) {
        const queue = plan.uploads.filter((file) => uploadRank(file.path) === rank);
        const next = () => (stop?.aborted ? undefined : queue.shift());
        const workers = await Promise.allSettled(
          connections.map(async (through) => {
            try {
              for (let file = next(); file; file = next()) {
                await onStep({ kind: 'uploading', path: file.path, temporary: temporaryName(file.path) });
                const temporary = await put(through, file.path, file.source, FILE_MODE);
                await onStep({ kind: 'uploaded', path: file.path, temporary });
                await through.replace(temporary, file.path);
                uploaded.set(file.path, file.hash);
                await onStep({ kind: 'replaced', path: file.path });
              }
            } catch (error) {
              // The others finish the file they hold and take no more: the deploy stops where it failed.
              queue.length = 0;
              throw error;
            }
          }),
        );
        const failed = workers.find((worker) => worker.status === 'rejected');
        if (failed) throw failed.reason;
        if (stop?.aborted && uploaded.size < plan.uploads.length) {
          await recordProgress();
          return 'stopped';
        }
      }
    } catch (error) {
      await recordProgress();
      throw error;
    }
  }
  if (writesRecord(plan)) await writeManifest(plan.release, 'release');
  if (plan.deletions.length === 0) return 'done';

  for (const { path, unfinished } of plan.deletions) {
    if (stop?.aborted) return 'stopped';
    await remote.remove(path);
    if (unfinished) await remote.remove(temporaryName(path));
    await onStep({ kind: 'deleted', path });
  }
  const kept = new Set([...Object.keys(plan.done.files), ...Object.keys(plan.done.retained)].flatMap(folders));
  const emptied = [...new Set(plan.deletions.flatMap((d) => folders(d.path)))].filter((folder) => !kept.has(folder));
  for (const folder of emptied.sort((a, b) => b.length - a.length)) {
    if (await remote.removeEmptyFolder(folder)) await onStep({ kind: 'folder-removed', path: folder });
  }
  await writeManifest(plan.done, 'done');
  return 'done';
}

/** Whether a plan writes the manifest: a deploy that changes nothing writes nothing. */
export const writesRecord = (plan: Plan) =>
  plan.uploads.length > 0 || plan.deletions.length > 0 || canonical(plan.journal) !== canonical(plan.release);

/** A manifest's content, whatever the order of its entries. */
const canonical = (manifest: Manifest) =>
  JSON.stringify([
    Object.entries(manifest.files).sort(),
    Object.entries(manifest.retained).sort(),
    [...manifest.stale].sort(),
  ]);
