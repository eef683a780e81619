/**
 * The picture pipeline end to end: pictures/catalogue.ts reads what content names, pictures/encode.ts makes the
 * files, components/Picture.tsx lays them out. Its photos are made here as editors' files arrive: a phone photo
 * stored on its side with its position and camera in EXIF, a PNG with see-through parts, a CMYK JPEG from a
 * print export, and the files a build must refuse. Each is flat colour, so it is quick to make and to check.
 */
import { mkdir, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { load } from 'cheerio';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import sharp, { type Exif } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emptyPageParts, PagePartsContext } from '../../components/PageParts';
import { Picture, PicturesContext } from '../../components/Picture';
import type { PictureUse } from '../../content/lib/records/pictures';
import type { Image } from '../../content/lib/records/shapes';
import { PICTURES_URL, PictureError, readPictures, type Catalogue, type PictureJob } from '../../pictures/catalogue';
import { writePictures, type PictureReport } from '../../pictures/encode';
import type { Pictures } from '../../pictures/metadata';
import { slots, type SlotName } from '../../pictures/slots';
import { defined } from '../support/defined';
import { readExif } from '../support/exif';

/** What a phone writes into a photo: where it was taken (Nairobi), the camera and the photographer. */
const CAMERA: Exif = {
  IFD0: { Make: 'TECNO', Model: 'TECNO CK7n', Artist: 'Amina Hassan' },
  IFD3: {
    GPSLatitudeRef: 'S',
    GPSLatitude: '1/1 17/1 3156/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '36/1 49/1 1884/100',
  },
};
/** Half see-through red, in a PNG, and the colour it shows on white. */
const HALF_RED = { r: 200, g: 30, b: 30, alpha: 0.5 };
const HALF_RED_ON_WHITE: Rgb = [228, 143, 143];
/** The colour a print export stores in CMYK: a strong red. */
const PRINT_RED = '#e02020';

const uses = {
  phone: { src: 'events/robotics.jpg', where: 'content/events.ts: events[0].image' },
  clear: { src: 'logos/partner.png', where: 'content/partners.ts: partners[1].logo' },
  print: { src: 'news/poster.jpg', where: 'content/news.ts: posts[3].image' },
} satisfies Record<string, PictureUse>;
const SOURCES: PictureUse[] = Object.values(uses);

let root: string;
let projectDir: string;
let cacheDir: string;
let sites = 0;
let catalogue: Catalogue;
let firstSite: string;
let firstReport: PictureReport;

const source = (src: string) => join(projectDir, 'content', 'pictures', src);
const newSite = () => join(root, `site-${++sites}`);
const read = (pictureUses: PictureUse[], cache = cacheDir) =>
  readPictures({ projectDir, cacheDir: cache, uses: pictureUses });
const jobsOf = (from: Catalogue, src: string) => [...from.jobs.values()].filter((job) => job.file === source(src));
const namesOf = (from: Catalogue, src: string) => jobsOf(from, src).map((job) => job.name);
const output = (job: PictureJob, site = firstSite) => readFile(join(site, 'assets', 'pictures', job.name));
const photoJob = (job: PictureJob) => (job.kind === 'photo' ? job : undefined);

/**
 * A landscape phone photo which, upright, has a red band across its top third, blue below and a green square
 * in its lower left corner (so any turn or mirror shows), stored as a phone held the other way stores it:
 * pixels a quarter turn anticlockwise, EXIF Orientation 6 telling viewers to turn them back, and GPS, camera
 * and photographer. (libvips writes Orientation from its own field, so it comes from withMetadata.)
 */
