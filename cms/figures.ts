import { langs } from '../content/lib/words/language';
import { element, fieldLink, linkDialog } from './elements';
import type { Figure, FiguresFile } from './figures-file';

/**
 * The content editor's Figures: the one list of the `{{names}}` a text may state, each with what it says now
 * and where it is set, a link that opens that field (cms/open-field.ts). It is opened from its button in the
 * corner of every screen (cms/status.ts); the collections whose texts may hold a figure point to it, in one
 * short note each (cms/collections.ts, FIGURES_HINT), rather than a list under every text.
 */

/** Where the figures are set: records in the site's first language (content/facts.yml, content/site.yml). */
const [DEFAULT_LOCALE = 'en'] = langs;

let file: Promise<FiguresFile | undefined> | undefined;

/**
 * /admin/figures.json (cms/figures-file.ts), fetched when first needed (by this list, or by a save's check
 * of the names), and again for the list each time it opens (`fresh`), as a figure may have changed since.
 */
export const figuresFile = (fresh = false): Promise<FiguresFile | undefined> =>
  (file =
    (!fresh && file) ||
    fetch(new URL('figures.json', document.baseURI), { cache: 'no-store' })
      .then((response) => (response.ok ? (response.json() as Promise<FiguresFile>) : undefined))
      .catch(() => undefined));

/** A figure as the list shows it: its name, what it says now, and where it is set. */
function figureView({ name, value, where, link, keyPath }: Figure): HTMLLIElement {
  return element(
    'li',
    {},
    element('code', {}, `{{${name}}}`),
    ` ${value}: `,
    link && keyPath ? fieldLink(link, where, { locale: DEFAULT_LOCALE, keyPath }) : where,
  );
}

/** The dialog that lists the figures, and what opens it. */
export function figuresDialog(): { dialog: HTMLDialogElement; open: () => Promise<void> } {
  const list = element('ul', { class: 'site-status__figures' });
  const dialog = linkDialog(
    'site-figures-title',
    'Figures',
    element(
      'p',
      {},
      'A text states a figure by its name between double braces, such as {{studentsReached}}: the site writes the figure in its place, in both languages, and every text that names it changes when the figure does. Each is set once, where this list says.',
    ),
    list,
  );
  const open = async () => {
    const figures = (await figuresFile(true))?.figures;
    list.replaceChildren(
      ...(figures ?? []).map(figureView),
      ...(figures ? [] : [element('li', {}, 'The list could not be read: reload the page to try again.')]),
    );
    dialog.showModal();
  };
  return { dialog, open };
}
