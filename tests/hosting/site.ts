/**
 * What the built site is, read from dist/ itself, and what every host should therefore answer: the
 * hosting suite compares the servers' answers with these, not with the host files it is testing.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { securityHeaders, type Header } from '../../hosting/headers';
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
export const webRootHostFiles = ['/.htaccess', '/_headers'];
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
