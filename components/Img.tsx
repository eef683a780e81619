import type { Image } from '../content/lib/shapes';

/**
 * An image with its intrinsic size (so nothing shifts as it loads) and async decoding. Images below the
 * first screen load lazily; pass `priority` for the one that is the first screen's main picture.
 */
export function Img({ image, className, priority = false }: { image: Image; className?: string; priority?: boolean }) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      decoding="async"
      loading={priority ? undefined : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
    />
  );
}
