import { fill } from '../content/lib/words/template';
import { requirePart, startModules } from './lib/modules';

/**
 * The gallery's viewer. The server renders each card with its description in a disclosure and one empty
 * <dialog>; this turns each card's title into a button (a click anywhere on the card presses it) that fills
 * the dialog from that card's fields
 * (`data-gallery-field` -> `data-gallery-slot`) and opens it. Escape and the close button shut it (a click on the
 * backdrop too), and focus goes back to the card that opened it.
 */
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
    // The large picture waits in a <template>, which loads nothing until its copy joins the page.
    const picture = card.querySelector<HTMLTemplateElement>('template[data-gallery-picture]');
    media.replaceChildren(picture ? picture.content.cloneNode(true) : '');
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
    const title = requirePart(card, '[data-gallery-title]');
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
