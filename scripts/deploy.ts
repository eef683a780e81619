/**
 * `npm run deploy` (after `npm run build`): publishes dist/ to the host DEPLOY_TARGET names, over FTPS or
 * SFTP, with admin/published.json saying when and from which change; `-- --dry-run` prints what it would do
 * and changes nothing; `--only <file>` publishes that file of the build alone (`npm run deploy:status`: the
 * editor's status of a refused change). Settings: README, Deploying. Every line
 * printed is masked of the password, whatever a server or library put in it.
 */
import { join } from 'node:path';
import { deploy } from '../deploy/deploy';
import { DeployError } from '../deploy/deploy-error';
import { readSettings, type DeploySettings } from '../deploy/settings';
import { PUBLISHED_FILE, type Published } from '../lib/editor-status';
import { writeWhole } from '../lib/files';
import { addToRunSummary, launchSummary } from '../stages/build-summary';
import { launchReport, placeholdersLeft } from './lib/launch-check';
import { savedChange } from './lib/saved-change';

const USAGE =
  'Usage: npm run deploy [-- --dry-run] [--from <built site folder, dist by default>] [--only <file under it>]…';

function parseArguments(args: string[]) {
  let dryRun = false;
  let from = 'dist';
  let only: string[] | undefined;
  const queue = [...args];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    const value = queue[0];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--from' && value) {
      from = value;
      queue.shift();
    } else if (arg === '--only' && value) {
      only = [...(only ?? []), value];
      queue.shift();
    } else throw new DeployError(`Unknown argument "${arg}". ${USAGE}`);
  }
  return { dryRun, from, only };
}

const mask = (secrets: string[]) => (line: string) =>
  secrets.filter(Boolean).reduce((text, secret) => text.split(secret).join('********'), line);

let settings: DeploySettings;
let options: ReturnType<typeof parseArguments>;
try {
  options = parseArguments(process.argv.slice(2));
  settings = readSettings(process.env);
} catch (error) {
  if (!(error instanceof DeployError)) throw error;
  console.error(mask([process.env.DEPLOY_PASSWORD ?? ''])(error.message));
  process.exit(1);
}
// A placeholder published by mistake (an example.org address, a zero paybill) reaches donors and parents:
// the site is published only once every one is replaced, or when DEPLOY_ALLOW_PLACEHOLDERS=1 says it is a
// demonstration. Checked before any connection is made. The editor's status alone (`--only`) publishes no
// content, and is what tells the editor why their change is not live.
if (process.env.DEPLOY_ALLOW_PLACEHOLDERS !== '1' && !options.only) {
  const left = await placeholdersLeft();
  if (left.length > 0) {
    console.error(
      `Not published: ${launchReport(left)}\nReplace them (npm run check:launch lists them), or set DEPLOY_ALLOW_PLACEHOLDERS=1 to publish a demonstration site.`,
    );
    await addToRunSummary(launchSummary(left), process.env.GITHUB_STEP_SUMMARY);
    process.exit(1);
  }
}
// When, and from which change, the site was published, for the editor's status in /admin/: uploaded last.
if (!options.dryRun && !options.only) {
  const change = savedChange(process.cwd());
  const published: Published = { time: new Date().toISOString(), ...(change ? { change } : {}) };
  await writeWhole(join(options.from, PUBLISHED_FILE), `${JSON.stringify(published, null, 2)}\n`);
}
const masked = mask(settings.secrets);
const result = await deploy({ ...options, settings, say: (line) => console.log(masked(line)) });
if (result.failure) console.error(masked(result.failure));
process.exitCode = result.ok ? 0 : 1;
