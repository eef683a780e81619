/**
 * Fixture photos: stand-ins for an organisation's phone photos in a test build. Each is drawn from its name, so
 * the same name and aspect give the same bytes on every run, and each is big, detailed and stored the way a
 * phone stores it (pixels on their side plus EXIF Orientation 6, GPS, camera and artist), so the picture
 * pipeline meets what a real upload throws at it: size, orientation to undo and metadata to strip.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp, { type Exif } from 'sharp';
import { exists, writeWhole } from '../lib/files';
import { mulberry32 } from '../lib/random';

/** Bump whenever the drawing changes, so cached fixtures from an older generator are not reused. */
const generatorVersion = 1;

/** Makes (or finds in cacheDir) the fixture photo for `name` at this aspect ratio (width / height); returns its path. */
export async function photoFixture(cacheDir: string, name: string, aspect: number): Promise<string> {
  if (!(aspect > 0) || !Number.isFinite(aspect)) throw new Error(`photoFixture: bad aspect ${aspect} for ${name}`);
  // The same bytes come only from the same libvips: a fixture from another version is made anew.
  const hash = createHash('sha256')
    .update(`${generatorVersion}:${sharp.versions.vips}:${aspect}`)
    .digest('hex')
    .slice(0, 8);
  const path = join(cacheDir, `${name.replaceAll('/', '--')}-${hash}.jpg`);
  if (await exists(path)) return path;
  // One drawing per file per process, however many callers ask for it at once.
  let making = inFlight.get(path);
  if (!making) {
    making = draw(path, name, aspect).finally(() => inFlight.delete(path));
    inFlight.set(path, making);
  }
  await making;
  return path;
}

const inFlight = new Map<string, Promise<void>>();

async function draw(path: string, name: string, aspect: number): Promise<void> {
  const random = mulberry32(createHash('sha256').update(name).digest().readUInt32LE(0));
  // Phone-camera sizes: 4000 on the long side of a landscape photo, 3000 across a portrait or square one.
  const width = aspect > 1 ? 4000 : 3000;
  const height = Math.round(width / aspect);
  const svg = scene(random, width, height);
  const grain = noiseTile(random, 256);
  const exif = cameraExif(random);

  // Written whole, so a reader (or a second process drawing the same fixture) never sees half a file.
  await writeWhole(
    path,
    // The calls are in the order sharp runs them whatever the order written: rotate, blur, then composite.
    await sharp(Buffer.from(svg))
      // The scene's background covers it whole, so its alpha is opaque everywhere: without it, the blur and the
      // grain work on three channels rather than four, and the JPEG is the same to the byte.
      .removeAlpha()
      // Stored as a phone stores a shot held the other way: pixels turned a quarter anticlockwise, and
      // Orientation 6 tells viewers to turn them a quarter clockwise to show them upright.
      .rotate(270)
      // A lens is never quite sharp: soften the vector edges a little.
      .blur(0.8)
      // Sensor grain: it is what makes the file compress like a photo rather than like flat colour.
      .composite([{ input: grain, raw: { width: 256, height: 256, channels: 1 }, tile: true, blend: 'overlay' }])
      .withExif(exif)
      // Orientation has to come from here: libvips writes the tag from its own orientation field when it saves,
      // so an Orientation in withExif is replaced by 1. (This also embeds sharp's small sRGB profile, as phones do.)
      .withMetadata({ orientation: 6 })
      .jpeg({ quality: 90 })
      .toBuffer(),
  );
}

type Random = () => number;

const between = (random: Random, low: number, high: number) => low + random() * (high - low);
const pick = <T>(random: Random, items: readonly T[]): T => {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new RangeError('pick: no items to pick from');
  return item;
};

