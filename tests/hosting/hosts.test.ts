/**
 * The built site as uploaded to real hosts: Debian's Apache at every AllowOverride level and without the
 * modules a cheap host may lack, nginx from the shipped example, and serve-handler as `npm start` runs it.
 */
import { chmod } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PATH,
  adminSecurityHeaders,
  IMMUTABLE,
  REVALIDATE,
  SERVICE_WORKER_PATH,
  SHORT_CACHE,
} from '../../hosting/headers';
import { DEPLOY_MANIFEST } from '../../hosting/built-site';
import { SEARCH_PATH } from '../../content/lib/articles/routes';
import { defined } from '../support/defined';
import { get, type Answer } from '../support/http-get';
import { tempDir, uploadedSite, type Host } from '../support/hosts';
import { setups, type Setup } from './setups';
import {
  addAdminFixture,
  adminFixture,
  configHostFiles,
  drawings,
  expectedHeaders,
  expectedSearchHeaders,
  expectedSvgHeaders,
  fileFor,
  foldersWithoutPage,
  notFoundPage,
  pages,
  publicFiles,
  read,
  samples,
  webRootHostFiles,
} from './site';

/** Each host, the web root it serves, and how to remove it all. */
const running = new Map<string, { host: Host; root: string; remove: () => Promise<void> }>();

beforeAll(async () => {
  await Promise.all(
    setups.map(async (setup) => {
      const { dir, remove } = await tempDir('site-host-');
      const root = uploadedSite(dir);
      running.set(setup.name, { host: await setup.start(dir), root, remove });
      await addAdminFixture(root);
    }),
  );
}, 30_000);

afterAll(async () => {
  await Promise.all(
    [...running.values()].map(async ({ host, remove }) => {
      await host.stop();
      await remove();
    }),
  );
});

/** Runs the checks in parallel, a few at a time, as a browser fetches a page's parts. */
async function inBatches<T>(items: T[], check: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += 8) await Promise.all(items.slice(i, i + 8).map(check));
}

const HSTS = 'strict-transport-security';

/** The values a response sends of a header, however many times it sends it. */
const sent = (answer: Answer, key: string) =>
  answer.rawHeaders.filter((_, i) => i % 2 === 1 && answer.rawHeaders[i - 1]?.toLowerCase() === key.toLowerCase());

