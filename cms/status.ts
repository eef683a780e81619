import {
  EDITOR_STATUS_FILE,
  PUBLISHED_FILE,
  PUBLISH_STOPPED_FILE,
  type EditorStatus,
  type Published,
  type PublishStopped,
  type StatusItem,
  type StatusKind,
} from '../lib/editor-status';
import { publishStoppedWords } from './publish-stopped';

/**
 * The editor's status inside the content editor (lib/editor-status.ts): what the last build found for the
 * editor to act on, when the site was last published, and, when a change was refused, that it is not live
 * and why. A button in the corner of every screen of the CMS says how many things there are to check and
 * opens the list (a native <dialog>); a refused change is also said at the top of the screen until a later
 * one is published. Each item names the entry and the field as the CMS does, and links to the entry.
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

/** An element with its text, or with children. */
function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Record<string, string> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const made = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) made.setAttribute(name, value);
  made.append(...children);
  return made;
}

/** Where an item is, in the CMS's words, linked to its entry: "Pages → Home → Mission → Text". */
function itemView({ message, file, line, place }: StatusItem): HTMLLIElement {
  const where = place
    ? [
        element(
          'a',
          { href: place.link, 'data-status-entry': '' },
          `${place.collection.label} → ${place.entry.label}${place.translation ? ' (Kiswahili)' : ''}`,
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

/** The list of everything there is to know, grouped, in a dialog. */
function statusDialog(status: EditorStatus | undefined, published: Published | undefined): HTMLDialogElement {
  const items = [...(status?.refused?.reasons ?? []), ...(status?.items ?? [])];
  const close = element('button', { type: 'button' }, 'Close');
  const dialog = element(
    'dialog',
    { class: 'site-status__dialog', 'aria-labelledby': 'site-status-title' },
    element('h2', { id: 'site-status-title' }, 'Site status'),
    close,
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
  );
  close.addEventListener('click', () => dialog.close());
  // Following an entry's link opens it in the CMS, behind the list: the list gets out of the way.
  dialog.addEventListener('click', (event) => {
    if ((event.target as Element).closest('[data-status-entry]')) dialog.close();
  });
  return dialog;
}

/** The banner a refused change puts at the top of the screen. */
function refusalBanner(refused: NonNullable<EditorStatus['refused']>, open: () => void): HTMLElement {
  const what = refused.entries.length > 0 ? refused.entries.join(', ') : `“${refused.change.subject}”`;
  const more = element('button', { type: 'button' }, 'See why, and where to fix it');
  more.addEventListener('click', open);
  const [first] = refused.reasons;
  return element(
    'div',
    { class: 'site-status__refused', role: 'alert' },
    element('p', {}, element('strong', {}, `Your change to ${what}, saved ${when(refused.change.time)}, is not live.`)),
    ...(first ? [element('ul', {}, itemView(first))] : []),
    more,
  );
}

const STYLE = `
.site-status__button, .site-status__refused, .site-status__dialog { font: 16px/1.5 system-ui, sans-serif; color: #1a211d; }
.site-status__button { position: fixed; right: 1rem; bottom: 1rem; z-index: 1000; padding: .5rem 1rem; border: 2px solid #1f5e3b; border-radius: 2rem; background: #fff; cursor: pointer; }
.site-status__button[data-attention] { border-color: #a32a10; background: #a32a10; color: #fff; }
.site-status__button:focus-visible, .site-status__dialog :focus-visible, .site-status__refused :focus-visible { outline: 3px solid #0b5cad; outline-offset: 2px; }
.site-status__banners { position: fixed; inset: 0 0 auto; z-index: 1000; max-height: 40vh; overflow: auto; }
.site-status__refused, .site-status__stopped { padding: .75rem 1rem; background: #fdecea; border-bottom: 3px solid #a32a10; }
.site-status__stopped p { margin: 0 0 .25rem; }
.site-status__refused ul { margin: .25rem 0; padding-left: 1.25rem; }
.site-status__dialog > button { position: absolute; top: 1rem; right: 1rem; padding: .25rem .75rem; }
.site-status__dialog { max-width: 48rem; width: calc(100% - 2rem); max-height: calc(100% - 2rem); border: 0; border-radius: .5rem; padding: 1.5rem; }
.site-status__dialog::backdrop { background: rgb(0 0 0 / .4); }
.site-status__dialog li { margin-bottom: .75rem; }
.site-status__dialog p { margin: 0 0 .25rem; }
.site-status__file { font-size: .875rem; color: #4a544e; }
.site-status a { color: #0b5cad; }
@media (prefers-color-scheme: dark) {
  .site-status__button:not([data-attention]), .site-status__dialog { background: #1a211d; color: #f2f4f3; }
  .site-status__refused, .site-status__stopped { background: #3b1a14; color: #f2f4f3; }
  .site-status__file { color: #c3cbc6; }
  .site-status a { color: #8cc4ff; }
}
`;

/**
 * Shows the editor's status in the CMS: the corner button and its list, and a refused change's banner. Read
 * once, as the CMS opens (a build or a publish writes new files, which the next visit reads).
 */
export async function showEditorStatus(): Promise<void> {
  const [status, published, stopped] = await Promise.all([
    readJson<EditorStatus>(EDITOR_STATUS_FILE),
    readJson<Published>(PUBLISHED_FILE),
    readJson<PublishStopped>(PUBLISH_STOPPED_FILE),
  ]);
  const count = (status?.items.length ?? 0) + (status?.refused?.reasons.length ?? 0);
  const root = element('div', { class: 'site-status' }, element('style', {}, STYLE));
  const dialog = statusDialog(status, published);
  const open = () => dialog.showModal();
  const button = element(
    'button',
    { type: 'button', class: 'site-status__button', 'aria-haspopup': 'dialog' },
    status?.refused
      ? 'Your change is not live'
      : count === 0
        ? 'Site status: all clear'
        : `Site status: ${count} to check`,
  );
  if (status?.refused) button.setAttribute('data-attention', '');
  button.addEventListener('click', open);
  // A publish that stopped before the site was updated (cms/publish-stopped.ts), said above any refusal.
  const notUpdated = publishStoppedWords(stopped, published, when);
  const banners = [
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
  root.append(
    button,
    dialog,
    ...(banners.length > 0 ? [element('div', { class: 'site-status__banners' }, ...banners)] : []),
  );
  document.body.append(root);
}
