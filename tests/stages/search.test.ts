import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { indexSearch } from '../../stages/search';
import { writeFiles } from '../../stages/write';

let siteDir: string;

/** A page as the build writes it: only a result's main content is for the index. */
const page = (lang: string, title: string, body: string, result = true) =>
  `<!doctype html><html lang="${lang}"><head><title>${title}</title></head><body><nav>Menu</nav>` +
  `<main${result ? ' data-pagefind-body=""' : ''}><h1>${title}</h1><p>${body}</p></main></body></html>`;

/** The index of the results in the folder, written while nothing else happens. */
const index = async (results: number) => (await indexSearch(siteDir, results, () => Promise.resolve()))[0];

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
    const { src } = await index(2);
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
    const first = await index(2);
    expect((await index(2)).src).toBe(first.src);
  });

  it('passes over a page whose main content is not marked for it, written before it or while it works', async () => {
    const notFound = { output: '404.html', text: page('en', 'Page not found', 'Robotics nowhere.', false) };
    await writeFiles(siteDir, [notFound]);
    const [{ src }, meanwhile] = await indexSearch(siteDir, 2, async () => {
      await writeFiles(siteDir, [{ ...notFound, output: 'impact/blogs/index.html' }]);
      return 'written';
    });
    expect(meanwhile).toBe('written');
    const entry = JSON.parse(
      await readFile(join(siteDir, src.replace(/pagefind\.js#.*$/, 'pagefind-entry.json')), 'utf8'),
    ) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(
      Object.fromEntries(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count])),
    ).toEqual({
      en: 1,
      sw: 1,
    });
  });

  it('stops the build when the folder holds another number of results than the build wrote', async () => {
    // A result written too late for the index, or one too many.
    await expect(index(3)).rejects.toThrow(
      `search: Pagefind could not index every page: it found 2 results in ${siteDir}, where the build wrote 3`,
    );
  });

  it('throws what failed beside it once both have ended', async () => {
    await expect(
      indexSearch(siteDir, 2, () => Promise.reject(new Error('a picture could not be written'))),
    ).rejects.toThrow('a picture could not be written');
    expect(await readdir(join(siteDir, 'assets'))).toEqual(expect.arrayContaining([expect.stringMatching(/^search-/)]));
  });
});
