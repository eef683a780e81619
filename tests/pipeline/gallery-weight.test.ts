/**
 * The gallery in the first round trip with the live gallery's photos as they are: the photo build of
 * content/ (npm test's photo build, dist-photos/, is of the gallery grown to thirty: tests/build/pictures.test.ts).
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { load } from 'cheerio';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { dayInNairobi } from '../../content/lib/time/build-date';

const root = join(import.meta.dirname, '../..');
const contentDir = join(root, 'content');

let outDir: string;
beforeAll(async () => {
  outDir = await mkdtemp(join(tmpdir(), 'pipeline-gallery-'));
  // The live content, as of today; its pictures' files are in the cache once npm test's photo build has run.
  await buildSite({ contentDir, outDir, photoFixtures: true, today: dayInNairobi() });
}, 600_000);
afterAll(() => rm(outDir, { recursive: true, force: true }));

describe('the live gallery on the photo build', () => {
  it('arrives in the first round trip: at most 14,000 bytes of HTML, gzipped, with every item', () => {
    const html = readFileSync(join(outDir, 'impact/gallery/index.html'));
    const { items } = parse(readFileSync(join(contentDir, 'gallery.yml'), 'utf8')) as { items: unknown[] };
    expect(load(html)('[data-gallery-card]')).toHaveLength(items.length);
    expect(gzipSync(html).length).toBeLessThanOrEqual(14_000);
  });
});
