import { posix } from 'node:path';
import { explain } from './failures';
import { connectFtps } from './ftps';
import { readLocalFiles } from './local-files';
import { DEPLOY_MANIFEST, emptyManifest, parseManifest } from './manifest';
import { makePlan, type Plan } from './plan';
import { isTemporaryName, publish, type Step } from './publish';
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
  now?: Date;
}

export interface DeployResult {
  ok: boolean;
  plan?: Plan;
  /** Files on the host that no deploy uploaded: never touched (listed by a dry run). */
  leftAlone?: string[];
  /** What went wrong and what to check, when something did. */
  failure?: string;
}

export const connect = (settings: DeploySettings, warn: (line: string) => void): Promise<Remote> =>
  settings.protocol === 'sftp' ? connectSftp(settings) : connectFtps(settings, warn);

/** Publishes a built site to the host, or says what it would do; a failure is returned, explained, never thrown. */
export async function deploy(options: DeployOptions): Promise<DeployResult> {
  const { settings, say } = options;
  let progress: 'nothing' | 'uploading' | 'deleting' = 'nothing';
  const connections: Remote[] = [];
  try {
    const local = await readLocalFiles(options.from, options.only);
    const remote = await connect(settings, (line) => say(`! ${line}`));
    connections.push(remote);
    const stored = await remote.read(DEPLOY_MANIFEST);
    const previous = stored ? parseManifest(stored, posix.join(settings.folder, DEPLOY_MANIFEST)) : emptyManifest();
    const plan = makePlan(local, previous, (options.now ?? new Date()).toISOString(), {
      partial: options.only !== undefined,
    });
    const bytes = plan.uploads.reduce((sum, file) => sum + file.size, 0);
    say(
      `${options.dryRun ? 'Dry run, nothing changes on' : 'Publishing to'} ${settings.label}: ` +
        `${plan.uploads.length} of ${local.size} files to upload (${kilobytes(bytes)}), ${plan.unchanged} already there, ` +
        `${plan.deletions.length} to delete, ${plan.retained.length} of the last release kept one more.`,
    );
    if (!stored) say('No earlier deploy is recorded there: every file goes up, and nothing of the host’s is deleted.');

    if (options.dryRun) {
      const owned = new Set([
        DEPLOY_MANIFEST,
        ...local.keys(),
        ...Object.keys(previous.files),
        ...Object.keys(previous.retained),
        ...previous.stale,
      ]);
      const leftAlone = (await listFiles(remote)).filter((path) => !owned.has(path));
      list(
        say,
        'Would upload',
        plan.uploads.map((file) => file.path),
      );
      list(
        say,
        'Would delete (uploaded by an earlier deploy)',
        plan.deletions.map((d) => d.path),
      );
      list(say, 'Would keep one release more (hashed assets pages already loaded may ask for)', plan.retained);
      list(say, 'Left alone (not uploaded by a deploy)', leftAlone);
      return { ok: true, plan, leftAlone };
    }

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
    await publish(connections, plan, async (step) => {
      if (step.kind === 'manifest' && step.manifest === 'journal') progress = 'uploading';
      if (step.kind === 'replaced') say(`↑ ${step.path}`);
      if (step.kind === 'manifest' && step.manifest === 'release') progress = 'deleting';
      if (step.kind === 'deleted') say(`✕ ${step.path}`);
      await options.onStep?.(step);
    });
    say(
      `Published: ${plan.uploads.length} uploaded, ${plan.deletions.length} deleted, ${plan.unchanged} unchanged` +
        `${plan.retained.length > 0 ? `, ${plan.retained.length} of the last release kept` : ''}.`,
    );
    await Promise.all(connections.splice(0).map((connection) => connection.close()));
    if (settings.siteUrl) {
      const check = await smokeCheck(settings.siteUrl, options.from);
      say(`Checked ${settings.siteUrl.href}:`);
      check.lines.forEach((line) => say(`  ${line}`));
      if (!check.ok) say('The files are up, but the site does not answer as it should: see the lines marked ✗.');
      return { ok: check.ok, plan };
    }
    return { ok: true, plan };
  } catch (error) {
    return { ok: false, failure: explain(settings, error, progress) };
  } finally {
    await Promise.all(connections.map((connection) => connection.close().catch(() => {})));
  }
}

const kilobytes = (bytes: number) => `${Math.ceil(bytes / 1024).toLocaleString('en')} KB`;

function list(say: (line: string) => void, title: string, paths: string[]) {
  say(`${title}: ${paths.length === 0 ? 'none' : paths.length}`);
  for (const path of paths) say(`  ${path}`);
}

/** Every file under the folder being published into, by path, for the dry run's list of what is left alone. */
async function listFiles(remote: Remote, folder = ''): Promise<string[]> {
  const files: string[] = [];
  for (const entry of await remote.list(folder)) {
    const path = folder ? `${folder}/${entry.name}` : entry.name;
    if (entry.folder) files.push(...(await listFiles(remote, path)));
    else if (!isTemporaryName(path)) files.push(path);
  }
  return files;
}
