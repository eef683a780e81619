/**
 * The pictures stage: what the build knows of every picture the records name (pictures/catalogue.ts),
 * read before the pages render; and the files of those pictures that the pages name, made with sharp
 * (pictures/encode.ts) as the site is written.
 */
import { join } from 'node:path';
import { PICTURES_URL, PictureError, readPictures, type Catalogue } from '../pictures/catalogue';
import { writePictures } from '../pictures/encode';
import { BuildError } from './build-error';
import type { Edition } from './content';

/** Where the pictures read and the files made of them are kept between builds. */
export const pictureCacheOf = (projectDir: string) => join(projectDir, 'node_modules', '.cache', 'pictures');

/** Every picture the records of every edition name, read (its size, its colour, the files it makes). */
export async function readContentPictures(
  editions: Edition[],
  { projectDir, contentDir, photoFixtures }: { projectDir: string; contentDir: string; photoFixtures: boolean },
): Promise<Catalogue> {
  try {
    return await readPictures({
      projectDir,
      picturesDir: join(contentDir, 'pictures'),
      cacheDir: pictureCacheOf(projectDir),
      uses: editions.flatMap(({ site }) =>
        Object.entries(site.contents).flatMap(([file, mod]) => site.pictureUses(file, mod.default)),
      ),
      photoFixtures,
    });
  } catch (error) {
    if (error instanceof PictureError)
      throw new BuildError(`pictures are not usable:\n  ${error.message.split('\n').join('\n  ')}`);
    throw error;
  }
}

/** Writes into the site the files of pictures that its pages name (BuiltPage's pictureFiles), and only those. */
export async function writeNamedPictures(
  urls: string[],
  {
    pictures,
    projectDir,
    siteDir,
    log,
  }: { pictures: Catalogue; projectDir: string; siteDir: string; log: (line: string) => void },
): Promise<void> {
  const jobs = [...new Set(urls)].map((url) => {
    const job = pictures.jobs.get(url.slice(PICTURES_URL.length));
    if (!job) throw new BuildError(`a page names ${url}, which no picture in content/pictures/ makes`);
    return job;
  });
  await writePictures({ jobs, cacheDir: pictureCacheOf(projectDir), siteDir, log });
}
