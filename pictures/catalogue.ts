/**
 * Reads every picture the content names, before the pages render: its size (upright), a photo's dominant
 * colour, and the name of every file the build can make of it. Nothing is encoded here: the pages pick
 * which of those files they use (components/Picture.tsx), and pictures/encode.ts makes only those.
 *
 * What is read from a file is kept in `<cacheDir>/metadata.json` under its path, size and modification time,
 * so a warm build reads no picture at all.
 */
import { readFile, realpath, stat } from 'node:fs/promises';
import { basename, extname, join, relative, sep } from 'node:path';
import { sha256, writeWhole } from '../lib/files';
import { eachLimited } from './each-limited';
import type { PictureUse } from '../content/lib/records/pictures';
import { pictureFileName, type PictureMetadata, type PhotoWidth } from './metadata';
import { inlineMarkup, optimisedSvg } from './drawings';
import { slots } from './slots';

/** Where pictures live: an editor puts a photo here and names it in a record. */
export const PICTURES_DIR = join('content', 'pictures');
/** A phone photo is 3–6 MB; anything over this is a mistake (a raw file, a scan) that would slow every build. */
export const MAX_SOURCE_BYTES = 20 * 1024 * 1024;
const PHOTO_FORMATS = new Set(['jpeg', 'png', 'webp', 'heif']);
/**
 * The most pixels sharp decodes (its default limitInputPixels, 0x3FFF squared): a larger image is refused
 * by the build's own words before sharp refuses it by its own. https://sharp.pixelplumbing.com/api-constructor
 */
export const MAX_PIXELS = 0x3fff * 0x3fff;
/**
 * What is checked when a file is read, part of each cached fact's key: a new check reads every file again,
 * so a drawing cached before the build refused what it holds is checked too.
 */
const CHECKS = 2;

/** How each file is encoded: part of every file's name, so a change here makes every file anew. */
export const ENCODING = {
  // Effort 2 rather than the default 4: it encodes several times as fast, for files only a little larger
  // (measured: docs/performance.md).
  avif: { quality: 50, effort: 2 },
  webp: { quality: 70, effort: 4 },
  jpeg: { quality: 72, mozjpeg: true },
  share: { width: 1200, height: 630, quality: 78, maxBytes: 300 * 1024 },
  version: 1,
} as const;

export type PhotoFormat = 'avif' | 'webp' | 'jpeg';
const EXTENSIONS: Record<PhotoFormat, string> = { avif: 'avif', webp: 'webp', jpeg: 'jpg' };

/** Every width some slot shows a photo at (pictures/slots.ts). */
const ALL_WIDTHS = [...new Set(Object.values(slots).flatMap((slot) => slot.widths))].sort((a, b) => a - b);

/** A file of dist/assets/pictures/ and what it is made from. */
export type PictureJob =
  | { kind: 'svg'; name: string; file: string }
  | { kind: 'photo'; name: string; file: string; width: number; format: PhotoFormat }
  | { kind: 'share'; name: string; file: string };

export interface Catalogue {
  pictures: Map<string, PictureMetadata>;
  /** Each picture's sharing card (a 1200 x 630 JPEG), by its src. */
  shareCards: Map<string, string>;
  /** Every file that can be made, by its name in dist/assets/pictures/. */
  jobs: Map<string, PictureJob>;
}

export const PICTURES_URL = '/assets/pictures/';

/** What is read once from a source file. */
interface SourceMetadata {
  sha: string;
  width: number;
  height: number;
  colour?: string;
  kind: 'svg' | 'photo';
}

export class PictureError extends Error {
  override name = 'PictureError';
}

const SETTINGS = sha256(JSON.stringify(ENCODING));
const shortKey = (...parts: (string | number)[]) => sha256(parts.join('\0')).slice(0, 10);

/**
 * The catalogue of the pictures these records name. Every problem with a file (missing, too large, not an
 * image, unreadable) is reported at once, each naming the file and the record that names it.
 */
