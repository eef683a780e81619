/**
 * A deploy stopped halfway, as a publisher or a CI run stops one, on the real vsftpd and sshd. SIGINT and
 * SIGTERM, sent to npm (`npm run deploy`, as package.json runs it), to the deploy itself, or by the publishing
 * workflow's step after a cancel (.ci/deploy), and SIGINT and SIGHUP to npm's process group (Ctrl-C, and a
 * terminal closed), each once
 * the deploy's own progress report has named its Nth file or page, stop it before its next file: it says what
 * went up and what did not, what is on the host and what to do next, and ends by the signal. After each stop,
 * every page on the host finds each asset it links, and the next run uploads only what the last did not. A
 * SIGKILL, and a connection dropped mid-file, are reported by the next run and by the dry run, which lists the
 * files left under temporary names and the placeholders without refusing, and changes nothing; the run after
 * finishes the job. When the workflow's deploy stops, /admin/ says the site was not updated, and when it last was.
 *
 * The releases are the project's two enlarged builds (npm test makes them first): dist-photos/, then
 * dist-enlarged/, whose drawings in place of photos change 144 assets and 88 pages.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { cp, mkdir, readFile, symlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy } from '../../deploy/deploy';
import { DEPLOY_MANIFEST } from '../../deploy/manifest';
import { isHashedAsset } from '../../deploy/order';
import { realName } from '../../deploy/publish';
import { PUBLISHED_FILE, PUBLISH_STOPPED_FILE, type Published } from '../../lib/editor-status';
import { closeContexts, workerBrowser } from '../support/browser';
import { startApache, tempDir, type Host } from '../support/hosts';
import { enlargedDistDir, photoDistDir } from '../support/server';
import { pagesMissingAssets, readTree, runDeploy, startDeployHosts, watch, type DeployHosts } from './deploy-hosts';

const root = join(import.meta.dirname, '../..');
/** The frozen content, which has placeholders left whatever an editor has replaced in content/. */
const FIXTURE_CONTENT = join(root, 'tests/fixtures/content');
const [LAST_CHANGE, THIS_CHANGE] = ['The site with photos', 'Drawings in place of the photos'];
/** Uploads side by side (DEPLOY_CONNECTIONS' default): as many files may be finished after a signal. */
const CONNECTIONS = 3;

let hosts: DeployHosts;
/** A folder run as the project: package.json's deploy scripts, .ci/deploy, and its build (dist/) made already. */
let project: string;
let releaseA: string;
let runnerTemp: string;
let apache: Host;
let browser: Browser;
const cleanups: (() => Promise<void>)[] = [];
/** The processes of the deploys the tests started. */
const started = new Set<number>();

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
    cwd: project,
    encoding: 'utf8',
  });

