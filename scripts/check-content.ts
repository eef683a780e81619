/**
 * `npm run check:content [-- --since <commit>]`: what a change to the content alone must pass before it is
 * published, in minutes rather than the whole suite's quarter of an hour. The publishing workflow runs it
 * for a push that changes only what the content editor saves (scripts/content-only.ts); the code has not
 * changed, so no browser suite and no real host is run again.
 *
 * 1. The build of content/ into dist/, with every content check and the link check.
 * 2. html-validate over every page.
 * 3. On the pages the change touched (those whose HTML differs from a build of the content at `--since`;
 *    every page without it): pa11y (WCAG 2.2 AA), and the page and photo budgets on a phone.
 *
 * A change that fails is not published: the editor's status that says why (lib/editor-status.ts) is written
 * to dist-refusal/admin/status.json, which the workflow uploads alone (`npm run deploy:status`), so that
 * the content editor at /admin/ says "Your change to …, saved at …, is not live" and the reasons, each with
 * its entry and field.
 */
import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../build';
import type { BuildResult } from '../stages/build-options';
import { statusItem } from '../stages/admin';
import { buildDate } from '../content/lib/time/build-date';
import { EDITOR_STATUS_FILE, type EditorStatus, type StatusItem } from '../lib/editor-status';
import { writeWhole } from '../lib/files';
import { PHONE_DPR2 } from '../tests/support/browser';
import { builtPaths, isNotFound } from '../tests/support/dist';
import { runPa11y } from '../tests/support/pa11y';
import { startServer } from '../tests/support/server';
import { pageBudgetProblems, photoBudgetProblems, weighPages } from './lib/page-weight';
import { failureReasons, refusedEntries } from './lib/failure-reasons';
import { changedFiles, savedChange } from './lib/saved-change';

const root = join(import.meta.dirname, '..');

/** Where the refusal's status is written, for the workflow to upload alone. */
export const REFUSAL_DIR = join(root, 'dist-refusal');

export interface CheckOptions {
  projectDir?: string;
  /** The commit the change started from: only the pages it touched are audited. */
  since?: string;
  /** The day the build treats as today (YYYY-MM-DD). */
  today?: string;
  /** Where the site is built (dist/ of the project). */
  outDir?: string;
  refusalDir?: string;
  say?: (line: string) => void;
}

export interface CheckResult {
  ok: boolean;
  /** What stopped the change, as the editor's status lists it. */
  reasons: StatusItem[];
  /** The pages audited, and each step's time in seconds. */
  audited: string[];
  seconds: Record<string, number>;
}

/** The pages of `dist` whose HTML a build of the content as it was at `since` did not have, or had otherwise. */
async function touchedPages(projectDir: string, since: string, dist: string, today: string): Promise<string[]> {
  const base = await mkdtemp(join(tmpdir(), 'content-before-'));
  try {
    const archive = spawnSync('sh', ['-c', `git archive "$1" content | tar -x -C "$2"`, 'sh', since, base], {
      cwd: projectDir,
      encoding: 'utf8',
    });
    if (archive.status !== 0) throw new Error(`the content at ${since} could not be read: ${archive.stderr}`);
    const before = join(base, 'dist');
    await buildSite({ projectDir, contentDir: join(base, 'content'), outDir: before, today });
    const read = (dir: string, path: string) =>
      readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path), 'utf8').catch(() => '');
    const pages = builtPaths(dist);
    const differs = await Promise.all(
      pages.map(async (path) => (await read(dist, path)) !== (await read(before, path))),
    );
    return pages.filter((_, i) => differs[i]);
  } finally {
    await rm(base, { recursive: true, force: true });
  }
}

