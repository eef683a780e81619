/**
 * What a deploy decides before it touches the host (deploy/plan.ts, order.ts, settings.ts, known-hosts.ts):
 * by content, in a safe order, keeping the last release's hashed assets one release, refusing what would leak a
 * password or trust an unknown host.
 */
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { emptyManifest, type Manifest } from '../../deploy/manifest';
import { byUploadOrder, isHashedAsset } from '../../deploy/order';
import { makePlan } from '../../deploy/plan';
import { readSettings } from '../../deploy/settings';
import { verifyHostKey } from '../../deploy/known-hosts';
import type { LocalFile } from '../../deploy/local-files';

const site = (files: Record<string, string>) =>
  new Map(
    Object.entries(files).map(([path, hash]) => [
      path,
      { path, source: `/dist/${path}`, size: 1, hash } satisfies LocalFile,
    ]),
  );
const paths = (files: { path: string }[]) => files.map((file) => file.path);

const release1 = site({
  'index.html': 'h1',
  'assets/widgets-aaaa.js': 'a1',
  '.htaccess': 'x1',
  'old/index.html': 'o1',
});
const release2 = site({ 'index.html': 'h2', 'assets/widgets-bbbb.js': 'b1', '.htaccess': 'x1' });
const release3 = site({ 'index.html': 'h3', 'assets/widgets-cccc.js': 'c1', '.htaccess': 'x1' });

describe('the plan', () => {
  it('publishes some files alone (the editor’s status), keeping every other file of the release and deleting none', () => {
    const deployed = makePlan(release1, emptyManifest(), 'then').done;
    const status = site({ 'admin/status.json': 's1' });
    const plan = makePlan(status, deployed, 'now', { partial: true });
    expect(paths(plan.uploads)).toEqual(['admin/status.json']);
    expect(plan.deletions).toEqual([]);
    expect(plan.done).toEqual({ ...deployed, files: { ...deployed.files, 'admin/status.json': 's1' } });
    // The same status again uploads nothing.
    expect(makePlan(status, plan.done, 'later', { partial: true }).uploads).toEqual([]);
  });

  it('uploads the record of a publish last, once the site it records is up', () => {
    const plan = makePlan(
      site({ 'admin/published.json': 'p', 'sitemap.xml': 's', 'index.html': 'i' }),
      emptyManifest(),
      'now',
    );
    expect(paths(plan.uploads).at(-1)).toBe('admin/published.json');
  });

  it('uploads everything the first time, assets first and the host files last, and deletes nothing', () => {
    const plan = makePlan(release1, emptyManifest(), 'now');
    expect(paths(plan.uploads)).toEqual(['assets/widgets-aaaa.js', 'index.html', 'old/index.html', '.htaccess']);
    expect(plan.deletions).toEqual([]);
    expect(Object.values(plan.journal.files)).toEqual([null, null, null, null]);
  });

  it('uploads only what changed, deletes what earlier deploys uploaded, keeps the last release’s hashed assets one release', () => {
    const second = makePlan(release2, makePlan(release1, emptyManifest(), '1').done, '2');
    expect(paths(second.uploads)).toEqual(['assets/widgets-bbbb.js', 'index.html']);
    expect(second.deletions).toEqual([{ path: 'old/index.html', unfinished: false }]);
    expect(second.retained).toEqual(['assets/widgets-aaaa.js']);
    expect(second.release.stale).toEqual(['old/index.html']);
    const third = makePlan(release3, second.done, '3');
    expect(third.deletions.map((d) => d.path)).toEqual(['assets/widgets-aaaa.js']);
    expect(third.retained).toEqual(['assets/widgets-bbbb.js']);
    const again = makePlan(release3, third.done, '4');
    expect([again.uploads, again.deletions, again.retained]).toEqual([[], [], ['assets/widgets-bbbb.js']]);
  });

  it('after an interruption, uploads again what may be half there and deletes what was still to go', () => {
    const first = makePlan(release1, emptyManifest(), '1');
    const interrupted: Manifest = makePlan(release2, first.done, '2').journal;
    const rerun = makePlan(release1, interrupted, '3');
    expect(paths(rerun.uploads), 'the page whose upload may be unfinished').toEqual(['index.html']);
    const gone = makePlan(release3, interrupted, '3');
    expect(gone.deletions).toContainEqual({ path: 'assets/widgets-bbbb.js', unfinished: true });
    const deleting = makePlan(release2, { ...first.done, stale: ['cgi-bin/leftover.html'] }, '4');
    expect(deleting.deletions.map((d) => d.path)).toContain('cgi-bin/leftover.html');
  });

  it('orders feeds, the sitemap and a service worker after the pages, and knows hashed assets', () => {
    const order = [
      'service-worker.js',
      'sitemap.xml',
      'impact/blogs/feed.xml',
      '.htaccess',
      'about/index.html',
      'favicon.svg',
    ].sort(byUploadOrder);
    expect(order).toEqual([
      'favicon.svg',
      'about/index.html',
      '.htaccess',
      'impact/blogs/feed.xml',
      'sitemap.xml',
      'service-worker.js',
    ]);
    expect(
      ['assets/widgets-1a.js', 'assets/index.html', 'admin/cms-DXXI773W.js', 'admin/config.yml'].map(isHashedAsset),
    ).toEqual([true, false, true, false]);
  });
});

