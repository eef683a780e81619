import { openField, type FieldAt } from './open-field';

/**
 * The content editor's own screens (cms/status.ts, cms/figures.ts): elements, links that open an entry at a
 * field, and the dialogs that list them.
 */

/** An element, with its attributes and text or children. */
export function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** A link to an entry (`#/collections/pages/entries/home`), which opens it at `field` where one is given. */
export const fieldLink = (href: string, text: string, field?: FieldAt) =>
  element(
    'a',
    {
      href,
      'data-opens-entry': '',
      ...(field ? { 'data-field': field.keyPath, 'data-field-locale': field.locale } : {}),
    },
    text,
  );

/**
 * A dialog (a native <dialog>) titled `title`, with a Close button, whose links to entries (`fieldLink`)
 * open their entry behind it at their field: the dialog gets out of the way.
 */
export function linkDialog(id: string, title: string, ...children: Node[]): HTMLDialogElement {
  const close = element('button', { type: 'button' }, 'Close');
  const dialog = element(
    'dialog',
    { class: 'site-status__dialog', 'aria-labelledby': id },
    element('h2', { id }, title),
    close,
    ...children,
  );
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('click', (event) => {
    const link = (event.target as Element).closest<HTMLAnchorElement>('[data-opens-entry]');
    if (!link) return;
    event.preventDefault();
    dialog.close();
    const { field: keyPath, fieldLocale: locale } = link.dataset;
    void openField(link.getAttribute('href') ?? '', keyPath && locale ? { keyPath, locale } : undefined);
  });
  return dialog;
}
