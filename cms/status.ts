import { langs } from '../content/lib/words/language';
import {
  EDITOR_STATUS_FILE,
  PUBLISH_STOPPED_FILE,
  PUBLISHED_FILE,
  type EditorStatus,
  type Published,
  type PublishStopped,
  type StatusItem,
  type StatusKind,
} from '../lib/editor-status';
import { element, fieldLink, linkDialog } from './elements';
import { figuresDialog } from './figures';
import { publishStoppedWords } from './publish-stopped';

/**
 * The editor's status inside the content editor (lib/editor-status.ts): what the last build found for the
 * editor to act on, when the site was last published, and, when a change was refused, that it is not live
 * and why; when a publish stopped, that the site was not updated. A button in the corner of every screen of
 * the CMS says how many things there are to check and opens the list (a native <dialog>); a refused change
 * and a stopped publish are also said above it until a later publish goes up. Each item names the entry and the field as the CMS does, and opens the entry at that
 * field (cms/open-field.ts). Beside it, the Figures button opens the list of figures (cms/figures.ts).
 *
 * It follows the site without a reload: while `npm run cms` runs, from the dev server's announcement of
 * each build (`updates`, scripts/dev.ts), a failed build's reasons included; on the published site, by
 * reading the status again when the editor comes back to the tab, and every minute while it is shown.
 */

/** The headings the list is grouped under, in the order an editor should act on them. */
const GROUPS: { kind: StatusKind; title: string }[] = [
  { kind: 'mistake', title: 'Why your change is not live' },
  { kind: 'check', title: 'Figures that do not add up' },
  { kind: 'stale', title: 'Out of date: the site says something that is no longer true' },
  { kind: 'translation', title: 'Translations missing or out of date' },
  { kind: 'article', title: 'Articles' },
  { kind: 'placeholder', title: 'Details to replace before launch' },
];

/** The CMS's languages: an item of the Kiswahili side is in the second (lib/editor-status.ts, `translation`). */
const [DEFAULT_LOCALE = 'en', TRANSLATED = 'sw'] = langs;

/** How often the published site's status is read again while the editor has it on screen. */
const PUBLISHED_EVERY_MS = 60_000;

/** Nairobi's time, as the editor reads a clock. */
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Africa/Nairobi' }).format(
    new Date(iso),
  );

