/**
 * `npm run deploy` against real servers (vsftpd over FTPS, OpenSSH's sshd over SFTP, both with a umask of
 * 077), publishing a build of the project and then the same project after an editor changed a title and
 * renamed an article, and a developer changed a widget's script: exactly the build arrives, byte for byte and readable; only changed files go up, each
 * under a temporary name renamed into place, assets before pages; the host's own files are never touched;
 * an interrupted deploy, run again, finishes; and Apache serves the result, but not the manifest.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { SERVICE_WORKER_FILE } from '../../stages/service-worker';
import { deploy } from '../../deploy/deploy';
import { DEPLOY_MANIFEST } from '../../deploy/manifest';
import { isHashedAsset, uploadRank } from '../../deploy/order';
import type { Step } from '../../deploy/publish';
import { smokeCheck } from '../../deploy/smoke-check';
import { get } from '../support/http-get';
import { startApache, tempDir, type Host } from '../support/hosts';
import { defined } from '../support/defined';
import { copyProject } from '../support/project-copy';
import { sha256 } from '../../lib/files';
import {
  changedFiles,
  pagesMissingAssets,
  readTree,
  startDeployHosts,
  type DeployHosts,
  type TreeFile,
} from './deploy-hosts';

const [renamedFrom, renamedTo] = ['offline-first-learning', 'learning-without-the-internet'];
/** The host's own files, which no deploy may touch. */
const HOST_FILES = { '.well-known/acme-challenge/token': 'acme', 'cgi-bin/oauth.php': '<?php // the CMS sign-in' };

let hosts: DeployHosts;
const builds = { a: '', b: '' };
/** Each build's files, by path, with their hashes and modes. */
const trees = new Map<string, Map<string, TreeFile>>();
const treeOf = (build: string) => defined(trees.get(build), `the files of ${build}`);
const cleanups: (() => Promise<void>)[] = [];
const apache = new Map<'FileInfo' | 'None', Host>();
const apacheWith = (override: 'FileInfo' | 'None') => defined(apache.get(override), `Apache (${override})`);

beforeAll(async () => {
  hosts = await startDeployHosts();
  cleanups.push(hosts.stop);
  const copy = await copyProject('deploy-site-');
  cleanups.push(copy.remove);
  builds.a = join(copy.dir, 'release-a');
  await buildSite({ projectDir: copy.dir, outDir: builds.a });
  await copy.edit('content/blogs/parents-as-partners.md', (text) =>
    text.replace('opening school labs', 'opening the school labs'),
  );
  await copy.renameArticle('blogs', renamedFrom, renamedTo);
  // And a widget's script changed, so its pages name a new hashed script and the old one is kept a release.
  await copy.edit('client/email-signup.ts', (text) => text.replace('cloneNode(true));', "cloneNode(true), '');"));
  builds.b = join(copy.dir, 'release-b');
  await buildSite({ projectDir: copy.dir, outDir: builds.b });
  for (const build of [builds.a, builds.b]) trees.set(build, readTree(build).files);
  for (const folder of ['public_html', 'ftps_html']) {
    const root = join(hosts.account.home, folder);
    await hosts.account.own(root);
    for (const [path, text] of Object.entries(HOST_FILES)) {
      await hosts.account.own(join(root, path, '..'));
      await writeFile(join(root, path), text);
    }
  }
}, 120_000);

afterAll(async () => {
  await Promise.all([...apache.values()].map((host) => host.stop()));
  for (const cleanup of cleanups) await cleanup();
});

const webRoot = (folder: string) => join(hosts.account.home, folder);

/** What the host holds, less the host's own files: what deploys put there. */
function deployed(folder: string) {
  const { files, folders } = readTree(webRoot(folder));
  for (const path of Object.keys(HOST_FILES)) {
    const text = HOST_FILES[path as keyof typeof HOST_FILES];
    expect(files.get(path)?.hash, `the host's own ${path} is untouched`).toBe(sha256(text));
    files.delete(path);
  }
  const manifest = files.get(DEPLOY_MANIFEST);
  files.delete(DEPLOY_MANIFEST);
  for (const path of ['.well-known', '.well-known/acme-challenge', 'cgi-bin']) folders.delete(path);
  return { files, folders, manifest };
}

/** Checks the host holds exactly a build (plus the hashed assets kept from the last), readable by the web server. */
function expectExactly(folder: string, build: string, kept: string[] = []) {
  const site = treeOf(build);
  const { files, folders, manifest } = deployed(folder);
  expect([...files.keys()].sort()).toEqual([...site.keys(), ...kept].sort());
  const differ = [...site].filter(([path, file]) => files.get(path)!.hash !== file.hash).map(([path]) => path);
  expect(differ, 'files that differ from the build').toEqual([]);
  expect(
    [...files].filter(([, file]) => file.mode !== 0o644).map(([path]) => path),
    'files not 644',
  ).toEqual([]);
  expect(
    [...folders].filter(([, mode]) => mode !== 0o755).map(([path]) => path),
    'folders not 755',
  ).toEqual([]);
  expect(manifest?.mode, 'the manifest, readable by the account alone').toBe(0o600);
}

