/**
 * The inline code of the built pages, which the Content-Security-Policy names by hash (hosting/headers.ts):
 * every page's inline scripts and styles.
 */
export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/** What the host files need to know of a build. */
export interface BuiltSite {
  inline: InlineCode;
  /**
   * URL paths of the folders that have no page of their own, such as `/assets/` and `/assets/pictures/`. Each
   * holds a copy of the 404 page as its index, so a host that would list its files shows that page instead;
   * hosts that read their configuration answer these folders with a 404.
   */
  foldersWithoutPage: string[];
  /** The prefixes of the editions other than English (`/sw`): each has its own 404 page under it. */
  editions: string[];
  /**
   * The former addresses of pages (an article renamed: its `formerSlugs`), in every edition, each with the
   * page's address now: every host that reads its configuration answers them with a permanent redirect.
   */
  redirects: Redirect[];
}

/** A page's former address and its address now, URL paths in the trailing-slash form: `/impact/blogs/old/`. */
export interface Redirect {
  from: string;
  to: string;
}

/**
 * The ways a former address may be asked for, each led to the page's address now: with and without its
 * trailing slash, and by its file (`index.html`), as the old page answered them all.
 */
export const formerForms = (from: string) => [from.slice(0, -1), from, `${from}index.html`];

/** The host files that must sit in the web root, where their hosts read them; every other host denies them. */
export const WEB_ROOT_HOST_FILES = ['.htaccess', '_headers', '_redirects'] as const;

/** Escapes text for a regular expression (Apache's and nginx's PCRE, and JavaScript's). */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The folders without a page, as a regular expression over the URL path: each folder, with or without its
 * stand-in `index.html`. Undefined when every folder has a page.
 */
export function foldersWithoutPagePattern(built: BuiltSite): string | undefined {
  if (built.foldersWithoutPage.length === 0) return undefined;
  const folders = built.foldersWithoutPage.map((path) => escapeRegExp(path.slice(1, -1)));
  return `^/(${folders.join('|')})/(index\\.html)?$`;
}

/**
 * The record of what `npm run deploy` uploaded (deploy/manifest.ts), kept in the web root: hosts that read
 * their configuration deny it, as they deny the host files.
 */
export const DEPLOY_MANIFEST = '.deploy-manifest';

/** Files of the web root that no visitor may fetch: the host files and the deploy's manifest. */
export const DENIED_FILES = [...WEB_ROOT_HOST_FILES, DEPLOY_MANIFEST];

/** The denied files, as a regular expression over the URL path, in any folder. */
export const deniedFilesPattern = `/(${DENIED_FILES.map(escapeRegExp).join('|')})$`;
