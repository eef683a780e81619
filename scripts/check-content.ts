/**
 * `npm run check:content [-- --since <commit>]`: what a change to the content alone must pass before it is
 * published, in minutes rather than the whole suite's quarter of an hour. The publishing workflow runs it
 * for a push that changes only what the content editor saves (scripts/content-only.ts); the code has not
 * changed, so no browser suite and no real host is run again.
 *
 * 1. The build of content/ into dist/, with every content check and the link check.
 * 2. The pages the change touched: those whose HTML differs from a build of the content at `--since`
 *    (every page without it).
 * 3. On those pages, at once: html-validate, and in one browser pa11y (WCAG 2.2 AA) and the page and photo
 *    budgets on a phone, their bytes read from the built files.
 *
 * A change that fails is not published: the editor's status that says why (lib/editor-status.ts) is written
 * to dist-refusal/admin/status.json, which the workflow uploads alone (`npm run deploy:status`), so that
 * the content editor at /admin/ says "Your change to …, saved at …, is not live" and the reasons, each with
 * its entry and field.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import puppeteer, { type Browser as PuppeteerBrowser } from 'puppeteer';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../build';
import type { BuildResult } from '../stages/build-options';
import { statusItem } from '../stages/admin';
import { buildDate } from '../content/lib/time/build-date';
import { EDITOR_STATUS_FILE, type EditorStatus, type StatusItem } from '../lib/editor-status';
import { writeWhole } from '../lib/files';
import { chromiumArgs, chromiumPath, PHONE_DPR2 } from '../tests/support/browser';
import { builtPaths, isNotFound } from '../tests/support/dist';
import { pa11yIn } from '../tests/support/pa11y';
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

/**
 * The site as it was at `since`, built in a process of its own (on the other core, while this one builds
 * the site as it is): its folder. It is built from the same place every time (node_modules/.cache/
 * check-content), so that the build's caches (the site's bundle, the content's parses:
 * stages/content-cache.ts) serve it as they serve the build of the content as it is: only the files the
 * change touched are parsed again.
 */
async function buildBefore(projectDir: string, since: string, today: string): Promise<string> {
  const base = join(projectDir, 'node_modules/.cache/check-content');
  const contentDir = join(base, 'content');
  await rm(contentDir, { recursive: true, force: true });
  await mkdir(base, { recursive: true });
  const archive = spawnSync('sh', ['-c', `git archive "$1" content | tar -x -C "$2"`, 'sh', since, base], {
    cwd: projectDir,
    encoding: 'utf8',
  });
  if (archive.status !== 0) throw new Error(`the content at ${since} could not be read: ${archive.stderr}`);
  const outDir = join(base, 'dist');
  // This project's build.ts, of the project at `projectDir` (a test's copy has no build.ts of its own).
  const args = ['--import', 'tsx', join(root, 'build.ts'), '--project', projectDir, '--content', contentDir];
  const build = spawn(process.execPath, [...args, '--out', outDir], {
    cwd: projectDir,
    env: { ...process.env, BUILD_DATE: today },
  });
  let said = '';
  build.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  build.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const [status] = (await once(build, 'exit')) as [number | null];
  if (status !== 0) {
    // The build's own message (build.ts), or else what the process said last (Node's, when it could not start).
    const lines = said.trim().split('\n');
    const why = lines.find((line) => line.startsWith('Build failed: ')) ?? lines.slice(-8).join('\n');
    throw new Error(`the content at ${since} could not be built: ${why}`);
  }
  return outDir;
}

/** The pages of `dist` whose HTML the site as it was (`before`) did not have, or had otherwise. */
async function touchedPages(dist: string, before: string): Promise<string[]> {
  const read = (dir: string, path: string) =>
    readFile(join(dir, path.endsWith('/') ? `${path}index.html` : path), 'utf8').catch(() => '');
  const pages = builtPaths(dist);
  const differs = await Promise.all(pages.map(async (path) => (await read(dist, path)) !== (await read(before, path))));
  return pages.filter((_, i) => differs[i]);
}

