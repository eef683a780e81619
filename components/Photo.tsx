import type { Image } from '../content/lib/shapes';
import { Img } from './Img';

/** A picture with a caption under it, cropped to the same shape as its neighbours in a grid. */
export function Photo({ image, caption }: { image: Image; caption: string }) {
  return (
    <figure className="photo">
      <Img image={image} className="photo__image" />
      <figcaption className="photo__caption">{caption}</figcaption>
    </figure>
  );
}