async function phonePhoto(path: string, quality = 90) {
  const upright = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#0000ff' } })
    .composite([
      { input: { create: { width: 4000, height: 1000, channels: 3, background: '#ff0000' } }, top: 0, left: 0 },
      { input: { create: { width: 800, height: 800, channels: 3, background: '#00ff00' } }, top: 2200, left: 0 },
    ])
    .raw()
    .toBuffer({ resolveWithObject: true });
  await sharp(upright.data, { raw: upright.info })
    .rotate(270)
    .withExif(CAMERA)
    .withMetadata({ orientation: 6 })
    .jpeg({ quality })
    .toFile(path);
}

/**
 * A 4000 × 3000 PNG: its left half opaque green; its right half see-through at the top and half see-through
 * red below, as a logo's soft edges and shadows are.
 */
async function seeThroughPng(path: string) {
  await sharp({ create: { width: 4000, height: 3000, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
    .composite([
      { input: { create: { width: 2000, height: 3000, channels: 4, background: '#00ff00' } }, top: 0, left: 0 },
      { input: { create: { width: 2000, height: 1500, channels: 4, background: HALF_RED } }, top: 1500, left: 2000 },
    ])
    .png({ compressionLevel: 1 })
    .toFile(path);
}

/** A 4000 × 3000 JPEG in CMYK with its CMYK profile, as a print export writes it. */
async function cmykJpeg(path: string) {
  await sharp({ create: { width: 4000, height: 3000, channels: 3, background: PRINT_RED } })
    .withIccProfile('cmyk')
    .jpeg()
    .toFile(path);
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'pictures-test-'));
  projectDir = join(root, 'project');
  cacheDir = join(root, 'cache');
  await Promise.all(['events', 'logos', 'news', 'broken'].map((dir) => mkdir(source(dir), { recursive: true })));
  const grey = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#808080' } }).jpeg();
  const wholeJpeg = await grey(4000, 3000).toBuffer();
  await Promise.all([
    phonePhoto(source(uses.phone.src)),
    seeThroughPng(source(uses.clear.src)),
    cmykJpeg(source(uses.print.src)),
    grey(800, 600).toFile(source('events/small.jpg')),
    // Cut off as an interrupted upload is: its header is whole, its pixels are not.
    writeFile(source('broken/cut.jpg'), wholeJpeg.subarray(0, 2048)),
    writeFile(source('broken/noise.jpg'), Buffer.from(Array.from({ length: 5000 }, (_, i) => (i * 7919) % 256))),
    writeFile(source('broken/notes.png'), 'Remember to take a photo of the robotics class\n'),
    sharp({ create: { width: 40, height: 30, channels: 3, background: '#808080' } })
      .gif()
      .toFile(source('broken/wave.gif')),
    // A real JPEG padded to 21 MB (sparse: nothing is written for the padding).
    writeFile(source('broken/scan.jpg'), wholeJpeg).then(() => truncate(source('broken/scan.jpg'), 21 * 1024 * 1024)),
  ]);
  catalogue = await read(SOURCES);
  firstSite = newSite();
  firstReport = await writePictures({ jobs: [...catalogue.jobs.values()], cacheDir, siteDir: firstSite });
}, 60_000);

afterAll(async () => {
  if (root) await rm(root, { recursive: true, force: true });
});

/** A picture file's pixels as stored (no EXIF orientation applied), and the colour at a point given in fractions. */
async function pixelsOf(bytes: Buffer) {
  const { data, info } = await sharp(bytes).raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number): Rgb => {
    const i = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * info.channels;
    const [r, g, b, ...rest] = data.subarray(i, i + info.channels);
    if (r === undefined || g === undefined || b === undefined) throw new Error(`no pixel at ${x}, ${y}`);
    return [r, g, b, ...rest];
  };
  return { width: info.width, height: info.height, channels: info.channels, at };
}

/** A pixel's channels: red, green, blue, then alpha where the image has it. */
type Rgb = [number, number, number, ...number[]];
/** A pixel's alpha: one without an alpha channel is opaque. */
const alphaOf = (pixel: Rgb) => pixel[3] ?? 255;

