/**
 * `npm run deploy` as a person runs it, when something is wrong: each failure exits non-zero with a message
 * saying what to check, nothing of the host's is changed, and no output, failing or not, carries the password.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { chown, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy } from '../../deploy/deploy';
import { readSettings } from '../../deploy/settings';
import { EDITOR_STATUS_FILE, PUBLISHED_FILE, type Published } from '../../lib/editor-status';
import { startVsftpd, type FileServer } from '../support/file-servers';
import { freePort, tempDir } from '../support/hosts';
import { carries, runDeploy, startDeployHosts, type DeployHosts } from './deploy-hosts';

let hosts: DeployHosts;
let plainFtp: FileServer;
let site: string;
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  hosts = await startDeployHosts();
  cleanups.push(hosts.stop);
  const servers = await tempDir('deploy-plain-');
  cleanups.unshift(servers.remove);
  plainFtp = await startVsftpd({ dir: servers.dir, tls: false });
  cleanups.unshift(plainFtp.stop);
  // A small site to publish, with a hidden file as every build has.
  site = join(servers.dir, 'site');
  await mkdir(join(site, 'assets'), { recursive: true });
  await writeFile(
    join(site, 'index.html'),
    '<!doctype html><title>Home</title><script src="/assets/a-0123456789.js"></script>',
  );
  await writeFile(join(site, 'assets/a-0123456789.js'), 'console.log(1)');
  await writeFile(join(site, '.htaccess'), 'ErrorDocument 404 /404.html');
  // A folder the account may not write in, as a host's folder owned by another user.
  await mkdir(join(hosts.account.home, 'locked'), { mode: 0o755 });
  await chown(join(hosts.account.home, 'locked'), 0, 0);
}, 60_000);

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

const from = () => ['--from', site];
const treeOf = (folder: string) => readdirSync(join(hosts.account.home, folder), { recursive: true }).sort();

/** Checks a failure's words and that it printed no secret; returns everything it printed. */
function expectFailure(code: number, output: string, expected: RegExp) {
  expect(code, output).toBe(1);
  expect(output).toMatch(expected);
  expect(carries(output, hosts.account.password), 'the password in the output').toBe(false);
  return output;
}

/** Runs `npm run deploy` as a person does, and checks it failed as expected. */
async function fails(env: NodeJS.ProcessEnv, expected: RegExp) {
  const { code, output } = await runDeploy(env, from());
  return expectFailure(code, output, expected);
}

/**
 * Runs the deploy in this process (quicker than a command for each case), and checks it failed as expected,
 * in words that carry no secret even before the command masks them.
 */
async function failsHere(env: NodeJS.ProcessEnv, expected: RegExp) {
  const lines: string[] = [];
  const result = await deploy({ settings: readSettings(env), from: site, say: (line) => lines.push(line) });
  return expectFailure(result.ok ? 0 : 1, [...lines, result.failure, ...result.report].join('\n'), expected);
}

