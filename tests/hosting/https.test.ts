/**
 * HTTPS turned on as the shipped files say (the commented lines uncommented, a certificate in place): every
 * http:// URL redirects to https://, and the headers are what Mozilla's Observatory grades A+.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SVG_CONTENT_SECURITY_POLICY } from '../../hosting/headers';
import { get } from '../support/http-get';
import { certificate, startApache, startNginx, tempDir, uploadedCopy, type Host } from '../support/hosts';
import { observatoryGrade } from './observatory';
import { nginxForHttp, replaceLine, uncomment } from './setups';
import { samples } from './site';

interface SecureSetup {
  name: string;
  start: (dir: string, tls: { cert: string; key: string }) => Promise<Host>;
}

const setups: SecureSetup[] = [
  {
    name: 'Apache, AllowOverride FileInfo, with the .htaccess HTTPS lines on',
    async start(dir, tls) {
      const { site } = await uploadedCopy(dir);
      const file = join(site, '.htaccess');
      let htaccess = await readFile(file, 'utf8');
      htaccess = uncomment(htaccess, /Header always set Strict-Transport-Security /);
      for (const line of [/<If "%\{HTTPS\}/, / {2}Redirect permanent /, /<\/If>/]) htaccess = uncomment(htaccess, line);
      await writeFile(file, htaccess);
      return startApache({ name: 'Apache with HTTPS', site, dir, override: 'FileInfo', tls });
    },
  },
  {
    name: 'nginx, the shipped example with its HTTPS lines on',
    async start(dir, tls) {
      const { site, config } = await uploadedCopy(dir);
      const example = await readFile(join(config, 'nginx.conf.example'), 'utf8');
      const confDir = join(dir, 'nginx');
      await mkdir(confDir);
      return startNginx({
        name: 'nginx with HTTPS',
        dir: confDir,
        secure: true,
        site: ({ port, securePort }) => {
          let conf = nginxForHttp(example, site, port);
          conf = replaceLine(conf, /^(\s*)# listen 443 ssl;$/, `$1listen 127.0.0.1:${securePort} ssl;`);
          conf = replaceLine(conf, /^(\s*)# ssl_certificate \S+;$/, `$1ssl_certificate ${tls.cert};`);
          conf = replaceLine(conf, /^(\s*)# ssl_certificate_key \S+;$/, `$1ssl_certificate_key ${tls.key};`);
          return uncomment(conf, /if \(\$scheme = "http"\)/);
        },
      });
    },
  },
];

const running = new Map<string, Host>();
const cleanups: (() => Promise<void>)[] = [];

beforeAll(async () => {
  const shared = await tempDir('site-tls-');
  cleanups.push(shared.remove);
  const tls = await certificate(shared.dir);
  await Promise.all(
    setups.map(async (setup) => {
      const { dir, remove } = await tempDir('site-host-');
      cleanups.push(remove);
      running.set(setup.name, await setup.start(dir, tls));
    }),
  );
}, 30_000);

afterAll(async () => {
  await Promise.all([...running.values()].map((host) => host.stop()));
  await Promise.all(cleanups.map((remove) => remove()));
});

describe.each(setups)('$name', (setup) => {
  const host = () => running.get(setup.name)!;

  it('redirects every http:// URL to the same URL over https://, on the same host', async () => {
    for (const path of ['/', `${samples.page}?from=newsletter`, samples.notFound, samples.asset]) {
      const answer = await get(host().url + path);
      expect(answer.status, path).toBe(301);
      const location = new URL(answer.headers.location ?? '');
      expect(location.protocol, path).toBe('https:');
      expect(location.hostname, path).toBe('127.0.0.1');
      expect(location.pathname + location.search, path).toBe(path);
    }
  });

  it('over HTTPS, sends on every response the headers Mozilla’s Observatory grades A+', async () => {
    const home = await get(`${host().secureUrl}/`);
    expect(home.status).toBe(200);
    const scan = {
      headers: home.headers,
      httpRedirect: (await get(`${host().url}/`)).headers.location,
      host: '127.0.0.1',
    };
    const { grade, score, modifiers } = observatoryGrade(scan);
    expect(grade, `${score}: ${modifiers.join(', ')}`).toBe('A+');
    // The grade hangs on the lines turned on here: without HSTS or the redirect it is no A+.
    expect(
      observatoryGrade({ ...scan, headers: { ...home.headers, 'strict-transport-security': undefined } }).grade,
    ).toBe('B+');
    expect(observatoryGrade({ ...scan, httpRedirect: undefined }).grade).toBe('B+');
    for (const path of [samples.page, samples.asset, samples.image, samples.notFound]) {
      const answer = await get(host().secureUrl + path);
      expect(answer.headers['strict-transport-security'], path).toBe('max-age=31536000; includeSubDomains');
      // A drawing carries its own locking policy in place of the site's (hosting/headers.ts).
      expect(answer.headers['content-security-policy'], path).toBe(
        path.endsWith('.svg') ? SVG_CONTENT_SECURITY_POLICY : home.headers['content-security-policy'],
      );
    }
  });
});