const PALETTE: Record<string, Rgb> = {
  red: [255, 0, 0],
  green: [0, 255, 0],
  blue: [0, 0, 255],
  white: [255, 255, 255],
};
const distance = (a: Rgb, b: Rgb) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

/** The palette's name for a pixel's colour when it is near one, else the pixel itself as `rgb(…)`. */
function colourName(pixel: Rgb): string {
  const [name, value] = Object.entries(PALETTE).reduce((best, entry) =>
    distance(pixel, entry[1]) < distance(pixel, best[1]) ? entry : best,
  );
  return distance(pixel, value) < 80 ? name : `rgb(${pixel.slice(0, 3).join(', ')})`;
}

/** An ICC profile's colour space (header bytes 16–19) and its name (its `desc` tag, ICC v2 or v4). */
function profileOf(icc: Buffer | undefined) {
  if (!icc) return undefined;
  const tags = icc.readUInt32BE(128);
  let name: string | undefined;
  for (let i = 0; i < tags; i++) {
    const entry = 132 + i * 12;
    if (icc.toString('latin1', entry, entry + 4) !== 'desc') continue;
    const at = icc.readUInt32BE(entry + 4);
    const type = icc.toString('latin1', at, at + 4);
    if (type === 'desc') name = icc.toString('latin1', at + 12, at + 12 + icc.readUInt32BE(at + 8) - 1);
    if (type === 'mluc') {
      const length = icc.readUInt32BE(at + 20);
      const offset = icc.readUInt32BE(at + 24);
      name = Buffer.from(icc.subarray(at + offset, at + offset + length))
        .swap16()
        .toString('utf16le');
    }
  }
  return { space: icc.toString('latin1', 16, 20).trim(), name };
}

/** All a file says about where it came from: EXIF (as sharp and as our reader find it), XMP, IPTC, camera names. */
async function metadataLeftIn(bytes: Buffer) {
  const metadata = await sharp(bytes).metadata();
  return {
    exif: metadata.exif && readExif(metadata.exif),
    exifInFile: readExif(bytes),
    xmp: metadata.xmp,
    iptc: metadata.iptc,
    orientation: metadata.orientation ?? 1,
    // Anywhere in the bytes, whatever box or chunk might carry them.
    names: ['TECNO', 'CK7n', 'Amina Hassan'].filter((name) => bytes.includes(name)),
  };
}

const nothingLeft = { exifInFile: {}, orientation: 1, names: [] };

/** Every width some slot shows a photo at: a photo wider than all of them is made at each, in three formats, and as a sharing card. */
const SLOT_WIDTHS = [...new Set(Object.values(slots).flatMap((slot) => slot.widths))];
const WIDTHS = SLOT_WIDTHS.length;
const FILES_PER_PHOTO = 3 * WIDTHS + 1;

