import type { Manifest } from './manifest';
import type { Plan } from './plan';
import type { Step } from './publish';

/**
 * What a deploy has done so far, kept step by step, so that however it ends (published, stopped by a signal,
 * failed) its last lines say what went up, what did not, what is left on the host, and what to do next.
 */
export class Progress {
  /** Where the deploy is: before its first change to the host, uploading, or deleting old files. */
  stage: 'preparing' | 'uploading' | 'deleting' = 'preparing';
  plan?: Plan;
  /** What an earlier deploy that stopped left unfinished, as the manifest records it. */
  earlier?: EarlierRun;
  /** Whether no deploy was recorded on the host before this one: there is no last release to keep. */
  first = false;
  uploaded = 0;
  deleted = 0;
  /** The temporary names of the files going up now: each is left half written if the deploy ends at once. */
  readonly inFlight = new Map<string, string>();

  /** Keeps count of a step the deploy took on the host. */
  see(step: Step) {
    if (step.kind === 'manifest' && step.manifest === 'journal') this.stage = 'uploading';
    if (step.kind === 'manifest' && step.manifest === 'release') this.stage = 'deleting';
    if (step.kind === 'uploading') this.inFlight.set(step.path, step.temporary);
    if (step.kind === 'replaced') {
      this.inFlight.delete(step.path);
      this.uploaded++;
    }
    if (step.kind === 'deleted') this.deleted++;
  }
}

export interface EarlierRun {
  /** Files it was uploading that are not recorded as up: each may be half there under its temporary name. */
  pending: string[];
  /** Old files it had still to delete. */
  stale: string[];
}

/** What the manifest says an earlier deploy left unfinished, if it did. */
export function earlierRun(manifest: Manifest): EarlierRun | undefined {
  const pending = Object.keys(manifest.files).filter((path) => manifest.files[path] === null);
  return pending.length > 0 || manifest.stale.length > 0 ? { pending, stale: manifest.stale } : undefined;
}

/** What an earlier deploy that stopped left, in words. */
const leftBy = ({ pending, stale }: EarlierRun) =>
  [
    pending.length > 0 &&
      `${count(pending.length, 'file')} it was uploading ${pending.length === 1 ? 'is' : 'are'} not recorded as up`,
    stale.length > 0 && `${count(stale.length, 'old file')} ${stale.length === 1 ? 'is' : 'are'} still to delete`,
  ]
    .filter(Boolean)
    .join(', and ');

/** The line a deploy (or a dry run) says when the host holds what an earlier, stopped deploy left. */
export function earlierRunLine(earlier: EarlierRun, dryRun: boolean): string {
  return (
    `An earlier deploy stopped before it finished: ${leftBy(earlier)}. ${dryRun ? 'The real run' : 'This run'} ` +
    'uploads again those this build has (over any half-uploaded copy under a .deploying name), and deletes the rest.'
  );
}

/** How a deploy ended. */
export type Ending =
  { kind: 'published'; checked: boolean } | { kind: 'stopped'; signal: string; atOnce?: boolean } | { kind: 'failed' };

const NEXT = 'run `npm run deploy` again to finish';

/** The last lines of a deploy, however it ended: what went up and what did not, what is on the host, what next. */
export function endReport(progress: Progress, ending: Ending): string[] {
  const { plan, stage, uploaded, deleted, earlier } = progress;
  const toUpload = plan?.uploads.length ?? 0;
  const toDelete = plan?.deletions.length ?? 0;
  const head =
    ending.kind === 'published'
      ? 'Published'
      : ending.kind === 'failed'
        ? 'Not finished'
        : `Stopped by ${ending.signal}, ${ending.atOnce ? 'at once' : 'before its next file'}`;
  const counts = plan
    ? `${uploaded} of ${toUpload} files uploaded, ${toUpload - uploaded} not` +
      `${toDelete > 0 ? `; ${deleted} of ${toDelete} old files deleted` : ''}; ${plan.unchanged} unchanged`
    : 'no file uploaded, before the deploy knew what to upload';
  const lines = [`${head}: ${counts}.`];

  if (ending.kind === 'published') {
    // Publishing some files alone (the editor's status) leaves what a stopped deploy left as it was.
    const still = plan && earlierRun(plan.done);
    lines.push(
      still
        ? `Left on the host from a stopped deploy: ${leftBy(still)}.`
        : `Left on the host from a stopped deploy: nothing${earlier ? ' (this run finished what an earlier one left)' : ''}.`,
      still
        ? `Next: ${NEXT}.`
        : ending.checked
          ? 'Next: nothing to do; the site is up to date.'
          : 'Next: the files are all up, but the site does not answer as it should: see the lines marked ✗ above.',
    );
    return lines;
  }
  const halfWritten = [...progress.inFlight.values()];
  if (stage === 'deleting') {
    lines.push(
      `Left on the host: this release, all up, with ${count(toDelete - deleted, 'old file')} still to delete.`,
    );
  } else if (stage === 'uploading') {
    lines.push(
      (progress.first
        ? `Left on the host: ${count(uploaded, 'file')} of this release; `
        : `Left on the host: the last release, nothing of it deleted, with ${count(uploaded, 'file')} of this one beside it; `) +
        'every page there finds the files it links, as each goes up before the pages that use it.' +
        (halfWritten.length > 0
          ? ` ${count(halfWritten.length, 'file')} may be left half-uploaded, under ${halfWritten.length === 1 ? 'a temporary name' : 'temporary names'} no page links: ${halfWritten.join(', ')}.`
          : ''),
    );
  } else {
    lines.push(
      earlier
        ? 'Left on the host: this run changed nothing; what an earlier stopped deploy left is still there (npm run deploy -- --dry-run lists it).'
        : 'Left on the host: nothing of this run; the site is as it was.',
    );
  }
  const finish =
    stage === 'preparing' && !earlier
      ? 'run `npm run deploy` again to publish'
      : stage === 'deleting'
        ? `${NEXT}: it deletes the old files left`
        : `${NEXT}: it uploads what is not up yet, over any half-uploaded copy, then deletes the old files`;
  lines.push(`Next: ${ending.kind === 'failed' ? `fix what the message above says, then ${finish}` : finish}.`);
  return lines;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