describe.each([
  ['SFTP', 'sftp', 'public_html'],
  ['FTPS', 'ftps', 'ftps_html'],
] as const)('%s', (_name, protocol, folder) => {
  const settings = () => hosts.settings(protocol, folder);
  const say = () => {};

  it('a dry run says what would go up, lists the host’s own files as left alone, and changes nothing', async () => {
    const before = readTree(webRoot(folder));
    const result = await deploy({ settings: settings(), from: builds.a, dryRun: true, say });
    expect(result.ok, result.failure).toBe(true);
    expect(result.plan!.uploads.length).toBe(treeOf(builds.a).size);
    expect(result.leftAlone).toEqual(Object.keys(HOST_FILES).sort());
    expect(readTree(webRoot(folder))).toEqual(before);
  });

  it('puts the build there byte for byte, hidden files too, 644 and 755, each file renamed into place, assets before pages before host files', async () => {
    const steps: Step[] = [];
    const result = await deploy({
      settings: settings(),
      from: builds.a,
      say,
      onStep: (step) => {
        steps.push(step);
        if (step.kind === 'uploaded') {
          const temporary = statSync(join(webRoot(folder), step.temporary));
          expect(temporary.mode & 0o777, `${step.temporary} is 644 before it is renamed`).toBe(0o644);
          expect(existsSync(join(webRoot(folder), step.path)), `${step.path} appears only by its rename`).toBe(false);
        }
      },
    });
    expect(result.ok, result.failure).toBe(true);
    expectExactly(folder, builds.a);
    expect(readTree(webRoot(folder)).files.has('.htaccess')).toBe(true);
    const replaced = steps.filter((step) => step.kind === 'replaced').map((step) => step.path);
    expect(replaced.length).toBe(treeOf(builds.a).size);
    const ranks = replaced.map(uploadRank);
    expect(ranks, 'assets, then pages, then .htaccess, feeds and sitemap').toEqual([...ranks].sort((x, y) => x - y));
    expect(replaced.slice(-2), 'the sitemap, then the service worker once all it names is there').toEqual([
      'sitemap.xml',
      SERVICE_WORKER_FILE,
    ]);

    // vsftpd's own log: every file was stored under a temporary name and renamed onto its own. (sshd's
    // internal-sftp logs to syslog only; the steps above show the same there.)
    if (protocol === 'ftps') {
      const log = await hosts.ftpsLog();
      const stored = [...log.matchAll(/FTP command: Client "[^"]+", "STOR ([^"]+)"/g)].map((m) =>
        defined(m[1], 'a stored file'),
      );
      expect(stored.length, 'files stored, in the server log').toBeGreaterThan(replaced.length);
      expect(stored.filter((path) => !path.endsWith('.deploying'))).toEqual([]);
      const renames = [...log.matchAll(/OK RENAME: Client "[^"]+", "[^"]+\.deploying [^"]+"/g)];
      expect(renames.length).toBeGreaterThanOrEqual(replaced.length);
    }
  });

  it('after a one-title edit, a renamed article and a changed script, uploads only what changed, removes the old page, keeps the last release’s hashed assets', async () => {
    const a = treeOf(builds.a);
    const b = treeOf(builds.b);
    const changed = changedFiles(a, b).sort();
    const gone = [...a.keys()].filter((path) => !b.has(path));
    const kept = gone.filter(isHashedAsset);
    expect(gone.some((path) => path.includes(renamedFrom))).toBe(true);
    expect(kept.length, 'the changed script’s old bundles').toBeGreaterThan(0);
    const missing: string[] = [];
    const result = await deploy({
      settings: settings(),
      from: builds.b,
      say,
      onStep: (step) => {
        // At every step, each page on the host finds the scripts and pictures it names; and a file being
        // replaced still holds the last release's bytes until its new ones are renamed onto it.
        missing.push(...pagesMissingAssets(webRoot(folder)));
        if (step.kind === 'uploaded' && a.has(step.path)) {
          expect(sha256(readFileSync(join(webRoot(folder), step.path))), step.path).toBe(a.get(step.path)!.hash);
        }
      },
    });
    expect(result.ok, result.failure).toBe(true);
    expect(missing).toEqual([]);
    expect(result.plan!.uploads.map((file) => file.path).sort()).toEqual(changed);
    expect(result.plan!.uploads.at(-1)?.path, 'a new worker, as the hashed files changed: uploaded last').toBe(
      SERVICE_WORKER_FILE,
    );
    expect(changed.length, 'a small share of the site').toBeLessThan(b.size / 10);
    expect(result.plan!.deletions.map((d) => d.path).sort()).toEqual(
      gone.filter((path) => !kept.includes(path)).sort(),
    );
    expect(result.plan!.retained).toEqual(kept.sort());
    expectExactly(folder, builds.b, kept);
    expect(existsSync(join(webRoot(folder), 'impact/blogs', renamedFrom)), 'the old page’s folder').toBe(false);
  });

  it('deploying the same build again changes nothing', async () => {
    const before = readTree(webRoot(folder));
    const result = await deploy({ settings: settings(), from: builds.b, say });
    expect(result.ok, result.failure).toBe(true);
    expect([result.plan!.uploads.length, result.plan!.deletions.length]).toEqual([0, 0]);
    expect(readTree(webRoot(folder))).toEqual(before);
  });

  it('an interrupted deploy, run again, finishes the job: while uploading, and while deleting', async () => {
    const interrupt = (kind: Step['kind'], after: number) => {
      let seen = 0;
      return (step: Step) => {
        if (step.kind === kind && ++seen === after) throw new Error('the connection dropped');
      };
    };
    const stopped = await deploy({ settings: settings(), from: builds.a, say, onStep: interrupt('replaced', 3) });
    expect(stopped.ok).toBe(false);
    expect(stopped.failure).toBe('The deploy stopped: the connection dropped.');
    expect(stopped.report.join('\n')).toMatch(
      /^Not finished: (\d+) of \d+ files uploaded.*the last release, nothing of it deleted, with \1 files of this one beside it.*Next: fix what the message above says, then run `npm run deploy` again to finish/s,
    );
    expect(pagesMissingAssets(webRoot(folder))).toEqual([]);
    const finished = await deploy({ settings: settings(), from: builds.a, say });
    expect(finished.ok, finished.failure).toBe(true);
    const keptFromB = changedFiles(treeOf(builds.a), treeOf(builds.b)).filter(
      (path) => isHashedAsset(path) && !treeOf(builds.a).has(path),
    );
    expectExactly(folder, builds.a, keptFromB);

    const deleting = await deploy({ settings: settings(), from: builds.b, say, onStep: interrupt('deleted', 1) });
    expect(deleting.ok).toBe(false);
    expect(deleting.report.join('\n')).toMatch(
      /^Not finished: .*; 1 of \d+ old files deleted.*this release, all up, with \d+ old files? still to delete.*again to finish: it deletes the old files left/s,
    );
    const again = await deploy({ settings: settings(), from: builds.b, say });
    expect(again.ok, again.failure).toBe(true);
    expect(again.plan!.uploads).toEqual([]);
    expect(again.plan!.deletions.length).toBeGreaterThan(0);
    const keptFromA = [...treeOf(builds.a).keys()].filter((path) => isHashedAsset(path) && !treeOf(builds.b).has(path));
    expectExactly(folder, builds.b, keptFromA);
    expect(
      readdirSync(webRoot(folder), { recursive: true, encoding: 'utf8' }).filter((p) => p.endsWith('.deploying')),
    ).toEqual([]);
  });
});

describe('Apache (AllowOverride FileInfo) serving what was deployed', () => {
  beforeAll(async () => {
    for (const override of ['FileInfo', 'None'] as const) {
      const { dir, remove } = await tempDir('deploy-apache-');
      cleanups.push(remove);
      apache.set(
        override,
        await startApache({
          name: `Apache (${override})`,
          site: webRoot('public_html'),
          dir,
          override,
        }),
      );
    }
  });

  it('serves the pages, answers the renamed article’s old address with a redirect, and denies the manifest', async () => {
    const { url } = apacheWith('FileInfo');
    expect((await get(`${url}/`)).status).toBe(200);
    expect((await get(`${url}/impact/blogs/${renamedTo}/`)).status).toBe(200);
    const old = await get(`${url}/impact/blogs/${renamedFrom}/`);
    expect(old.status).toBe(301);
    expect(old.headers.location).toContain(`/impact/blogs/${renamedTo}/`);
    expect((await get(`${url}/${DEPLOY_MANIFEST}`)).status).toBe(404);
    expect((await get(`${url}/.well-known/acme-challenge/token`)).text).toBe('acme');
  });

  it('the check after a deploy passes where the .htaccess is read, and says what is wrong where it is not', async () => {
    const passed = await smokeCheck(new URL(`${apacheWith('FileInfo').url}/`), builds.b);
    expect(passed.lines.join('\n')).not.toContain('✗');
    expect(passed).toMatchObject({
      ok: true,
      lines: expect.arrayContaining([expect.stringMatching(/^✓ unknown address: 404/)]) as string[],
    });
    expect(passed.lines).toHaveLength(4);
    const failed = await smokeCheck(new URL(`${apacheWith('None').url}/`), builds.b);
    expect(failed.ok).toBe(false);
    expect(failed.lines.join('\n')).toMatch(/✗ unknown address: 404, not the site’s 404 page/);
  });
});
