/**
 * What the built site is, read from the enlarged build (dist-enlarged/) itself, and what every host should therefore answer: the
 * hosting suite compares the servers' answers with these, not with the host files it is testing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ADMIN_PATH, securityHeaders, SVG_CONTENT_SECURITY_POLICY, type Header } from '../../hosting/headers';
import { defined } from '../support/defined';
import { builtPage, builtPaths } from '../support/dist';
import { enlargedConfigDir as configDir, enlargedDistDir as distDir } from '../support/server';

export const read = (file: string) => readFileSync(join(distDir, file));
export const notFoundPage = read('404.html');

/** Every file of the build, as its URL path (`/assets/widgets-0123456789.js`, `/about/index.html`). */
export const files = readdirSync(distDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => statSync(join(distDir, file)).isFile())
  .map((file) => `/${file}`)
  .sort();

/** The folders that have no page: the build put a copy of the 404 page in each as its index. */
/** Each edition's 404 page: a folder of that edition without a page holds a copy of it. */
const notFoundPages = files.filter((file) => file.endsWith('/404.html')).map(read);

export const foldersWithoutPage = files
  .filter((file) => file.endsWith('/index.html') && notFoundPages.some((page) => read(file).equals(page)))
  .map((file) => file.slice(0, -'index.html'.length));

/** The files that only hosts read, in the web root and beside it. */
export const webRootHostFiles = ['/.htaccess', '/_headers', '/_redirects'];
export const configHostFiles = readdirSync(configDir).map((file) => `/${file}`);

/** The site's files as a visitor may fetch them: no host files, no stand-in indexes. */
export const publicFiles = files.filter(
  (file) => !webRootHostFiles.includes(file) && !foldersWithoutPage.some((folder) => file === `${folder}index.html`),
);

/** The inline code of the built pages, from which the policy's hashes come (the header's: scripts only). */
const inline = {
  scripts: builtPaths(distDir).flatMap((path) => {
    const $ = builtPage(path, distDir);
    return $('script:not([src]):not([type])')
      .map((_, el) => $(el).text())
      .get();
  }),
  styles: builtPaths(distDir).map((path) => builtPage(path, distDir)('style').text()),
};

/** The headers every response must carry, as the site's rules define them. */
export const expectedHeaders = (): Header[] => securityHeaders(inline);

/** A drawing's (`.svg`): the same, but for its own locking policy in place of the site's. */
export const expectedSvgHeaders = (): Header[] =>
  expectedHeaders().map((h) =>
    h.key === 'Content-Security-Policy' ? { ...h, value: SVG_CONTENT_SECURITY_POLICY } : h,
  );

/**
 * The search page's (each edition's): the same, but for the site's policy with WebAssembly allowed, which
 * Pagefind's index needs, in place of the site's.
 */
export const expectedSearchHeaders = (): Header[] =>
  expectedHeaders().map((h) =>
    h.key === 'Content-Security-Policy'
      ? { ...h, value: h.value.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'") }
      : h,
  );

/** Every drawing of the site a visitor can fetch: the pictures' and the site's icon. */
export const drawings = files.filter((file) => file.endsWith('.svg') && !file.startsWith(ADMIN_PATH));

function largest(pattern: RegExp): string {
  const matching = files.filter((f) => pattern.test(f)).sort((a, b) => read(b).length - read(a).length);
  const [first] = matching;
  if (first === undefined) throw new Error(`${distDir} has no file matching ${pattern}`);
  return first;
}

/** One of each kind of response the hosts must get right. */
export const samples = {
  page: '/about/team/',
  /** The largest script, so that every host finds it worth compressing. */
  asset: largest(/^\/assets\/[a-z-]+-[0-9a-f]{10}\.js$/),
  /** The largest picture, so that every host finds it worth compressing. */
  image: largest(/^\/assets\/pictures\/.*\.svg$/),
  xml: '/sitemap.xml',
  manifest: '/site.webmanifest',
  /** An event's calendar file, in Kiswahili: its words need the charset said. */
  calendar: defined(
    files.find((f) => f.startsWith('/sw/') && f.endsWith('.ics')),
    'a Kiswahili calendar file in the build',
  ),
  /** The stylesheet is inlined in every page; a linked one would be checked as well. */
  css: files.find((f) => f.endsWith('.css') && !f.startsWith(ADMIN_PATH)),
  notFound: '/no-such-page/',
  missingAsset: '/assets/no-such-file-0123456789.js',
};

/** The file a URL path serves: `/about/team/` is `/about/team/index.html`. */
export const fileFor = (path: string) => (path.endsWith('/') ? `${path}index.html` : path);

/** The HTML of every page of the build. */
export const pages = builtPaths(distDir);

/** The CMS's own script, as its page names it: a file whose name carries its hash (cms/admin-files.ts). */
const cmsScript = /<script type="module" src="([^"]+)"/.exec(read(`${ADMIN_PATH.slice(1)}index.html`).toString())?.[1];
if (!cmsScript) throw new Error(`dist${ADMIN_PATH}index.html names no script: the build must write the CMS there`);

/**
 * What the hosting suites ask for under /admin/: the CMS's own configuration and script (whose name carries
 * its hash), and test setup the suites put in the copy they serve, named `hosting-test…` so it never stands
 * for a file of the build: a page that does what only the CMS's policy allows (a `data:` picture and a
 * `data:` fetch, which the site's `img-src 'self'` and `connect-src 'self'` would block), and a script that
 * keeps its name.
 */
export const adminFixture = {
  page: `${ADMIN_PATH}hosting-test.html`,
  config: `${ADMIN_PATH}config.yml`,
  script: `${ADMIN_PATH}hosting-test.js`,
  hashed: `${ADMIN_PATH}${cmsScript}`,
};

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const fixturePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hosting test: a page under ${ADMIN_PATH}</title>
<script type="module" src="${basename(adminFixture.script)}"></script></head>
<body><p>Test setup of tests/hosting, in place of the CMS.</p><img alt="" src="${PIXEL}"></body>
</html>
`;

/** Puts the fixture into a served copy of the build (`site`), readable by the web server's user. */
export async function addAdminFixture(site: string) {
  const files: Record<string, string> = {
    [adminFixture.page]: fixturePage,
    [adminFixture.script]: `await fetch(${JSON.stringify(PIXEL)});\ndocument.documentElement.dataset.fetched = 'yes';\n`,
  };
  for (const [path, text] of Object.entries(files)) {
    const file = join(site, path);
    for (let dir = dirname(file); dir !== site; dir = dirname(dir)) {
      await mkdir(dir, { recursive: true });
      await chmod(dir, 0o755);
    }
    await writeFile(file, text);
    await chmod(file, 0o644);
  }
}
