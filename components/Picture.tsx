import { createContext, useContext } from 'react';
import type { Image } from '../content/lib/records/shapes';
import {
  pictureFileName,
  placeholderClass,
  type PhotoWidth,
  type PictureMetadata,
  type Pictures,
} from '../pictures/metadata';
import { slots, type SlotName } from '../pictures/slots';
import { useShownPicture } from './PageParts';

/** The build's metadata of every picture (pictures/catalogue.ts), provided by Layout. */
export const PicturesContext = createContext<Pictures | undefined>(undefined);

const TYPES = { avif: 'image/avif', webp: 'image/webp' } as const;

/**
 * A picture from content/pictures/ in its slot: a photo as `<picture>` with AVIF, WebP and JPEG at the
 * widths the slot needs, a drawing as its one SVG (as is a picture in the content editor's preview, from
 * the CMS's file). Both carry their size, so nothing shifts as they load, and load lazily below the first
 * screen; `priority` marks the first screen's main picture: a drawing is then held inline in the HTML,
 * painted with the page's first paint, and a photo starts loading with the HTML (a preload in the head, with
 * high priority) rather than once the browser finds the `<img>`. Each picture is recorded for the build
 * (components/PageParts.tsx), which writes its files and puts its preload in the head.
 */
export function Picture({
  image,
  slot,
  className,
  priority = false,
  jpegOnly = false,
}: {
  image: Image;
  slot: SlotName;
  className?: string;
  priority?: boolean;
  /**
   * A photo's JPEG files alone, with no AVIF or WebP sources: fewer bytes of HTML, for the many pictures
   * below the first screen of a page that must still arrive in its first round trip (the gallery's).
   */
  jpegOnly?: boolean;
}) {
  const metadata = useContext(PicturesContext)?.get(image.src);
  const shown = useShownPicture();
  if (!metadata)
    throw new Error(`Picture: no metadata for ${image.src}: render pages inside Layout with the build's pictures`);
  const { sizes } = slots[slot];
  const alt = image.alt ?? '';
  const common = {
    width: metadata.width,
    height: metadata.height,
    decoding: 'async',
    loading: priority ? undefined : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
  } as const;
  if (metadata.svg && priority && metadata.markup !== undefined) {
    // The first screen's drawing is part of the HTML: painted with the page's first paint, nothing to fetch
    // after it. Named as an image, as its <img> would be by its alt text; a decorative one is hidden.
    shown({ src: image.src, alt, files: [] });
    return (
      <span
        className={className ? `drawing ${className}` : 'drawing'}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        dangerouslySetInnerHTML={{ __html: metadata.markup }}
      />
    );
  }
  const single = metadata.svg ?? metadata.file;
  if (single) {
    shown(
      { src: image.src, alt, files: [single] },
      priority ? { href: single, options: { as: 'image', fetchPriority: 'high' } } : undefined,
    );
    const img = <img className={className} src={single} alt={alt} {...common} />;
    // In a <picture>, as a photo is, so that React leaves the preload to the head: it adds one of its own
    // to an eager <img> outside one, where the body renders, apart from the head (stages/render.ts).
    return priority ? <picture>{img}</picture> : img;
  }
  const usable = photoWidths(metadata, image, slot);
  const srcset = (format: 'avif' | 'webp' | 'jpeg') => usable.map((w) => `${w[format]} ${w.width}w`).join(', ');
  const [smallest, second] = usable as [PhotoWidth, ...PhotoWidth[]];
  shown(
    {
      src: image.src,
      alt,
      files: usable.flatMap((w) => (jpegOnly ? [w.jpeg] : [w.avif, w.webp, w.jpeg])),
      colour: metadata.colour,
    },
    priority
      ? {
          href: smallest.avif,
          options: {
            as: 'image',
            type: TYPES.avif,
            imageSrcSet: srcset('avif'),
            imageSizes: sizes,
            fetchPriority: 'high',
          },
        }
      : undefined,
  );
  const classes = [className, metadata.colour && placeholderClass(metadata.colour)].filter(Boolean).join(' ');
  const img = (
    <img
      className={classes || undefined}
      src={(second ?? smallest).jpeg}
      srcSet={srcset('jpeg')}
      sizes={sizes}
      alt={alt}
      {...common}
    />
  );
  // A JPEG alone needs no <picture> but the first screen's, whose preload React would otherwise repeat.
  if (jpegOnly && !priority) return img;
  return (
    <picture>
      {(jpegOnly ? [] : (['avif', 'webp'] as const)).map((format) => (
        <source key={format} type={TYPES[format]} srcSet={srcset(format)} sizes={sizes} />
      ))}
      {img}
    </picture>
  );
}

/** A photo's files at the widths of `slot`, narrowest first: a photo too narrow for the slot stops the build. */
function photoWidths(metadata: PictureMetadata, image: Image, slot: SlotName): PhotoWidth[] {
  const { widths, fills } = slots[slot];
  if (metadata.width < fills)
    throw new Error(
      `${metadata.where}: ${pictureFileName(image.src)} is ${metadata.width} px wide, but a ${slot} picture must be at least ${fills} px wide to look sharp: use a larger photo`,
    );
  const usable = (metadata.widths ?? []).filter(({ width }) => widths.includes(width));
  if (usable.length === 0)
    throw new Error(`${metadata.where}: ${pictureFileName(image.src)} has no files at a ${slot} picture's widths`);
  return usable;
}

/**
 * A picture that a script shows later, in `slot` (the gallery's viewer): its files recorded for the build
 * to write, as a shown picture's are, and the address they follow, for the script: a photo's with `{width}`
 * and `{format}` (avif, webp or jpg) to fill, at the slot's widths (`slots`), a drawing's its one file. It is
 * the address of the picture's JPEG files in `shownIn` (the slot a page shows it in) with their width and
 * extension to fill, which a script may read from the `src` of the <img> shown there instead.
 */
export function useLaterPicture(image: Image, slot: SlotName, shownIn: SlotName): string {
  const metadata = useContext(PicturesContext)?.get(image.src);
  const shown = useShownPicture();
  if (!metadata)
    throw new Error(`Picture: no metadata for ${image.src}: render pages inside Layout with the build's pictures`);
  const alt = image.alt ?? '';
  const single = metadata.svg ?? metadata.file;
  if (single) {
    shown({ src: image.src, alt, files: [single] });
    return single;
  }
  const usable = photoWidths(metadata, image, slot);
  const pattern = laterPattern(photoWidths(metadata, image, shownIn)[0]!.jpeg);
  // The script fills the address in: every file must be where it says.
  const named = (width: number, format: string) =>
    pattern.replace('{width}', String(width)).replace('{format}', format);
  for (const w of usable)
    if (named(w.width, 'avif') !== w.avif || named(w.width, 'webp') !== w.webp || named(w.width, 'jpg') !== w.jpeg)
      throw new Error(`${metadata.where}: ${pictureFileName(image.src)}'s files are not named ${pattern}`);
  shown({ src: image.src, alt, files: usable.flatMap((w) => [w.avif, w.webp, w.jpeg]), colour: metadata.colour });
  return pattern;
}

/** The address a photo's files follow, from one of its JPEG files': client/gallery.ts reads it so too. */
const laterPattern = (jpeg: string) => jpeg.replace(/-\d+\.jpg$/, '-{width}.{format}');
