import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

const root = join(import.meta.dirname, '../..');

interface Workflow {
  on: Record<string, unknown>;
  jobs: Record<string, { container?: string; steps: { run?: string; uses?: string }[] }>;
}

const workflow = parse(readFileSync(join(root, '.github/workflows/ci.yml'), 'utf8')) as Workflow;

describe('the CI workflow', () => {
  it('runs on every push to main and every pull request, so an editor’s save is checked', () => {
    expect(workflow.on).toHaveProperty('push');
    expect((workflow.on.push as { branches: string[] }).branches).toEqual(['main']);
    expect(workflow.on).toHaveProperty('pull_request');
  });

  it('runs the project’s one test command, .ci/run, on Debian 12 as here', () => {
    const { test } = workflow.jobs;
    expect(test.container).toMatch(/bookworm/);
    expect(test.steps.map((step) => step.run).filter(Boolean)).toContain('.ci/run');
    expect(readFileSync(join(root, '.ci/run'), 'utf8')).toMatch(/^npm test$/m);
  });
});