describe('a phone photo stored on its side, with its position, camera and photographer in EXIF', () => {
  const jobs = () => jobsOf(catalogue, uses.phone.src);

  it('is stored as a phone stores it (the fixture): 3000 × 4000, Orientation 6, GPS, camera and artist', async () => {
    const bytes = await readFile(source(uses.phone.src));
    const { width, height } = await sharp(bytes).metadata();
    expect({ width, height }).toEqual({ width: 3000, height: 4000 });
    expect(readExif(bytes)).toMatchObject({
      orientation: 6,
      make: 'TECNO',
      model: 'TECNO CK7n',
      artist: 'Amina Hassan',
      gps: { latitude: expect.closeTo(-1.29, 2) as number, longitude: expect.closeTo(36.82, 2) as number },
    });
    // What the checks below look for in each file made of it, found here in the source.
    expect(await metadataLeftIn(bytes)).toMatchObject({
      exif: { gps: expect.anything() as unknown },
      exifInFile: { gps: expect.anything() as unknown },
      orientation: 6,
      names: ['TECNO', 'CK7n', 'Amina Hassan'],
    });
  });

  it('is read upright: 4000 × 3000, its dominant colour the blue of most of it', () => {
    const facts = catalogue.pictures.get(uses.phone.src);
    expect(facts).toMatchObject({ where: uses.phone.where, width: 4000, height: 3000 });
    expect(colourName(hexToRgb(facts?.colour))).toBe('blue');
  });

  it('can be made at every width up to its own, in AVIF, WebP and JPEG, and as a sharing card', () => {
    const photos = jobs().flatMap((job) => (job.kind === 'photo' ? [`${job.format} ${job.width}`] : []));
    expect(photos.sort()).toEqual(SLOT_WIDTHS.flatMap((w) => ['avif', 'webp', 'jpeg'].map((f) => `${f} ${w}`)).sort());
    expect(jobs().filter((job) => job.kind === 'share')).toHaveLength(1);
  });

  it('is made upright in every file: landscape, the red band on top, the green square lower left', async () => {
    const seen = await Promise.all(
      jobs().map(async (job) => {
        const image = await pixelsOf(await output(job));
        const photo = photoJob(job);
        return {
          name: job.name,
          size: `${image.width} × ${image.height}`,
          top: colourName(image.at(0.5, 0.02)),
          lowerRight: colourName(image.at(0.75, 0.85)),
          // The sharing card is cropped from the middle of the photo's height, so the square may be cut off.
          lowerLeft: photo ? colourName(image.at(0.1, 0.87)) : undefined,
        };
      }),
    );
    expect(seen).toEqual(
      jobs().map((job) => {
        const photo = photoJob(job);
        return {
          name: job.name,
          size: photo ? `${photo.width} × ${(photo.width * 3) / 4}` : '1200 × 630',
          top: 'red',
          lowerRight: 'blue',
          lowerLeft: photo ? 'green' : undefined,
        };
      }),
    );
  });

  it('keeps nothing of its EXIF in any file: no position, camera, photographer or orientation', async () => {
    const left = await Promise.all(
      jobs().map(async (job) => ({ name: job.name, ...(await metadataLeftIn(await output(job))) })),
    );
    expect(left).toEqual(jobs().map((job) => ({ name: job.name, ...nothingLeft })));
  });

  it('is sRGB in every file, and says so with an sRGB profile', async () => {
    const spaces = await Promise.all(
      jobs().map(async (job) => {
        const { space, icc } = await sharp(await output(job)).metadata();
        return { name: job.name, space, profile: profileOf(icc) };
      }),
    );
    expect(spaces).toEqual(
      jobs().map((job) => ({ name: job.name, space: 'srgb', profile: { space: 'RGB', name: 'sRGB' } })),
    );
  });
});

