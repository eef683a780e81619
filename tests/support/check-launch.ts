import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const root = join(import.meta.dirname, '../..');

/**
 * `npm run check:launch` over a folder of content (a copy's content/, tests/support/project-copy.ts), as
 * the script reads it when SITE_CONTENT names it: its exit code and what it printed.
 */
export async function checkLaunch(contentDir: string): Promise<{ code: number; output: string }> {
  const env = { ...process.env, SITE_CONTENT: contentDir };
  return run(join(root, 'node_modules/.bin/tsx'), ['scripts/check-launch.ts'], { cwd: root, env }).then(
    ({ stdout, stderr }) => ({ code: 0, output: stdout + stderr }),
    (error: { code?: number; stdout?: string; stderr?: string }) => ({
      code: error.code ?? -1,
      output: `${error.stdout ?? ''}${error.stderr ?? ''}`,
    }),
  );
}