describe('the settings', () => {
  const base = { DEPLOY_PASSWORD: 'secret', DEPLOY_KNOWN_HOSTS: '/dev/null' };
  it('read a cPanel user, the default port and a folder relative to the login, or absolute', () => {
    const ftps = readSettings({ ...base, DEPLOY_TARGET: 'ftps://name%40example.org@ftp.example.org/public_html/' });
    expect([ftps.user, ftps.port, ftps.folder, ftps.label]).toEqual([
      'name@example.org',
      21,
      'public_html',
      'ftps://name%40example.org@ftp.example.org:21/public_html',
    ]);
    const sftp = readSettings({ ...base, DEPLOY_TARGET: 'sftp://me@host:2222/%2Fvar/www/site' });
    expect([sftp.port, sftp.folder]).toEqual([2222, '/var/www/site']);
    expect(sftp.label).not.toContain('secret');
  });

  it('refuse plain FTP unless allowed, a password in the address, and a missing one', () => {
    expect(() => readSettings({ ...base, DEPLOY_TARGET: 'ftp://me@host/x' })).toThrow(/DEPLOY_ALLOW_PLAIN_FTP=1/);
    expect(readSettings({ ...base, DEPLOY_TARGET: 'ftp://me@host/x', DEPLOY_ALLOW_PLAIN_FTP: '1' }).protocol).toBe(
      'ftp',
    );
    expect(() => readSettings({ ...base, DEPLOY_TARGET: 'sftp://me:pw@host/x' })).toThrow(/DEPLOY_PASSWORD instead/);
    expect(() => readSettings({ DEPLOY_TARGET: 'ftps://me@host/x' })).toThrow(/DEPLOY_PASSWORD is not set/);
    expect(() => readSettings({ ...base, DEPLOY_TARGET: 'https://host/' })).toThrow(/use ftps:\/\/ .* or sftp:\/\//);
    expect(() => readSettings({ ...base, DEPLOY_TARGET: 'sftp://me@host/x', DEPLOY_KEY: '/no/such/key' })).toThrow(
      /DEPLOY_KEY names the SFTP private key, \/no\/such\/key, which cannot be read/,
    );
  });
});

describe('known_hosts', () => {
  const key = Buffer.from('0000000b7373682d656432353531390000000401020304', 'hex');
  const other = Buffer.from('0000000b7373682d656432353531390000000405060708', 'hex');
  const line = (hosts: string, k = key) => `${hosts} ssh-ed25519 ${k.toString('base64')}\n`;
  it('knows a listed key, by name, by [name]:port, by wildcard and hashed', () => {
    expect(verifyHostKey(line('example.org'), 'example.org', 22, key)).toBe('known');
    expect(verifyHostKey(line('[example.org]:2222'), 'example.org', 2222, key)).toBe('known');
    expect(verifyHostKey(line('example.org'), 'example.org', 2222, key)).toBe('unknown');
    expect(verifyHostKey(line('*.example.org,!bad.example.org'), 'www.example.org', 22, key)).toBe('known');
    expect(verifyHostKey(line('*.example.org,!bad.example.org'), 'bad.example.org', 22, key)).toBe('unknown');
    const salt = Buffer.from('salt-salt-salt-salt!');
    const hashed = `|1|${salt.toString('base64')}|${createHmac('sha1', salt).update('example.org').digest('base64')}`;
    expect(verifyHostKey(line(hashed), 'example.org', 22, key)).toBe('known');
  });

  it('refuses a changed or revoked key', () => {
    expect(verifyHostKey(line('example.org', other), 'example.org', 22, key)).toBe('changed');
    expect(verifyHostKey(`@revoked ${line('example.org')}${line('example.org')}`, 'example.org', 22, key)).toBe(
      'revoked',
    );
  });
});
