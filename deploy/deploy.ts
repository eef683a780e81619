import { posix } from 'node:path';
import { explain } from './failures';
import { connectFtps } from './ftps';
import { readLocalFiles } from './local-files';
import { DEPLOY_MANIFEST, emptyManifest, parseManifest } from './manifest';
import { makePlan, type Plan } from './plan';
import { dryRun, type Leftover } from './dry-run';
import { earlierRun, earlierRunLine, endReport, Progress } from './progress';
import { publish, type Step } from './publish';
import type { Remote } from './remote';
import type { DeploySettings } from './settings';
import { connectSftp } from './sftp';
import { smokeCheck } from './smoke-check';

export interface DeployOptions {
  settings: DeploySettings;
  /** The built site to publish (dist/). */
  from: string;
  /** Prints what would be uploaded, deleted and left alone, and changes nothing. */
  dryRun?: boolean;
  /**
   * Publishes these files of the build alone (paths under the web root), keeping the rest of the last
   * release as it is: the editor's status of a change that was refused (`npm run deploy:status`).
   */
  only?: string[];
  /** Prints a line of the report. */
  say: (line: string) => void;
  /** Watches each step on the host (the tests do). */
  onStep?: (step: Step) => void | Promise<void>;
  /** Aborted (by a signal), the deploy begins no other file: it finishes those going up, and reports. */
  stop?: AbortSignal;
  /** Where the deploy keeps count of what it did (for a report made while it runs: a second signal's). */
  progress?: Progress;
  now?: Date;
}

export interface DeployResult {
  ok: boolean;
  plan?: Plan;
  /** Files on the host that no deploy uploaded: never touched (listed by a dry run). */
  leftAlone?: string[];
  /** Files a stopped deploy left under temporary names, with what the real run does with each (a dry run's). */
  leftovers?: Leftover[];
  /** What went wrong and what to check, when something did. */
  failure?: string;
  /** The signal that stopped it, if one did. */
  stopped?: string;
  /** Its last lines: what went up and what did not, what is left on the host, and what to do next. */
  report: string[];
}

export const connect = (settings: DeploySettings, warn: (line: string) => void): Promise<Remote> =>
  settings.protocol === 'sftp' ? connectSftp(settings) : connectFtps(settings, warn);

/** The signal an aborted `stop` names (its reason), for the report. */
const signalOf = (stop: AbortSignal) => (typeof stop.reason === 'string' ? stop.reason : 'a signal');

/** Publishes a built site to the host, or says what it would do; a failure is returned, explained, never thrown. */
export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const { settings, say, stop } = options;
  const progress = options.progress ?? new Progress();
  const connections: Remote[] = [];
  const stopped = (): DeployResult => {
    const signal = signalOf(stop!);
    return {
      ok: false,
      plan: progress.plan,
      stopped: signal,
      report: endReport(progress, { kind: 'stopped', signal }),
    };
  };
  try {
    const local = await readLocalFiles(options.from, options.only);
    if (stop?.aborted) return stopped();
    const remote = await connect(settings, (line) => say(`! ${line}`));
    connections.push(remote);
    const stored = await remote.read(DEPLOY_MANIFEST);
    const previous = stored ? parseManifest(stored, posix.join(settings.folder, DEPLOY_MANIFEST)) : emptyManifest();
    const plan = makePlan(local, previous, (options.now ?? new Date()).toISOString(), {
      partial: options.only !== undefined,
    });
    progress.plan = plan;
    progress.earlier = earlierRun(previous);
    progress.first = !stored;
    const bytes = plan.uploads.reduce((sum, file) => sum + file.size, 0);
    say(
      `${options.dryRun ? 'Dry run, nothing changes on' : 'Publishing to'} ${settings.label}: ` +
        `${plan.uploads.length} of ${local.size} files to upload (${kilobytes(bytes)}), ${plan.unchanged} already there, ` +
        `${plan.deletions.length} to delete, ${plan.retained.length} of the last release kept one more.`,
    );
    if (!stored) say('No earlier deploy is recorded there: every file goes up, and nothing of the host’s is deleted.');
    if (progress.earlier) say(earlierRunLine(progress.earlier, options.dryRun === true));

    if (options.dryRun) return { ok: true, plan, ...(await dryRun(remote, plan, previous, say)), report: [] };
    if (stop?.aborted) return stopped();

    // More connections upload side by side; a host that allows fewer (many allow a handful per account)
    // leaves the deploy with the ones it accepted.
    if (plan.uploads.length > 1) {
      const extra = await Promise.allSettled(
        Array.from({ length: Math.min(settings.connections, plan.uploads.length) - 1 }, () =>
          connect(settings, () => {}),
        ),
      );
      for (const result of extra) if (result.status === 'fulfilled') connections.push(result.value);
    }
    if (stop?.aborted) return stopped();
    const outcome = await publish(
      connections,
      plan,
      async (step) => {
        progress.see(step);
        if (step.kind === 'replaced') say(`↑ ${step.path}`);
        if (step.kind === 'deleted') say(`✕ ${step.path}`);
        await options.onStep?.(step);
      },
      stop,
    );
    if (outcome === 'stopped') return stopped();
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    let checked = true;
    if (settings.siteUrl) {
      const check = await smokeCheck(settings.siteUrl, options.from);
      say(`Checked ${settings.siteUrl.href}:`);
      check.lines.forEach((line) => say(`  ${line}`));
      checked = check.ok;
    }
    return { ok: checked, plan, report: endReport(progress, { kind: 'published', checked }) };
  } catch (error) {
    return {
      ok: false,
      plan: progress.plan,
      failure: explain(settings, error),
      report: endReport(progress, { kind: 'failed' }),
    };
  } finally {
    await Promise.all(connections.map((connection) => connection.close().catch(() => {})));
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;
