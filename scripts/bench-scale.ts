/**
 * The scale run of `npm run bench`: a copy of the project with the 1,000 generated blog posts of the scale
 * workload added, each with its Kiswahili twin (scripts/lib/scale-posts.ts: the posts that
 * ../shared/bench/scale builds with Astro, Eleventy and Hugo), built as `npm run build` builds, in a process
 * of its own, search index included, into memory (/dev/shm where Linux has it). One build to warm the
 * caches, then three, timed around the process; it prints their median and the build's peak memory, and the
 * time of each stage. The comparison with the other generators is made with ../shared/bench/scale, beside
 * this project (docs/performance.md); here the rule is memory: under 1 GB. Also 250 posts, so that a step
 * whose time grows faster than the collection shows as the time per page rising.
 * `npx tsx scripts/bench-scale.ts` runs it alone.
 */
import { existsSync } from 'node:fs';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sourceDirs } from '../build';
import blogs, { blogCategories } from '../content/blogs';
import { buildProcess } from './lib/build-process';
import { medianRun } from './lib/median';
import { SCALE_POSTS, writeScalePosts } from './lib/scale-posts';

const root = join(import.meta.dirname, '..');

/** The rule: the 1,000-post build's peak memory. */
export const SCALE_MEMORY_BUDGET = 1024 ** 3;

/**
 * Where the timed builds write: memory (tmpfs), where Linux has it, so that the time is the build's own
 * work. A virtual machine's disk can take longer just to create the 1,000-post site's folders and files
 * than the whole build's writing takes in memory, and varies from run to run (docs/performance.md).
 */
const MEMORY = '/dev/shm';

/** What the build needs of the project: its sources and build, with the real node_modules. */
const PROJECT_FILES = [...sourceDirs, 'stages', 'build.ts', 'scripts', 'package.json', 'tsconfig.json'];

/** A copy of the project, its content as it is, with the first `count` posts of the workload added. */
async function projectWith(count: number, scratch: string): Promise<string> {
  const dir = await mkdtemp(join(scratch, 'site-scale-'));
  await Promise.all(PROJECT_FILES.map((name) => cp(join(root, name), join(dir, name), { recursive: true })));
  await symlink(join(root, 'node_modules'), join(dir, 'node_modules'));
  const image = blogs.posts[0]?.image;
  if (!image) throw new Error('content/blogs has no post whose picture the generated posts can show');
  await writeScalePosts(join(dir, 'content/blogs'), count, { categories: blogCategories, image });
  return dir;
}

export interface ScaleBuild {
  seconds: number;
  pages: number;
  peakBytes: number;
  /** What the build said of the time of each stage (build.ts, `--steps`). */
  steps: string[];
}

/**
 * The project in `dir` built as `npm run build` builds it, into `outDir`, in a process of its own (a warm
 * build, its caches kept in node_modules/.cache): its time, the pages it wrote and its peak memory.
 */
async function timedBuild(dir: string, outDir: string): Promise<ScaleBuild> {
  const { status, output, seconds, usage } = await buildProcess(dir, ['--out', outDir, '--steps']);
  if (status !== 0) throw new Error(`the build failed (${status}):\n${output.slice(-2000)}`);
  return {
    seconds,
    pages: Number(/Built (\d+) pages/.exec(output)?.[1] ?? 0),
    peakBytes: usage.peakBytes,
    steps: output.split('\n').filter((line) => / ms {2}/.test(line)),
  };
}

/** Builds the project with `count` posts: a build to warm the caches, then `runs`, each timed. */
async function buildWith(count: number, runs: number): Promise<ScaleBuild[]> {
  const scratch = existsSync(MEMORY) ? MEMORY : tmpdir();
  const dir = await projectWith(count, scratch);
  try {
    const outDir = join(dir, 'dist');
    await timedBuild(dir, outDir);
    const timed: ScaleBuild[] = [];
    for (let run = 0; run < runs; run++) timed.push(await timedBuild(dir, outDir));
    return timed;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The scale run: 250 posts once, then the whole workload three times. Returns the problems it found. */
export async function scaleRun(): Promise<string[]> {
  const [small] = await buildWith(250, 1);
  const thousand = await buildWith(SCALE_POSTS, 3);
  const large = medianRun(thousand, (run) => run.seconds);
  if (!small) throw new Error('the 250-post build gave no time');
  const mb = (bytes: number) => `${Math.round(bytes / 1024 ** 2)} MB`;
  console.log(`\nScale: the site with the scale workload's posts and their twins, built in memory, search included`);
  console.table(
    [
      { posts: 250, build: small, runs: [small] },
      { posts: SCALE_POSTS, build: large, runs: thousand },
    ].map(({ posts, build, runs }) => ({
      'posts (each with its twin)': posts,
      pages: build.pages,
      'build s (median)': build.seconds.toFixed(2),
      'ms per page': ((build.seconds * 1000) / build.pages).toFixed(2),
      runs: runs.map((run) => run.seconds.toFixed(2)).join(' '),
      'peak memory': mb(Math.max(...runs.map((run) => run.peakBytes))),
    })),
  );
  console.log(`Where the ${SCALE_POSTS}-post build of median time spent it:\n${large.steps.join('\n')}`);
  console.log(
    'Compare with Eleventy beside it: ../shared/bench/scale, bench.sh then project.sh, back to back (docs/performance.md).',
  );
  const problems: string[] = [];
  const peak = Math.max(...thousand.map((run) => run.peakBytes));
  if (peak > SCALE_MEMORY_BUDGET)
    problems.push(`the ${SCALE_POSTS}-post build's peak memory was ${mb(peak)} > ${mb(SCALE_MEMORY_BUDGET)}`);
  const perPage = (run: ScaleBuild) => run.seconds / run.pages;
  // Linear work keeps the time per page level (it falls, as fixed costs spread); 1.5 times allows for noise.
  if (perPage(large) > perPage(small) * 1.5)
    problems.push(
      `time per page rose from ${(perPage(small) * 1000).toFixed(2)} ms to ${(perPage(large) * 1000).toFixed(2)} ms: a step grows faster than linearly`,
    );
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const problems = await scaleRun();
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}