export async function readPictures({
  projectDir,
  picturesDir = join(projectDir, PICTURES_DIR),
  cacheDir,
  uses,
  photoFixtures = false,
}: {
  projectDir: string;
  /** Where the pictures are: content/pictures/ unless the build reads another folder of content. */
  picturesDir?: string;
  cacheDir: string;
  uses: PictureUse[];
  /** Stand a photo-sized fixture in for every drawing (pictures/fixtures.ts): `PHOTO_FIXTURES=1`. */
  photoFixtures?: boolean;
}): Promise<Catalogue> {
  const first = new Map<string, PictureUse>();
  for (const use of uses) if (!first.has(use.src)) first.set(use.src, use);
  const known = await readKnown(cacheDir);
  const seen: Record<string, SourceMetadata> = {};
  const problems: string[] = [];
  const catalogue: Catalogue = { pictures: new Map(), shareCards: new Map(), jobs: new Map() };
  const read = await eachLimited([...first.values()], 4, async (use) => {
    try {
      let file = join(picturesDir, use.src);
      await checkInside(file, picturesDir);
      let metadata = await metadataOf(file, known, seen);
      if (photoFixtures && metadata.kind === 'svg') {
        // Loaded only for the photo build: it loads sharp, which costs a build that reads no photo.
        const { photoFixture } = await import('./fixtures');
        file = await photoFixture(
          join(cacheDir, 'fixtures'),
          use.src.replace(/^\//, '').replace(/\.svg$/, ''),
          metadata.width / metadata.height,
        );
        metadata = await metadataOf(file, known, seen);
      }
      return { use, file, metadata };
    } catch (error) {
      problems.push(`${use.where}: ${pictureFileName(use.src)} ${(error as Error).message}`);
      return undefined;
    }
  });
  if (problems.length > 0) throw new PictureError(problems.sort().join('\n'));
  for (const entry of read) {
    if (entry) add(catalogue, entry.use, entry.file, entry.metadata);
  }
  await Promise.all(
    [...catalogue.pictures.values()].map(async (picture) => {
      const job = picture.svg && catalogue.jobs.get(picture.svg.slice(PICTURES_URL.length));
      if (job) picture.markup = await drawingMarkup(join(cacheDir, 'files'), job);
    }),
  );
  if (Object.keys(seen).length > 0) await writeKnown(cacheDir, known, seen);
  return catalogue;
}

/**
 * A drawing's markup to show inline: its file as pictures/encode.ts makes it, made now into the cache of
 * files (where writing the site then finds it), or read from there.
 */
async function drawingMarkup(filesDir: string, job: PictureJob): Promise<string | undefined> {
  const made = join(filesDir, job.name);
  let svg = await readFile(made, 'utf8').catch(() => undefined);
  if (svg === undefined) {
    svg = await optimisedSvg(job.file);
    await writeWhole(made, svg);
  }
  return inlineMarkup(svg, basename(job.name, '.svg'));
}

/**
 * Adds a picture's metadata and the files that can be made of it. Each file is named by the picture, one
 * hash of its bytes and the encoding settings, and its width and format: a new photo or new settings
 * renames every file of it. One hash per picture, not per file, lets gzip fold a `srcset`'s repeats, which
 * keeps a page that names many picture files, such as the gallery's, inside the first round trip.
 */
function add(catalogue: Catalogue, use: PictureUse, file: string, metadata: SourceMetadata) {
  const stem = basename(use.src, extname(use.src));
  const key = shortKey(metadata.sha, SETTINGS);
  const entry: PictureMetadata = {
    src: use.src,
    // Worked out only for a message (content/lib/records/pictures.ts).
    get where() {
      return use.where;
    },
    width: metadata.width,
    height: metadata.height,
  };
  const job = (made: PictureJob) => {
    catalogue.jobs.set(made.name, made);
    return PICTURES_URL + made.name;
  };
  if (metadata.kind === 'svg') {
    entry.svg = job({ kind: 'svg', name: `${stem}-${key}.svg`, file });
  } else {
    entry.colour = metadata.colour;
    entry.widths = ALL_WIDTHS.filter((width) => width <= metadata.width).map((width): PhotoWidth => {
      const url = (format: PhotoFormat) =>
        job({
          kind: 'photo',
          name: `${stem}-${key}-${width}.${EXTENSIONS[format]}`,
          file,
          width,
          format,
        });
      return { width, avif: url('avif'), webp: url('webp'), jpeg: url('jpeg') };
    });
  }
  catalogue.pictures.set(use.src, entry);
  catalogue.shareCards.set(use.src, job({ kind: 'share', name: `${stem}-${key}-share.jpg`, file }));
}

/**
 * Refuses a picture whose real path (links followed) is outside the pictures' folder: a link (symlink) or
 * a src with `..` could otherwise publish any file the build can read. A missing file is metadataOf's to say.
 */
async function checkInside(file: string, picturesDir: string) {
  let real;
  try {
    real = await realpath(file);
  } catch {
    return;
  }
  const path = relative(await realpath(picturesDir), real);
  if (path === '' || path === '..' || path.startsWith(`..${sep}`) || path.startsWith(sep))
    throw new Error(
      'is outside content/pictures/ (a link, or a path with .., leads out of it): put the picture itself in content/pictures/ and name it in src',
    );
}

/** A file's metadata: from the cache when its size and modification time are unchanged, else read now. */
async function metadataOf(file: string, known: Record<string, SourceMetadata>, seen: Record<string, SourceMetadata>) {
  let info;
  try {
    info = await stat(file);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new Error(
      code === 'ENOENT' ? 'does not exist: put the picture there, or correct src' : `cannot be read (${code})`,
    );
  }
  if (!info.isFile()) throw new Error('is not a file');
  if (info.size > MAX_SOURCE_BYTES)
    throw new Error(
      `is ${(info.size / 1024 / 1024).toFixed(1)} MB, over the 20 MB a picture may be: export it as a JPEG (a 4000 px photo at quality 85 is 3–6 MB)`,
    );
  const key = `${file}\0${info.size}\0${info.mtimeMs}\0${CHECKS}`;
  if (known[key]) return known[key];
  let bytes: Buffer;
  try {
    bytes = await readFile(file);
  } catch (error) {
    throw new Error(`cannot be read (${(error as NodeJS.ErrnoException).code})`);
  }
  const metadata = file.endsWith('.svg') ? await svgMetadata(bytes) : await photoMetadata(bytes);
  seen[key] = metadata;
  return metadata;
}

/**
 * A drawing's size from its root element: its width and height, or else its viewBox; once it is known to
 * parse and to hold nothing a picture must not (pictures/svg-safety.ts, loaded only when a drawing is read).
 */
async function svgMetadata(bytes: Buffer): Promise<SourceMetadata> {
  const text = bytes.toString('utf8');
  const { NotValidSvg, svgProblems } = await import('./svg-safety');
  let problems;
  try {
    problems = svgProblems(text);
  } catch (error) {
    if (!(error instanceof NotValidSvg)) throw error;
    throw new Error(
      `is not a valid SVG (${error.message}): open it in a drawing program (Inkscape, Illustrator) and save it again as SVG, or export it as a PNG`,
    );
  }
  if (problems.length > 0)
    throw new Error(
      `holds ${problems.join(', ')}: a drawing may hold only its own shapes, text, styles and pictures (data:image/…), and link only within itself (#…): remove these in a drawing program (Inkscape, Illustrator) and save it again, or export it as a PNG`,
    );
  const root = /<svg\b[^>]*>/.exec(text)?.[0];
  if (!root) throw new Error('is not an SVG drawing (it has no <svg> element)');
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(root)?.[1];
  const viewBox = attribute('viewBox')
    ?.trim()
    .split(/[\s,]+/)
    .map(Number);
  const width = Number.parseFloat(attribute('width') ?? '') || viewBox?.[2];
  const height = Number.parseFloat(attribute('height') ?? '') || viewBox?.[3];
  if (!width || !height || !(width > 0) || !(height > 0))
    throw new Error('has no size: give its <svg> a viewBox (or a width and height in pixels)');
  return { sha: sha256(bytes), width: Math.round(width), height: Math.round(height), kind: 'svg' };
}

/**
 * A photo's upright size and dominant colour. Decoding it whole (made small as it decodes) proves it is
 * an image sharp can read to its end, not only one whose header looks right.
 */
async function photoMetadata(bytes: Buffer): Promise<SourceMetadata> {
  // Loaded only when a photo is read: a warm build reads none (sharp takes a tenth of a second to load).
  const { default: sharp } = await import('sharp');
  let metadata;
  try {
    // The header alone, whatever its size: one over MAX_PIXELS is refused below, in words that say so.
    metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch (error) {
    throw new Error(`is not an image the build can read (a JPEG, PNG, WebP or AVIF): ${(error as Error).message}`);
  }
  if (!PHOTO_FORMATS.has(metadata.format))
    throw new Error(
      `is a ${metadata.format.toUpperCase()} file: use a JPEG, PNG, WebP or AVIF photo (or an SVG drawing)`,
    );
  const megapixels = (pixels: number) => Math.round(pixels / 1_000_000);
  if (metadata.width * metadata.height > MAX_PIXELS)
    throw new Error(
      `is ${metadata.width} × ${metadata.height} pixels (${megapixels(metadata.width * metadata.height)} megapixels), over the ${megapixels(MAX_PIXELS)} megapixels the build can read: export it smaller (a photo 4000 pixels across is plenty)`,
    );
  let pixels;
  try {
    pixels = await sharp(bytes, { failOn: 'error' })
      .autoOrient()
      .resize(48, 48, { fit: 'inside' })
      .toColourspace('srgb')
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw new Error(`is damaged: it cannot be decoded (${(error as Error).message})`);
  }
  return {
    sha: sha256(bytes),
    width: metadata.autoOrient.width,
    height: metadata.autoOrient.height,
    colour: dominantColour(pixels.data),
    kind: 'photo',
  };
}

/**
 * The most common colour among the pixels (RGBA), each channel counted in steps of 16, as the average of
 * the pixels in that step; none when part of the photo is see-through (a placeholder would show there).
 */
export function dominantColour(rgba: Buffer): string | undefined {
  const bins = new Map<number, [count: number, r: number, g: number, b: number]>();
  for (let i = 0; i < rgba.length; i += 4) {
    // readUInt8 throws on a pixel cut short, where rgba[i] would give undefined.
    const [r, g, b, alpha] = [rgba.readUInt8(i), rgba.readUInt8(i + 1), rgba.readUInt8(i + 2), rgba.readUInt8(i + 3)];
    if (alpha < 250) return undefined;
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    const bin = bins.get(key) ?? [0, 0, 0, 0];
    bin[0] += 1;
    bin[1] += r;
    bin[2] += g;
    bin[3] += b;
    bins.set(key, bin);
  }
  const [count, r, g, b] = [...bins.values()].reduce((best, bin) => (bin[0] > best[0] ? bin : best));
  const hex = (sum: number) =>
    Math.round(sum / count)
      .toString(16)
      .padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}`;
}

const knownFile = (cacheDir: string) => join(cacheDir, 'metadata.json');

async function readKnown(cacheDir: string): Promise<Record<string, SourceMetadata>> {
  try {
    return JSON.parse(await readFile(knownFile(cacheDir), 'utf8')) as Record<string, SourceMetadata>;
  } catch {
    return {};
  }
}

/** What was read now, added to what was known, less what was known of an earlier version of a file read now. */
async function writeKnown(
  cacheDir: string,
  earlier: Record<string, SourceMetadata>,
  seen: Record<string, SourceMetadata>,
) {
  const fileOf = (key: string) => key.slice(0, key.indexOf('\0'));
  const replaced = new Set(Object.keys(seen).map(fileOf));
  const kept = Object.entries(earlier).filter(([key]) => !replaced.has(fileOf(key)));
  await writeWhole(knownFile(cacheDir), JSON.stringify({ ...Object.fromEntries(kept), ...seen }));
}
