/**
 * The content editor's preview of the entries that make a page (cms/preview-pages.ts: blog posts, updates,
 * stories, the home page, the school programmes): the page itself, as a visitor reads it, following the
 * form as the editor types, in the language of the pane, with each picture the CMS's copy of it. Every other
 * entry keeps the CMS's own preview, a list of its fields.
 *
 * Sveltia CMS renders a preview template with React of its own, in a frame that has the site's stylesheet
 * (cms/admin.ts registers it), and with each change of the form
 * (https://sveltiacms.app/en/docs/api/preview-templates). The site's components need the site's React,
 * so the template renders an empty element of the CMS's, and fills it with the markup the site's renderer
 * makes of the page (cms/preview.tsx, one module per edition, loaded when a pane first needs it). React
 * leaves an element's content alone when it renders none itself (https://react.dev/learn/manipulating-the-dom-with-refs).
 *
 * Templates are found by the entry's file's name, else its collection's: the blog's, the updates' and the
 * stories' pages of words (Pages › Blogs…) share their names with the folders of articles, and are shown
 * as the CMS shows any entry, field by field.
 */
import type { CustomPreviewTemplateProps, default as Cms } from '@sveltia/cms';
import { createElement, type ReactElement } from 'react';
import { langs, type Lang } from '../content/lib/language';
import { TRANSLATION_FIELDS } from '../content/lib/translation-fields';
import type { EntryWords } from './translation-of';
import { humanise } from './labels';
import type { PreviewData } from './preview-data';
import type { PreviewInput, PreviewPicture } from './preview';
import { asSaved, missingFields, PREVIEW_PAGES, type PreviewEntry } from './preview-pages';

/** The file of each edition's preview module beside the page, by language: given by cms/admin-files.ts. */
declare const PREVIEW_MODULES: Record<Lang, string>;

type EditionModule = typeof import('./preview');
/** The edition whose words every other's translate. */
const ENGLISH: Lang = 'en';
type Values = Record<string, unknown>;
/** The entry as the CMS gives it to a template, made plain. */
interface Entry {
  collection: string;
  slug: string;
  data: Values | null;
  i18n: Partial<Record<Lang, { data: Values | null }>>;
}

/** A file beside the editor's page (or an import of one), fetched once; a failure is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

const json = <T>(name: string) =>
  once(async () => {
    const response = await fetch(new URL(name, document.baseURI));
    if (!response.ok) throw new Error(`${name} could not be read (${response.status})`);
    return (await response.json()) as T;
  });
const previewData = json<PreviewData>('preview.json');
const entryWords = json<EntryWords>('words.json');
const editions = Object.fromEntries(
  langs.map((lang) => [
    lang,
    once(() => import(new URL(PREVIEW_MODULES[lang], document.baseURI).href) as Promise<EditionModule>),
  ]),
) as Record<Lang, () => Promise<EditionModule>>;

/** Which entry of preview-pages.ts this is, if it is one: a folder's article by its collection. */
const previewEntryOf = ({ collection, slug }: Entry): PreviewEntry | undefined =>
  [`${collection}/${slug}`, collection].find((name): name is PreviewEntry => name in PREVIEW_PAGES);

/** A picture an entry names: a file of content/pictures/ (`/home/hero.jpg`), or one just uploaded. */
const PICTURE = /^(\/.+\.(jpe?g|png|webp|avif|svg)|blob:.+)$/i;
const TYPES: Record<string, string> = { svg: 'image/svg+xml', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

function picturesNamed(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && PICTURE.test(value)) found.add(value);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) picturesNamed(item, found);
  return found;
}

/** What the CMS's asset proxy has besides the API's documented fields (sveltia-cms asset-proxy.js). */
interface Asset {
  fileObj?: File;
  toBase64(): Promise<string>;
}

/**
 * A file of content/pictures/ as the CMS has it, in an address of the preview's own: the CMS takes back
 * the addresses it makes of its files once its own pages stop showing them, which the preview's frame is
 * not one of. Made once a session for each picture.
 */
const assetFiles = new Map<string, Promise<string | undefined>>();
function assetFile(src: string, getAsset: CustomPreviewTemplateProps['getAsset']): Promise<string | undefined> {
  let file = assetFiles.get(src);
  if (!file) {
    const asset = getAsset(src) as unknown as Asset | undefined;
    if (!asset) return Promise.resolve(undefined);
    file = (async () => {
      const type = TYPES[src.replace(/^.*\./, '').toLowerCase()] ?? `image/${src.replace(/^.*\./, '').toLowerCase()}`;
      const bytes = asset.fileObj ?? new Blob([Uint8Array.from(atob(await asset.toBase64()), (c) => c.charCodeAt(0))]);
      return URL.createObjectURL(new Blob([bytes], { type }));
    })();
    assetFiles.set(src, file);
    file.catch(() => assetFiles.delete(src));
  }
  return file;
}

