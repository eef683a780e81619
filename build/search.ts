/**
 * The search stage: every page of both editions indexed with Pagefind (https://pagefind.app, its Node API)
 * from the pages as written into the site's folder, and the index written into a folder of assets/ named
 * by its hash, cached for a year like every other file there. Pagefind makes one index per language from
 * each page's `<html lang>`, and its script loads the one of the search page's language: each edition's
 * search page searches only its own pages. Only the main content is indexed (`data-pagefind-body` on <main>:
 * components/PageBody.tsx), never the menus, the header or the footer.
 */
import { join } from 'node:path';
import { createIndex, type IndexFile } from 'pagefind';
import { sha256, writeWhole } from '../lib/files';
import { BuildError } from './build-error';
import type { RenderedPage } from './render';
import { SEARCH_PATH } from '../content/lib/routes';

/** Where the index goes: `assets/search-<hash>/`, with Pagefind's script `pagefind.js` in it. */
const FOLDER = 'assets/search-';

/**
 * What client/search.ts loads of what Pagefind writes: its script, its WebAssembly (one per stemming
 * language, and `unknown` for languages without a stemmer, Kiswahili among them), the list of indexes and
 * each language's metadata, index chunks and result fragments. Not its own search interfaces (the site has
 * its own), nor its web worker: the script runs Pagefind on the page (`noWorker`), where the search page's
 * policy allows WebAssembly; a worker would have the site's policy, which does not.
 */
const SHIPPED =
  /^(pagefind\.js|pagefind-entry\.json|pagefind\.[\w-]+\.pf_meta|wasm\.[\w-]+\.pagefind|(index|fragment|filter)\/.+)$/;

/** Pagefind's code: its script and WebAssembly, the same for every index one release of Pagefind makes. */
const CODE = /^(pagefind\.js|wasm\.[\w-]+\.pagefind)$/;

/** The search index: the address of its script and its version, which the search pages name (components/SearchIndex.tsx). */
export interface SearchIndex {
  src: string;
}

/**
 * A search page, in any edition: it is no result (nor is it indexed, as it names the index). Known by its
 * address, as its policy is (build/render.ts, and the hosts' rules).
 */
export const isSearchPage = ({ page }: RenderedPage) => page.base === SEARCH_PATH;

const failure = (what: string, errors: string[]) =>
  new BuildError(`search: Pagefind could not ${what}: ${errors.join('; ')}`);

/**
 * Indexes every page in the site's folder, and writes the index into it. The build writes there first the
 * pages a search engine would know, and only after this the rest (the 404 and offline pages, and the search
 * pages, which name the index): `pages` is how many Pagefind must find. Reading them from the folder is
 * much quicker than handing Pagefind's process each page's HTML (docs/performance.md). Pagefind
 * takes each result's title from the page's h1, its address from the file's place in the folder, and its
 * excerpt from the text around the words found.
 */
export async function indexSearch(siteDir: string, pages: number): Promise<SearchIndex> {
  const created = await createIndex({});
  if (!created.index) throw failure('start', created.errors);
  const { index } = created;
  try {
    const added = await index.addDirectory({ path: siteDir });
    if (added.errors.length > 0) throw failure(`index the pages in ${siteDir}`, added.errors);
    if (added.page_count !== pages)
      throw failure('index every page', [
        `it found ${added.page_count} pages in ${siteDir}, where the build wrote ${pages}`,
      ]);
    const { files, errors } = await index.getFiles();
    if (errors.length > 0) throw failure('write the index', errors);
    const shipped = files.filter((file) => SHIPPED.test(file.path)).sort((a, b) => a.path.localeCompare(b.path));
    // The folder is named by Pagefind's own code, so an edit to the content adds only the index's new
    // parts (each named by its hash) and its list of them, which the script asks for by the index's version.
    const folder = FOLDER + hashOf(shipped.filter((file) => CODE.test(file.path)));
    await Promise.all(shipped.map((file) => writeWhole(join(siteDir, folder, file.path), file.content)));
    return { src: `/${folder}/pagefind.js#${hashOf(shipped)}` };
  } finally {
    await index.deleteIndex();
  }
}

/** The hash of the files' names and bytes. */
function hashOf(files: IndexFile[]): string {
  return sha256(Buffer.concat(files.flatMap((file) => [Buffer.from(`${file.path}\0`), file.content]))).slice(0, 10);
}
