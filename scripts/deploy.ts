/**
 * `npm run deploy` (after `npm run build`): publishes dist/ to the host DEPLOY_TARGET names, over FTPS or
 * SFTP, with admin/published.json saying when and from which change; `-- --dry-run` prints what it would do
 * and changes nothing; `--only <file>` publishes that file of the build alone (`npm run deploy:status`: the
 * editor's status of a refused change); `--stopped` publishes alone the note that this change's publish
 * stopped (`npm run deploy:stopped`, publish.yml). Settings: README, Deploying. Every line printed is masked
 * of the password, whatever a server or library put in it.
 *
 * Ctrl-C (SIGINT), a cancelled run or `kill` (SIGTERM) and a closed terminal (SIGHUP) stop it before its next
 * file, once the files going up are in place; a second signal stops it at once. Either way it says what it did,
 * then ends by the signal (status 128 + its number), as a shell expects of a program it interrupted.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deploy } from '../deploy/deploy';
import { DeployError } from '../deploy/deploy-error';
import { endReport, Progress } from '../deploy/progress';
import { readSettings, type DeploySettings } from '../deploy/settings';
import { PUBLISHED_FILE, PUBLISH_STOPPED_FILE, type Published, type PublishStopped } from '../lib/editor-status';
import { writeWhole } from '../lib/files';
import { addToRunSummary, launchSummary } from '../stages/build-summary';
import { launchReport, placeholdersLeft } from './lib/launch-check';
import { savedChange } from './lib/saved-change';

const USAGE =
  'Usage: npm run deploy [-- --dry-run] [--from <built site folder, dist by default>] [--only <file under it>]… [--stopped]';

const mask = (secrets: string[]) => (line: string) =>
  secrets.filter(Boolean).reduce((text, secret) => text.split(secret).join('********'), line);
let masked = mask([process.env.DEPLOY_PASSWORD ?? '']);

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'] as const;
const stop = new AbortController();
const progress = new Progress();

/** Ends the process by the signal, as if it had not been caught: a shell or npm sees what interrupted it. */
function endBy(signal: NodeJS.Signals): never {
  for (const name of SIGNALS) process.removeAllListeners(name);
  process.kill(process.pid, signal);
  // The default action ends the process before this is reached; if it is ignored, end with its status anyway.
  process.exit(1);
}

let firstSignal = 0;
function onSignal(signal: NodeJS.Signals) {
  // A dry run only reads: there is nothing to finish.
  if (options?.dryRun) {
    console.error(`${signal}: the dry run stopped; it changed nothing on the host.`);
    endBy(signal);
  }
  if (!stop.signal.aborted) {
    firstSignal = Date.now();
    stop.abort(signal);
    // On standard output, after the files already reported: what is reported after it was going up before it.
    console.log(
      `${signal}: stopping before the next file, once the files going up now are in place; ${signal} again stops at once.`,
    );
    return;
  }
  // Ctrl-C reaches npm and the deploy both, and npm passes its own on: one keypress, two signals.
  if (Date.now() - firstSignal < 1000) return;
  for (const line of endReport(progress, { kind: 'stopped', signal, atOnce: true })) console.error(masked(line));
  endBy(signal);
}
for (const signal of SIGNALS) process.on(signal, onSignal);
// A closed terminal takes the deploy's output with it: the deploy goes on to a safe stop regardless.
for (const stream of [process.stdout, process.stderr]) stream.on('error', () => {});

function parseArguments(args: string[]) {
  let dryRun = false;
  let stopped = false;
  let from = 'dist';
  let only: string[] | undefined;
  const queue = [...args];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    const value = queue[0];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--stopped') stopped = true;
    else if (arg === '--from' && value) {
      from = value;
      queue.shift();
    } else if (arg === '--only' && value) {
      only = [...(only ?? []), value];
      queue.shift();
    } else throw new DeployError(`Unknown argument "${arg}". ${USAGE}`);
  }
  return { dryRun, stopped, from, only };
}

/** Ends a deploy that did not start: why, then its report (nothing uploaded, the host as it was, what to do). */
function refuse(message: string): never {
  for (const line of [message, ...endReport(progress, { kind: 'failed' })]) console.error(masked(line));
  process.exit(1);
}

const REPLACE_THEM =
  'Replace them (npm run check:launch lists them), or set DEPLOY_ALLOW_PLACEHOLDERS=1 to publish a demonstration site.';

let settings: DeploySettings;
let options: ReturnType<typeof parseArguments> | undefined;
try {
  options = parseArguments(process.argv.slice(2));
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  refuse(error.message);
}
masked = mask(settings.secrets);
const change = savedChange(process.cwd());
// The note that this change's publish stopped, published alone, so /admin/ says the site was not updated.
if (options.stopped) {
  options.from = await mkdtemp(join(tmpdir(), 'publish-stopped-'));
  options.only = [PUBLISH_STOPPED_FILE];
  const note: PublishStopped = { time: new Date().toISOString(), ...(change ? { change } : {}) };
  await writeWhole(join(options.from, PUBLISH_STOPPED_FILE), `${JSON.stringify(note, null, 2)}\n`);
}
// A placeholder published by mistake (an example.org address, a zero paybill) reaches donors and parents:
// the site is published only once every one is replaced, or when DEPLOY_ALLOW_PLACEHOLDERS=1 says it is a
// demonstration. Checked before any connection is made. The editor's status alone (`--only`) publishes no
// content, and is what tells the editor why their change is not live. A dry run lists them, and goes on.
const left = process.env.DEPLOY_ALLOW_PLACEHOLDERS !== '1' && !options.only ? await placeholdersLeft() : [];
if (left.length > 0 && !options.dryRun) {
  await addToRunSummary(launchSummary(left), process.env.GITHUB_STEP_SUMMARY);
  refuse(`Not published: ${launchReport(left)}\n${REPLACE_THEM}`);
}
// When, and from which change, the site was published, for the editor's status in /admin/: uploaded last.
if (!options.dryRun && !options.only) {
  const published: Published = { time: new Date().toISOString(), ...(change ? { change } : {}) };
  await writeWhole(join(options.from, PUBLISHED_FILE), `${JSON.stringify(published, null, 2)}\n`);
}
const result = await deploy({
  ...options,
  settings,
  say: (line) => console.log(masked(line)),
  stop: stop.signal,
  progress,
});
if (result.failure) console.error(masked(result.failure));
for (const line of result.report) (result.ok ? console.log : console.error)(masked(line));
if (left.length > 0) {
  console.log(`Warning: a real run would publish nothing: ${launchReport(left)}\n${REPLACE_THEM}`);
}
if (result.stopped) endBy(result.stopped as NodeJS.Signals);
process.exitCode = result.ok ? 0 : 1;