describe('a PNG with see-through parts', () => {
  const jobs = () => jobsOf(catalogue, uses.clear.src);

  it('has no placeholder colour: one would show through it', () => {
    const facts = catalogue.pictures.get(uses.clear.src);
    expect(facts).toMatchObject({ width: 4000, height: 3000 });
    expect(facts?.colour).toBeUndefined();
  });

  it('stays see-through as AVIF and WebP, and half see-through where it was', async () => {
    const kept = jobs().filter((job) => job.kind === 'photo' && job.format !== 'jpeg');
    expect(kept).toHaveLength(2 * WIDTHS);
    const seen = await Promise.all(
      kept.map(async (job) => {
        const bytes = await output(job);
        const { hasAlpha } = await sharp(bytes).metadata();
        const image = await pixelsOf(bytes);
        const left = image.at(0.25, 0.5);
        const half = image.at(0.75, 0.85);
        return {
          name: job.name,
          hasAlpha,
          left: `${colourName(left)}, alpha ${left[3]}`,
          clear: alphaOf(image.at(0.75, 0.15)) < 8,
          halfRed:
            distance(half, [HALF_RED.r, HALF_RED.g, HALF_RED.b]) < 30 && Math.abs(alphaOf(half) - 128) < 10
              ? true
              : half,
        };
      }),
    );
    expect(seen).toEqual(
      kept.map((job) => ({ name: job.name, hasAlpha: true, left: 'green, alpha 255', clear: true, halfRed: true })),
    );
  });

  it('is laid on white as a JPEG (and its sharing card), which has no transparency', async () => {
    const flat = jobs().filter((job) => job.kind === 'share' || photoJob(job)?.format === 'jpeg');
    expect(flat).toHaveLength(WIDTHS + 1);
    const seen = await Promise.all(
      flat.map(async (job) => {
        const bytes = await output(job);
        const { hasAlpha, channels } = await sharp(bytes).metadata();
        const image = await pixelsOf(bytes);
        const half = image.at(0.75, 0.85);
        return {
          name: job.name,
          hasAlpha,
          channels,
          left: colourName(image.at(0.25, 0.5)),
          clear: colourName(image.at(0.75, 0.15)),
          halfRed: distance(half, HALF_RED_ON_WHITE) < 30 ? 'pink' : half,
        };
      }),
    );
    expect(seen).toEqual(
      flat.map((job) => ({
        name: job.name,
        hasAlpha: false,
        channels: 3,
        left: 'green',
        clear: 'white',
        halfRed: 'pink',
      })),
    );
  });
});

describe('a CMYK JPEG from a print export', () => {
  const jobs = () => jobsOf(catalogue, uses.print.src);

  it('is CMYK with a CMYK profile (the fixture)', async () => {
    const { space, channels, icc } = await sharp(source(uses.print.src)).metadata();
    expect({ space, channels, profile: profileOf(icc)?.space }).toEqual({
      space: 'cmyk',
      channels: 4,
      profile: 'CMYK',
    });
  });

  it('is read like any photo, its placeholder the red it shows', () => {
    const facts = catalogue.pictures.get(uses.print.src);
    expect(facts).toMatchObject({ width: 4000, height: 3000 });
    expect(distance(hexToRgb(facts?.colour), hexToRgb(PRINT_RED))).toBeLessThan(40);
  });

  it('is made sRGB in every file, three channels and an sRGB profile, its red still about the same red', async () => {
    const seen = await Promise.all(
      jobs().map(async (job) => {
        const bytes = await output(job);
        const { space, channels, icc } = await sharp(bytes).metadata();
        const centre = (await pixelsOf(bytes)).at(0.5, 0.5);
        return {
          name: job.name,
          space,
          channels,
          profile: profileOf(icc),
          nearRed: distance(centre, hexToRgb(PRINT_RED)) < 40,
        };
      }),
    );
    expect(seen).toEqual(
      jobs().map((job) => ({
        name: job.name,
        space: 'srgb',
        channels: 3,
        profile: { space: 'RGB', name: 'sRGB' },
        nearRed: true,
      })),
    );
  });
});

