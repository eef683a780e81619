/**
 * `npm run deploy` (after `npm run build`): publishes dist/ to the host DEPLOY_TARGET names, over FTPS or
 * SFTP; `-- --dry-run` prints what it would do and changes nothing. Settings: README, Deploying. Every line
 * printed is masked of the password, whatever a server or library put in it.
 */
import { deploy } from '../deploy/deploy';
import { DeployError } from '../deploy/deploy-error';
import { readSettings, type DeploySettings } from '../deploy/settings';
import { addToRunSummary, launchSummary } from './lib/build-summary';
import { launchReport, placeholdersLeft } from './lib/launch-check';

const USAGE = 'Usage: npm run deploy [-- --dry-run] [--from <built site folder, dist by default>]';

function parseArguments(args: string[]) {
  let dryRun = false;
  let from = 'dist';
  const queue = [...args];
  for (let arg = queue.shift(); arg !== undefined; arg = queue.shift()) {
    const value = queue[0];
    if (arg === '--dry-run') dryRun = true;
    else if (arg === '--from' && value) {
      from = value;
      queue.shift();
    } else throw new DeployError(`Unknown argument "${arg}". ${USAGE}`);
  }
  return { dryRun, from };
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
// demonstration. Checked before any connection is made.
if (process.env.DEPLOY_ALLOW_PLACEHOLDERS !== '1') {
  const left = await placeholdersLeft();
  if (left.length > 0) {
    console.error(
      `Not published: ${launchReport(left)}\nReplace them (npm run check:launch lists them), or set DEPLOY_ALLOW_PLACEHOLDERS=1 to publish a demonstration site.`,
    );
    await addToRunSummary(launchSummary(left), process.env.GITHUB_STEP_SUMMARY);
    process.exit(1);
  }
}
const masked = mask(settings.secrets);
const result = await deploy({ ...options, settings, say: (line) => console.log(masked(line)) });
if (result.failure) console.error(masked(result.failure));
process.exitCode = result.ok ? 0 : 1;
