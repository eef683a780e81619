/**
 * `npm test`: every check and test, in the order each needs. The static checks (types, lint, format) keep
 * about one core busy; beside them, on the other, the three builds are made and checked (html-validate,
 * then pa11y over dist/). The vitest suite, which keeps both cores busy on its own, then reads the builds.
 * A step that fails stops the run with its output and its status, once the steps beside it have ended.
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

const together = await Promise.all([
  // The checks' output waits for the end of the lane, so that the builds' lines read in order.
  lane('checks', [['npm', 'run', 'check']], true),
  lane(
    'builds',
    [
      ['npm', 'run', 'build'],
      ['npm', 'run', 'build:photos'],
      ['npm', 'run', 'build:fixture'],
      ['npm', 'run', 'validate-html'],
      ['npx', 'tsx', 'tests/a11y/run.ts'],
    ],
    false,
  ),
]);
for (const { output } of together) if (output) process.stdout.write(output);
const failed = together.find((result) => result.failed);
if (failed) {
  console.error(`npm test: ${failed.failed} failed; the vitest suite did not run`);
  process.exit(1);
}

const tests = await lane('tests', [['npx', 'vitest', 'run']], false);
if (tests.failed) process.exit(1);
