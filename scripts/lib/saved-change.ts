/**
 * What git says of a change saved to the site's repository (a commit: the CMS makes one per save), for the
 * editor's status: the change a publish was made from, and the one `npm run check:content` refused. Without
 * git, or outside a repository, there is no change to name.
 */
import { spawnSync } from 'node:child_process';
import type { SavedChange } from '../../lib/editor-status';

/** git's answer, or undefined when it fails. */
function git(args: string[], cwd: string): string | undefined {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8' });
  return run.status === 0 ? run.stdout : undefined;
}

/** The change `ref` names (HEAD unless told), or undefined without git. */
export function savedChange(cwd: string, ref = 'HEAD'): SavedChange | undefined {
  const [commit, time, ...subject] =
    git(['log', '-1', '--format=%H%n%cI%n%s', ref, '--'], cwd)?.trimEnd().split('\n') ?? [];
  return commit && time ? { commit, time, subject: subject.join('\n') } : undefined;
}

/**
 * The files that differ between two commits (the one a push started from and the one it ends at), or
 * undefined when git cannot say: the first push of a branch (its start is all zeros), a commit not fetched.
 */
export function changedFiles(cwd: string, from: string, to = 'HEAD'): string[] | undefined {
  if (/^0+$/.test(from)) return undefined;
  return git(['diff', '--name-only', '--no-renames', from, to, '--'], cwd)?.split('\n').filter(Boolean);
}