describe('a picture the build cannot use', () => {
  const where = 'content/news.ts: posts[2].image';

  /** The lines of the PictureError reading these uses throws. */
  async function problemsWith(...pictureUses: PictureUse[]): Promise<string[]> {
    const error: unknown = await read(pictureUses, join(root, 'cache-refused')).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(PictureError);
    return (error as Error).message.split('\n');
  }

  it('is refused when it does not exist', async () => {
    expect(await problemsWith({ src: 'news/gone.jpg', where })).toEqual([
      `${where}: content/pictures/news/gone.jpg does not exist: put the picture there, or correct src`,
    ]);
  });

  it('is refused when it is over 20 MB', async () => {
    const [problem] = await problemsWith({ src: 'broken/scan.jpg', where });
    expect(problem).toMatch(`${where}: content/pictures/broken/scan.jpg is 21.0 MB, over the 20 MB a picture may be`);
  });

  it('is refused when it is damaged: a JPEG cut short', async () => {
    const [problem] = await problemsWith({ src: 'broken/cut.jpg', where });
    expect(problem).toMatch(`${where}: content/pictures/broken/cut.jpg is damaged: it cannot be decoded`);
  });

  it('is refused when it is not an image: random bytes named .jpg, a text file named .png', async () => {
    const problems = await problemsWith({ src: 'broken/noise.jpg', where }, { src: 'broken/notes.png', where });
    expect(problems).toEqual([
      expect.stringContaining(`${where}: content/pictures/broken/noise.jpg is not an image the build can read`),
      expect.stringContaining(`${where}: content/pictures/broken/notes.png is not an image the build can read`),
    ]);
  });

  it('is refused when it is an image of a kind the site does not serve (a GIF)', async () => {
    const [problem] = await problemsWith({ src: 'broken/wave.gif', where });
    expect(problem).toMatch(`${where}: content/pictures/broken/wave.gif is a GIF file: use a JPEG, PNG, WebP or AVIF`);
  });

  it('is reported with every other problem at once, each naming its record and file', async () => {
    const problems = await problemsWith(
      { src: 'news/gone.jpg', where: 'content/news.ts: posts[0].image' },
      uses.phone,
      { src: 'broken/notes.png', where: 'content/home.ts: hero.image' },
      { src: 'broken/cut.jpg', where: 'content/team.ts: members[4].portrait' },
      { src: 'broken/scan.jpg', where: 'content/about.ts: history.image' },
    );
    expect(problems).toEqual([
      expect.stringMatching(/^content\/about\.ts: history\.image: content\/pictures\/broken\/scan\.jpg is 21\.0 MB/),
      expect.stringMatching(/^content\/home\.ts: hero\.image: content\/pictures\/broken\/notes\.png is not an image/),
      expect.stringMatching(/^content\/news\.ts: posts\[0\]\.image: content\/pictures\/news\/gone\.jpg does not exist/),
      expect.stringMatching(
        /^content\/team\.ts: members\[4\]\.portrait: content\/pictures\/broken\/cut\.jpg is damaged/,
      ),
    ]);
  });
});

