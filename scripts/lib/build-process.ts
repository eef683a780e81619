/**
 * A build in a process of its own, as `npm run build` runs one (`node --import tsx build.ts`), with what it
 * used: its time, what it said, its peak memory and the content files it read (./process-usage.ts). The
 * scale bench times the 1,000-post site with it, and a test watches a build that fails at scale.
 */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ProcessUsage } from './process-usage';

export interface BuildProcess {
  /** The exit code: 0 when the build succeeded. */
  status: number | null;
  /** What it printed, its errors with the rest. */
  output: string;
  /** From its start to its end, as a shell times a command. */
  seconds: number;
  usage: ProcessUsage;
}

/**
 * Builds the project in `dir` (with its node_modules) in a new process, with the build's arguments `args`;
 * `readsBelow`, a folder whose files' reads are counted (the content).
 */
export async function buildProcess(dir: string, args: string[], readsBelow?: string): Promise<BuildProcess> {
  const usageFile = join(dir, `process-usage-${process.pid}.json`);
  const started = performance.now();
  const { status, output } = await new Promise<{ status: number | null; output: string }>((done, failed) => {
    const build = spawn(
      process.execPath,
      ['--import', 'tsx', '--import', './scripts/lib/process-usage.ts', 'build.ts', ...args],
      {
        cwd: dir,
        env: { ...process.env, PROCESS_USAGE_FILE: usageFile, PROCESS_USAGE_READS: readsBelow ?? '' },
      },
    );
    let text = '';
    build.stdout.on('data', (chunk: Buffer) => (text += chunk.toString()));
    build.stderr.on('data', (chunk: Buffer) => (text += chunk.toString()));
    build.on('error', failed);
    build.on('close', (code) => done({ status: code, output: text }));
  });
  const seconds = (performance.now() - started) / 1000;
  const usage = JSON.parse(await readFile(usageFile, 'utf8')) as ProcessUsage;
  return { status, output, seconds, usage };
}
