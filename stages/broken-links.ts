import { placeName, whereWritten, type Place, type ReadText } from './written-where';

/**
 * The build's check of its own links: every address a page it writes links to or loads (a/href, img
 * src/srcset, link href, script src, source srcset, video poster…) must be a file of the build, or a folder
 * with its index.html. A link that leads nowhere stops the build, which then says where it was written
 * (written-where.ts), so an editor's typo is found before a visitor follows it. Each page's markup is read
 * once, as it is written, and each address resolved once, however many pages hold it: the check takes time
 * in proportion to the pages, and so does its message, however many links lead nowhere.
 */

/**
 * Attributes that hold an address, or a list of them (srcset). React, and the Markdown renderer, write each
 * after one space, in double quotes.
 */
const ADDRESS = / (href|src|srcset|poster)="([^"]*)"/g;
/** Where a page's address is resolved from: any origin will do, as long as it is no real site's. */
const HERE = 'http://build.invalid';
/** An address that means the same on every page: from the site's root, or with its scheme (`https:`, `mailto:`). */
const SAME_ON_EVERY_PAGE = /^(\/|[a-z][a-z\d+.-]*:)/i;

/**
 * The parts of a page's markup that hold its elements: all but the text of its stylesheet, which the head
 * inlines (styles/page-stylesheet.ts) and which is no markup, for a scan to pass over.
 */
function elementsOf(html: string): string[] {
  const start = html.indexOf('<style');
  const end = start < 0 ? -1 : html.indexOf('</style>', start);
  return end < 0 ? [html] : [html.slice(0, start), html.slice(end)];
}

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

/**
 * A copy of a text cut out of a page's markup: V8 keeps a cut as a view of the whole text, which would
 * keep every page's markup in memory for as long as its links are.
 */
const own = (text: string) => JSON.parse(JSON.stringify(text)) as string;

/** An address as one or more pages write it, the path it asks for, and those pages. */
interface Link {
  address: string;
  path: string | undefined;
  pages: string[];
}

/** The links of the pages written so far: `add` each page as it is written, then find those that lead nowhere. */
export interface PageLinks {
  add: (page: { path: string; html: string }) => void;
  /**
   * The links that lead to no file in `files` (the build's files by their paths, `/about/index.html`), each
   * once for every edition (without the edition's `prefixes`).
   */
  broken: (files: ReadonlySet<string>, prefixes: string[]) => BrokenLink[];
}

/** Gathers the links of pages; `ignore`d addresses (the dev server's script) are not files. */
export function pageLinks(ignore: ReadonlySet<string> = new Set()): PageLinks {
  /** By address (and, for an address relative to its page, by page): the menus' links recur on every page. */
  const links = new Map<string, Link>();
  return {
    add: ({ path: pagePath, html }) => {
      for (const markup of elementsOf(html))
        for (const [, attribute = '', raw = ''] of markup.matchAll(ADDRESS)) {
          for (const address of addressesOf(attribute, decode(raw))) {
            if (ignore.has(address)) continue;
            const key = SAME_ON_EVERY_PAGE.test(address) ? address : `${pagePath}\0${address}`;
            let link = links.get(key);
            if (!link) {
              link = { address: own(address), path: pathOf(address, pagePath), pages: [] };
              links.set(own(key), link);
            }
            // A page's links are all read before the next page's: a page is listed once per address.
            if (link.path !== undefined && link.pages.at(-1) !== pagePath) link.pages.push(pagePath);
          }
        }
    },
    broken: (files, prefixes) => {
      const resolves = (path: string) =>
        files.has(path) || files.has(path.endsWith('/') ? `${path}index.html` : `${path}/index.html`);
      const broken = new Map<string, Set<string>>();
      for (const { address, path, pages } of links.values()) {
        if (path === undefined || resolves(path)) continue;
        const written = unprefixed(address, prefixes);
        const on = broken.get(written) ?? new Set<string>();
        for (const page of pages) on.add(page);
        broken.set(written, on);
      }
      return [...broken].map(([address, on]) => ({ address, pages: [...on] }));
    },
  };
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

/** `/`, `/` and `/about/`, or `/` and 85 other pages. */
function pagesNamed(pages: string[]): string {
  const [first, ...others] = pages;
  if (first === undefined || others.length <= 1) return pages.join(' and ');
  return `${first} and ${others.length} other pages`;
}

/** How many files' links are told in full; the rest are named one line per file. */
const IN_FULL = 5;

/**
 * What to tell the editor about the links that lead nowhere, grouped by the file to correct: the content
 * file and line that hold each address (as written, or without its `#section`), or else the page file that
 * made it, for a developer to correct. The first few files' links are told in full, and the rest named a
 * line per file, so that a thousand take a thousand lines, not a thousand paragraphs. The content is read
 * once, whatever the number of links.
 */
export async function brokenLinkMessages(
  broken: BrokenLink[],
  contentDir: string,
  pageFile: (path: string) => string,
  read?: ReadText,
): Promise<string[]> {
  const withoutSection = (address: string) => address.replace(/#.*/s, '');
  const written = await whereWritten(
    contentDir,
    broken.flatMap(({ address }) => [address, withoutSection(address)]).filter((text) => text.length > 1),
    read,
  );
  const placesOf = (address: string): Place[] => {
    const exact = written.get(address) ?? [];
    return exact.length > 0 ? exact : (written.get(withoutSection(address)) ?? []);
  };
  const byFile = new Map<string, { where: string; address: string; pages: string[] }[]>();
  for (const { address, pages } of broken) {
    const places = placesOf(address);
    const [page] = pages;
    const where = places.length > 0 || page === undefined ? places.map(placeName).join(' and ') : pageFile(page);
    const file = places[0]?.file ?? where;
    const links = byFile.get(file) ?? [];
    links.push({ where, address, pages });
    byFile.set(file, links);
  }
  const files = [...byFile.values()];
  const inFull = files
    .slice(0, IN_FULL)
    .flat()
    .map(
      ({ where, address, pages }) =>
        `${where}: links to ${address}, which is no page or file of the site (on ${pagesNamed(pages)}): correct the address, or remove the link`,
    );
  const rest = files.slice(IN_FULL);
  if (rest.length === 0) return inFull;
  const count = (n: number, what: string) => `${n.toLocaleString('en-US')} ${what}${n === 1 ? '' : 's'}`;
  return [
    ...inFull,
    `and ${count(rest.flat().length, 'more link')} that lead nowhere, in ${count(rest.length, 'more file')}: correct each address, or remove the link:`,
    ...rest.map((links) => links.map(({ where, address }) => `${where}: ${address}`).join('; ')),
  ];
}
