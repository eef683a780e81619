import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../..');

interface Step {
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
    block
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
    for (const [name, job] of [workflow('ci.yml').jobs.test, workflow('publish.yml').jobs.publish].entries()) {
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

  it('publishes only what passed, one deploy at a time, every night too, with the command and secrets docs/deploying.md gives', () => {
    const publish = workflow('publish.yml');
    expect(publish.on).toHaveProperty('schedule');
    expect(publish.concurrency).toEqual({ group: 'publish', 'cancel-in-progress': false });
    const steps = publish.jobs.publish.steps;
    const test = steps.findIndex((step) => step.run === '.ci/run');
    const deploy = steps.findIndex((step) => /^npm run deploy$/m.test(step.run ?? ''));
    // A failed step stops the job, so a deploy after the tests runs only when they passed; no step may
    // carry on past a failure.
    expect(test).toBeGreaterThanOrEqual(0);
    expect(deploy).toBeGreaterThan(test);
    expect(steps.some((step) => 'continue-on-error' in step)).toBe(false);
    expect(steps[deploy].if ?? '').not.toMatch(/always\(\)|failure\(\)/);
    expect(deployingCommands).toContain('npm run deploy');
    const secrets = JSON.stringify({ ...publish.jobs.publish.env, ...steps[deploy].env });
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
  });
});