describe('a photo in its slot (components/Picture.tsx)', () => {
  const render = (pictures: Pictures, image: Image, slot: SlotName, priority = false, parts = emptyPageParts()) =>
    renderToStaticMarkup(
      createElement(
        PagePartsContext,
        { value: parts },
        createElement(PicturesContext, { value: pictures }, createElement(Picture, { image, slot, priority })),
      ),
    );

  /** The format and width of the photo file a URL names, when it names one the catalogue can make. */
  const fileAt = (url = '') => {
    const job = url.startsWith(PICTURES_URL) ? catalogue.jobs.get(url.slice(PICTURES_URL.length)) : undefined;
    const photo = job && photoJob(job);
    return { format: photo?.format, width: photo?.width };
  };
  /** A srcset's candidates: the width each claims, and the format and width of the file its URL names. */
  const candidates = (srcset = '') =>
    srcset.split(', ').map((candidate) => {
      const [url, descriptor] = candidate.split(' ');
      return { claims: descriptor, ...fileAt(url) };
    });
  const expected = (format: string) => slots.card.widths.map((width) => ({ claims: `${width}w`, format, width }));
  const image = { src: uses.phone.src, alt: 'Pupils building a robot' };

  it('refuses a photo narrower than the slot fills, naming its record, its file, the slot and the width it needs', async () => {
    const small = { src: 'events/small.jpg', where: 'content/events.ts: events[1].image' };
    const { pictures } = await read([small], join(root, 'cache-slots'));
    expect(pictures.get(small.src)).toMatchObject({ width: 800, height: 600 });
    expect(() => render(pictures, { src: small.src, alt: 'A small photo' }, 'hero')).toThrow(
      `${small.where}: content/pictures/events/small.jpg is 800 px wide, but a hero picture must be at least ${slots.hero.fills} px wide`,
    );
  });

  it('lays out a 4000 px photo in a card as AVIF and WebP sources and a JPEG img, at exactly the card widths', () => {
    const $ = load(render(catalogue.pictures, image, 'card'));
    const sources = $('picture > source')
      .toArray()
      .map((element) => ({
        type: $(element).attr('type'),
        srcset: candidates($(element).attr('srcset')),
        sizes: $(element).attr('sizes'),
      }));
    expect(sources).toEqual([
      { type: 'image/avif', srcset: expected('avif'), sizes: slots.card.sizes },
      { type: 'image/webp', srcset: expected('webp'), sizes: slots.card.sizes },
    ]);
    const img = $('picture > img');
    expect(img).toHaveLength(1);
    expect(candidates(img.attr('srcset'))).toEqual(expected('jpeg'));
    expect(expected('jpeg')).toContainEqual({ claims: expect.any(String) as string, ...fileAt(img.attr('src')) });
    expect(img.attr()).toMatchObject({
      alt: image.alt,
      sizes: slots.card.sizes,
      width: '4000',
      height: '3000',
      loading: 'lazy',
      decoding: 'async',
    });
    expect(img.attr('fetchpriority')).toBeUndefined();
  });

  it('loads a priority photo at once and first: no lazy loading, fetched at high priority, preloaded by the head', () => {
    const parts = emptyPageParts();
    const $ = load(render(catalogue.pictures, image, 'card', true, parts));
    const img = $('picture > img');
    expect(img.attr('loading')).toBeUndefined();
    expect(img.attr('fetchpriority')).toBe('high');
    expect(img.attr('decoding')).toBe('async');
    // The page's head asks for it (components/Head.tsx); its own markup asks for nothing.
    const avif = $('picture > source[type="image/avif"]').attr('srcset');
    expect(parts.preloads).toEqual([
      {
        href: avif?.split(' ')[0],
        options: {
          as: 'image',
          type: 'image/avif',
          imageSrcSet: avif,
          imageSizes: slots.card.sizes,
          fetchPriority: 'high',
        },
      },
    ]);
    expect($('link')).toHaveLength(0);
  });
});

describe('a drawing in its slot (components/Picture.tsx)', () => {
  /** Drawings as editors' programs save them: plain shapes, a gradient found by its id, and styles of its own. */
  const drawings = {
    plain:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320" width="480" height="320"><!-- a class --><rect width="480" height="320" fill="#e6f2ea"/></svg>',
    gradient:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><defs><linearGradient id="sky"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#0b6b3a"/></linearGradient></defs><rect width="480" height="320" fill="url(#sky)"/></svg>',
    styled:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 480 320"><style>.sky{fill:#0b6b3a}</style><rect class="sky" width="480" height="320"/></svg>',
  };
  const where = 'content/events.ts: events[0].image';
  let pictures: Pictures;
  beforeAll(async () => {
    await mkdir(source('drawings'), { recursive: true });
    await Promise.all(Object.entries(drawings).map(([name, svg]) => writeFile(source(`drawings/${name}.svg`), svg)));
    ({ pictures } = await read(Object.keys(drawings).map((name) => ({ src: `drawings/${name}.svg`, where }))));
  });
  const render = (name: keyof typeof drawings, priority: boolean, parts = emptyPageParts()) =>
    load(
      renderToStaticMarkup(
        createElement(
          PagePartsContext,
          { value: parts },
          createElement(
            PicturesContext,
            { value: pictures },
            createElement(Picture, {
              image: { src: `drawings/${name}.svg`, alt: 'A sky over a field' },
              slot: 'hero',
              priority,
            }),
          ),
        ),
      ),
      null,
      false,
    );

  it('is part of the page’s HTML when it is the first screen’s: optimised, named by its alt text, nothing to fetch', () => {
    const parts = emptyPageParts();
    const $ = render('plain', true, parts);
    const shown = $('[role="img"]');
    expect(shown.attr('aria-label')).toBe('A sky over a field');
    expect(shown.children('svg').attr('viewBox')).toBe('0 0 480 320');
    expect($.html()).not.toContain('<!--');
    expect($('img')).toHaveLength(0);
    expect(parts.preloads).toEqual([]);
    expect(parts.pictures).toEqual([{ src: 'drawings/plain.svg', alt: 'A sky over a field', files: [] }]);
  });

  it('is its file, fetched lazily, anywhere else', () => {
    const img = render('plain', false)('img');
    expect(img.attr('src')).toMatch(/^\/assets\/pictures\/plain-[0-9a-f]{10}\.svg$/);
    expect(img.attr('loading')).toBe('lazy');
  });

  it('keeps its ids apart from the page’s, prefixed with its name', () => {
    const svg = render('gradient', true)('svg');
    const ids = svg
      .find('[id]')
      .map((_, element) => element.attribs.id)
      .get();
    expect(ids).toEqual([expect.stringMatching(/^gradient-[0-9a-f]{10}/)]);
    expect(svg.find('[fill^="url("]').attr('fill')).toBe(`url(#${ids[0]})`);
  });

  it('stays a file, fetched at once and preloaded, when it has styles of its own, which the page’s policy would refuse inline', () => {
    const parts = emptyPageParts();
    const img = render('styled', true, parts)('img');
    expect(img.attr('fetchpriority')).toBe('high');
    expect(parts.preloads.map((preload) => preload.href)).toEqual([img.attr('src')]);
  });
});

