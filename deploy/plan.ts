import { posix } from 'node:path';
import type { LocalFile } from './local-files';
import type { Manifest } from './manifest';
import { byUploadOrder, isHashedAsset } from './order';

/** What a deploy does, worked out before it changes anything; `--dry-run` prints it. */
export interface Plan {
  /** The files whose content differs from what the last deploy left, in upload order. */
  uploads: LocalFile[];
  /** How many files are already there as they are. */
  unchanged: number;
  /** Files earlier deploys uploaded that this release no longer has, each with whether it may be half there. */
  deletions: { path: string; unfinished: boolean }[];
  /** Hashed assets of the previous release kept one release more. */
  retained: string[];
  /** Folders that hold a file the last deploy finished uploading, so are there already. */
  existingFolders: Set<string>;
  /** The manifest written before the first upload: every path this deploy may leave on the host. */
  journal: Manifest;
  /** The manifest written after the last upload: the release, with the files still to delete. */
  release: Manifest;
  /** The manifest once they are deleted. */
  done: Manifest;
}

/**
 * Compares the build with what the last deploy left (its manifest) by content hash: what goes up, what goes,
 * and what stays one release more. A deploy with nothing to upload and nothing to delete is the same release,
 * so running it again deletes nothing it kept.
 */
export function makePlan(
  local: Map<string, LocalFile>,
  previous: Manifest,
  deployedAt: string,
  { partial = false }: { partial?: boolean } = {},
): Plan {
  if (partial) return partialPlan(local, previous);
  const known = new Map<string, string | null>([
    ...Object.entries(previous.retained),
    ...Object.entries(previous.files),
  ]);
  const uploads = [...local.values()].filter((file) => known.get(file.path) !== file.hash);
  uploads.sort((a, b) => byUploadOrder(a.path, b.path));
  const sameRelease = uploads.length === 0 && Object.keys(previous.files).every((path) => local.has(path));

  const retained = Object.fromEntries(
    sameRelease
      ? Object.entries(previous.retained).filter(([path]) => !local.has(path))
      : Object.entries(previous.files).filter(
          (entry): entry is [string, string] => !local.has(entry[0]) && entry[1] !== null && isHashedAsset(entry[0]),
        ),
  );
  const owned = new Set([...known.keys(), ...previous.stale]);
  const deletions = [...owned]
    .filter((path) => !local.has(path) && !(path in retained))
    .sort()
    .map((path) => ({ path, unfinished: previous.files[path] === null }));

  const files = Object.fromEntries([...local.values()].map((file) => [file.path, file.hash]));
  const pending = Object.fromEntries(uploads.map((file) => [file.path, null]));
  const existingFolders = new Set([...known].filter(([, hash]) => hash !== null).flatMap(([path]) => folders(path)));
  return {
    uploads,
    unchanged: local.size - uploads.length,
    deletions,
    retained: Object.keys(retained).sort(),
    existingFolders,
    journal: { ...previous, files: { ...previous.files, ...pending } },
    release: { format: 1, deployedAt, files, retained, stale: deletions.map((d) => d.path) },
    done: { format: 1, deployedAt, files, retained, stale: [] },
  };
}

/**
 * A plan for some files alone (the editor's status, when a change is refused): they go up if they differ,
 * and the release stays as the last deploy left it, every other file kept, nothing deleted.
 */
function partialPlan(local: Map<string, LocalFile>, previous: Manifest): Plan {
  const known = new Map<string, string | null>(Object.entries(previous.files));
  const uploads = [...local.values()].filter((file) => known.get(file.path) !== file.hash);
  uploads.sort((a, b) => byUploadOrder(a.path, b.path));
  const files = { ...previous.files, ...Object.fromEntries([...local.values()].map((file) => [file.path, file.hash])) };
  const pending = Object.fromEntries(uploads.map((file) => [file.path, null]));
  const release: Manifest = { ...previous, files };
  return {
    uploads,
    unchanged: local.size - uploads.length,
    deletions: [],
    retained: Object.keys(previous.retained).sort(),
    existingFolders: new Set([...known].filter(([, hash]) => hash !== null).flatMap(([path]) => folders(path))),
    journal: { ...previous, files: { ...previous.files, ...pending } },
    release,
    done: release,
  };
}

/** The folders a path sits in, outermost first: `a/b/c.html` → `a`, `a/b`. */
export function folders(path: string): string[] {
  const parts = posix
    .dirname(path)
    .split('/')
    .filter((part) => part !== '.');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}
