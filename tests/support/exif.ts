/**
 * A tiny EXIF reader for tests: the few tags a phone photo carries that the site cares about (orientation, where,
 * which camera, who took it). It takes a whole JPEG or the block sharp's `metadata().exif` returns.
 */

export interface Exif {
  orientation?: number;
  gps?: { latitude: number; longitude: number };
  make?: string;
  model?: string;
  artist?: string;
}

const exifHeader = Buffer.from('Exif\0\0', 'latin1');

/** The EXIF tags in `bytes` (a JPEG file, or an `Exif\0\0` block); `{}` when there are none. */
export function readExif(bytes: Buffer): Exif {
  const block = bytes.subarray(0, 6).equals(exifHeader) ? bytes : app1(bytes);
  return block ? readTiff(block.subarray(exifHeader.length)) : {};
}

/** The APP1 `Exif\0\0` segment of a JPEG, walking its segments up to the image data. */
function app1(jpeg: Buffer): Buffer | undefined {
  if (jpeg.length < 4 || jpeg.readUInt16BE(0) !== 0xffd8) return undefined;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    // Start of scan or end of image: no metadata follows.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = jpeg.readUInt16BE(at + 2);
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && body.subarray(0, 6).equals(exifHeader)) return body;
    at += 2 + length;
  }
  return undefined;
}

// TIFF field types, by the size of one value.
const typeSize: Record<number, number> = { 1: 1, 2: 1, 3: 2, 4: 4, 5: 8, 7: 1, 9: 4, 10: 8 };

interface Entry {
  type: number;
  count: number;
  /** Where the value starts: inside the entry when it fits in 4 bytes, else at the offset the entry holds. */
  at: number;
}

function readTiff(tiff: Buffer): Exif {
  if (tiff.length < 8) return {};
  const order = tiff.toString('latin1', 0, 2);
  if (order !== 'II' && order !== 'MM') return {};
  const little = order === 'II';
  const u16 = (at: number) => (little ? tiff.readUInt16LE(at) : tiff.readUInt16BE(at));
  const u32 = (at: number) => (little ? tiff.readUInt32LE(at) : tiff.readUInt32BE(at));

  const ifd = (offset: number): Map<number, Entry> => {
    const entries = new Map<number, Entry>();
    if (offset + 2 > tiff.length) return entries;
    const count = u16(offset);
    for (let i = 0; i < count; i++) {
      const at = offset + 2 + i * 12;
      if (at + 12 > tiff.length) break;
      const type = u16(at + 2);
      const n = u32(at + 4);
      const size = (typeSize[type] ?? 1) * n;
      entries.set(u16(at), { type, count: n, at: size <= 4 ? at + 8 : u32(at + 8) });
    }
    return entries;
  };
  const int = (e: Entry | undefined) => (e ? (e.type === 3 ? u16(e.at) : u32(e.at)) : undefined);
  const text = (e: Entry | undefined) =>
    e ? tiff.toString('latin1', e.at, e.at + e.count).replace(/\0.*$/s, '') || undefined : undefined;
  const rationals = (e: Entry | undefined) =>
    e ? Array.from({ length: e.count }, (_, i) => u32(e.at + i * 8) / u32(e.at + i * 8 + 4)) : [];

  const ifd0 = ifd(u32(4));
  const exif: Exif = {};
  const set = <K extends keyof Exif>(key: K, value: Exif[K] | undefined) => {
    if (value !== undefined) exif[key] = value;
  };
  set('orientation', int(ifd0.get(0x0112)));
  set('make', text(ifd0.get(0x010f)));
  set('model', text(ifd0.get(0x0110)));
  set('artist', text(ifd0.get(0x013b)));

  const gpsOffset = int(ifd0.get(0x8825));
  if (gpsOffset !== undefined) {
    const gps = ifd(gpsOffset);
    // Degrees, minutes and seconds, signed by the reference: S and W are negative.
    const degrees = (ref: number, value: number) => {
      const [d = NaN, m = 0, s = 0] = rationals(gps.get(value));
      return (d + m / 60 + s / 3600) * (/^[SW]/.test(text(gps.get(ref)) ?? '') ? -1 : 1);
    };
    const latitude = degrees(0x0001, 0x0002);
    const longitude = degrees(0x0003, 0x0004);
    if (Number.isFinite(latitude) && Number.isFinite(longitude)) exif.gps = { latitude, longitude };
  }
  return exif;
}
