import { SEARCH_PATH } from '../content/lib/articles/routes';
import { formerForms, DENIED_FILES, type BuiltSite } from './built-site';
import {
  ADMIN_PATH,
  adminSecurityHeaders,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_TYPE,
  IMMUTABLE,
  REVALIDATE,
  searchHeaderChanges,
  securityHeaders,
  SERVICE_WORKER_PATH,
  SHORT_CACHE,
  SVG_CONTENT_SECURITY_POLICY,
} from './headers';

/** ADMIN_HASHED_FILE as a glob (serve-handler's minimatch): a hyphen, esbuild's eight-character hash, `.js`. */
const ADMIN_HASHED_GLOB = `${ADMIN_PATH.slice(1)}**/*-${'[A-Z2-7]'.repeat(8)}.js`;

/**
 * `serve.json`, the configuration of serve-handler as `npm start`, the dev server and the tests run it
 * (hosting/serve.ts), so they send what the real hosts send; the `serve` command reads it too (`serve
 * dist --config ../dist-config/serve.json`). It lives outside the web root.
 * Options: https://github.com/vercel/serve-handler#options
 */
export function serveJson(built: BuiltSite): string {
  // serve-handler has no way to deny a file, but a rewrite to a folder does it: with listings off, a
  // folder answers 404 with the 404 page and the headers below. So the folders without a page, and the
  // files for other hosts and the deploy's manifest, are not found here either. (A rewrite applies only to a URL with no file
  // extension, so a stand-in asked for as .../index.html shows its 404 page with a 200.)
  const notFound = [
    ...built.foldersWithoutPage.map((folder) => folder.slice(0, -1)),
    ...DENIED_FILES.map((file) => `/${file}`),
  ];
  return (
    JSON.stringify(
      {
        // A folder's index.html answers its URL, and a page asked for by its file name is served as it is
        // rather than redirected (serve-handler's redirects carry none of the headers below). Nothing under
        // assets/ is a page: the search index has a folder named index there (stages/search.ts), which a
        // clean URL would send to its parent.
        cleanUrls: ['!{**/*.html,assets/**}'],
        directoryListing: false,
        rewrites: notFound.map((source) => ({ source, destination: '/' })),
        // Former addresses of renamed articles, permanently to each one's address now. serve-handler
        // matches a source without its trailing slash to the address with one too (it drops it from the
        // address), so each takes two rules, not three.
        redirects: built.redirects.flatMap(({ from, to }) =>
          formerForms(from)
            .filter((form) => !form.endsWith('/'))
            .map((source) => ({ source, destination: to, type: 301 })),
        ),
        // Later rules override earlier ones: anything a day, pages (and the 404 page, which every error
        // shows) revalidated, hashed assets a year, the service worker revalidated; drawings their own policy in place of the site's, calendar files their type; the search page its policy, which allows WebAssembly; the CMS its own headers in place of the site's, its
        // files revalidated but for those whose names carry a hash.
        headers: [
          { source: '**', headers: [...securityHeaders(built.inline), { key: 'Cache-Control', value: SHORT_CACHE }] },
          { source: '**/*.html', headers: [{ key: 'Cache-Control', value: REVALIDATE }] },
          { source: 'assets/**', headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
          { source: SERVICE_WORKER_PATH.slice(1), headers: [{ key: 'Cache-Control', value: REVALIDATE }] },
          { source: '**/*.svg', headers: [{ key: 'Content-Security-Policy', value: SVG_CONTENT_SECURITY_POLICY }] },
          ...['', ...built.editions].map((prefix) => ({
            source: `${(prefix + SEARCH_PATH).slice(1)}**`,
            headers: searchHeaderChanges(built.inline),
          })),
          {
            source: `**/*.${CALENDAR_TYPE.extension}`,
            headers: [{ key: 'Content-Type', value: CALENDAR_CONTENT_TYPE }],
          },
          {
            source: `${ADMIN_PATH.slice(1)}**`,
            headers: [...adminSecurityHeaders(), { key: 'Cache-Control', value: REVALIDATE }],
          },
          { source: ADMIN_HASHED_GLOB, headers: [{ key: 'Cache-Control', value: IMMUTABLE }] },
        ],
      },
      null,
      2,
    ) + '\n'
  );
}