describe('the files made before (the cache)', () => {
  it('were all made by the first build, from each picture once', () => {
    expect(firstReport).toMatchObject({ made: catalogue.jobs.size, sources: 3, kept: 0 });
    expect(catalogue.jobs.size).toBe(3 * FILES_PER_PHOTO);
  });

  it('are all kept by a second build over the same pictures, which makes none and is quick', async () => {
    const started = performance.now();
    const again = await read(SOURCES);
    const site = newSite();
    const report = await writePictures({ jobs: [...again.jobs.values()], cacheDir, siteDir: site });
    const milliseconds = performance.now() - started;
    expect([...again.jobs.keys()].sort()).toEqual([...catalogue.jobs.keys()].sort());
    expect(report).toMatchObject({ made: 0, sources: 0, kept: catalogue.jobs.size });
    expect(milliseconds).toBeLessThan(1500);
    // Linked from the cache, not copied: the same file as the first build's.
    const job = defined(jobsOf(again, uses.phone.src)[0], 'a file of the phone photo');
    const fileIn = (dir: string) => stat(join(dir, 'assets', 'pictures', job.name));
    const [first, second] = await Promise.all([fileIn(firstSite), fileIn(site)]);
    expect(second.ino).toBe(first.ino);
  });

  it('are made again only for a photo that changed; the others keep their names', async () => {
    // The editor exports the photo again, at another quality: other bytes, other size.
    await phonePhoto(source(uses.phone.src), 80);
    const changed = await read(SOURCES);
    const report = await writePictures({ jobs: [...changed.jobs.values()], cacheDir, siteDir: newSite() });
    const remade = namesOf(changed, uses.phone.src);
    expect(remade).toHaveLength(FILES_PER_PHOTO);
    expect(report).toMatchObject({ made: remade.length, sources: 1, kept: changed.jobs.size - remade.length });
    expect(remade.filter((name) => catalogue.jobs.has(name))).toEqual([]);
    for (const use of [uses.clear, uses.print]) expect(namesOf(changed, use.src)).toEqual(namesOf(catalogue, use.src));
  });
});

function hexToRgb(hex: string | undefined): Rgb {
  const [, r, g, b] = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '') ?? [];
  if (r === undefined || g === undefined || b === undefined) throw new Error(`not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(r, 16), Number.parseInt(g, 16), Number.parseInt(b, 16)];
}
