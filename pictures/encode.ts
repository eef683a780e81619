/**
 * Makes the picture files the pages use (pictures/catalogue.ts names them) into dist/assets/pictures/.
 * Each file is made once into `<cacheDir>/files/` and linked from there: its name is a hash of its source
 * and its settings, so a file already there is the file wanted, and changing a photo makes only its own.
 *
 * A photo is turned upright (EXIF orientation), converted to sRGB and stripped of every other metadata
 * (GPS position, camera, names): sharp writes none unless asked (https://sharp.pixelplumbing.com/api-output#keepmetadata),
 * and is asked only to attach the sRGB profile.
 */
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Sharp } from 'sharp';
import { exists, linkOrCopy, writeWhole } from '../lib/files';
import { ENCODING, type PictureJob } from './catalogue';
import { optimisedSvg } from './drawings';
import { eachLimited } from './each-limited';

export interface PictureReport {
  /** Files made now, and the pictures they were made from. */
  made: number;
  sources: number;
  /** Files found made already. */
  kept: number;
  milliseconds: number;
}

/** Makes (or finds made) each job's file and puts it in `<siteDir>/assets/pictures/`. */
export async function writePictures({
  jobs,
  cacheDir,
  siteDir,
  log = () => {},
}: {
  jobs: PictureJob[];
  cacheDir: string;
  siteDir: string;
  /** Told how the work goes when there is any to do: a cold build can take minutes. */
  log?: (line: string) => void;
}): Promise<PictureReport> {
  const started = performance.now();
  const filesDir = join(cacheDir, 'files');
  const outDir = join(siteDir, 'assets', 'pictures');
  await mkdir(outDir, { recursive: true });
  const made = await Promise.all(jobs.map((job) => exists(join(filesDir, job.name))));
  const missing = jobs.filter((_, i) => !made[i]);
  const bySource = new Map<string, PictureJob[]>();
  for (const job of missing) bySource.set(job.file, [...(bySource.get(job.file) ?? []), job]);
  if (missing.length > 0) log(`pictures: making ${missing.length} files from ${bySource.size} pictures…`);
  let done = 0;
  await eachLimited([...bySource], 2, async ([file, sourceJobs]) => {
    await makeFiles(file, sourceJobs, filesDir);
    done += 1;
    if (done % 10 === 0 && done < bySource.size) log(`pictures: ${done} of ${bySource.size} pictures done`);
  });
  await Promise.all(jobs.map((job) => linkOrCopy(join(filesDir, job.name), join(outDir, job.name))));
  const report = {
    made: missing.length,
    sources: bySource.size,
    kept: jobs.length - missing.length,
    milliseconds: performance.now() - started,
  };
  if (missing.length > 0)
    log(
      `pictures: made ${report.made} files from ${report.sources} pictures in ${(report.milliseconds / 1000).toFixed(1)} s`,
    );
  return report;
}

/**
 * Every file wanted of one source: the source is decoded once, at the widest size any of them needs. sharp is
 * loaded only when a file is to be made: a warm build makes none, and loading it takes a tenth of a second.
 */
async function makeFiles(file: string, jobs: PictureJob[], filesDir: string) {
  const { default: sharp } = await import('sharp');
  const save = (job: PictureJob) => async (data: Buffer | string) => writeWhole(join(filesDir, job.name), data);
  try {
    const photos = jobs.filter((job) => job.kind === 'photo');
    if (photos.length > 0) {
      const widest = Math.max(...photos.map((job) => job.width));
      const { data, info } = await sharp(file, { failOn: 'error' })
        .autoOrient()
        .resize({ width: widest, withoutEnlargement: true })
        .toColourspace('srgb')
        .raw()
        .toBuffer({ resolveWithObject: true });
      await Promise.all(
        photos.map(async (job) => {
          // Only the size: `info` says `premultiplied: true` after a resize, yet the pixels are not, and
          // passing it on would divide each colour by its alpha again (half see-through parts turn bright).
          const raw = { width: info.width, height: info.height, channels: info.channels };
          const resized = sharp(data, { raw }).resize({ width: job.width });
          await save(job)(await encoded(resized, job.format, info.channels === 4));
        }),
      );
    }
    for (const job of jobs) {
      if (job.kind === 'svg') await save(job)(await optimisedSvg(file));
      if (job.kind === 'share') await save(job)(await shareCard(sharp, file));
    }
  } catch (error) {
    throw new Error(
      `pictures: could not make ${jobs.map((job) => job.name).join(', ')} from ${file}: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}

function encoded(image: Sharp, format: 'avif' | 'webp' | 'jpeg', alpha: boolean): Promise<Buffer> {
  const srgb = image.withIccProfile('srgb');
  if (format === 'avif') return srgb.avif(ENCODING.avif).toBuffer();
  if (format === 'webp') return srgb.webp(ENCODING.webp).toBuffer();
  // JPEG has no transparency: see-through parts go white, as on the page behind them.
  return (alpha ? srgb.flatten({ background: '#ffffff' }) : srgb).jpeg(ENCODING.jpeg).toBuffer();
}

/**
 * The picture as a link preview shows it (Open Graph): 1200 x 630, cropped around what draws the eye,
 * as a JPEG under 300 KB, lowering its quality until it fits.
 */
async function shareCard(sharp: typeof import('sharp').default, file: string): Promise<Buffer> {
  const { width, height, quality, maxBytes } = ENCODING.share;
  // A drawing is drawn at the density that makes it at least as large as the card.
  const input = file.endsWith('.svg') ? sharp(file, { density: 300 }) : sharp(file, { failOn: 'error' });
  const upright = await input
    .autoOrient()
    .resize(width, height, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .toColourspace('srgb')
    .raw()
    .toBuffer({ resolveWithObject: true });
  for (let q = quality; ; q -= 8) {
    const card = await sharp(upright.data, { raw: upright.info })
      .withIccProfile('srgb')
      .jpeg({ quality: q, mozjpeg: true })
      .toBuffer();
    if (card.length <= maxBytes || q <= 40) return card;
  }
}
