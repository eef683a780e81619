import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexSearch } from '../../build/search';
import { writeFiles } from '../../build/write';

let siteDir: string;

/** A page as the build writes it: only its main content is for the index. */
const page = (lang: string, title: string, body: string) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><nav>Menu</nav>` +
  `<main data-pagefind-body=""><h1>${title}</h1><p>${body}</p></main></body></html>`;

beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'stage-search-'));
  await writeFiles(siteDir, [
    { output: 'index.html', text: page('en', 'Home', 'Robotics clubs in every county.') },
    { output: 'sw/index.html', text: page('sw', 'Nyumbani', 'Vilabu vya roboti katika kila kaunti.') },
    { output: 'assets/site.css', text: 'body{margin:0}' },
  ]);
});
afterEach(() => rm(siteDir, { recursive: true, force: true }));

describe('the search stage', () => {
  it('indexes the pages in the folder, each language apart, into a folder of assets the search pages name', async () => {
    const { src } = await indexSearch(siteDir, 2);
    const [, folder, version] = /^\/(assets\/search-[0-9a-f]{10})\/pagefind\.js#([0-9a-f]{10})$/.exec(src) ?? [];
    expect(folder, src).toBeDefined();
    expect(version).toBeDefined();
    const files = await readdir(join(siteDir, folder as string), { recursive: true });
    expect(files).toContain('pagefind.js');
    expect(files.filter((file) => /^pagefind\.(en|sw)_[0-9a-f]+\.pf_meta$/.test(file))).toHaveLength(2);
    // Pagefind's own interfaces and web worker are not shipped: the site has its own, and runs it on the page.
    expect(files.filter((file) => /ui|worker|highlight/.test(file))).toEqual([]);
  });

  it('is the same index, under the same names, when the pages are the same', async () => {
    const first = await indexSearch(siteDir, 2);
    expect((await indexSearch(siteDir, 2)).src).toBe(first.src);
  });

  it('stops the build when the folder holds another number of pages than the build wrote to index', async () => {
    // A page that is no result (the 404 page, say) written too early would be found as one.
    await writeFiles(siteDir, [{ output: '404.html', text: page('en', 'Page not found', 'Nothing here.') }]);
    await expect(indexSearch(siteDir, 2)).rejects.toThrow(
      `search: Pagefind could not index every page: it found 3 pages in ${siteDir}, where the build wrote 2`,
    );
  });
});
