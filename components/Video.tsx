import type { Image } from '../content/lib/records/shapes';
import { Icon } from './Icon';
import { Picture } from './Picture';
import { useWidget } from './PageParts';

/** The privacy-enhanced player, requested only after the visitor presses play. */
export function embedUrl(videoId: string): string {
  return `https://www.youtube-nocookie.com/embed/${videoId}?autoplay=1&rel=0`;
}

/**
 * A video that costs nothing until it is wanted: a local poster and a plain link to the video on YouTube.
 * client/video.ts swaps in the embed on click, so no request reaches the video service before then.
 * Modelled on lite-youtube-embed (https://github.com/paulirish/lite-youtube-embed).
 */
export function Video({
  videoId,
  title,
  poster,
  words,
}: {
  videoId: string;
  title: string;
  poster: Image;
  /** The play button's hidden lead-in ("Play video:") and the notice that YouTube may store cookies. */
  words: { play: string; notice: string };
}) {
  const widget = useWidget('video');
  return (
    <figure className="video" {...widget} data-embed-url={embedUrl(videoId)} data-title={title}>
      <div className="video__frame">
        <a className="video__play" data-video-play href={`https://www.youtube.com/watch?v=${videoId}`}>
          <Picture image={poster} slot="wide" className="video__poster" />
          <span className="video__button">
            <Icon name="play" size={32} />
            <span className="visually-hidden">{words.play} </span>
          </span>
          <span className="video__title">{title}</span>
        </a>
      </div>
      <figcaption className="video__notice">{words.notice}</figcaption>
    </figure>
  );
}
