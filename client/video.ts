import { requirePart, startModules } from './lib/modules';

/** Replaces the video's poster link with the privacy-enhanced player, only when the visitor presses play. */
startModules('video', (video) => {
  const link = requirePart<HTMLAnchorElement>(video, '[data-video-play]');
  const { embedUrl, title } = video.dataset;
  if (!embedUrl || !title) throw new Error('missing data-embed-url or data-title');
  link.addEventListener('click', (event) => {
    event.preventDefault();
    const iframe = document.createElement('iframe');
    iframe.className = 'video__player';
    iframe.src = embedUrl;
    iframe.title = title;
    iframe.allow = 'accelerometer; autoplay; encrypted-media; gyroscope; picture-in-picture; fullscreen';
    iframe.referrerPolicy = 'strict-origin-when-cross-origin';
    link.replaceWith(iframe);
    iframe.focus();
  });
});