/** A file of /admin/ as JSON, or nothing (not published from here yet, or served by a build without it). */
async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    const response = await fetch(new URL(file.replace(/^admin\//, ''), document.baseURI), { cache: 'no-store' });
    return response.ok ? ((await response.json()) as T) : undefined;
  } catch {
    return undefined;
  }
}

/** Where an item is, in the CMS's words, linked to its entry at its field: "Pages → Home → Mission → Text". */
function itemView({ message, file, line, place }: StatusItem): HTMLLIElement {
  const where = place
    ? [
        fieldLink(
          place.link,
          `${place.collection.label} → ${place.entry.label}${place.translation ? ' (Kiswahili)' : ''}`,
          place.keyPath
            ? { keyPath: place.keyPath, locale: place.translation ? TRANSLATED : DEFAULT_LOCALE }
            : undefined,
        ),
        ...place.fields.map((field) => ` → ${field}`),
        ': ',
      ]
    : [];
  return element(
    'li',
    {},
    element('p', {}, ...where, message),
    element('p', { class: 'site-status__file' }, `In the files: ${file}${line === undefined ? '' : `, line ${line}`}`),
  );
}

/** Everything the list says: when the site was published, what the build found, grouped. */
function statusList(status: EditorStatus | undefined, published: Published | undefined): HTMLElement[] {
  const items = [...(status?.refused?.reasons ?? []), ...(status?.items ?? [])];
  return [
    element(
      'p',
      {},
      published
        ? `Last published ${when(published.time)}${published.change ? `, from the change “${published.change.subject}”` : ''}.`
        : 'Not published from here yet.',
      status
        ? ` These checks are of the site as built on ${status.builtOn}.`
        : ' No build has written its checks here yet.',
    ),
    ...(items.length === 0 ? [element('p', {}, 'Nothing to check: every page is as it should be.')] : []),
    ...GROUPS.flatMap(({ kind, title }) => {
      const group = items.filter((item) => item.kind === kind);
      return group.length === 0
        ? []
        : [element('h3', {}, `${title} (${group.length})`), element('ul', {}, ...group.map(itemView))];
    }),
  ];
}

/** What the screen says of a refused change: that it is not live, the first reason, and the way to the others. */
function refusalBanner(refused: NonNullable<EditorStatus['refused']>, open: () => void): HTMLElement {
  const what = refused.entries.length > 0 ? refused.entries.join(', ') : `“${refused.change.subject}”`;
  const more = element('button', { type: 'button' }, 'See why, and where to fix it');
  more.addEventListener('click', open);
  const [first] = refused.reasons;
  return element(
    'div',
    { class: 'site-status__refused', role: 'alert' },
    element(
      'p',
      {},
      element(
        'strong',
        {},
        refused.local
          ? `Your change to ${what}, saved ${when(refused.change.time)}, does not build, so the site here still shows the pages as they were.`
          : `Your change to ${what}, saved ${when(refused.change.time)}, is not live.`,
      ),
    ),
    ...(first ? [element('ul', {}, itemView(first))] : []),
    more,
  );
}

/**
 * What the screen says above the corner's buttons, where it leaves the CMS's toolbar (Save) uncovered: a
 * publish that stopped before the site was updated (cms/publish-stopped.ts), then a refused change. They can
 * be hidden; the corner's button still says so.
 */
function banners(
  status: EditorStatus | undefined,
  published: Published | undefined,
  stopped: PublishStopped | undefined,
  open: () => void,
): HTMLElement | undefined {
  const notUpdated = publishStoppedWords(stopped, published, when);
  const said = [
    ...(notUpdated
      ? [
          element(
            'div',
            { class: 'site-status__stopped', role: 'alert' },
            element('p', {}, element('strong', {}, notUpdated.title)),
            ...notUpdated.lines.map((line) => element('p', {}, line)),
          ),
        ]
      : []),
    ...(status?.refused ? [refusalBanner(status.refused, open)] : []),
  ];
  if (said.length === 0) return undefined;
  const hide = element('button', { type: 'button' }, 'Hide');
  const shown = element('div', { class: 'site-status__banners' }, ...said, hide);
  hide.addEventListener('click', () => shown.remove());
  return shown;
}

/** What the corner button says. */
function buttonText(status: EditorStatus | undefined): string {
  if (status?.refused) return status.refused.local ? 'Your change does not build' : 'Your change is not live';
  const count = (status?.items.length ?? 0) + (status?.refused?.reasons.length ?? 0);
  return count === 0 ? 'Site status: all clear' : `Site status: ${count} to check`;
}

const STYLE = `
.site-status__corner { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; display: flex; gap: .5rem; }
.site-status__corner > button, .site-status__banners, .site-status__dialog { font: 16px/1.5 system-ui, sans-serif; color: #1a211d; }
.site-status__corner > button { padding: .5rem 1rem; border: 2px solid #1f5e3b; border-radius: 2rem; background: #fff; cursor: pointer; }
.site-status__corner > button[data-attention] { border-color: #a32a10; background: #a32a10; color: #fff; }
.site-status__corner :focus-visible, .site-status__dialog :focus-visible, .site-status__banners :focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.site-status__banners { position: fixed; left: 1rem; right: 1rem; bottom: 4.5rem; z-index: 1000; max-width: 40rem; max-height: 40vh; overflow: auto; padding: .75rem 1rem; background: #fdecea; border: 2px solid #a32a10; border-radius: .5rem; }
.site-status__stopped, .site-status__refused { margin-bottom: .5rem; }
.site-status__stopped p { margin: 0 0 .25rem; }
.site-status__refused ul { margin: .25rem 0; padding-left: 1.25rem; }
.site-status__dialog > button { position: absolute; top: 1rem; right: 1rem; padding: .25rem .75rem; }
.site-status__dialog { max-width: 48rem; width: calc(100% - 2rem); max-height: calc(100% - 2rem); border: 0; border-radius: .5rem; padding: 1.5rem; }
.site-status__dialog::backdrop { background: rgb(0 0 0 / .4); }
.site-status__dialog li { margin-bottom: .75rem; }
.site-status__dialog p { margin: 0 0 .25rem; }
.site-status__figures li { margin-bottom: .25rem; }
.site-status__file { font-size: .875rem; color: #4a544e; }
.site-status__announcement { position: absolute; width: 1px; height: 1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.site-status a { color: #0b5cad; }
@media (prefers-color-scheme: dark) {
  .site-status__corner > button:not([data-attention]), .site-status__dialog { background: #1a211d; color: #f2f4f3; }
  .site-status__banners { background: #3b1a14; color: #f2f4f3; }
  .site-status__file { color: #c3cbc6; }
  .site-status a { color: #8cc4ff; }
}
`;

/** The status's screens, made once and brought up to date by `show`. */
function statusView() {
  const list = element('div', {});
  const dialog = linkDialog('site-status-title', 'Site status', list);
  const open = () => dialog.showModal();
  const button = element('button', { type: 'button', 'aria-haspopup': 'dialog' });
  button.addEventListener('click', open);
  const figures = figuresDialog();
  const figuresButton = element('button', { type: 'button', 'aria-haspopup': 'dialog' }, 'Figures');
  figuresButton.addEventListener('click', () => void figures.open());
  // Said to a screen reader when the count changes while the editor works.
  const announcement = element('p', { class: 'site-status__announcement', role: 'status' });
  let banner: HTMLElement | undefined;
  const root = element(
    'div',
    { class: 'site-status' },
    element('style', {}, STYLE),
    element('div', { class: 'site-status__corner' }, figuresButton, button),
    announcement,
    dialog,
    figures.dialog,
  );
  let shown: { text: string; said: string; banners: string } | undefined;
  const show = (
    status: EditorStatus | undefined,
    published: Published | undefined,
    stopped: PublishStopped | undefined,
  ) => {
    // Only what changed is drawn again: the list may be open, and a banner is an alert, said when drawn.
    const now = {
      text: buttonText(status),
      said: JSON.stringify([status, published, stopped]),
      banners: JSON.stringify([status?.refused, publishStoppedWords(stopped, published, when)]),
    };
    if (shown?.said === now.said) return;
    if (shown && shown.text !== now.text) announcement.textContent = now.text;
    button.textContent = now.text;
    button.toggleAttribute('data-attention', status?.refused !== undefined);
    list.replaceChildren(...statusList(status, published));
    if (shown?.banners !== now.banners) {
      banner?.remove();
      banner = banners(status, published, stopped, open);
      if (banner) root.append(banner);
    }
    shown = now;
  };
  return { root, show };
}

/**
 * Reads the status again whenever it may have changed: at each build `updates` announces, while `npm run
 * cms` runs (a reconnection too: the server may have built meanwhile); otherwise when the editor comes
 * back to the tab, and every minute while it is shown.
 */
function follow(refresh: () => Promise<void>, updates: string | undefined) {
  if (updates) {
    const events = new EventSource(new URL(updates, location.origin));
    for (const name of ['reload', 'failed', 'open']) events.addEventListener(name, () => void refresh());
    return;
  }
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void refresh();
  });
  setInterval(() => {
    if (document.visibilityState === 'visible') void refresh();
  }, PUBLISHED_EVERY_MS);
}

/**
 * Shows the editor's status in the CMS: the corner's buttons and their lists, and the banners of a publish
 * that stopped and of a refused change.
 */
export async function showEditorStatus(): Promise<void> {
  const view = statusView();
  document.body.append(view.root);
  let read = 0;
  const refresh = async () => {
    // Read in order: an older answer arriving late never replaces a newer one.
    const mine = ++read;
    const [status, published, stopped] = await Promise.all([
      readJson<EditorStatus>(EDITOR_STATUS_FILE),
      readJson<Published>(PUBLISHED_FILE),
      readJson<PublishStopped>(PUBLISH_STOPPED_FILE),
    ]);
    if (mine === read) view.show(status, published, stopped);
    return status;
  };
  const status = await refresh();
  follow(async () => void (await refresh()), status?.updates);
}