/** A colour as #rrggbb from hue (degrees), saturation and lightness (0-1). */
function hsl(h: number, s: number, l: number): string {
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    const c = l - s * Math.min(l, 1 - l) * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(c * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${f(0)}${f(8)}${f(4)}`;
}

/** Grey noise centred on mid-grey: under an overlay blend it lightens and darkens the photo by a few percent. */
function noiseTile(random: Random, size: number): Buffer {
  const tile = Buffer.alloc(size * size);
  for (let i = 0; i < tile.length; i++) tile[i] = 128 + Math.round((random() + random() + random() - 1.5) * 18);
  return tile;
}

const makes = [
  ['samsung', 'SM-A546E'],
  ['TECNO', 'TECNO CK7n'],
  ['Infinix', 'Infinix X6833B'],
  ['Apple', 'iPhone 13'],
  ['Xiaomi', 'Redmi Note 12'],
] as const;
const artists = ['Wanjiru Kamau', 'Otieno Ochieng', 'Amina Hassan', 'Kiprono Kemboi', 'Njeri Mwangi'];

/** What a phone writes: camera, photographer and where (near Nairobi, a few kilometres apart per photo). */
function cameraExif(random: Random): Exif {
  const [make, model] = pick(random, makes);
  const latitude = -1.2921 + between(random, -0.05, 0.05);
  const longitude = 36.8219 + between(random, -0.05, 0.05);
  return {
    IFD0: { Make: make, Model: model, Artist: pick(random, artists) },
    IFD3: {
      GPSLatitudeRef: latitude < 0 ? 'S' : 'N',
      GPSLatitude: dms(latitude),
      GPSLongitudeRef: longitude < 0 ? 'W' : 'E',
      GPSLongitude: dms(longitude),
    },
  };
}

/** Degrees as EXIF's three rationals (degrees, minutes, hundredths of a second), as libvips parses them. */
function dms(degrees: number): string {
  const centiseconds = Math.round(Math.abs(degrees) * 360000);
  const d = Math.floor(centiseconds / 360000);
  const m = Math.floor((centiseconds % 360000) / 6000);
  return `${d}/1 ${m}/1 ${centiseconds % 6000}/100`;
}

/**
 * A classroom-or-field scene as SVG: a gradient sky or wall, hills or desks, people, and soft shapes at many
 * sizes. Detail at every scale is what makes it compress like a photo; no text, so no fonts to differ between
 * machines. Translucency is fill-opacity, never opacity: librsvg draws each element with `opacity` through a
 * full-size layer of its own, which makes a phone-sized scene many times slower to draw.
 */
function scene(random: Random, width: number, height: number): string {
  const f = (n: number) => n.toFixed(1);
  const hue = between(random, 0, 360);
  const indoor = random() < 0.5;
  const defs: string[] = [];
  const body: string[] = [];
  let id = 0;
  const linear = (top: string, bottom: string) => {
    defs.push(
      `<linearGradient id="g${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${top}"/>` +
        `<stop offset="1" stop-color="${bottom}"/></linearGradient>`,
    );
    return `url(#g${id++})`;
  };
  const radial = (inner: string, outer: string, fade = false) => {
    defs.push(
      `<radialGradient id="g${id}" cx="0.4" cy="0.35" r="0.7"><stop offset="0" stop-color="${inner}"/>` +
        `<stop offset="1" stop-color="${outer}"${fade ? ' stop-opacity="0"' : ''}/></radialGradient>`,
    );
    return `url(#g${id++})`;
  };

  // Sky or wall.
  const horizon = height * between(random, 0.35, 0.55);
  body.push(
    `<rect width="${width}" height="${height}" fill="${indoor ? linear(hsl(hue, 0.25, 0.85), hsl(hue, 0.2, 0.7)) : linear(hsl(205, 0.6, 0.55), hsl(200, 0.4, 0.85))}"/>`,
  );
  // Soft light in the background: windows, clouds, lamps out of focus.
  for (let i = 0; i < 14; i++) {
    const r = width * between(random, 0.02, 0.12);
    body.push(
      `<circle cx="${f(random() * width)}" cy="${f(random() * horizon)}" r="${f(r)}" fill="${radial('#ffffff', hsl(hue, 0.3, 0.9), true)}" fill-opacity="${between(random, 0.3, 0.8).toFixed(2)}"/>`,
    );
  }
  // Rolling hills (outdoors) or near-straight wall panels and shelves (indoors), each band darker than the last.
  for (let band = 0; band < 3; band++) {
    const top = horizon + band * height * 0.08;
    const h = (hue + 60 + band * 25) % 360;
    const wave = indoor ? 0.01 : 0.08;
    let d = `M0 ${f(top)}`;
    for (let x = 0; x < width; x += width / 6) {
      d += ` Q${f(x + width / 12)} ${f(top - between(random, -wave, wave * 1.5) * height)} ${f(x + width / 6)} ${f(top)}`;
    }
    d += ` V${height} H0Z`;
    body.push(`<path d="${d}" fill="${linear(hsl(h, 0.45, 0.5 - band * 0.08), hsl(h, 0.5, 0.3 - band * 0.05))}"/>`);
  }
  // Clutter: many small things at many sizes (leaves, books, bags), the mid-scale detail a photo has.
  for (let i = 0; i < 260; i++) {
    const x = random() * width;
    const y = between(random, horizon * 0.8, height);
    const s = width * between(random, 0.004, 0.03) * (0.5 + y / height);
    const c = hsl(
      (hue + between(random, -70, 70) + 360) % 360,
      between(random, 0.15, 0.55),
      between(random, 0.2, 0.75),
    );
    body.push(
      random() < 0.5
        ? `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * between(random, 0.4, 1))}" fill="${c}" fill-opacity="${between(random, 0.5, 1).toFixed(2)}"/>`
        : `<rect x="${f(x)}" y="${f(y)}" width="${f(s * 1.6)}" height="${f(s)}" rx="${f(s * 0.2)}" fill="${c}" transform="rotate(${f(between(random, -20, 20))} ${f(x)} ${f(y)})"/>`,
    );
  }
  // Desks or benches.
  const desks = 2 + Math.floor(random() * 3);
  for (let i = 0; i < desks; i++) {
    const w = width * between(random, 0.2, 0.4);
    const x = random() * (width - w);
    const y = height * between(random, 0.6, 0.85);
    const wood = hsl(between(random, 20, 40), 0.45, between(random, 0.35, 0.55));
    body.push(
      `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(height * 0.05)}" rx="${f(width * 0.006)}" fill="${linear(wood, hsl(30, 0.4, 0.2))}"/>`,
      `<rect x="${f(x + w * 0.05)}" y="${f(y)}" width="${f(w * 0.04)}" height="${f(height - y)}" fill="${hsl(30, 0.3, 0.18)}"/>`,
      `<rect x="${f(x + w * 0.91)}" y="${f(y)}" width="${f(w * 0.04)}" height="${f(height - y)}" fill="${hsl(30, 0.3, 0.18)}"/>`,
    );
  }
  // People: a rounded body and a head, lit from the upper left.
  const people = 4 + Math.floor(random() * 6);
  for (let i = 0; i < people; i++) {
    const x = between(random, 0.05, 0.95) * width;
    const scale = between(random, 0.6, 1.2) * height * 0.1;
    const y = between(random, 0.55, 0.8) * height;
    const skin = hsl(between(random, 15, 30), between(random, 0.3, 0.5), between(random, 0.2, 0.45));
    const shirt = hsl(between(random, 0, 360), between(random, 0.3, 0.8), between(random, 0.3, 0.65));
    body.push(
      `<rect x="${f(x - scale * 0.8)}" y="${f(y)}" width="${f(scale * 1.6)}" height="${f(scale * 2.6)}" rx="${f(scale * 0.6)}" fill="${radial(shirt, hsl(0, 0, 0.1))}"/>`,
      `<circle cx="${f(x)}" cy="${f(y - scale * 0.55)}" r="${f(scale * 0.55)}" fill="${radial(skin, hsl(20, 0.3, 0.08))}"/>`,
    );
  }
  // Foreground blur: a couple of big out-of-focus shapes close to the lens.
  for (let i = 0; i < 3; i++) {
    body.push(
      `<ellipse cx="${f(random() * width)}" cy="${f(height * between(random, 0.85, 1.05))}" rx="${f(width * between(random, 0.1, 0.25))}" ry="${f(height * between(random, 0.05, 0.12))}" fill="${radial(hsl(hue, 0.3, 0.3), hsl(hue, 0.3, 0.2), true)}" fill-opacity="0.7"/>`,
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs.join('')}</defs>${body.join('')}</svg>`;
}
