import { placeName, writtenWhere } from './written-where';

/**
 * The build's check of its own links: every address a page it writes links to or loads (a/href, img
 * src/srcset, link href, script src, source srcset, video poster…) must be a file of the build, or a folder
 * with its index.html. A link that leads nowhere stops the build, which then says where it was written
 * (written-where.ts), so an editor's typo is found before a visitor follows it.
 */

/** Attributes that hold an address, or a list of them (srcset). React writes each in double quotes. */
const ADDRESS = /\s(href|src|srcset|poster)="([^"]*)"/g;
/** Where a page's address is resolved from: any origin will do, as long as it is no real site's. */
const HERE = 'http://build.invalid';

/** An attribute's value with the character references React writes decoded; most have none. */
function decode(value: string): string {
  if (!value.includes('&')) return value;
  return value
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');
}

/** The addresses in one attribute's value: a srcset lists several, each with its width or density. */
function addressesOf(attribute: string, value: string): string[] {
  if (attribute !== 'srcset') return [value];
  return value
    .split(',')
    .flatMap((candidate) => candidate.trim().split(/\s+/, 1))
    .filter(Boolean);
}

/**
 * The path within the site that `address`, linked from the page at `pagePath`, asks for; undefined for an
 * address elsewhere (another site, mailto:, tel:) or a fragment of the same page.
 */
function pathOf(address: string, pagePath: string): string | undefined {
  if (address === '' || address.startsWith('#')) return undefined;
  let url: URL;
  try {
    url = new URL(address, HERE + pagePath);
  } catch {
    return address;
  }
  if (url.origin !== HERE) return undefined;
  try {
    return decodeURIComponent(url.pathname);
  } catch {
    return url.pathname;
  }
}

/** A link that leads nowhere: its address as written, and the pages it is on. */
export interface BrokenLink {
  address: string;
  pages: string[];
}

/** An address without its edition's prefix (`/sw/about/` is `/about/`): what the content wrote. */
const unprefixed = (address: string, prefixes: string[]) => {
  const prefix = prefixes.find((p) => address.startsWith(`${p}/`));
  return prefix ? address.slice(prefix.length) : address;
};

/**
 * The links of `pages` (each its path and its HTML, read once) that lead to no file in `files` (the build's
 * files by their paths, `/about/index.html`), each once for every edition (without the edition's
 * `prefixes`); `ignore`d addresses (the dev server's script) are not files.
 */
export function brokenLinks(
  pages: { path: string; html: string }[],
  files: ReadonlySet<string>,
  prefixes: string[],
  ignore: ReadonlySet<string> = new Set(),
): BrokenLink[] {
  const broken = new Map<string, Set<string>>();
  const resolves = (path: string) =>
    files.has(path) || files.has(path.endsWith('/') ? `${path}index.html` : `${path}/index.html`);
  // An address from the site's root (`/about/`) is the same path on every page: resolved once, as the
  // menus' and footer's links recur on every page.
  const fromRoot = new Map<string, string | undefined>();
  const resolved = (address: string, pagePath: string) => {
    if (!address.startsWith('/') || address.startsWith('//')) return pathOf(address, pagePath);
    if (!fromRoot.has(address)) fromRoot.set(address, pathOf(address, pagePath));
    return fromRoot.get(address);
  };
  for (const page of pages) {
    for (const [, attribute = '', raw = ''] of page.html.matchAll(ADDRESS)) {
      for (const address of addressesOf(attribute, decode(raw))) {
        if (ignore.has(address)) continue;
        const path = resolved(address, page.path);
        if (path === undefined || resolves(path)) continue;
        const written = unprefixed(address, prefixes);
        broken.set(written, (broken.get(written) ?? new Set<string>()).add(page.path));
      }
    }
  }
  return [...broken].map(([address, on]) => ({ address, pages: [...on] }));
}

/** `/`, `/` and `/about/`, or `/` and 85 other pages. */
function pagesNamed(pages: string[]): string {
  const [first, ...others] = pages;
  if (first === undefined || others.length <= 1) return pages.join(' and ');
  return `${first} and ${others.length} other pages`;
}

/**
 * What to tell the editor about each link that leads nowhere: the content file and line that hold its
 * address (as written, or without its `#section`), or else the page file that made
 * it, for a developer to correct.
 */
export async function brokenLinkMessages(
  broken: BrokenLink[],
  contentDir: string,
  pageFile: (path: string) => string,
): Promise<string[]> {
  return Promise.all(
    broken.map(async ({ address, pages }) => {
      const path = address.replace(/#.*/s, '');
      const places = await writtenWhere(
        contentDir,
        [...new Set([address, path])].filter((text) => text.length > 1),
      );
      const [page] = pages;
      const where = places.length > 0 || page === undefined ? places.map(placeName).join(' and ') : pageFile(page);
      return `${where}: links to ${address}, which is no page or file of the site (on ${pagesNamed(pages)}): correct the address, or remove the link`;
    }),
  );
}