/** A picture's size, from its file: what the page lays it out at. */
const sizes = new Map<string, Promise<{ width: number; height: number }>>();
function sizeOf(file: string) {
  let size = sizes.get(file);
  if (!size) {
    const image = new Image();
    image.src = file;
    size = image.decode().then(() => ({ width: image.naturalWidth, height: image.naturalHeight }));
    sizes.set(file, size);
  }
  return size;
}

/** Each picture the entry names that the CMS has, and the names of those it has not. */
async function picturesOf(values: Values, getAsset: CustomPreviewTemplateProps['getAsset']) {
  const pictures = new Map<string, PreviewPicture>();
  const missing: string[] = [];
  await Promise.all(
    [...picturesNamed(values)].map(async (src) => {
      const file = src.startsWith('blob:') ? src : await assetFile(src, getAsset);
      if (file) pictures.set(src, { file, ...(await sizeOf(file)) });
      else missing.push(src);
    }),
  );
  return { pictures, missing };
}

/** A line in plain words where the page cannot be shown yet, in the frame's document. */
function notice(document: Document, text: string): HTMLElement {
  const main = document.createElement('main');
  const box = document.createElement('div');
  box.className = 'container prose';
  const line = document.createElement('p');
  line.textContent = text;
  box.append(line);
  main.append(box);
  return main;
}

/** The newest render of each element: an older one that finishes later leaves it alone. */
const newest = new WeakMap<Element, object>();

/** Fills the element with the page the entry makes now, or says why it cannot yet. */
async function showPage(element: HTMLElement, name: PreviewEntry, entry: Entry, props: CustomPreviewTemplateProps) {
  const render = {};
  newest.set(element, render);
  const { document, getAsset } = props;
  const show = (content: string | HTMLElement) => {
    if (newest.get(element) !== render) return;
    if (typeof content === 'string') element.innerHTML = content;
    else element.replaceChildren(content);
  };
  // The frame is in the language of the pane it previews.
  const lang = langs.find((code) => code === document.documentElement.lang) ?? ENGLISH;
  const english = (lang === ENGLISH ? entry.data : entry.i18n[ENGLISH]?.data) ?? {};
  const translation = lang === ENGLISH ? undefined : (entry.data ?? undefined);
  try {
    const [data, words, edition, { pictures, missing }] = await Promise.all([
      previewData(),
      entryWords(),
      editions[lang](),
      picturesOf(english, getAsset),
    ]);
    const empty = missingFields(data.forms[name], asSaved(english));
    if (empty.length > 0)
      return show(
        notice(document, `The page shows here once these fields are filled in (in English): ${empty.join('; ')}.`),
      );
    if (missing.length > 0)
      return show(
        notice(
          document,
          `The page shows here once its pictures are in the media library: ${missing.join(', ')} is not. Choose the picture again with Browse, or upload it.`,
        ),
      );
    const input: PreviewInput = {
      page: PREVIEW_PAGES[name],
      english,
      translation,
      slug: entry.slug,
      words: words[name]?.words,
      edition: data.editions[lang],
      pictures,
    };
    show(edition.renderPreview(input));
  } catch (error) {
    show(
      notice(document, `The page cannot be shown: ${(error as Error).message}. The form and its saving work as ever.`),
    );
  }
}

/** An entry the CMS previews field by field, as it would without a template. */
function fieldList(entry: Entry, widgetFor: CustomPreviewTemplateProps['widgetFor']): ReactElement {
  const names = Object.keys(entry.data ?? {}).filter((name) => !TRANSLATION_FIELDS.includes(name));
  return createElement(
    'div',
    { className: 'container' },
    names.map((name) =>
      createElement('section', { key: name }, createElement('h4', null, humanise(name)), widgetFor(name)),
    ),
  );
}

/** The template of every entry named as a previewed one (see above). */
function EntryPreview(props: CustomPreviewTemplateProps): ReactElement {
  const entry = (props.entry as unknown as { toJS(): Entry }).toJS();
  const name = previewEntryOf(entry);
  if (!name) return fieldList(entry, props.widgetFor);
  return createElement('div', {
    ref: (element: HTMLDivElement | null) => {
      if (element) void showPage(element, name, entry, props);
    },
  });
}

/** Previews the entries of cms/preview-pages.ts as their pages. */
export function registerPreviews(cms: typeof Cms): void {
  const names = new Set(Object.keys(PREVIEW_PAGES).map((name) => name.replace(/^.*\//, '')));
  for (const name of names) cms.registerPreviewTemplate(name, EntryPreview);
}
