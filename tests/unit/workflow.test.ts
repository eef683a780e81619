import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { defined } from '../support/defined';

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

  it('publishes only what passed, one deploy at a time, every night too, with the command and secrets docs/deploying.md gives', () => {
    const publish = workflow('publish.yml');
    expect(publish.on).toHaveProperty('schedule');
    expect(publish.concurrency).toEqual({ group: 'publish', 'cancel-in-progress': false });
    const job = defined(publish.jobs.publish, 'publish.yml: its publish job');
    const steps = job.steps;
    const test = steps.findIndex((step) => step.run === '.ci/run');
    const deploy = steps.findIndex((step) => /^npm run deploy$/m.test(step.run ?? ''));
    // A failed step stops the job, so a deploy after the tests runs only when they passed; no step may
    // carry on past a failure.
    expect(test).toBeGreaterThanOrEqual(0);
    expect(deploy).toBeGreaterThan(test);
    expect(steps.some((step) => 'continue-on-error' in step)).toBe(false);
    const deployStep = defined(steps[deploy], 'publish.yml: its deploy step');
    expect(deployStep.if ?? '').not.toMatch(/always\(\)|failure\(\)/);
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
  });
});