beforeAll(async () => {
  for (const build of [enlargedDistDir, photoDistDir]) {
    if (!existsSync(build)) throw new Error(`${build} is not built: npm run build:enlarged && npm run build:photos`);
  }
  hosts = await startDeployHosts();
  cleanups.push(hosts.stop);
  const temp = await tempDir('deploy-stopped-');
  cleanups.unshift(temp.remove);
  [project, releaseA, runnerTemp] = ['project', 'release-a', 'runner-temp'].map((name) => join(temp.dir, name)) as [
    string,
    string,
    string,
  ];
  await Promise.all([
    cp(photoDistDir, releaseA, { recursive: true }),
    cp(enlargedDistDir, join(project, 'dist'), { recursive: true }),
    mkdir(runnerTemp),
  ]);
  // The project's own deploy scripts, word for word, with the build already made.
  const { scripts } = JSON.parse(await readFile(join(root, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const deployScripts = Object.entries(scripts).filter(([name]) => name.startsWith('deploy'));
  await writeFile(
    join(project, 'package.json'),
    JSON.stringify({ private: true, scripts: { ...Object.fromEntries(deployScripts), build: 'echo built already' } }),
  );
  await Promise.all([
    symlink(join(root, 'node_modules'), join(project, 'node_modules')),
    symlink(join(root, 'scripts'), join(project, 'scripts')),
    mkdir(join(project, '.ci')).then(() => cp(join(root, '.ci/deploy'), join(project, '.ci/deploy'))),
  ]);
  git('init', '-q');
  git('commit', '-q', '--allow-empty', '-m', LAST_CHANGE);
  for (const folder of ['ftps_html', 'public_html']) await hosts.account.own(join(hosts.account.home, folder));
  const published = await Promise.all(
    (['ftps', 'sftp'] as const).map((protocol) =>
      runDeploy(hosts.env(protocol, webRootOf[protocol]), ['--from', releaseA], project),
    ),
  );
  for (const { code, output } of published) expect(code, output).toBe(0);
  git('commit', '-q', '--allow-empty', '-m', THIS_CHANGE);
  const apacheDir = await tempDir('deploy-stopped-apache-');
  cleanups.unshift(apacheDir.remove);
  apache = await startApache({
    name: 'Apache',
    site: join(hosts.account.home, webRootOf.sftp),
    dir: apacheDir.dir,
    override: 'FileInfo',
  });
  cleanups.unshift(apache.stop);
  browser = await workerBrowser();
}, 300_000);

afterAll(async () => {
  // A deploy a failed test left running (one the signal did not stop) is ended before its servers are.
  for (const pid of started) if (running(pid)) process.kill(pid, 'SIGKILL');
  await closeContexts(browser);
  for (const cleanup of cleanups) await cleanup();
});

const webRootOf = { ftps: 'ftps_html', sftp: 'public_html' } as const;

const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;
const FILE = /^↑ /gm;
const PAGE = /^↑ .*\.html$/gm;

/** The files on the host under a deploy's temporary names. */
const temporaries = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.deploying'))
    .sort();

/** Whether a process is running (not ended, nor ended and waiting to be reaped). */
function running(pid: number) {
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

interface Stop {
  signal: NodeJS.Signals;
  /**
   * Whom it is sent to: npm's process; the terminal's process group npm runs in (Ctrl-C, or the terminal
   * closed); the deploy's process; or the workflow's step after a cancel.
   */
  to: 'npm' | 'terminal' | 'deploy' | 'workflow';
  /** After how many of the run's files, or of its pages, the deploy's progress has named. */
  after: { n: number; of: 'file' | 'page' };
  /** The same, in the test's name. */
  when: string;
}

/**
 * Each signal over each protocol, each to npm and to the deploy itself, and a terminal's: the first stop among
 * the assets, the others among the pages, where some pages are this release's and the rest the last one's.
 */
const STOPS: Record<'ftps' | 'sftp', Stop[]> = {
  ftps: [
    { signal: 'SIGINT', to: 'terminal', after: { n: 10, of: 'file' }, when: 'its 10th file (an asset)' },
    { signal: 'SIGINT', to: 'npm', after: { n: 3, of: 'page' }, when: 'its 3rd page' },
    { signal: 'SIGTERM', to: 'deploy', after: { n: 3, of: 'page' }, when: 'its 3rd page' },
  ],
  sftp: [
    { signal: 'SIGINT', to: 'deploy', after: { n: 10, of: 'file' }, when: 'its 10th file (an asset)' },
    { signal: 'SIGTERM', to: 'workflow', after: { n: 3, of: 'page' }, when: 'its 3rd page' },
    { signal: 'SIGHUP', to: 'terminal', after: { n: 3, of: 'page' }, when: 'its 3rd page' },
  ],
};

/** Starts the deploy of the project's build as `to` says, and waits for its progress to name the Nth file. */
async function startAndWait(env: NodeJS.ProcessEnv, to: Stop['to'], after: Stop['after'], when: string) {
  const run =
    to === 'deploy'
      ? watch(process.execPath, ['--import', 'tsx', 'scripts/deploy.ts'], project, env)
      : to === 'workflow'
        ? watch(join(project, '.ci/deploy'), ['deploy'], project, { ...env, RUNNER_TEMP: runnerTemp })
        : watch('npm', ['run', 'deploy'], project, env, { detached: to === 'terminal' });
  const pid = run.child.pid!;
  started.add(pid);
  await run.until((out) => count(out, after.of === 'page' ? PAGE : FILE) >= after.n, when);
  // npm runs the deploy through a shell that gives its place to it (exec): the deploy is npm's own child.
  const deployPid = to === 'deploy' ? pid : Number(execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }));
  started.add(deployPid);
  expect(readFileSync(`/proc/${deployPid}/cmdline`, 'utf8').split('\0')).toEqual(
    expect.arrayContaining(['--import', 'tsx', 'scripts/deploy.ts']),
  );
  return { run, pid, deployPid };
}

describe.each([
  ['FTPS', 'ftps'],
  ['SFTP', 'sftp'],
] as const)('%s', (_name, protocol) => {
  const folder = webRootOf[protocol];
  const host = () => join(hosts.account.home, folder);
  const env = (extra: NodeJS.ProcessEnv = {}) => hosts.env(protocol, folder, extra);
  /** What the next run has to upload, as the last stopped one recorded. */
  let left: number | undefined;

  it.each(STOPS[protocol])(
    '$signal to $to, once the deploy reports $when: it stops before its next file, says what it did, and every page on the host finds its assets (and, after the workflow’s, /admin/ says the site was not updated)',
    async ({ signal, to, after, when }) => {
      const { run, pid, deployPid } = await startAndWait(env(), to, after, when);
      let stopper: ReturnType<typeof watch> | undefined;
      if (to === 'workflow') {
        // The step that runs after a cancel: it stops the deploy still running, then says so in /admin/.
        stopper = watch(join(project, '.ci/deploy'), ['deploy:stopped'], project, {
          ...env(),
          RUNNER_TEMP: runnerTemp,
        });
      } else process.kill(to === 'terminal' ? -pid : to === 'npm' ? pid : deployPid, signal);
      const ended = await run.exit;
      const output = run.output();
      expect(ended.signal, output).toBe(signal);
      // Ended with npm: npm's end comes once the deploy has closed their shared output, a moment before the
      // deploy's own exit on a busy machine.
      await expect
        .poll(() => running(deployPid), { message: 'the deploy, once npm has ended', timeout: 5_000 })
        .toBe(false);

      const [, afterStop = ''] = run.stdout().split(`${signal}: stopping before the next file`);
      expect(afterStop, `${signal} was heard and said`).not.toBe('');
      expect(count(afterStop, FILE), 'files finished after the signal').toBeLessThanOrEqual(CONNECTIONS);
      const report = new RegExp(
        `^Stopped by ${signal}, before its next file: (\\d+) of (\\d+) files uploaded, (\\d+) not; `,
        'm',
      ).exec(output);
      expect(report, output).not.toBeNull();
      const [uploaded, planned, notUploaded] = report!.slice(1).map(Number) as [number, number, number];
      expect(uploaded).toBe(count(run.stdout(), FILE));
      expect(uploaded + notUploaded).toBe(planned);
      // The last stop recorded what went up: this run had only the rest to upload.
      if (left !== undefined) expect(planned).toBe(left);
      left = notUploaded;
      expect(output).toContain(
        `Left on the host: the last release, nothing of it deleted, with ${uploaded} files of this one beside it; every page there finds the files it links`,
      );
      expect(output).toMatch(/^Next: run `npm run deploy` again to finish/m);
      expect(pagesMissingAssets(host())).toEqual([]);
      expect(temporaries(host()), 'files left half-uploaded').toEqual([]);

      if (stopper) {
        const { code } = await stopper.exit;
        expect(code, stopper.output()).toBe(0);
        expect(stopper.output()).toMatch(/Stopping the deploy still running \(process \d+\), with SIGTERM/);
        expect(stopper.output()).toMatch(/^Published: 1 of 1 files uploaded/m);
        // The content editor, as Apache serves it from the host, says so, with the last publish that finished.
        const last = JSON.parse(await readFile(join(host(), PUBLISHED_FILE), 'utf8')) as Published;
        expect(last.change?.subject).toBe(LAST_CHANGE);
        expect(await adminAlert()).toMatch(
          new RegExp(
            `^The site was not updated\\.\\s+Publishing the change “${THIS_CHANGE}” stopped on .+, before it finished\\.\\s+` +
              `The site still shows what was published on ${nairobi(last.time)}, from the change “${LAST_CHANGE}”: the last publish that finished\\.`,
          ),
        );
      }
    },
    120_000,
  );

  it(
    'a SIGKILL, which the run cannot report: every page on the host still finds its assets',
    { timeout: 120_000 },
    async () => {
      const { run, deployPid } = await startAndWait(env(), 'deploy', { n: 1, of: 'page' }, 'its first page');
      process.kill(deployPid, 'SIGKILL');
      expect((await run.exit).signal).toBe('SIGKILL');
      expect(pagesMissingAssets(host())).toEqual([]);
    },
  );

  it(
    'a connection dropped mid-file: the run says what it did, names the file it left half-uploaded, and reports what the SIGKILL left',
    { timeout: 120_000 },
    async () => {
      const lines: string[] = [];
      let dropped = '';
      const result = await deploy({
        settings: hosts.settings(protocol, folder),
        from: join(project, 'dist'),
        say: (line) => lines.push(line),
        onStep: (step) => {
          if (step.kind !== 'uploaded' || dropped) return;
          dropped = step.temporary;
          throw new Error('the connection dropped');
        },
      });
      expect(result.ok).toBe(false);
      expect(lines.join('\n')).toMatch(
        /^An earlier deploy stopped before it finished: \d+ files it was uploading are not recorded as up/m,
      );
      expect(result.failure).toBe('The deploy stopped: the connection dropped.');
      const report = result.report.join('\n');
      expect(report).toMatch(/^Not finished: \d+ of \d+ files uploaded, \d+ not; /);
      expect(report).toContain(`1 file may be left half-uploaded, under a temporary name no page links: ${dropped}.`);
      expect(report).toMatch(/^Next: fix what the message above says, then run `npm run deploy` again to finish/m);
      expect(temporaries(host())).toContain(dropped);
      expect(pagesMissingAssets(host())).toEqual([]);
    },
  );

  it(
    'the dry run, without DEPLOY_ALLOW_PLACEHOLDERS, lists what would go up, what the stopped runs left and what the real run does with it, and the placeholders as a warning; it changes nothing',
    { timeout: 120_000 },
    async () => {
      const before = readTree(host());
      const leftovers = temporaries(host());
      expect(leftovers.length, 'files left half-uploaded').toBeGreaterThan(0);
      const dry = await runDeploy(
        { ...env({ DEPLOY_ALLOW_PLACEHOLDERS: '' }), SITE_CONTENT: FIXTURE_CONTENT },
        ['--dry-run'],
        project,
      );
      expect(dry.code, dry.output).toBe(0);
      expect(readTree(host()), 'the host, after the dry run').toEqual(before);
      const pending =
        /^An earlier deploy stopped before it finished: (\d+) files it was uploading are not recorded as up/m.exec(
          dry.output,
        );
      expect(pending, dry.output).not.toBeNull();
      expect(dry.output).toContain(`Would upload again (a stopped deploy did not record them as up): ${pending![1]}\n`);
      expect(dry.output).toMatch(/^Would delete \(uploaded by an earlier deploy\): (\d+|none)$/m);
      const listed = /^Left over from a stopped deploy \(temporary names no page links\): (\d+)\n((?: {2}.*\n)*)/m.exec(
        dry.output,
      );
      expect(listed, dry.output).not.toBeNull();
      expect(Number(listed![1])).toBe(leftovers.length);
      const lines = listed![2]!.trimEnd().split('\n').sort();
      expect(lines).toEqual(
        leftovers.map((path) =>
          path.endsWith(`${DEPLOY_MANIFEST}.deploying`)
            ? `  ${path}: written again as the record of this deploy`
            : `  ${path}: uploaded again over it, then renamed into place as ${realName(path)}`,
        ),
      );
      expect(dry.output).toMatch(
        /^Warning: a real run would publish nothing: \d+ placeholder details to replace before launch/m,
      );
      expect(dry.output).not.toMatch(/^Not published/m);
    },
  );

  it(
    'run again, it finishes: the new release whole on the host, nothing half-uploaded, and it says so',
    { timeout: 120_000 },
    async () => {
      const again = await runDeploy(env(), [], project);
      expect(again.code, again.output).toBe(0);
      expect(again.output).toMatch(/^An earlier deploy stopped before it finished: /m);
      expect(again.output).toMatch(
        /^Published: (\d+) of \1 files uploaded, 0 not(; (\d+) of \3 old files deleted)?; \d+ unchanged\.$/m,
      );
      expect(again.output).toContain(
        'Left on the host from a stopped deploy: nothing (this run finished what an earlier one left).',
      );
      expect(again.output).toMatch(/^Next: nothing to do; the site is up to date\.$/m);
      expect(temporaries(host())).toEqual([]);
      expect(pagesMissingAssets(host())).toEqual([]);
      const site = readTree(join(project, 'dist')).files;
      const { files } = readTree(host());
      expect([...site].filter(([path, file]) => files.get(path)?.hash !== file.hash).map(([path]) => path)).toEqual([]);
      // Beside it, the manifest and the last release's hashed assets, kept one release more; the note is gone.
      expect(
        [...files.keys()].filter((path) => !site.has(path) && path !== DEPLOY_MANIFEST && !isHashedAsset(path)),
      ).toEqual([]);
      expect(files.has(PUBLISH_STOPPED_FILE)).toBe(false);
      if (protocol === 'sftp') expect(await adminAlert(), '/admin/ once the site is published').toBeUndefined();
    },
  );
});

/** A time as the editor's status shows it: Nairobi's. */
const nairobi = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(
    new Date(iso),
  );

/** The alert at the top of the content editor, as Apache serves it from the host: its text, or none. */
async function adminAlert(): Promise<string | undefined> {
  const context = await browser.newContext();
  try {
    await context.route(/^(?!http:\/\/127\.0\.0\.1)/, (route) => route.abort());
    const admin = await context.newPage();
    await admin.goto(`${apache.url}/admin/`);
    // The status's button is there once the status has been read, with any alert beside it.
    await admin.getByRole('button', { name: /^Site status|^Your change is not live/ }).waitFor({ timeout: 20_000 });
    const alerts = admin.getByRole('alert');
    return (await alerts.count()) === 0 ? undefined : (await alerts.innerText()).trim();
  } finally {
    await context.close();
  }
}
