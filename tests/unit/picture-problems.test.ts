/**
 * The catalogue of bad pictures: each file under tests/fixtures/bad-inputs/pictures/ is one an editor could
 * upload, and each test pins the exact words the build stops with (pictures/catalogue.ts; the build prints
 * each line under "pictures are not usable:"). A drawing is served from the site's own address, so one that
 * runs script, holds a page or loads other files is refused; so is a link out of content/pictures/, a photo
 * too large to decode and a drawing that is not SVG at all.
 */
import { crc32, deflateSync } from 'node:zlib';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PictureUse } from '../../content/lib/records/pictures';
import { PictureError, readPictures } from '../../pictures/catalogue';

const projectDir = join(import.meta.dirname, '..', '..');
const fixtures = join(projectDir, 'tests', 'fixtures', 'bad-inputs', 'pictures');
const where = 'content/gallery.yml, line 12: items[3].image';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'picture-problems-'));
});
afterAll(() => rm(root, { recursive: true, force: true }));

/** The lines the build stops with when a record names `src`, or none when it takes the picture. */
async function problemsWith(src: string, dir = fixtures): Promise<string[]> {
  const uses: PictureUse[] = [{ src, where }];
  const cacheDir = join(root, `cache-${src.replace(/\W/g, '-')}`);
  const error: unknown = await readPictures({ projectDir, picturesDir: dir, cacheDir, uses }).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (error === undefined) return [];
  expect(error).toBeInstanceOf(PictureError);
  return (error as Error).message.split('\n');
}

/** What follows the list of what a drawing holds: why, and what to do. */
const UNSAFE =
  'a drawing may hold only its own shapes, text, styles and pictures (data:image/…), and link only within itself (#…): remove these in a drawing program (Inkscape, Illustrator) and save it again, or export it as a PNG';

describe('a drawing (SVG) that could do more than show a picture', () => {
  const cases: [file: string, holds: string][] = [
    ['script.svg', 'a script (<script>)'],
    ['prefixed-script.svg', 'a script (<svg:script>)'],
    ['onload.svg', 'a script in an attribute (onload on <svg>)'],
    ['foreign-object.svg', 'a web page inside it (<foreignObject>)'],
    ['external-image.svg', 'a link to another file (href="https://example.org/tracker.png" on <image>)'],
    ['external-use.svg', 'a link to another file (xlink:href="other.svg#shape" on <use>)'],
    [
      'style-attribute-url.svg',
      'a link to another file in its styles (url(https://example.org/paint.svg#red) on <rect>)',
    ],
    ['style-element-url.svg', "a link to another file in its styles (url('/assets/other.svg#red') in <style>)"],
  ];

  it.each(cases)('refuses %s, naming the record and the file, what it holds and what to do', async (file, holds) => {
    expect(await problemsWith(`/${file}`)).toEqual([`${where}: content/pictures/${file} holds ${holds}: ${UNSAFE}`]);
  });

  it('takes a drawing that links only within itself and holds a data: picture', async () => {
    expect(await problemsWith('/safe.svg')).toEqual([]);
  });
});

describe('a drawing that is not a valid SVG', () => {
  it('is refused naming the record, the file and where it breaks, with no stack trace or path of the machine', async () => {
    expect(await problemsWith('/not-valid.svg')).toEqual([
      `${where}: content/pictures/not-valid.svg is not a valid SVG (line 1, column 99: Unexpected close tag): open it in a drawing program (Inkscape, Illustrator) and save it again as SVG, or export it as a PNG`,
    ]);
  });
});

describe('a picture outside content/pictures/', () => {
  const outside =
    'is outside content/pictures/ (a link, or a path with .., leads out of it): put the picture itself in content/pictures/ and name it in src';

  it('is refused when it is a link (symlink) to a file elsewhere', async () => {
    expect(await problemsWith('/link-outside.svg')).toEqual([`${where}: content/pictures/link-outside.svg ${outside}`]);
  });

  it('is refused when its src climbs out with ..', async () => {
    expect(await problemsWith('/../outside/drawing.svg')).toEqual([
      `${where}: content/pictures/../outside/drawing.svg ${outside}`,
    ]);
  });
});

/** A PNG whose header says it is `width` x `height` grey pixels, of one row of data: tiny, but over the limit. */
function claimedPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), data])));
    return Buffer.concat([length, Buffer.from(type), data, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bits per sample; colour type 0 (grey), the rest 0
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.alloc(width + 1))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

describe('a photo over the pixels the build can decode', () => {
  it('is refused saying its size, the limit and to export it smaller', async () => {
    const dir = join(root, 'huge');
    await mkdir(dir);
    await writeFile(join(dir, 'poster.png'), claimedPng(20_000, 20_000));
    expect(await problemsWith('/poster.png', dir)).toEqual([
      `${where}: content/pictures/poster.png is 20000 × 20000 pixels (400 megapixels), over the 268 megapixels the build can read: export it smaller (a photo 4000 pixels across is plenty)`,
    ]);
  });
});
