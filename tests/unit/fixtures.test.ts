import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoFixture } from '../../pictures/fixtures';
import { readExif } from '../support/exif';

// Three cold fixtures (about a second each on two cores) are made once and shared by the checks below.
let dir = '';
let otherDir = '';
let landscape: string;
let square: string;
let elsewhere: string;

beforeAll(async () => {
  [dir, otherDir] = await Promise.all([
    mkdtemp(join(tmpdir(), 'photo-fixtures-')),
    mkdtemp(join(tmpdir(), 'photo-fixtures-')),
  ]);
  landscape = await photoFixture(dir, 'test/robotics-class', 4 / 3);
  square = await photoFixture(dir, 'test/robotics-class', 1);
  elsewhere = await photoFixture(otherDir, 'test/robotics-class', 4 / 3);
}, 30_000);

afterAll(async () => {
  await Promise.all([dir, otherDir].filter(Boolean).map((made) => rm(made, { recursive: true, force: true })));
});

/** The size a viewer shows once it has applied the EXIF orientation. */
async function upright(path: string) {
  const { info } = await sharp(path).rotate().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height };
}

describe('photoFixture', () => {
  it('names the file by the name and a hash, in the cache directory', () => {
    expect(landscape.startsWith(dir)).toBe(true);
    expect(basename(landscape)).toMatch(/^test--robotics-class-[0-9a-f]{8}\.jpg$/);
    expect(basename(square)).not.toBe(basename(landscape));
  });

  it('is phone-sized once upright: 4000 × 3000 at 4:3, 3000 × 3000 square', async () => {
    expect(await upright(landscape)).toEqual({ width: 4000, height: 3000 });
    expect(await upright(square)).toEqual({ width: 3000, height: 3000 });
  });

  it('is stored on its side, as a phone stores it, with orientation, place, camera and photographer', async () => {
    const bytes = await readFile(landscape);
    const { width, height, exif: block } = await sharp(bytes).metadata();
    expect({ width, height }).toEqual({ width: 3000, height: 4000 });
    const exif = readExif(bytes);
    expect(exif.orientation).toBe(6);
    // In Kenya.
    expect(exif.gps?.latitude).toBeGreaterThan(-5);
    expect(exif.gps?.latitude).toBeLessThan(5);
    expect(exif.gps?.longitude).toBeGreaterThan(33);
    expect(exif.gps?.longitude).toBeLessThan(42);
    expect(exif.make).toBeTruthy();
    expect(exif.model).toBeTruthy();
    expect(exif.artist).toBeTruthy();
    // sharp's own reading agrees, and so does the reader given sharp's EXIF block rather than the file.
    expect(block && readExif(block)).toEqual(exif);
  });

  it('comes from the cache the second time: same path, quickly, file untouched', async () => {
    const before = await stat(landscape);
    const started = performance.now();
    expect(await photoFixture(dir, 'test/robotics-class', 4 / 3)).toBe(landscape);
    expect(performance.now() - started).toBeLessThan(250);
    expect((await stat(landscape)).mtimeMs).toBe(before.mtimeMs);
  });

  it('is the same bytes wherever it is made', async () => {
    expect((await readFile(elsewhere)).equals(await readFile(landscape))).toBe(true);
  });

  it('weighs what a phone photo weighs, and compresses like one', async () => {
    const { size } = await stat(landscape);
    expect(size).toBeGreaterThan(1_000_000);
    expect(size).toBeLessThan(8_000_000);
    // Neither flat colour (a few KB) nor noise (hundreds of KB) once resized for the web.
    const avif = await sharp(landscape).rotate().resize({ width: 960 }).avif({ quality: 50 }).toBuffer();
    expect(avif.length).toBeGreaterThan(8_000);
    expect(avif.length).toBeLessThan(80_000);
  });
});

describe('readExif', () => {
  it('finds nothing in a JPEG without EXIF, or in bytes that are not a JPEG', async () => {
    const plain = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    expect(readExif(plain)).toEqual({});
    expect(readExif(Buffer.from('not a picture'))).toEqual({});
  });
});
