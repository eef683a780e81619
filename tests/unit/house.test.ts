import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The house a newcomer learns in an hour (issue 46): short docs, a short build, and the content library in
 * rooms of files a reader takes in at once. Each limit is the issue's.
 */
const root = join(import.meta.dirname, '../..');
const lines = (file: string) => readFileSync(join(root, file), 'utf8').trimEnd().split('\n').length;

describe('the written house', () => {
  it.each([
    ['ARCHITECTURE.md', 15],
    ['docs/performance.md', 10],
    ['docs/deploying.md', 12],
    ['CONTENT.md', 12],
  ])('keeps %s within %i KB', (file, kb) => {
    const bytes = statSync(join(root, file)).size;
    expect(bytes, `${file} is ${bytes} bytes: cut it to ${kb * 1024} or fewer`).toBeLessThanOrEqual(kb * 1024);
  });
});

describe('the code', () => {
  it('keeps build.ts the build’s table of contents: 200 lines at most', () => {
    expect(lines('build.ts'), 'build.ts: move a whole idea into stages/').toBeLessThanOrEqual(200);
  });

  it('keeps content/lib/ in rooms, none of its files over 300 lines', () => {
    const lib = join(root, 'content/lib');
    const entries = readdirSync(lib, { withFileTypes: true });
    expect(
      entries.filter((entry) => !entry.isDirectory()).map((entry) => entry.name),
      'files loose in content/lib/: put each in its room',
    ).toEqual([]);
    const files = entries.flatMap((room) =>
      readdirSync(join(lib, room.name)).map((name) => `content/lib/${room.name}/${name}`),
    );
    expect(files.length, 'files in the rooms of content/lib/').toBeGreaterThan(20);
    const long = files.filter((file) => lines(file) > 300).map((file) => `${file}: ${lines(file)} lines`);
    expect(long).toEqual([]);
  });
});
