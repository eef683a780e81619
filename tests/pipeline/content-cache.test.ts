/**
 * A build with the content cache warm (stages/content-cache.ts) writes the site a cold one writes, byte for
 * byte: the cache keeps only what the files' own bytes and the code decide, and everything else is done on
 * every build.
 */
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { contentFiles, type ContentFiles } from '../../content/lib/records/content-files';
import { contentCache } from '../../stages/content-cache';
import { FIXTURE_DATE } from '../support/fixture-date';

const root = join(import.meta.dirname, '../..');
const contentDir = join(root, 'tests/fixtures/content');

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'pipeline-content-cache-'));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** Builds the frozen content into `name` with the cache in scratch/cache; returns how many files it parsed. */
async function build(name: string): Promise<number> {
  const files = contentFiles(contentCache({ projectDir: root, contentDir, dir: join(scratch, 'cache') }));
  let parses = 0;
  const counted: ContentFiles = {
    ...files,
    parsed: (what, file, text, parse, code, kept) =>
      files.parsed(what, file, text, () => (parses++, parse()), code, kept),
  };
  await buildSite({ contentDir, outDir: join(scratch, name), today: FIXTURE_DATE, content: counted });
  return parses;
}

/** Every file a build wrote, by its path, with its bytes. */
async function written(name: string): Promise<Map<string, Buffer>> {
  const dir = join(scratch, name);
  const files = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((entry) => entry.isFile());
  return new Map(
    await Promise.all(
      files.map(async (entry) => {
        const path = join(entry.parentPath, entry.name);
        return [path.slice(dir.length), await readFile(path)] as const;
      }),
    ),
  );
}

describe('a build with the content cache warm', () => {
  it('writes the same bytes as a build with it cold', { timeout: 300_000 }, async () => {
    expect(await build('cold')).toBeGreaterThan(100);
    expect(await build('warm')).toBe(0);
    const [cold, warm] = await Promise.all([written('cold'), written('warm')]);
    expect([...warm.keys()].sort()).toEqual([...cold.keys()].sort());
    const differ = [...cold].filter(([path, bytes]) => !warm.get(path)?.equals(bytes)).map(([path]) => path);
    expect(differ).toEqual([]);
  });
});
