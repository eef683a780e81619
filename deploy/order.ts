import { escapeRegExp } from '../hosting/built-site';
import { ADMIN_HASHED_FILE, SERVICE_WORKER_PATH } from '../hosting/headers';
import { PUBLISHED_FILE } from '../lib/editor-status';

/**
 * The order files go up in, so that a visitor mid-deploy never meets a page whose script or picture is not
 * there yet: what pages name first (scripts, styles, pictures, documents), then the pages, then the files that
 * point at pages or change how they are served, the host's configuration, the feeds, the sitemap and the service
 * worker (whose new version saves the offline page and its script on install), each once what it names is in place,
 * and last the record of the publish itself (lib/editor-status.ts).
 */
const LAST: RegExp[] = [
  /(^|\/)\.htaccess$|^_headers$|^_redirects$/,
  /\.xml$/,
  /^sitemap\.xml$/,
  new RegExp(`^${escapeRegExp(SERVICE_WORKER_PATH.slice(1))}$`),
  // When and from what the site was published, for the editor's status: true only once the rest is up.
  new RegExp(`^${escapeRegExp(PUBLISHED_FILE)}$`),
];

/** A file's rank in the upload order: 0 for assets, 1 for pages, then one rank per kind of LAST. */
export function uploadRank(path: string): number {
  const last = LAST.map((pattern) => pattern.test(path)).lastIndexOf(true);
  if (last >= 0) return 2 + last;
  return path.endsWith('.html') ? 1 : 0;
}

/** Paths in upload order: by rank, then by name. */
export const byUploadOrder = (a: string, b: string) => uploadRank(a) - uploadRank(b) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * A file whose name carries its content's hash, cached by browsers for a year (hosting/headers.ts): the
 * files under /assets/ but the 404 page's stand-ins, and the CMS's hashed scripts. A page already loaded, or
 * kept by an offline cache, may still ask for one after a deploy, so a release keeps the previous one's.
 */
export function isHashedAsset(path: string): boolean {
  const url = `/${path}`;
  return (url.startsWith('/assets/') && !url.endsWith('/index.html')) || new RegExp(ADMIN_HASHED_FILE).test(url);
}
