import { join } from 'node:path';
import type { ReactNode } from 'react';
import { PicturesContext } from '../../components/Picture';
import type { Image } from '../../content/lib/records/shapes';
import { readPictures } from '../../pictures/catalogue';
import type { Pictures } from '../../pictures/metadata';

const root = join(import.meta.dirname, '..', '..');

/** What the build reads of these pictures (pictures/catalogue.ts), from the project's own content/pictures/. */
export async function picturesOf(images: Image[]): Promise<Pictures> {
  const catalogue = await readPictures({
    projectDir: root,
    cacheDir: join(root, 'node_modules', '.cache', 'pictures'),
    uses: images.map((image) => ({ src: image.src, where: 'a test' })),
  });
  return catalogue.pictures;
}

/** `ui` with the pictures components lay out, as Layout gives them to every page. */
export const withPictures = (pictures: Pictures, ui: ReactNode) => (
  <PicturesContext value={pictures}>{ui}</PicturesContext>
);
