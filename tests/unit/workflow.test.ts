import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defined } from '../support/defined';

const root = join(import.meta.dirname, '../..');

interface Step {
  id?: string;
  name?: string;
  run?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string>;
  env?: Record<string, string>;
}
interface Workflow {
  on: Record<string, unknown>;
  concurrency?: { group: string; 'cancel-in-progress': boolean };
  jobs: Record<string, { container?: string; env?: Record<string, string>; steps: Step[] }>;
}

const read = (file: string) => readFileSync(join(root, file), 'utf8');
const workflow = (name: string) => parse(read(`.github/workflows/${name}`)) as Workflow;
/** The commands a guide gives in its code blocks. */
const commandsIn = (guide: string) =>
  [...guide.matchAll(/```sh\n([\s\S]*?)```/g)].flatMap(([, block]) =>
    defined(block, 'a code block of a guide')
      .split('\n')
      .map((line) => line.replace(/#.*/, '').trim())
      .filter(Boolean),
  );
const readmeCommands = commandsIn(read('README.md'));
/** The guide to deploying, which names the command and the secrets to set. */
const deploying = read('docs/deploying.md');
const deployingCommands = commandsIn(deploying);

describe('the CI workflows', () => {
  it('test every pull request, and every push to main before publishing it', () => {
    expect(workflow('ci.yml').on).toHaveProperty('pull_request');
    const publish = workflow('publish.yml');
    expect((publish.on.push as { branches: string[] }).branches).toEqual(['main']);
  });

  it('run the project’s one test command, .ci/run, on Debian 12 as here', () => {
    const jobs = [
      defined(workflow('ci.yml').jobs.test, 'ci.yml: its test job'),
      defined(workflow('publish.yml').jobs.publish, 'publish.yml: its publish job'),
    ];
    for (const [name, job] of jobs.entries()) {
      expect(job.container, `workflow ${name}`).toMatch(/bookworm/);
      expect(job.steps.map((step) => step.run).filter(Boolean)).toContain('.ci/run');
      expect(job.steps.find((step) => step.uses?.startsWith('actions/cache'))?.with?.path).toBe(
        'node_modules/.cache/pictures',
      );
    }
    expect(read('.ci/run')).toMatch(/^npm test$/m);
    expect(read('.ci/run')).toMatch(/vsftpd:\/usr\/sbin\/vsftpd openssh-server:\/usr\/sbin\/sshd/);
    expect(readmeCommands).toContain('npm test');
  });

  it('keep the pictures’ and the content’s caches, which npm ci would empty: restored after it installs', () => {
    const caches = (steps: Step[]) =>
      steps.flatMap((step, at) => (step.uses?.startsWith('actions/cache') ? [[step.with?.path, at] as const] : []));
    const publish = defined(workflow('publish.yml').jobs.publish, 'publish.yml: its publish job').steps;
    const install = publish.findIndex((step) => /^npm ci\b/m.test(step.run ?? ''));
    expect(caches(publish).map(([path]) => path)).toEqual([
      'node_modules/.cache/pictures',
      'node_modules/.cache/content',
    ]);
    for (const [path, at] of caches(publish)) expect(at, `${path} restored after npm ci`).toBeGreaterThan(install);
    // No step installs again before the content is checked; the whole suite's .ci/run keeps the caches aside as
    // it installs, for either workflow.
    expect(publish.filter((step) => /\bnpm ci\b/.test(step.run ?? ''))).toHaveLength(1);
    const ci = defined(workflow('ci.yml').jobs.test, 'ci.yml: its test job').steps;
    expect(caches(ci).map(([path]) => path)).toEqual(['node_modules/.cache/pictures', 'node_modules/.cache/content']);
    const run = read('.ci/run');
    const [aside, installs, back] = [
      run.indexOf('mv node_modules/.cache'),
      run.search(/^npm ci\b/m),
      run.indexOf('node_modules/; }'),
    ];
    expect(aside).toBeGreaterThan(0);
    expect(installs).toBeGreaterThan(aside);
    expect(back).toBeGreaterThan(installs);
  });

  it('publishes only what passed: a content-only push after npm run check:content, any other push and the nightly run after the whole suite; one deploy at a time, with the command and secrets docs/deploying.md gives', () => {
    const publish = workflow('publish.yml');
    expect(publish.on).toHaveProperty('schedule');
    expect(publish.concurrency).toEqual({ group: 'publish', 'cancel-in-progress': false });
    const job = defined(publish.jobs.publish, 'publish.yml: its publish job');
    const steps = job.steps;
    const index = (find: (step: Step) => boolean, what: string) => {
      const at = steps.findIndex(find);
      expect(at, what).toBeGreaterThanOrEqual(0);
      return at;
    };
    const decide = index(
      (step) => /scripts\/content-only\.ts "\$BEFORE" HEAD/.test(step.run ?? ''),
      'the change decided',
    );
    const content = index(
      (step) => /^npm run check:content -- --since "\$BEFORE"$/m.test(step.run ?? ''),
      'check:content',
    );
    const suite = index((step) => step.run === '.ci/run', 'the whole suite');
    const deploy = index((step) => step.run === '.ci/deploy deploy', 'the deploy');
    const status = index((step) => step.run === '.ci/deploy deploy:status', 'the status of a refusal');
    const stopped = index((step) => step.run === '.ci/deploy deploy:stopped', 'the note of a stopped deploy');
    // Each path runs on its own kind of change, and both come before the deploy: a failed step stops the job, so
    // the deploy runs only when they passed; no step may carry on past a failure.
    expect(decide).toBeLessThan(Math.min(content, suite));
    expect(steps[content]?.if).toBe("steps.change.outputs.kind == 'content'");
    expect(steps[suite]?.if).toBe("steps.change.outputs.kind == 'code'");
    expect(steps[decide]?.run).toMatch(/echo "kind=code"/);
    expect(deploy).toBeGreaterThan(Math.max(content, suite));
    expect(steps.some((step) => 'continue-on-error' in step)).toBe(false);
    const deployStep = defined(steps[deploy], 'publish.yml: its deploy step');
    expect(deployStep.if ?? '').not.toMatch(/always\(\)|failure\(\)/);
    // A refused content change publishes the editor's status alone, and only then.
    expect(steps[status]?.if).toMatch(/^failure\(\) && steps\.content\.outcome == 'failure'/);
    expect(read('package.json')).toMatch(
      /"deploy:status": "exec node --import tsx scripts\/deploy\.ts --from dist-refusal --only admin\/status\.json"/,
    );
    // A deploy that stopped (a cancelled run) or failed: /admin/ is told the site was not updated, after it.
    expect(stopped).toBeGreaterThan(deploy);
    expect(deployStep.id).toBe('publish');
    expect(steps[stopped]?.if).toBe(
      "always() && (steps.publish.outcome == 'failure' || steps.publish.outcome == 'cancelled')",
    );
    expect(steps[stopped]?.env).toEqual(deployStep.env);
    // Each npm script takes the place of the shell before it (exec), so a signal reaches the deploy itself.
    expect(read('package.json')).toMatch(/"deploy": "npm run build && exec node --import tsx scripts\/deploy\.ts"/);
    expect(read('package.json')).toMatch(/"deploy:stopped": "exec node --import tsx scripts\/deploy\.ts --stopped"/);
    expect(read('.ci/deploy')).toMatch(/^exec npm run "\$script"$/m);
    // The push's first commit is fetched, to see what it changed.
    expect(steps.find((step) => step.uses?.startsWith('actions/checkout'))?.with).toEqual({ 'fetch-depth': 0 });
    expect(deployingCommands).toContain('npm run deploy');
    const secrets = JSON.stringify({ ...job.env, ...deployStep.env });
    for (const name of [
      'DEPLOY_TARGET',
      'DEPLOY_PASSWORD',
      'DEPLOY_URL',
      'DEPLOY_SSH_KEY',
      'DEPLOY_KNOWN_HOSTS',
      'DEPLOY_CA',
    ]) {
      expect(secrets, name).toContain(`secrets.${name} }}`);
      expect(deploying, `docs/deploying.md names the secret ${name}`).toContain(`\`${name}\``);
    }
    expect(steps[status]?.env).toEqual(deployStep.env);
  });
});