/** Runs the checks; see above. Writes the refusal's status when one fails. */
export async function checkContent({
  projectDir = root,
  since,
  today = buildDate(process.env.BUILD_DATE),
  outDir = join(projectDir, 'dist'),
  refusalDir = join(projectDir, 'dist-refusal'),
  say = (line) => console.log(line),
}: CheckOptions = {}): Promise<CheckResult> {
  const seconds: Record<string, number> = {};
  let lap = performance.now();
  const step = (name: string) => {
    const now = performance.now();
    seconds[name] = Math.round((now - lap) / 100) / 10;
    lap = now;
  };
  const contentDir = join(projectDir, 'content');
  const reasons: StatusItem[] = [];
  let built: BuildResult | undefined;
  let audited: string[] = [];
  try {
    built = await buildSite({ projectDir, outDir, today });
  } catch (error) {
    reasons.push(...(await failureReasons(error, { projectDir, contentDir, today })));
  }
  step('build, content and links');

  if (built) {
    const validate = spawnSync('npx', ['html-validate', outDir], { cwd: projectDir, encoding: 'utf8' });
    if (validate.status !== 0)
      reasons.push({ kind: 'mistake', message: `html-validate: ${validate.stdout.trim()}`, file: '' });
    step('html-validate');

    audited = since ? await touchedPages(projectDir, since, outDir, today) : builtPaths(outDir);
    step('the pages it touched');
    if (audited.length > 0) {
      const server = await startServer(outDir);
      try {
        const pa11y = await runPa11y(server.url, audited, 'pipe');
        if (pa11y.status !== 0)
          reasons.push({ kind: 'mistake', message: `accessibility (pa11y): ${pa11y.said.trim()}`, file: '' });
        step('pa11y');
        const weights = await weighPages(
          server.url,
          audited.filter((path) => !isNotFound(path)),
          PHONE_DPR2,
        );
        for (const problem of [...pageBudgetProblems(weights), ...photoBudgetProblems(weights)])
          reasons.push({ kind: 'mistake', message: `over its budget: ${problem}`, file: '' });
        step('budgets');
      } finally {
        await server.close();
      }
    }
  }

  const ok = reasons.length === 0;
  if (!ok) await writeRefusal({ projectDir, refusalDir, since, today, reasons, built });
  say(
    `${ok ? 'The content passes' : 'The content does not pass'}: ${audited.length} pages audited; ${Object.entries(
      seconds,
    )
      .map(([name, s]) => `${name} ${s} s`)
      .join(', ')}`,
  );
  return { ok, reasons, audited, seconds };
}

/**
 * The status a refused change leaves in /admin/: the change, the entries it touched as the CMS names them,
 * why it is not live, and what the build found besides (when it got that far).
 */
async function writeRefusal({
  projectDir,
  refusalDir,
  since,
  today,
  reasons,
  built,
}: Required<Pick<CheckOptions, 'projectDir' | 'refusalDir' | 'today'>> &
  Pick<CheckOptions, 'since'> & { reasons: StatusItem[]; built?: BuildResult }) {
  const change = savedChange(projectDir) ?? { commit: '', subject: 'the last change', time: new Date().toISOString() };
  const entries = refusedEntries(reasons, new Set(changedFiles(projectDir, since ?? 'HEAD~1') ?? []));
  const status: EditorStatus = {
    builtOn: today,
    items: (built?.contentWarnings ?? []).map(statusItem),
    refused: { change, entries, reasons },
  };
  await rm(refusalDir, { recursive: true, force: true });
  await writeWhole(join(refusalDir, EDITOR_STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const at = process.argv.indexOf('--since');
  const since = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && !since) throw new Error('--since needs a commit after it');
  const { ok, reasons } = await checkContent({ since });
  if (!ok) {
    console.error(
      `Not published: the change does not pass its checks.\n${reasons
        .map((reason) => {
          const where = reason.place
            ? `${[reason.place.collection.label, reason.place.entry.label, ...reason.place.fields].join(' → ')}: `
            : '';
          const file = reason.file
            ? ` (${reason.file}${reason.line === undefined ? '' : `, line ${reason.line}`})`
            : '';
          return `  ${where}${reason.message}${file}`;
        })
        .join('\n')}\nThe editor's status that says so is in dist-refusal/ (npm run deploy:status publishes it).`,
    );
    process.exitCode = 1;
  }
}
