/**
 * Opens an entry of the content editor at one of its fields, for the editor's status and its list of
 * figures (cms/status.ts, cms/figures.ts). Sveltia CMS (0.221.1) has no address for a field: an entry's
 * address, `#/collections/<collection>/entries/<entry>`, opens it at its top (`?_locale=` chooses the
 * language, nothing chooses a field). What it has is how its own preview and search results show a field:
 * the open entry's form listens for a message from its own window, `highlight-editor-field` with the
 * field's language and key path (its content-details-overlay.svelte), which opens the lists and objects the
 * field is in, scrolls to it and puts the cursor in it. So the entry is opened by its address, then, once
 * its form is there, told which field, until the cursor is in it (the form takes the focus as it opens,
 * and draws a field only once it is scrolled into view).
 */

/** A field of an entry's form: its language (`en`, `sw`) and key path (`events.0.website`). */
export interface FieldAt {
  locale: string;
  keyPath: string;
}

/** How long the form may take to open before the entry is left open at its top. */
const OPENING_MS = 15_000;

/** The open entry's form in `locale`, or its first (where both languages are side by side). */
const editPane = (locale?: string) =>
  document.querySelector(`.pane[data-mode="edit"]${locale ? `[data-locale="${CSS.escape(locale)}"]` : ''}`);

/** The field's group in the form of its language, once the form has drawn it. */
const fieldGroup = ({ locale, keyPath }: FieldAt) =>
  document.querySelector(
    `.pane[data-mode="edit"][data-locale="${CSS.escape(locale)}"] [data-key-path="${CSS.escape(keyPath)}"]`,
  );

/**
 * Where to scroll to, for the form to draw the field: the field's group if it is drawn; otherwise the last
 * field drawn in the nearest group on the way that is, or in the form (the form draws its fields one after
 * another as they come into view: `events.0.participants` before `events.0.website`), or that group itself.
 */
function nearestDrawn({ locale, keyPath }: FieldAt): Element | null {
  const pane = editPane(locale);
  const keys = keyPath.split('.');
  for (let depth = keys.length; depth >= 0; depth--) {
    const prefix = keys.slice(0, depth).join('.');
    const inside = [
      ...(pane?.querySelectorAll(depth === 0 ? '[data-key-path]' : `[data-key-path^="${CSS.escape(`${prefix}.`)}"]`) ??
        []),
    ];
    const group = depth === 0 ? null : fieldGroup({ locale, keyPath: prefix });
    if (inside.length > 0 || group) return inside.at(-1) ?? group;
  }
  return null;
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Tells the open entry's form to show a field: open what it is in, scroll to it, put the cursor in it. */
export const showField = (field: FieldAt) =>
  window.postMessage({ type: 'highlight-editor-field', payload: field }, location.origin);

/** Opens the entry at `link` (within /admin/), and there `field`, if given; resolves whether the cursor got there. */
export async function openField(link: string, field?: FieldAt): Promise<boolean> {
  // Another entry's form, open until this one's replaces it, may have a field of the same key path.
  const other = location.hash === link ? null : editPane();
  if (location.hash !== link) location.hash = link;
  if (!field) return true;
  const until = performance.now() + OPENING_MS;
  while (performance.now() < until) {
    await pause(100);
    const pane = editPane();
    if (!pane || pane === other || !pane.querySelector('[data-key-path]')) continue;
    // An entry that is not translated has one form, in no language of the site's (`_default`). A translated
    // entry's other side is brought into view by the form itself when told of a field on it (Sveltia CMS's
    // ensureEditPaneVisible, in content-details-overlay.svelte): a Kiswahili field opens the Swahili side.
    const untranslated = pane.getAttribute('data-locale') === '_default';
    const at = untranslated ? { ...field, locale: '_default' } : field;
    if (fieldGroup(at)?.contains(document.activeElement)) return true;
    // The form draws a field once it scrolls into view, and the form's own scroll to the field finds
    // nothing while it is not drawn: the form is scrolled on towards it first.
    nearestDrawn(at)?.scrollIntoView({ block: 'start' });
    showField(at);
  }
  return false;
}
