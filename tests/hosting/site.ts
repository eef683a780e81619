/**
 * What the built site is, read from dist/ itself, and what every host should therefore answer: the
 * hosting suite compares the servers' answers with these, not with the host files it is testing.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { chmod, mkdir, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { ADMIN_PATH, securityHeaders, type Header } from '../../hosting/headers';
import { builtPage, builtPaths } from '../support/dist';
import { liveConfigDir as configDir, liveDistDir as distDir } from '../support/server';

export const read = (file: string) => readFileSync(join(distDir, file));
export const notFoundPage = read('404.html');

/** Every file in dist/, as its URL path (`/assets/widgets-0123456789.js`, `/about/index.html`). */
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

function largest(pattern: RegExp): string {
  const matching = files.filter((f) => pattern.test(f)).sort((a, b) => read(b).length - read(a).length);
  if (matching.length === 0) throw new Error(`dist/ has no file matching ${pattern}`);
  return matching[0];
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
  /** The stylesheet is inlined in every page; a linked one would be checked as well. */
  css: files.find((f) => f.endsWith('.css')),
  notFound: '/no-such-page/',
  missingAsset: '/assets/no-such-file-0123456789.js',
};

/** The file a URL path serves: `/about/team/` is `/about/team/index.html`. */
export const fileFor = (path: string) => (path.endsWith('/') ? `${path}index.html` : path);

/** The HTML of every page, from dist/. */
export const pages = builtPaths(distDir);

/** Whether the build put the CMS into dist/admin/ (its page, configuration and scripts). */
export const cmsBuilt = existsSync(join(distDir, ADMIN_PATH, 'index.html'));

/**
 * Test setup, not the CMS: files the hosting suites put under /admin/ in the copy they serve, named
 * `hosting-test…` so they never stand for a file of the build, to see what each host sends there: a page
 * that does what only the CMS's policy allows (a `data:` picture and a `data:` fetch, which the site's
 * `img-src 'self'` and `connect-src 'self'` would block), a file like config.yml, a script that keeps its
 * name, and one whose name carries a hash. Until the build writes the CMS, a copy of the page stands in as
 * /admin/index.html, so that /admin/ itself answers.
 */
export const adminFixture = {
  page: `${ADMIN_PATH}hosting-test.html`,
  config: `${ADMIN_PATH}hosting-test.yml`,
  script: `${ADMIN_PATH}hosting-test.js`,
  hashed: `${ADMIN_PATH}chunks/hosting-test-0123abcd.js`,
};

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const fixturePage = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Hosting test: a page under ${ADMIN_PATH}</title>
<script type="module" src="${basename(adminFixture.script)}"></script></head>
<body><p>Test setup of tests/hosting, in place of the CMS.</p><img alt="" src="${PIXEL}"></body>
</html>
`;

/** Puts the fixture into a served copy of dist/ (`site`), readable by the web server's user. */
export async function addAdminFixture(site: string) {
  const files: Record<string, string> = {
    [adminFixture.page]: fixturePage,
    [adminFixture.config]: 'backend:\n  name: test-setup\n',
    [adminFixture.script]: `await fetch(${JSON.stringify(PIXEL)});\ndocument.documentElement.dataset.fetched = 'yes';\n`,
    [adminFixture.hashed]: 'export const hashed = true;\n',
    ...(cmsBuilt ? {} : { [`${ADMIN_PATH}index.html`]: fixturePage }),
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
