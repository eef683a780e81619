/**
 * `npm run as-of -- 31/01/2027`: the site as it will read on a later day (or read on an earlier one), for an
 * editor to check what the dates decide before the day comes: which events are open, upcoming or past,
 * which goals have ended, which articles are old. The day is written as in the content editor, day first.
 * It builds into dist-as-of/ (dist/ is left as it is) as of that day (`BUILD_DATE`), then serves it at
 * http://localhost:3000 as `npm start` does, until Ctrl-C.
 */
import { spawnSync, spawn } from 'node:child_process';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readDayFirst } from '../cms/day-first';
import { BUILD_DATE } from '../content/lib/time/build-date';

/** Where the site as of another day is built, beside dist/. */
export const AS_OF_DIR = 'dist-as-of';

/** The day typed after the command (`31/01/2027`), as YYYY-MM-DD; what to type instead, thrown, if it is not a day. */
export function asOfDay(typed: string): string {
  const reading = readDayFirst(typed);
  const day = 'value' in reading ? reading.value : '';
  if (day.length === 10) return day;
  const why = 'problem' in reading ? `${reading.problem}.` : typed ? `${typed} is a month, not a day.` : 'Which day?';
  throw new Error(`${why} Give the day after the command, day first, like this: npm run as-of -- 31/01/2027`);
}

function main() {
  const root = join(import.meta.dirname, '..');
  let day: string;
  try {
    day = asOfDay(process.argv.slice(2).join(' '));
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  const built = spawnSync('npx', ['tsx', 'build.ts', '--out', AS_OF_DIR], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, [BUILD_DATE]: day },
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
  // Served by `npm start`'s server, in a process of its own that Ctrl-C stops with this one.
  const server = spawn('npx', ['tsx', 'scripts/serve.ts', '--from', AS_OF_DIR], { cwd: root, stdio: 'inherit' });
  server.on('exit', (code) => process.exit(code ?? 0));
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