/** html-validate over the pages (paths of `dist`) in a process of its own; the problems, if any. */
async function validateHtml(projectDir: string, dist: string, paths: string[]): Promise<string | undefined> {
  const files = paths.map((path) => join(dist, path.endsWith('/') ? `${path}index.html` : path));
  const validate = spawn(join(projectDir, 'node_modules/.bin/html-validate'), files, { cwd: projectDir });
  let said = '';
  validate.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
  validate.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
  const [status] = (await once(validate, 'exit')) as [number | null];
  return status === 0 ? undefined : said.trim();
}

/** How long a check took, in seconds to a tenth, with what it found. */
async function timed<T>(run: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await run();
  return { result, seconds: Math.round((performance.now() - started) / 100) / 10 };
}

/**
 * pa11y and the budgets over the pages, in one browser: pa11y's (Puppeteer), which the weighing
 * (Playwright) connects to, each page's bytes read from the built files.
 */
async function auditPages(browser: PuppeteerBrowser, url: string, dist: string, paths: string[]) {
  const shared = await chromium.connectOverCDP(browser.wsEndpoint());
  try {
    return await Promise.all([
      timed(() => pa11yIn(browser, url, paths)),
      timed(() =>
        weighPages(
          url,
          paths.filter((path) => !isNotFound(path)),
          PHONE_DPR2,
          { browser: shared, builtDir: dist, atOnce: 2 },
        ),
      ),
    ]);
  } finally {
    await shared.close();
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
  /** What the checks that ran at once took, each. */
  const parts: Record<string, number> = {};
  // Begun at once, beside the build: the site as it was, and the browser that audits the pages.
  const before = since === undefined ? undefined : buildBefore(projectDir, since, today);
  const browser = puppeteer.launch({ executablePath: chromiumPath, args: [...chromiumArgs] });
  before?.catch(() => {});
  browser.catch(() => {});
  let closed: Promise<void> | undefined;
  const closing = () => (closed ??= browser.then((opened) => opened.close()));
  try {
    try {
      built = await buildSite({ projectDir, outDir, today });
    } catch (error) {
      reasons.push(...(await failureReasons(error, { projectDir, contentDir, today })));
    }
    step('build, content and links');

    if (built) {
      audited = before ? await touchedPages(outDir, await before) : builtPaths(outDir);
      step('the pages it touched');
      if (audited.length > 0) {
        const server = await startServer(outDir);
        try {
          const [validated, [pa11y, weights]] = await Promise.all([
            timed(() => validateHtml(projectDir, outDir, audited)),
            auditPages(await browser, server.url, outDir, audited),
          ]);
          if (validated.result)
            reasons.push({ kind: 'mistake', message: `html-validate: ${validated.result}`, file: '' });
          if (pa11y.result.status !== 0)
            reasons.push({ kind: 'mistake', message: `accessibility (pa11y): ${pa11y.result.said.trim()}`, file: '' });
          for (const problem of [...pageBudgetProblems(weights.result), ...photoBudgetProblems(weights.result)])
            reasons.push({ kind: 'mistake', message: `over its budget: ${problem}`, file: '' });
          Object.assign(parts, { 'html-validate': validated.seconds, pa11y: pa11y.seconds, budgets: weights.seconds });
          step('html-validate, pa11y and the budgets');
        } finally {
          // The browser first: the server's close waits for the connections it keeps open.
          await closing();
          await server.close();
        }
      }
    }
  } finally {
    await Promise.allSettled([before, closing()]);
  }

  const ok = reasons.length === 0;
  if (!ok) await writeRefusal({ projectDir, refusalDir, since, today, reasons, built });
  say(
    `${ok ? 'The content passes' : 'The content does not pass'}: ${audited.length} pages audited; ${Object.entries(
      seconds,
    )
      .map(([name, s]) => `${name} ${s} s`)
      .join(', ')}${
      Object.keys(parts).length > 0
        ? ` (at once: ${Object.entries(parts)
            .map(([name, s]) => `${name} ${s} s`)
            .join(', ')})`
        : ''
    }`,
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
