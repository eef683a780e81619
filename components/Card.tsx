import { useContext, type ReactNode } from 'react';
import type { Image } from '../content/lib/records/shapes';
import { GridColumns } from './Grid';
import { Picture } from './Picture';

type HeadingLevel = 2 | 3 | 4;

/** The one card of the site: optional image and badge, a heading, body, and actions at the foot. */
export function Card({
  title,
  headingLevel = 3,
  image,
  imageSlot,
  imagePriority = false,
  imageJpegOnly = false,
  badge,
  meta,
  actions,
  href,
  accent,
  id,
  children,
}: {
  title: ReactNode;
  headingLevel?: HeadingLevel;
  image?: Image;
  /**
   * Where the picture sits (pictures/slots.ts): by default a card's, `cardHalf` in a grid of two columns
   * and `card` elsewhere; or a gallery thumbnail's; or an impact feature's, beside its text.
   */
  imageSlot?: 'thumbnail' | 'feature';
  /** The picture is the first screen's main one (components/Picture.tsx `priority`). */
  imagePriority?: boolean;
  /** The picture in JPEG alone, below the first screen of a page of many (components/Picture.tsx `jpegOnly`). */
  imageJpegOnly?: boolean;
  badge?: ReactNode;
  /** A line under the title: dates, places, roles. */
  meta?: ReactNode;
  actions?: ReactNode;
  /** When set, the title links here and the whole card is the link's click target. */
  href?: string;
  /** An icon or mark shown above the title. */
  accent?: ReactNode;
  /** For links to this card from elsewhere: `/contact/#programmes`. */
  id?: string;
  children?: ReactNode;
}) {
  const Heading = `h${headingLevel}` as const;
  const columns = useContext(GridColumns);
  const slot = imageSlot ?? (columns === 2 ? 'cardHalf' : 'card');
  return (
    <article className={href ? 'card card--link' : 'card'} id={id}>
      {image && (
        <Picture image={image} slot={slot} className="card__image" priority={imagePriority} jpegOnly={imageJpegOnly} />
      )}
      <div className="card__body">
        {accent && <div className="card__accent">{accent}</div>}
        {badge && <div className="card__badges">{badge}</div>}
        <Heading className="card__title">{href ? <a href={href}>{title}</a> : title}</Heading>
        {meta && <div className="card__meta">{meta}</div>}
        {children}
        {actions && <div className="card__actions">{actions}</div>}
      </div>
    </article>
  );
}