describe('a deploy that cannot go ahead says why, and what to check', () => {
  it('a wrong password, over FTPS and SFTP', async () => {
    const wrong = { DEPLOY_PASSWORD: `${hosts.account.password}x` };
    for (const [protocol, run] of [
      ['ftps', failsHere],
      ['sftp', fails],
    ] as const) {
      const output = await run(
        hosts.env(protocol, 'public_html', wrong),
        /refused the login of "deploy\w+".*Check DEPLOY_PASSWORD/s,
      );
      expect(carries(output, wrong.DEPLOY_PASSWORD)).toBe(false);
    }
  });

  it('an SFTP host key not in known_hosts, or not the one it lists, and the password is not sent', async () => {
    const logged = (await hosts.sftpLog()).length;
    const empty = join(hosts.account.home, '..', 'known_hosts_empty');
    await writeFile(empty, '');
    await failsHere(
      hosts.env('sftp', 'public_html', { DEPLOY_KNOWN_HOSTS: empty }),
      /host key of 127\.0\.0\.1, port \d+ \(ssh-ed25519 SHA256:\S+\) is not in .*known_hosts_empty, so the password was not sent.*add this line/s,
    );
    const other = join(hosts.account.home, '..', 'known_hosts_other');
    execFileSync('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', `${other}.key`]);
    const otherKey = execFileSync('cat', [`${other}.key.pub`], { encoding: 'utf8' })
      .split(' ')
      .slice(0, 2)
      .join(' ');
    await writeFile(other, `[127.0.0.1]:${hosts.ports.sftp} ${otherKey}\n`);
    await failsHere(
      hosts.env('sftp', 'public_html', { DEPLOY_KNOWN_HOSTS: other }),
      /is not the key .* lists for it.*replace its line/s,
    );
    expect((await hosts.sftpLog()).slice(logged)).not.toMatch(/password/);
  });

  it('an unreachable host', async () => {
    const port = await freePort();
    await failsHere(
      { ...hosts.env('ftps', 'public_html'), DEPLOY_TARGET: `ftps://someone@127.0.0.1:${port}/public_html` },
      new RegExp(
        `Could not reach 127\\.0\\.0\\.1, port ${port} \\(.*ECONNREFUSED.*Check the host name and port in DEPLOY_TARGET`,
        's',
      ),
    );
  });

  it('a folder the account may not write in, and nothing is left there', async () => {
    for (const protocol of ['ftps', 'sftp'] as const) {
      await failsHere(
        hosts.env(protocol, 'locked'),
        /refused to let "deploy\w+" write .* in "locked".*nothing of this run; the site is as it was/s,
      );
    }
    expect(treeOf('locked')).toEqual([]);
    await failsHere(hosts.env('sftp', 'no-such-folder'), /The folder "no-such-folder" is not on 127\.0\.0\.1/);
  });

  it('plain FTP, unless allowed; and FTPS to a host without TLS, before the password is sent', async () => {
    const plain = {
      DEPLOY_TARGET: `ftp://${hosts.account.user}@127.0.0.1:${plainFtp.port}/public_html`,
      DEPLOY_PASSWORD: hosts.account.password,
      DEPLOY_ALLOW_PLACEHOLDERS: '1',
    };
    await fails(plain, /plain ftp:\/\/, which sends the password unencrypted.*DEPLOY_ALLOW_PLAIN_FTP=1/s);
    await failsHere(
      { ...plain, DEPLOY_TARGET: plain.DEPLOY_TARGET.replace('ftp:', 'ftps:') },
      /does not offer FTP over TLS .*nothing was sent/s,
    );
    expect(await plainFtp.log()).not.toMatch(/LOGIN/);
    const allowed = await runDeploy({ ...plain, DEPLOY_ALLOW_PLAIN_FTP: '1' }, from());
    expect(allowed.code, allowed.output).toBe(0);
    expect(carries(allowed.output, hosts.account.password)).toBe(false);
    expect(treeOf('public_html')).toEqual([
      '.deploy-manifest',
      '.htaccess',
      'admin',
      'admin/published.json',
      'assets',
      'assets/a-0123456789.js',
      'index.html',
    ]);
  });

  it('placeholders left in the content, unless DEPLOY_ALLOW_PLACEHOLDERS=1, said before any connection', async () => {
    const folder = 'placeholders';
    await hosts.account.own(join(hosts.account.home, folder));
    const connections = (await hosts.sftpLog()).length;
    const output = await fails(
      hosts.env('sftp', folder, { DEPLOY_ALLOW_PLACEHOLDERS: '' }),
      /^Not published: \d+ placeholder details to replace before launch/m,
    );
    expect(output).toMatch(/content\/site\.yml, line \d+: email "hello@example\.org" is a placeholder/);
    expect(output).toMatch(/content\/site\.yml, line \d+: giving\.mpesa\.paybill "000000" is a placeholder/);
    expect(output).toContain('set DEPLOY_ALLOW_PLACEHOLDERS=1 to publish a demonstration site');
    expect(treeOf(folder)).toEqual([]);
    expect((await hosts.sftpLog()).length, 'sshd heard from the deploy').toBe(connections);
  });

  it('a setting missing or written wrong', async () => {
    await fails(
      {
        ...hosts.env('sftp', 'x'),
        DEPLOY_TARGET: `sftp://me:${encodeURIComponent(hosts.account.password)}@127.0.0.1/x`,
      },
      /holds a password.*DEPLOY_PASSWORD/,
    );
    expect(() => readSettings({ ...hosts.env('ftps', 'x'), DEPLOY_PASSWORD: '' })).toThrow(
      /DEPLOY_PASSWORD is not set/,
    );
  });
});

