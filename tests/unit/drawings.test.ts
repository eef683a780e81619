/**
 * The drawings that stand in for photos (content/pictures/**.svg) read the same on a dark page: each paints
 * its own light backdrop edge to edge, so nothing of the page's dark background shows through its lines.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';

const folder = join(import.meta.dirname, '../../content/pictures');
const drawings = readdirSync(folder, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.svg'));

describe('every drawing', () => {
  it(`(${drawings.length}) is opaque in every pixel and light on the whole, to read on a dark page`, async () => {
    expect(drawings.length).toBeGreaterThan(40);
    const problems: string[] = [];
    for (const file of drawings) {
      const { data, info } = await sharp(readFileSync(join(folder, file)))
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      let seeThrough = 0;
      let brightness = 0;
      for (let i = 0; i < data.length; i += info.channels) {
        if ((data[i + 3] ?? 0) < 255) seeThrough++;
        brightness += ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0)) / 3;
      }
      const pixels = data.length / info.channels;
      if (seeThrough > 0) problems.push(`${file}: ${seeThrough} of ${pixels} pixels see-through`);
      if (brightness / pixels < 128) problems.push(`${file}: dark on the whole (${Math.round(brightness / pixels)})`);
    }
    expect(problems).toEqual([]);
  });
});
