/**
 * The search stage: the site's search results, the pages of both editions that carry `data-pagefind-body`
 * (an article or a page with words of its own: stages/routes.ts, isSearchResult), indexed with Pagefind
 * (https://pagefind.app, its Node API) as they are rendered, and the index written into a folder of assets/
 * named by Pagefind's code, cached for a year like every other file there.
 * Pagefind makes one index per language from each page's `<html lang>`, and its script loads the one of the
 * search page's language: each edition's search page searches only its own pages. Only the main content is
 * indexed (`data-pagefind-body` on <main>: components/PageBody.tsx), never the menus, the header or the
 * footer; a page without it (a listing, the 404 page) Pagefind passes over.
 */
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { createIndex } from 'pagefind';
import { sha256 } from '../lib/files';
import { BuildError } from './build-error';
import type { RenderedPage } from './render';
import { SEARCH_PATH } from '../content/lib/articles/routes';

/** Where the index goes: `assets/search-<hash>/`, with Pagefind's script `pagefind.js` in it. */
const FOLDER = 'assets/search-';

/**
 * What client/search.ts loads of what Pagefind writes: its script, its WebAssembly (one per stemming
 * language, and `unknown` for languages without a stemmer, Kiswahili among them), the list of indexes and
 * each language's metadata, and the folders of index chunks, filters and result fragments. Not its own
 * search interfaces (the site has its own), nor its web worker: the script runs Pagefind on the page
 * (`noWorker`), where the search page's policy allows WebAssembly; a worker would have the site's policy,
 * which does not.
 */
const SHIPPED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|index|fragment|filter)$/;

/** Pagefind's code: its script and WebAssembly, the same for every index one release of Pagefind makes. */
const CODE = /^(pagefind\.js|wasm\.[\w-]+\.pagefind)$/;

/** The search index: the address of its script and its version, which the search pages name (components/SearchIndex.tsx). */
export interface SearchIndex {
  src: string;
}

/**
 * A search page, in any edition: it is no result, and is finished once the index it names is made. Known
 * by its address, as its policy is (stages/render.ts, and the hosts' rules).
 */
export const isSearchPage = ({ page }: RenderedPage) => page.base === SEARCH_PATH;

/** The list of indexes Pagefind writes (pagefind-entry.json): each language's, with its number of pages. */
interface PagefindEntry {
  languages: Record<string, { page_count: number }>;
}

const failure = (what: string, errors: string[]) =>
  new BuildError(`search: Pagefind could not ${what}: ${errors.join('; ')}`);

/** What Pagefind is given of a result: its main content, in a document of its language, no more. */
const searchedMarkup = ({ page, main }: RenderedPage) =>
  `<!doctype html><html lang="${page.lang}"><head></head><body>${main}</body></html>`;

/** The site's search index as the build makes it: begun before the pages render, and written once they have. */
export interface SearchIndexing {
  /** Gives Pagefind a result, as soon as it is rendered: its main content in its language. */
  add: (page: RenderedPage) => void;
  /**
   * Writes the index into the site's folder once Pagefind has read every result. `meanwhile` runs as it
   * does, and may write into the folder anything but the index. A failure of either is thrown once both
   * have ended, so that neither is left writing into a folder the failure removes.
   */
  write: <T>(siteDir: string, meanwhile: () => Promise<T>) => Promise<[SearchIndex, T]>;
  /** Lets go of an index that will not be written (the build failed). */
  drop: () => Promise<void>;
}

/**
 * Starts Pagefind's process, which then indexes each result as the build renders it, on the other core,
 * given only the markup it indexes (the main content, `data-pagefind-body`, in a document of the page's
 * language): Pagefind takes a result's title from its h1, its excerpt from the text around the words
 * found, and its address from what it is told. Given whole pages, or left to read them from the folder
 * once written, it took several times as long to index the same results, and after rendering rather than
 * beside it (docs/performance.md).
 */
export async function startSearchIndex(): Promise<SearchIndexing> {
  const created = await createIndex({});
  if (!created.index) throw failure('start', created.errors);
  const { index } = created;
  const added: Promise<{ errors: string[] }>[] = [];
  let dropped = false;
  const drop = async () => {
    if (dropped) return;
    dropped = true;
    await index.deleteIndex();
  };
  return {
    add: (page) => {
      added.push(index.addHTMLFile({ url: page.page.path, content: searchedMarkup(page) }));
    },
    write: async (siteDir, meanwhile) => {
      const indexing = (async () => {
        try {
          const errors = (await Promise.all(added)).flatMap((result) => result.errors);
          if (errors.length > 0) throw failure('index the pages', errors);
          const written = join(siteDir, 'assets/.search');
          const { errors: writing } = await index.writeFiles({ outputPath: written });
          if (writing.length > 0) throw failure('write the index', writing);
          return await shipIndex(siteDir, written, added.length);
        } finally {
          await drop();
        }
      })();
      const [made, done] = await Promise.allSettled([indexing, meanwhile()]);
      if (made.status === 'rejected') throw made.reason;
      if (done.status === 'rejected') throw done.reason;
      return [made.value, done.value];
    },
    drop,
  };
}

/**
 * Runs `build` with Pagefind's process started at once (startSearchIndex), so that it starts while the
 * content loads; a build that fails lets its index go.
 */
export async function besideSearchIndex<T>(build: (indexing: Promise<SearchIndexing>) => Promise<T>): Promise<T> {
  const indexing = startSearchIndex();
  // Awaited where the build needs it; a failure to start is then the build's.
  indexing.catch(() => {});
  try {
    return await build(indexing);
  } catch (error) {
    await indexing.then(
      (search) => search.drop(),
      () => {},
    );
    throw error;
  }
}

/**
 * Checks the index Pagefind wrote into `written` holds `pages` results, keeps of it what the site's search
 * loads, and puts it in its place: a folder named by Pagefind's own code, so that an edit to the content
 * adds only the index's new parts (each named by its hash) and its list of them, which the script asks for
 * by the index's version: the hash of that list, which names each language's metadata by the hash of its
 * index.
 */
async function shipIndex(siteDir: string, written: string, pages: number): Promise<SearchIndex> {
  const read = (name: string) => readFile(join(written, name));
  const entry = await read('pagefind-entry.json');
  const found = Object.values((JSON.parse(entry.toString()) as PagefindEntry).languages).reduce(
    (sum, language) => sum + language.page_count,
    0,
  );
  if (found !== pages)
    throw failure('index every page', [`it found ${found} results in ${siteDir}, where the build wrote ${pages}`]);
  const names = await readdir(written);
  await Promise.all(
    names.filter((name) => !SHIPPED.test(name)).map((name) => rm(join(written, name), { recursive: true })),
  );
  const code = await Promise.all(
    names
      .filter((name) => CODE.test(name))
      .sort()
      .map(async (name) => [name, await read(name)] as const),
  );
  const folder = FOLDER + hashOf(code);
  await rm(join(siteDir, folder), { recursive: true, force: true });
  await rename(written, join(siteDir, folder));
  return { src: `/${folder}/pagefind.js#${sha256(entry).slice(0, 10)}` };
}

/** The hash of the files' names and bytes. */
function hashOf(files: (readonly [string, Buffer])[]): string {
  return sha256(Buffer.concat(files.flatMap(([name, bytes]) => [Buffer.from(`${name}\0`), bytes]))).slice(0, 10);
}