/** The files of the small site now (a deploy adds admin/published.json to it). */
const filesOfSite = () =>
  readdirSync(site, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

describe('a deploy that goes ahead', () => {
  it('prints no secret in a dry run or a deploy, over either protocol, and the dry run changes nothing', async () => {
    for (const protocol of ['sftp', 'ftps'] as const) {
      const folder = `${protocol}_site`;
      await hosts.account.own(join(hosts.account.home, folder));
      const dry = await runDeploy(hosts.env(protocol, folder), [...from(), '--dry-run']);
      expect(dry.code, dry.output).toBe(0);
      expect(dry.output).toMatch(new RegExp(`Would upload \\(new\\): ${filesOfSite()}\n`));
      expect(treeOf(folder)).toEqual([]);
      const real = await runDeploy(hosts.env(protocol, folder), from());
      expect(real.code, real.output).toBe(0);
      // The site's three files, and when and from which change it was published, for the editor's status.
      expect(real.output).toMatch(/Published: 4 of 4 files uploaded, 0 not; 0 unchanged\./);
      for (const output of [dry.output, real.output]) expect(carries(output, hosts.account.password)).toBe(false);
    }
    const published = JSON.parse(
      await readFile(join(hosts.account.home, 'sftp_site', PUBLISHED_FILE), 'utf8'),
    ) as Published;
    expect(Date.now() - Date.parse(published.time)).toBeLessThan(120_000);
    expect(published.change?.commit).toBe(execFileSync('git', ['rev-parse', 'HEAD'], { encoding: 'utf8' }).trim());
    const withKey = await runDeploy(
      hosts.env('sftp', 'sftp_site', { DEPLOY_PASSWORD: '', DEPLOY_KEY: hosts.clientKey }),
      from(),
    );
    // Only the record of the publish is new.
    expect(withKey.output).toMatch(/1 of 4 files to upload/);
  });

  it('publishes the editor’s status alone, leaving the release as it was (npm run deploy:status)', async () => {
    const refusal = join(site, '..', 'refusal');
    await mkdir(join(refusal, 'admin'), { recursive: true });
    await writeFile(join(refusal, EDITOR_STATUS_FILE), '{"builtOn":"2026-11-28","items":[]}\n');
    const before = treeOf('sftp_site');
    const status = await runDeploy(hosts.env('sftp', 'sftp_site'), ['--from', refusal, '--only', EDITOR_STATUS_FILE]);
    expect(status.code, status.output).toBe(0);
    expect(status.output).toMatch(/Published: 1 of 1 files uploaded, 0 not; \d+ unchanged\./);
    expect(treeOf('sftp_site')).toEqual([...new Set([...before, 'admin/status.json'])].sort());
    expect(await readFile(join(hosts.account.home, 'sftp_site', EDITOR_STATUS_FILE), 'utf8')).toContain('builtOn');
    // A file it names that the folder lacks is refused, and nothing changes.
    const missing = await runDeploy(hosts.env('sftp', 'sftp_site'), [
      '--from',
      refusal,
      '--only',
      'admin/nothing.json',
    ]);
    expect(missing.code).toBe(1);
    expect(missing.output).toMatch(/admin\/nothing\.json: not in .*refusal, so not published/);
  });
});
