import { fill } from '../content/lib/words/template';
import { requirePart, startModules } from './lib/modules';

/**
 * The gallery's viewer. The server renders each card with its description in a disclosure and one empty
 * <dialog>; this turns each card's title into a button (a click anywhere on the card presses it) that fills
 * the dialog from that card's fields
 * (`data-gallery-field` -> `data-gallery-slot`) and opens it. Escape and the close button shut it (a click on the
 * backdrop too), and focus goes back to the card that opened it.
 */

/** The formats of a photo's files, as their addresses end, each as a <source> but the last: every browser's. */
const FORMATS = [
  { type: 'image/avif', format: 'avif' },
  { type: 'image/webp', format: 'webp' },
] as const;

/**
 * The viewer's large picture: the card's picture at the viewer's widths, from the address its files follow,
 * with the card's words and size. It loads only now, as it joins the page.
 */
function viewerPicture(dialog: HTMLElement, card: HTMLElement): Node {
  // The card's picture: an <img>, or the first screen's drawing, held inline (role="img", named by its label).
  const shown = card.querySelector('img, [role="img"]');
  // Named by the card, or else the address of the card's own photo with its width and format to fill in
  // (components/Picture.tsx, useLaterPicture); a drawing's file as it is.
  const pattern = card.dataset.galleryPicture ?? shown?.getAttribute('src')?.replace(/-\d+\.jpg$/, '-{width}.{format}');
  if (!pattern || !shown) return document.createTextNode('');
  const img = document.createElement('img');
  const inline = shown.querySelector('svg');
  img.alt = shown.getAttribute('alt') ?? shown.getAttribute('aria-label') ?? '';
  for (const name of ['width', 'height'])
    img.setAttribute(name, shown.getAttribute(name) ?? inline?.getAttribute(name) ?? '');
  const colour = [...shown.classList].filter((name) => name.startsWith('placeholder-'));
  img.className = ['gallery-modal__picture', ...colour].join(' ');
  img.decoding = 'async';
  // A drawing: its one file.
  if (!pattern.includes('{width}')) {
    img.src = pattern;
    return img;
  }
  const widths = (dialog.dataset.galleryWidths ?? '').split(' ');
  const sizes = dialog.dataset.gallerySizes ?? '';
  const file = (width: string, format: string) => fill(pattern, { width, format });
  const srcset = (format: string) => widths.map((width) => `${file(width, format)} ${width}w`).join(', ');
  const picture = document.createElement('picture');
  for (const { type, format } of FORMATS) {
    const source = document.createElement('source');
    Object.assign(source, { type, srcset: srcset(format), sizes });
    picture.append(source);
  }
  Object.assign(img, { srcset: srcset('jpg'), sizes, src: file(widths[1] ?? widths[0] ?? '', 'jpg') });
  picture.append(img);
  return picture;
}

startModules('gallery', (root) => {
  const dialog = requirePart<HTMLDialogElement>(root, 'dialog');
  const media = requirePart(dialog, '[data-gallery-slot="media"]');
  const player = requirePart(dialog, '[data-gallery-slot="player"]');
  const note = requirePart(dialog, '[data-gallery-slot="note"]');
  let opener: HTMLButtonElement | undefined;

  const open = (card: HTMLElement, button: HTMLButtonElement) => {
    for (const field of card.querySelectorAll<HTMLElement>('[data-gallery-field]')) {
      const slot = dialog.querySelector(`[data-gallery-slot="${field.dataset.galleryField}"]`);
      if (slot) slot.textContent = field.textContent;
    }
    media.replaceChildren(viewerPicture(dialog, card));
    const duration = card.dataset.galleryDuration;
    // The words come with the page, in its language (components/Gallery.tsx).
    const words = dialog.dataset;
    player.textContent = duration
      ? fill(words.galleryVideoPlayer ?? '', { duration })
      : (words.galleryImageViewer ?? '');
    note.textContent = (duration ? words.galleryVideoNote : words.galleryPhotoNote) ?? '';
    dialog.classList.toggle('gallery-modal--video', Boolean(duration));
    opener = button;
    dialog.showModal();
  };

  for (const card of root.querySelectorAll<HTMLElement>('[data-gallery-card]')) {
    const title = requirePart(card, '[data-gallery-field="title"]');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'gallery-card__open';
    button.setAttribute('aria-haspopup', 'dialog');
    button.append(...title.childNodes);
    title.append(button);
    button.addEventListener('click', () => open(card, button));
    // The whole card is the pointer's target; keyboards and screen readers use the button itself.
    card.addEventListener('click', (event) => {
      if (!(event.target as Element).closest('button, a, summary')) button.click();
    });
  }

  requirePart(dialog, '[data-gallery-close]').addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) dialog.close();
  });
  // Current browsers return focus themselves; this covers those that predate that part of the dialog spec.
  dialog.addEventListener('close', () => opener?.focus());
});
