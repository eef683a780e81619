import type { Image } from '../content/lib/records/shapes';
import { Picture } from './Picture';

/** A picture with a caption under it, cropped to the same shape as its neighbours in a grid. */
export function Photo({ image, caption }: { image: Image; caption: string }) {
  return (
    <figure className="photo">
      <Picture image={image} slot="card" className="photo__image" />
      <figcaption className="photo__caption">{caption}</figcaption>
    </figure>
  );
}
