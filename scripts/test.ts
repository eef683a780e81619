/**
 * `npm test`: every check and test, each started as soon as what it needs is there, so that both cores stay
 * busy. The static checks (types, lint, format) start at once; beside them the three builds are made (the
 * published site grown as an editor grows it, the same with photos, and the spec's frozen content), and
 * once they are, the vitest suite and the audits of the enlarged build (html-validate, then pa11y) run on them, all
 * three side by side. A failed build stops what reads the builds; the run ends when every lane has, and
 * fails with each failed step's output and name.
 */
import { spawn } from 'node:child_process';

/** A command and its arguments: `npm run <script>`, or a binary of node_modules/.bin through npx. */
type Step = [command: string, ...args: string[]];

/** Runs the steps one after another, printing each one's output as it comes; resolves to the failed step, if any. */
async function lane(
  name: string,
  steps: Step[],
  buffered: boolean,
): Promise<{ name: string; failed?: string; output: string }> {
  let output = '';
  for (const step of steps) {
    const started = Date.now();
    const status = await new Promise<number>((done) => {
      const [command, ...args] = step;
      const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.on('close', (code) => done(code ?? 1));
    });
    const line = `${name}: ${step.join(' ')} ${status === 0 ? 'passed' : `failed (status ${status})`} in ${((Date.now() - started) / 1000).toFixed(0)} s`;
    if (buffered) output += `${line}\n`;
    else console.log(line);
    if (status !== 0) return { name, failed: step.join(' '), output };
  }
  return { name, output };
}

// The builds' and vitest's output comes as it runs; the checks' and the audits' at the end, so that it reads in order.
const checks = lane('checks', [['npm', 'run', 'check']], true);
const builds = await lane(
  'builds',
  [
    ['npm', 'run', 'build:enlarged'],
    ['npm', 'run', 'build:photos'],
    ['npm', 'run', 'build:fixture'],
  ],
  false,
);
const readers = builds.failed
  ? []
  : [
      lane('tests', [['npx', 'vitest', 'run']], false),
      lane(
        'audits',
        [
          ['npm', 'run', 'validate-html'],
          ['npx', 'tsx', 'tests/a11y/run.ts'],
        ],
        true,
      ),
    ];
const lanes = [builds, ...(await Promise.all([checks, ...readers]))];
for (const { output } of lanes) if (output) process.stdout.write(output);
const failed = lanes.filter((result) => result.failed);
for (const { failed: step } of failed) console.error(`npm test: ${step} failed`);
if (builds.failed) console.error('npm test: the vitest suite and the audits of dist/ did not run');
if (failed.length > 0) process.exit(1);
