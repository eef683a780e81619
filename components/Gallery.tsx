import type { Gallery as GalleryRecord, GalleryItem } from '../content/gallery';
import { formatDate } from '../content/lib/time/dates';
import { Badge } from './Badge';
import { Card } from './Card';
import { Filter, FilterItem } from './Filter';
import { Grid } from './Grid';
import { Icon, type IconName } from './Icon';
import { useLaterPicture } from './Picture';
import { slots } from '../pictures/slots';
import { useWidget } from './PageParts';

/** What each card lists of its item, and the viewer beside its category, with the icon the card shows. */
const itemFields: { field: 'date' | 'location' | 'participants'; icon: IconName }[] = [
  { field: 'date', icon: 'calendar' },
  { field: 'location', icon: 'pin' },
  { field: 'participants', icon: 'users' },
];

/** The gallery's words: its categories' names, the filter's, and the cards' and viewer's. */
type GalleryWords = Pick<GalleryRecord, 'categories' | 'filter' | 'viewer'>;

/**
 * How many items come first in full: the grid's first row at its widest (three columns), the first screen.
 * The rest are lighter, so that the page still arrives in its first round trip (14 KB gzipped) with twice
 * the spec's photos: a photo in JPEG alone (no AVIF or WebP sources: the browser fetches it only as the
 * visitor scrolls to it), and its details without their icons. Every item shows all its words.
 */
const FULL_ITEMS = 3;

/**
 * A gallery photo or video as a card. Everything the viewer shows is in the card, marked with
 * `data-gallery-field`, so the page reads in full without script and client/gallery.ts fills its dialog from it;
 * of the viewer's large picture the page holds only the address its files follow, so it loads only when the
 * viewer opens on it.
 */
function GalleryCard({ item, index, words }: { item: GalleryItem; index: number; words: GalleryWords }) {
  const { viewer } = words;
  const video = item.type === 'video';
  const full = index < FULL_ITEMS;
  // The viewer's files follow the address of the card's own picture's (the script reads it from its src);
  // a card of the first screen names them, as its drawing may be held inline, with no address to follow.
  const viewerFiles = useLaterPicture(item.thumbnail, 'viewer', 'thumbnail');
  return (
    <div
      className="gallery-card"
      data-gallery-card
      data-gallery-duration={video ? item.duration : undefined}
      data-gallery-picture={full ? viewerFiles : undefined}
    >
      <Card
        image={item.thumbnail}
        imageSlot="thumbnail"
        imagePriority={index === 0}
        imageJpegOnly={!full}
        title={<span data-gallery-field="title">{item.title}</span>}
        badge={
          <>
            <span data-gallery-field="category">
              <Badge>{words.categories[item.category]}</Badge>
            </span>
            {video ? (
              <span className="gallery-card__type gallery-card__type--video">
                <Icon name="play" size={16} />
                <span className="visually-hidden">{viewer.videoDuration} </span>
                {item.duration}
              </span>
            ) : (
              <span className="gallery-card__type">
                {full && <Icon name="image" size={16} />}
                {viewer.photo}
              </span>
            )}
          </>
        }
      >
        <dl className="facts">
          {itemFields.map(({ field, icon }) => (
            <div className="facts__row" key={field}>
              <dt>
                {full && <Icon name={icon} size={16} />}
                <span className="visually-hidden">{viewer.fields[field]}</span>
              </dt>
              <dd data-gallery-field={field}>{field === 'date' ? formatDate(item.date) : item[field]}</dd>
            </div>
          ))}
        </dl>
        <details className="gallery-card__about">
          <summary>{viewer.about}</summary>
          <p data-gallery-field="description">{item.description}</p>
        </details>
      </Card>
    </div>
  );
}

/**
 * The one viewer dialog; client/gallery.ts fills its slots from the chosen card and opens it, with its
 * picture at the viewer's widths and sizes (pictures/slots.ts).
 */
function GalleryDialog({ viewer }: { viewer: GalleryWords['viewer'] }) {
  return (
    <dialog
      className="gallery-modal"
      aria-labelledby="gallery-modal-title"
      data-gallery-widths={slots.viewer.widths.join(' ')}
      data-gallery-sizes={slots.viewer.sizes}
      data-gallery-image-viewer={viewer.imageViewer}
      data-gallery-video-player={viewer.videoPlayer}
      data-gallery-photo-note={viewer.photoNote}
      data-gallery-video-note={viewer.videoNote}
    >
      <div className="gallery-modal__inner">
        <button type="button" className="gallery-modal__close" data-gallery-close>
          <Icon name="close" />
          <span className="visually-hidden">{viewer.close}</span>
        </button>
        <h2 className="gallery-modal__title" id="gallery-modal-title" data-gallery-slot="title">
          {viewer.title}
        </h2>
        <figure className="gallery-modal__viewer">
          <div className="gallery-modal__media" data-gallery-slot="media" />
          <figcaption className="gallery-modal__player">
            <Icon name="play" className="gallery-modal__play" />
            <span data-gallery-slot="player">{viewer.imageViewer}</span>
            <span className="gallery-modal__note" data-gallery-slot="note">
              {viewer.note}
            </span>
          </figcaption>
        </figure>
        <h3>{viewer.description}</h3>
        <p data-gallery-slot="description">{viewer.nothingChosen}</p>
        <h3>{viewer.details}</h3>
        <dl className="gallery-modal__details">
          {[...itemFields.map(({ field }) => field), 'category' as const].map((field) => (
            <div className="facts__row" key={field}>
              <dt>{viewer.fields[field]}</dt>
              <dd data-gallery-slot={field} />
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}

/**
 * The visual gallery: its items as cards under a category filter, and the viewer that opens on a card.
 * Without script the cards show everything the viewer would (client/gallery.ts).
 */
export function Gallery({ items, words }: { items: GalleryItem[]; words: GalleryWords }) {
  const widget = useWidget('gallery');
  return (
    <div className="gallery" {...widget}>
      <Filter words={words.filter} categories={words.categories} total={items.length}>
        <Grid columns={3}>
          {items.map((item, i) => (
            <FilterItem key={item.id} category={item.category}>
              {/* The first photo is on a phone's first screen, below a hero without a picture: the page's LCP. */}
              <GalleryCard item={item} index={i} words={words} />
            </FilterItem>
          ))}
        </Grid>
      </Filter>
      <GalleryDialog viewer={words.viewer} />
    </div>
  );
}
