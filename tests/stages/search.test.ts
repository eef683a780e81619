import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createIndex } from 'pagefind';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { RenderedPage } from '../../stages/render';
import { besideSearchIndex, startSearchIndex } from '../../stages/search';
import { writeFiles } from '../../stages/write';

let siteDir: string;

/** A result's main content, as the render stage gives it: marked for the index. */
const main = (title: string, body: string) => `<main data-pagefind-body=""><h1>${title}</h1><p>${body}</p></main>`;

/** A result as the render stage gives it to the search stage: its page's path and language, and its main content. */
const result = (path: string, lang: 'en' | 'sw', title: string, body: string) =>
  ({ page: { path, lang }, main: main(title, body) }) as unknown as RenderedPage;

const home = result('/', 'en', 'Home', 'Robotics clubs in every county.');
const nyumbani = result('/sw/', 'sw', 'Nyumbani', 'Vilabu vya roboti katika kila kaunti.');

/** The index of `results`, written while nothing else happens. */
async function index(results: RenderedPage[]) {
  const search = await startSearchIndex();
  for (const page of results) search.add(page);
  return (await search.write(siteDir, () => Promise.resolve()))[0];
}

/** Every file of a folder, by its path in it, with its bytes. */
async function filesIn(dir: string): Promise<Record<string, string>> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  const files = await Promise.all(
    names.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(dir.length), (await readFile(path)).toString('base64')] as const;
    }),
  );
  return Object.fromEntries(files);
}

beforeEach(async () => {
  siteDir = await mkdtemp(join(tmpdir(), 'stage-search-'));
});
afterEach(() => rm(siteDir, { recursive: true, force: true }));

describe('the search stage', () => {
  it('indexes each result it is given, each language apart, into a folder of assets the search pages name', async () => {
    const { src } = await index([home, nyumbani]);
    const [, folder, version] = /^\/(assets\/search-[0-9a-f]{10})\/pagefind\.js#([0-9a-f]{10})$/.exec(src) ?? [];
    expect(folder, src).toBeDefined();
    expect(version).toBeDefined();
    const files = await readdir(join(siteDir, folder as string), { recursive: true });
    expect(files).toContain('pagefind.js');
    expect(files.filter((file) => /^pagefind\.(en|sw)_[0-9a-f]+\.pf_meta$/.test(file))).toHaveLength(2);
    // Pagefind's own interfaces and web worker are not shipped: the site has its own, and runs it on the page.
    expect(files.filter((file) => /ui|worker|highlight/.test(file))).toEqual([]);
    const entry = JSON.parse(await readFile(join(siteDir, folder as string, 'pagefind-entry.json'), 'utf8')) as {
      languages: Record<string, { page_count: number }>;
    };
    expect(Object.entries(entry.languages).map(([lang, { page_count }]) => [lang, page_count])).toEqual([
      ['en', 1],
      ['sw', 1],
    ]);
  });

  it('is the same index, under the same names, when the results are the same', async () => {
    const first = await index([home, nyumbani]);
    expect((await index([home, nyumbani])).src).toBe(first.src);
  });

  it('makes from the main contents alone the index Pagefind makes of the whole pages', async () => {
    const whole = await mkdtemp(join(tmpdir(), 'stage-search-whole-'));
    try {
      // The pages as written, with their head, menus and footer, which Pagefind passes over.
      const page = ({ page: { path, lang }, main }: RenderedPage) => ({
        output: `${path.slice(1)}index.html`,
        text:
          `<!doctype html><html lang="${lang}"><head><title>Jenga STEM</title><meta name="description" content="x"></head>` +
          `<body><header><a href="/">Jenga STEM</a><nav><a href="/about/">About</a></nav></header>${main}` +
          `<footer><p>© 2026 Jenga STEM Foundation</p></footer></body></html>`,
      });
      await writeFiles(whole, [home, nyumbani].map(page));
      const { index: pagefind } = await createIndex({});
      await pagefind!.addDirectory({ path: whole });
      await pagefind!.writeFiles({ outputPath: join(whole, 'index') });
      await pagefind!.deleteIndex();
      const { src } = await index([home, nyumbani]);
      const ours = await filesIn(join(siteDir, src.replace(/\/pagefind\.js#.*$/, '')));
      const theirs = await filesIn(join(whole, 'index'));
      expect(Object.keys(ours).length).toBeGreaterThan(5);
      expect(Object.fromEntries(Object.keys(ours).map((name) => [name, ours[name] === theirs[name]]))).toEqual(
        Object.fromEntries(Object.keys(ours).map((name) => [name, true])),
      );
    } finally {
      await rm(whole, { recursive: true, force: true });
    }
  });

  it('stops the build when Pagefind indexed another number of results than it was given', async () => {
    // Two results at one address: one page to Pagefind.
    await expect(index([home, home, nyumbani])).rejects.toThrow(
      `search: Pagefind could not index every page: it found 2 results in ${siteDir}, where the build wrote 3`,
    );
  });

  it('throws what failed beside it once both have ended', async () => {
    const search = await startSearchIndex();
    search.add(home);
    await expect(
      search.write(siteDir, () => Promise.reject(new Error('a picture could not be written'))),
    ).rejects.toThrow('a picture could not be written');
    expect(await readdir(join(siteDir, 'assets'))).toEqual(expect.arrayContaining([expect.stringMatching(/^search-/)]));
  });

  it('lets the index go, written or not, when the build fails', async () => {
    let given: Awaited<ReturnType<typeof startSearchIndex>> | undefined;
    await expect(
      besideSearchIndex(async (indexing) => {
        given = await indexing;
        given.add(home);
        throw new Error('content is not valid');
      }),
    ).rejects.toThrow('content is not valid');
    // Pagefind no longer has the index: it cannot be written.
    await expect(given!.write(siteDir, () => Promise.resolve())).rejects.toThrow();
    expect(await readdir(siteDir)).toEqual([]);
  });
});
