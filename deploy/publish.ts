import { posix } from 'node:path';
import { DEPLOY_MANIFEST, serializeManifest, type Manifest } from './manifest';
import { uploadRank } from './order';
import { folders, type Plan } from './plan';
import type { Remote } from './remote';

/** What a deploy has just done on the host, in order, for its report (and for tests that watch each step). */
export type Step =
  | { kind: 'folder'; path: string }
  /** The file is on the host under its temporary name, with its mode set. */
  | { kind: 'uploaded'; path: string; temporary: string }
  /** The temporary file has replaced the file. */
  | { kind: 'replaced'; path: string }
  | { kind: 'manifest'; manifest: 'journal' | 'release' | 'done' }
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

export const FILE_MODE = 0o644;
export const FOLDER_MODE = 0o755;
/** Only the account reads the manifest: a host whose web server runs as another user cannot serve it. */
const MANIFEST_MODE = 0o600;

/**
 * Carries out a plan, over one connection or several (the uploads share them): the manifest of every path it
 * may leave, the new folders, each changed file under its temporary name then renamed into place (assets, then
 * pages, then the host files, feeds and sitemap), the new manifest, and only then the deletions, of files
 * earlier deploys uploaded and nothing else.
 */
export async function publish(
  connections: Remote[],
  plan: Plan,
  onStep: (step: Step) => void | Promise<void> = () => {},
) {
  const [remote] = connections;
  if (!remote) throw new Error('publish: given no connection to the host to publish through');
  const put = async (through: Remote, path: string, source: string | Buffer, mode: number) => {
    const temporary = temporaryName(path);
    await through.write(temporary, source);
    await through.chmod(temporary, mode);
    return temporary;
  };
  const writeManifest = async (manifest: Manifest, name: Extract<Step, { kind: 'manifest' }>['manifest']) => {
    const source = Buffer.from(serializeManifest(manifest));
    await remote.replace(await put(remote, DEPLOY_MANIFEST, source, MANIFEST_MODE), DEPLOY_MANIFEST);
    await onStep({ kind: 'manifest', manifest: name });
  };

  if (plan.uploads.length > 0) {
    await writeManifest(plan.journal, 'journal');
    const made = new Set(plan.existingFolders);
    for (const folder of [...new Set(plan.uploads.flatMap((file) => folders(file.path)))]) {
      if (made.has(folder)) continue;
      made.add(folder);
      if (await remote.makeFolder(folder)) {
        await remote.chmod(folder, FOLDER_MODE);
        await onStep({ kind: 'folder', path: folder });
      }
    }
    // Each rank of the order goes up whole, over every connection at once, before the next begins.
    for (const rank of [...new Set(plan.uploads.map((file) => uploadRank(file.path)))]) {
      const queue = plan.uploads.filter((file) => uploadRank(file.path) === rank);
      const workers = await Promise.allSettled(
        connections.map(async (through) => {
          try {
            for (let file = queue.shift(); file; file = queue.shift()) {
              const temporary = await put(through, file.path, file.source, FILE_MODE);
              await onStep({ kind: 'uploaded', path: file.path, temporary });
              await through.replace(temporary, file.path);
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
    }
  }
  if (plan.uploads.length > 0 || plan.deletions.length > 0 || canonical(plan.journal) !== canonical(plan.release)) {
    await writeManifest(plan.release, 'release');
  }
  if (plan.deletions.length === 0) return;

  for (const { path, unfinished } of plan.deletions) {
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
}

/** A manifest's content, whatever the order of its entries: a deploy that changes nothing writes nothing. */
const canonical = (manifest: Manifest) =>
  JSON.stringify([
    Object.entries(manifest.files).sort(),
    Object.entries(manifest.retained).sort(),
    [...manifest.stale].sort(),
  ]);
