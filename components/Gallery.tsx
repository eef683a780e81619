import type { GalleryItem } from '../content/schemas/gallery';
import { Badge } from './Badge';
import { Card } from './Card';
import { Icon, type IconName } from './Icon';

const facts: { field: 'date' | 'location' | 'participants'; label: string; icon: IconName }[] = [
  { field: 'date', label: 'Date', icon: 'calendar' },
  { field: 'location', label: 'Location', icon: 'pin' },
  { field: 'participants', label: 'Participants', icon: 'users' },
];

/**
 * A gallery photo or video as a card. Everything the viewer shows is in the card, marked with
 * `data-field`, so the page reads in full without script and client/gallery.ts fills its dialog from it.
 */
export function GalleryCard({ item }: { item: GalleryItem }) {
  const video = item.type === 'video';
  return (
    <div className="gallery-card" data-gallery-card data-duration={video ? item.duration : undefined}>
      <Card
        image={item.thumbnail}
        title={
          <span data-gallery-title data-field="title">
            {item.title}
          </span>
        }
        badge={
          <>
            <span data-field="category">
              <Badge>{item.category}</Badge>
            </span>
            {video ? (
              <span className="gallery-card__type gallery-card__type--video">
                <Icon name="play" size={16} />
                <span className="visually-hidden">Video, duration </span>
                {item.duration}
              </span>
            ) : (
              <span className="gallery-card__type">
                <Icon name="image" size={16} />
                Photo
              </span>
            )}
          </>
        }
      >
        <dl className="facts">
          {facts.map(({ field, label, icon }) => (
            <div className="facts__row" key={field}>
              <dt>
                <Icon name={icon} size={16} />
                <span className="visually-hidden">{label}</span>
              </dt>
              <dd data-field={field}>{item[field]}</dd>
            </div>
          ))}
        </dl>
        <details className="gallery-card__about">
          <summary>Description</summary>
          <p data-field="description">{item.description}</p>
        </details>
      </Card>
    </div>
  );
}

/** The one viewer dialog; client/gallery.ts fills its slots from the chosen card and opens it. */
export function GalleryDialog() {
  return (
    <dialog className="gallery-modal" aria-labelledby="gallery-modal-title">
      <div className="gallery-modal__inner">
        <button type="button" className="gallery-modal__close" data-gallery-close>
          <Icon name="close" />
          <span className="visually-hidden">Close</span>
        </button>
        <h2 className="gallery-modal__title" id="gallery-modal-title" data-slot="title">
          Gallery item
        </h2>
        <figure className="gallery-modal__viewer">
          <div className="gallery-modal__media" data-slot="media" />
          <figcaption className="gallery-modal__player">
            <Icon name="play" className="gallery-modal__play" />
            <span data-slot="player">Image Viewer</span>
            <span className="gallery-modal__note" data-slot="note">
              Placeholder until the original is published here.
            </span>
          </figcaption>
        </figure>
        <h3>Description</h3>
        <p data-slot="description">No item chosen.</p>
        <h3>Details</h3>
        <dl className="gallery-modal__details">
          {[...facts, { field: 'category', label: 'Category' }].map(({ field, label }) => (
            <div className="facts__row" key={field}>
              <dt>{label}</dt>
              <dd data-slot={field} />
            </div>
          ))}
        </dl>
      </div>
    </dialog>
  );
}