describe.each(setups)('$name', (setup: Setup) => {
  /** A GET on this host; no answer may be a server error, whatever the URL. */
  async function fetch(path: string, headers: Record<string, string> = {}): Promise<Answer> {
    const host = running.get(setup.name)?.host;
    if (!host) throw new Error(`${setup.name} did not start`);
    const answer = await get(host.url + path, headers);
    expect(answer.status, `${path}: a server error`).toBeLessThan(500);
    return answer;
  }

  it('answers every page and every file of the site with 200 and its content', async () => {
    expect(pages.length).toBeGreaterThan(20);
    await inBatches(pages, async (path) => {
      const answer = await fetch(path);
      expect(answer.status, path).toBe(200);
      expect(answer.headers['content-type'], path).toMatch(/^text\/html/);
      expect(answer.body.equals(read(fileFor(path))), path).toBe(true);
    });
    expect(publicFiles.length).toBeGreaterThan(pages.length);
    await inBatches(publicFiles, async (file) => {
      const answer = await fetch(file);
      expect(answer.status, file).toBe(200);
      expect(answer.body.equals(read(file)), file).toBe(true);
    });
  });

  it(`answers an unknown path with 404${setup.readsConfig ? ' and the site’s 404 page' : ''}`, async () => {
    for (const path of [samples.notFound, samples.missingAsset, '/assets/pictures/no-such-picture-0123456789.svg']) {
      const answer = await fetch(path);
      expect(answer.status, path).toBe(404);
      if (setup.readsConfig) expect(answer.body.equals(notFoundPage), path).toBe(true);
    }
  });

  if (setup.notFoundPerEdition)
    it('answers an unknown address under /sw/ with 404 and the Kiswahili 404 page', async () => {
      const answer = await fetch('/sw/no-such-page/');
      expect(answer.status).toBe(404);
      expect(answer.body.equals(read('sw/404.html'))).toBe(true);
    });

  it('lists no folder: a folder without a page shows the 404 page', async () => {
    expect(foldersWithoutPage).toEqual(expect.arrayContaining(['/assets/', '/assets/pictures/', '/reports/']));
    await inBatches(foldersWithoutPage, async (folder) => {
      const answer = await fetch(folder);
      // Where the host reads no configuration, the stand-in index is what stops the listing.
      expect(answer.status, folder).toBe(setup.readsConfig ? 404 : 200);
      // A folder of the Kiswahili edition holds the Kiswahili 404 page.
      const notFound = folder.startsWith('/sw/') ? read('sw/404.html') : notFoundPage;
      expect(answer.body.equals(notFound), `${folder} shows the 404 page, not a listing`).toBe(true);
      const standIn = await fetch(`${folder}index.html`);
      expect(standIn.body.equals(notFound), `${folder}index.html`).toBe(true);
      const bare = await fetch(folder.slice(0, -1));
      if (bare.status === 301) expect(new URL(bare.headers.location!, 'http://x').pathname).toBe(folder);
      else expect(bare.body.equals(notFound), folder.slice(0, -1)).toBe(true);
    });
  });

  it('serves no host file', async () => {
    for (const path of [...webRootHostFiles, ...configHostFiles]) {
      const answer = await fetch(path);
      // _headers and _redirects are plain files to a host that reads no configuration; they hold only these
      // same headers and the former addresses of renamed articles.
      if ((path === '/_headers' || path === '/_redirects') && !setup.readsConfig) continue;
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expect(answer.text, path).not.toMatch(/Header always set|Content-Security-Policy:|add_header|"headers"/);
    }
    expect(configHostFiles).toEqual(['/nginx.conf.example', '/serve.json']);
  });

  // The copy's manifest is readable (tests/support/hosts.ts), so that a host reading the site's configuration
  // is seen to deny it on its own; a host reading none is left the mode the deploy gives it, which the web
  // server's user (www-data, as the suite runs as root) cannot read.
  it(`does not serve the deploy’s manifest: ${setup.readsConfig ? 'its configuration denies it' : 'left mode 600, as the deploy leaves it, the web server cannot read it'}`, async () => {
    const root = running.get(setup.name)?.root;
    if (!setup.readsConfig) await chmod(join(defined(root, 'the web root'), DEPLOY_MANIFEST), 0o600);
    expect((await fetch(`/${DEPLOY_MANIFEST}`)).status).toBe(setup.readsConfig ? 404 : 403);
  });

  const kinds = [
    ['a page', samples.page],
    ['a hashed asset', samples.asset],
    ['an image', samples.image],
    ['the 404 page', samples.notFound],
  ] as const;

  if (setup.sendsHeaders) {
    it(`sends the security headers${setup.hsts ? ' and HSTS' : ''} on a page, a hashed asset, an image and the 404`, async () => {
      for (const [kind, path] of kinds) {
        const answer = await fetch(path);
        for (const { key, value } of path.endsWith('.svg') ? expectedSvgHeaders() : expectedHeaders())
          expect(answer.headers[key.toLowerCase()], `${kind}: ${key}`).toBe(value);
        if (setup.hsts) expect(answer.headers[HSTS], kind).toBe('max-age=31536000; includeSubDomains');
        else expect(answer.headers[HSTS], `${kind}: HSTS ships turned off`).toBeUndefined();
      }
    });

    it('sends every drawing (.svg) its own locking policy in place of the site’s, exactly one', async () => {
      expect(drawings).toEqual(expect.arrayContaining([samples.image, '/favicon.svg']));
      await inBatches(drawings, async (path) => {
        const answer = await fetch(path);
        expect(answer.status, path).toBe(200);
        for (const { key, value } of expectedSvgHeaders())
          expect(sent(answer, key), `${path}: ${key}`).toEqual([value]);
      });
    });

    it('sends the CMS under /admin/ its own policy and headers in place of the site’s, and a visitor page none of them', async () => {
      const admin = [ADMIN_PATH, adminFixture.page, adminFixture.config, adminFixture.script, adminFixture.hashed];
      for (const path of admin) {
        const answer = await fetch(path);
        expect(answer.status, path).toBe(200);
        for (const { key, value } of adminSecurityHeaders())
          expect(sent(answer, key), `${path}: ${key}`).toEqual([value]);
        expect(answer.headers['cache-control'], path).toBe(path === adminFixture.hashed ? IMMUTABLE : REVALIDATE);
      }
      // A missing file there shows the site's 404 page, under the site's headers, which allow its script.
      for (const path of [samples.page, samples.notFound, `${ADMIN_PATH}no-such-file-0123456789.js`]) {
        const answer = await fetch(path);
        for (const { key, value } of expectedHeaders()) expect(sent(answer, key), `${path}: ${key}`).toEqual([value]);
        expect(answer.headers['x-robots-tag'], path).toBeUndefined();
      }
    });

    it('sends the search page of each edition the site’s policy with WebAssembly allowed, in place of the site’s, and no other page', async () => {
      expect(expectedSearchHeaders()).not.toEqual(expectedHeaders());
      for (const path of [SEARCH_PATH, `${SEARCH_PATH}index.html`, `/sw${SEARCH_PATH}`]) {
        const answer = await fetch(path);
        expect(answer.status, path).toBe(200);
        for (const { key, value } of expectedSearchHeaders())
          expect(sent(answer, key), `${path}: ${key}`).toEqual([value]);
      }
      // Nor a page whose address holds the search page's further in, nor the search index's own files.
      const index = defined(
        publicFiles.find((file) => /^\/assets\/search-[0-9a-f]{10}\/pagefind\.js$/.test(file)),
        'the search index’s script in dist/',
      );
      for (const path of [samples.page, '/sw/', `/impact${SEARCH_PATH}`, index]) {
        const answer = await fetch(path);
        for (const { key, value } of expectedHeaders()) expect(sent(answer, key), `${path}: ${key}`).toEqual([value]);
      }
    });

    it('caches hashed assets and pictures a year, other files a day, and revalidates pages, the service worker and every error', async () => {
      const expected: [string, string][] = [
        [samples.page, REVALIDATE],
        ['/', REVALIDATE],
        [SERVICE_WORKER_PATH, REVALIDATE],
        [samples.asset, IMMUTABLE],
        [samples.image, IMMUTABLE],
        ['/favicon.svg', SHORT_CACHE],
        [samples.notFound, REVALIDATE],
        [samples.missingAsset, REVALIDATE],
        ['/assets/', REVALIDATE],
      ];
      for (const [path, cache] of expected) expect((await fetch(path)).headers['cache-control'], path).toBe(cache);
    });
  } else {
    it('sends no headers of its own (each page carries its policy in a <meta>) and no cache rules', async () => {
      for (const [kind, path] of kinds) {
        const answer = await fetch(path);
        for (const { key } of expectedHeaders())
          expect(answer.headers[key.toLowerCase()], `${kind}: ${key}`).toBeUndefined();
        expect(answer.headers['cache-control'], kind).toBeUndefined();
      }
    });
  }

  const compressible: [kind: string, path: string][] = [
    ['HTML', samples.page],
    ...(samples.css ? [['CSS', samples.css] as [string, string]] : []),
    ['JavaScript', samples.asset],
    ['SVG', samples.image],
    ['XML', samples.xml],
    ['the 404 page', samples.notFound],
  ];

  it(`${setup.compresses ? 'compresses' : 'sends uncompressed'} ${compressible.map(([kind]) => kind).join(', ')}`, async () => {
    for (const [kind, path] of compressible) {
      const answer = await fetch(path);
      if (path !== samples.notFound) expect(answer.body.equals(read(fileFor(path))), kind).toBe(true);
      else if (setup.readsConfig) expect(answer.body.equals(notFoundPage), kind).toBe(true);
      if (setup.compresses) {
        expect(answer.headers['content-encoding'], kind).toBe('gzip');
        expect(answer.sent.length, kind).toBeLessThan(answer.body.length * 0.8);
        expect(answer.headers.vary, kind).toMatch(/accept-encoding/i);
      } else {
        expect(answer.headers['content-encoding'], kind).toBeUndefined();
      }
    }
  });

  it('answers a revalidation with 304 Not Modified, by ETag and by date, with compression on', async () => {
    for (const path of [samples.page, samples.asset]) {
      const first = await fetch(path);
      const { etag, 'last-modified': lastModified } = first.headers;
      expect(etag ?? lastModified, `${path} has a validator`).toBeTruthy();
      const revisits: Record<string, string>[] = [];
      if (etag) revisits.push({ 'if-none-match': etag });
      if (lastModified) revisits.push({ 'if-modified-since': lastModified });
      // What a browser sends when it holds both.
      if (etag && lastModified) revisits.push({ 'if-none-match': etag, 'if-modified-since': lastModified });
      for (const revisit of revisits) {
        const again = await fetch(path, revisit);
        expect(again.status, `${path} with ${Object.keys(revisit).join(' and ')}`).toBe(304);
        expect(again.sent.length).toBe(0);
        if (setup.sendsHeaders && setup.headersOn304) {
          expect(again.headers['cache-control'], path).toBe(first.headers['cache-control']);
          expect(again.headers['content-security-policy'], path).toBe(first.headers['content-security-policy']);
        }
      }
    }
  });

  if (setup.readsConfig) {
    it('gives the web manifest, pictures and calendar files their types', async () => {
      expect((await fetch(samples.manifest)).headers['content-type']).toMatch(/^application\/manifest\+json/);
      expect((await fetch(samples.image)).headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect((await fetch(samples.calendar)).headers['content-type']).toBe('text/calendar; charset=utf-8');
    });
  }
});
