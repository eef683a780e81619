import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentFiles, type ContentFiles } from '../../content/lib/records/content-files';
import { contentCache } from '../../stages/content-cache';
import { loadEditions } from '../../stages/content';
import { findRoutes } from '../../stages/routes';
import { findContent } from '../../stages/site-bundle';
import { FIXTURE_DATE } from '../support/fixture-date';

const root = join(import.meta.dirname, '../..');

let scratch: string;
/** A copy of the frozen content, which the tests change, and the folder its cache is kept in. */
let contentDir: string;
let cacheDir: string;

beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'stage-content-cache-'));
  contentDir = join(scratch, 'content');
  await cp(join(root, 'tests/fixtures/content'), contentDir, { recursive: true });
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The cache's one file for this project and content, as a list of lines. */
async function cacheLines(): Promise<string[]> {
  const [name] = await readdir(cacheDir);
  return (await readFile(join(cacheDir, name as string), 'utf8')).trimEnd().split('\n');
}

async function writeCacheLines(lines: string[]) {
  const [name] = await readdir(cacheDir);
  await writeFile(join(cacheDir, name as string), `${lines.join('\n')}\n`);
}

/**
 * Loads both editions as a build of its own process does (its content files and cache made anew, reading
 * the cache's file as the last build left it), then writes the cache; returns what it parsed, each as
 * `<kind> <file>`, and the records it loaded.
 */
async function build() {
  const [routes, modules] = await Promise.all([findRoutes(root), findContent(root, contentDir)]);
  const files = contentFiles(contentCache({ projectDir: root, contentDir, dir: cacheDir }));
  const parses: string[] = [];
  const counted: ContentFiles = {
    ...files,
    parsed: (what, file, text, parse, code, kept) =>
      files.parsed(what, file, text, () => (parses.push(`${what} ${file}`), parse()), code, kept),
  };
  const editions = await loadEditions(root, contentDir, routes, modules, counted, FIXTURE_DATE);
  await files.save();
  const [english, kiswahili] = editions.map(({ site }) => site.contents);
  return { parses, english: english!, kiswahili: kiswahili! };
}

/** A post of the blog collection, as an edition loaded it. */
function post(contents: Awaited<ReturnType<typeof build>>['english'], slug: string) {
  const blogs = contents['content/blogs.ts']?.default as { posts: { slug: string; body: string; title: string }[] };
  return blogs.posts.find((found) => found.slug === slug);
}

describe('the content cache', () => {
  it(
    'parses each file once, then only a file that changed, in a later build of its own',
    { timeout: 180_000 },
    async () => {
      cacheDir = join(scratch, 'cache-edits');
      const cold = await build();
      expect(cold.parses).toEqual(
        expect.arrayContaining([
          'record content/home.yml',
          'record content/home.sw.yml',
          'front matter content/blogs/why-girls-leave-stem.md',
          'body content/blogs/why-girls-leave-stem.md',
        ]),
      );

      const warm = await build();
      expect(warm.parses).toEqual([]);
      expect(post(warm.english, 'why-girls-leave-stem')).toEqual(post(cold.english, 'why-girls-leave-stem'));
      expect(post(warm.kiswahili, 'why-girls-leave-stem')).toEqual(post(cold.kiswahili, 'why-girls-leave-stem'));

      // An editor's save: one post's text, and one record.
      const article = join(contentDir, 'blogs/why-girls-leave-stem.md');
      await writeFile(article, `${await readFile(article, 'utf8')}\nA sentence added by the editor.\n`);
      const record = join(contentDir, 'team.yml');
      await writeFile(record, (await readFile(record, 'utf8')).replace(/^(\s*title: ).*$/m, '$1Our people'));
      const edited = await build();
      expect(new Set(edited.parses)).toEqual(
        new Set(['body content/blogs/why-girls-leave-stem.md', 'record content/team.yml']),
      );
      expect(post(edited.english, 'why-girls-leave-stem')?.body).toContain('A sentence added by the editor.');
      expect(JSON.stringify(edited.english['content/team.ts']?.default)).toContain('Our people');

      expect((await build()).parses).toEqual([]);
    },
  );

  it(
    'reads a damaged entry as none: its file is parsed again, and the entry written whole',
    { timeout: 180_000 },
    async () => {
      cacheDir = join(scratch, 'cache-damaged');
      const cold = await build();
      const [owner = '', ...entries] = await cacheLines();
      expect(entries.length).toBe(cold.parses.length);
      // Each entry is `<key> <hash> <JSON>`, the hash of its key and JSON. Damaged in turn: a character of its
      // JSON changed, its JSON and hash put under another key, cut short, and its hash replaced.
      const damage = [
        (line: string) => line.replace(/[a-z](?=[^a-z]*$)/, (letter) => (letter === 'a' ? 'b' : 'a')),
        (line: string, next: string) => `${line.split(' ')[0]} ${next.split(' ').slice(1).join(' ')}`,
        (line: string) => line.slice(0, line.length - 5),
        (line: string) => line.replace(/^(\S+) \S+/, '$1 0000'),
      ];
      await writeCacheLines([
        owner,
        ...entries.map((line, i) => damage[i % damage.length]!(line, entries[(i + 1) % entries.length]!)),
      ]);
      const again = await build();
      expect(new Set(again.parses)).toEqual(new Set(cold.parses));
      for (const edition of ['english', 'kiswahili'] as const)
        for (const [file, mod] of Object.entries(cold[edition]))
          expect(JSON.stringify(again[edition][file]?.default), file).toBe(JSON.stringify(mod.default));
      expect((await build()).parses).toEqual([]);

      // The whole file cut short: what is left is read, what is not is parsed again.
      const text = (await cacheLines()).join('\n');
      await writeCacheLines([text.slice(0, text.length / 2)]);
      const cut = await build();
      expect(cut.parses.length).toBeGreaterThan(0);
      expect(cut.parses.length).toBeLessThan(cold.parses.length);
      expect((await build()).parses).toEqual([]);
    },
  );
});
