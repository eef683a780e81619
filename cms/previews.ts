/**
 * The content editor's preview of the entries that make a page (cms/preview-pages.ts: blog posts, updates,
 * stories, the home page, the school programmes): the page itself, as a visitor reads it, following the
 * form as the editor types, in the language of the pane, with each picture the CMS's copy of it.
 *
 * Sveltia CMS renders a preview template with React of its own, in a frame that has the site's stylesheet
 * (cms/admin.ts registers it), again with each change of the form
 * (https://sveltiacms.app/en/docs/api/preview-templates). The site's components need the site's React, so
 * the template renders an empty element of the CMS's, and fills it with the markup the site's renderer
 * makes of the page (cms/preview.tsx, one module per edition, loaded when a pane first needs it): React
 * leaves alone the content of an element it renders none into
 * (https://react.dev/learn/manipulating-the-dom-with-refs#best-practices-for-dom-manipulation-with-refs).
 *
 * The CMS finds a template by the entry's file's name, else its collection's: the pages of words that
 * share a name with a folder of articles (Pages › Blogs…) are listed field by field, as the CMS lists any
 * entry; so is every entry, should /admin/preview.json not be read.
 */
import type { CustomPreviewTemplateProps, default as Cms } from '@sveltia/cms';
import { createElement, type ReactElement } from 'react';
import { langs, type Lang } from '../content/lib/words/language';
import type { PreviewInput, PreviewPicture } from './preview';
import type { PreviewData } from './preview-data';
import {
  asSaved,
  missingFields,
  PREVIEW_NAMES,
  PREVIEW_PAGES,
  type FormField,
  type PreviewEntry,
} from './preview-pages';
import type { EntryWords } from './translation-of';

/** The file of each edition's preview module beside the page, by language: given by cms/admin-files.ts. */
declare const PREVIEW_MODULES: Record<Lang, string>;

type EditionModule = typeof import('./preview');
type Values = Record<string, unknown>;

/** The edition whose words every other's translate. */
const ENGLISH: Lang = 'en';

/** The entry as the CMS gives it to a template, made plain: the pane's values, and the other languages'. */
interface Entry {
  collection: string;
  slug: string;
  data: Values | null;
  i18n: Partial<Record<Lang, { data: Values | null }>>;
}

/** Something loaded once; a failure is tried again next time. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}

/** A file the build writes beside the editor's page. */
const besideThePage = <T>(name: string) =>
  once(async () => {
    const response = await fetch(new URL(name, document.baseURI));
    if (!response.ok) throw new Error(`${name} could not be read (${response.status})`);
    return (await response.json()) as T;
  });
const previewData = besideThePage<PreviewData>('preview.json');
const entryWords = besideThePage<EntryWords>('words.json');
const editions = Object.fromEntries(
  langs.map((lang) => [
    lang,
    once(() => import(new URL(PREVIEW_MODULES[lang], document.baseURI).href) as Promise<EditionModule>),
  ]),
) as Record<Lang, () => Promise<EditionModule>>;

/** The entry's name in preview.json and words.json: a record's by collection and file, an article's by folder. */
const nameIn = (data: PreviewData, { collection, slug }: Entry): string | undefined =>
  [`${collection}/${slug}`, collection].find((name) => name in data.forms);

const isPreviewEntry = (name: string | undefined): name is PreviewEntry => name !== undefined && name in PREVIEW_PAGES;

/** A picture an entry names: a file of content/pictures/ (`/home/hero.jpg`), or one just uploaded (`blob:`). */
const PICTURE = /^(\/.+\.(jpe?g|png|webp|avif|svg)|blob:.+)$/i;

function picturesNamed(value: unknown, found = new Set<string>()): Set<string> {
  if (typeof value === 'string' && PICTURE.test(value)) found.add(value);
  else if (typeof value === 'object' && value !== null)
    for (const item of Object.values(value)) picturesNamed(item, found);
  return found;
}

/** The type a picture's file is served as, by its name: a drawing is shown only as image/svg+xml. */
function typeOf(src: string): string {
  const extension = src.replace(/^.*\./, '').toLowerCase();
  return { svg: 'image/svg+xml', jpg: 'image/jpeg' }[extension] ?? `image/${extension}`;
}

/** What the CMS's asset has besides the documented `url` (sveltia-cms asset-proxy.js). */
interface Asset {
  fileObj?: File;
  toBase64(): Promise<string>;
}

/**
 * A file of content/pictures/ as the CMS has it, at an address of the preview's own: the CMS takes back
 * the addresses it makes once no element of its own page shows them, and the preview's frame is not its
 * page. Made once a session for each picture.
 */
const assetFiles = new Map<string, Promise<string | undefined>>();
function assetFile(src: string, getAsset: CustomPreviewTemplateProps['getAsset']): Promise<string | undefined> {
  const kept = assetFiles.get(src);
  if (kept) return kept;
  const asset = getAsset(src) as unknown as Asset | undefined;
  if (!asset) return Promise.resolve(undefined);
  const file = (async () => {
    const bytes = asset.fileObj ?? Uint8Array.from(atob(await asset.toBase64()), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: typeOf(src) }));
  })();
  assetFiles.set(src, file);
  file.catch(() => assetFiles.delete(src));
  return file;
}

/** A picture's size, read from its file: what the page lays it out at. */
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

/** A paragraph in plain words where the page cannot be shown yet, in the frame's document. */
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

/** The newest render into each element: an older one that finishes after it leaves the element alone. */
const newest = new WeakMap<Element, object>();

/** Fills the element with the page the entry makes now, or says what it waits for. */
async function showPage(
  element: HTMLElement,
  name: PreviewEntry,
  entry: Entry,
  { document, getAsset }: CustomPreviewTemplateProps,
  data: PreviewData,
) {
  const render = {};
  newest.set(element, render);
  const show = (content: string | HTMLElement) => {
    if (newest.get(element) !== render) return;
    if (typeof content === 'string') element.innerHTML = content;
    else element.replaceChildren(content);
  };
  // The pane's own values are `data`, the other languages' `i18n`. The frame keeps the language of the
  // pane it was first made for (sveltia-cms entry-preview-iframe.svelte), so the page says its own.
  const others = Object.keys(entry.i18n);
  const lang = langs.find((code) => !others.includes(code)) ?? ENGLISH;
  element.lang = lang;
  const english = (lang === ENGLISH ? entry.data : entry.i18n[ENGLISH]?.data) ?? {};
  const translation = lang === ENGLISH ? undefined : (entry.data ?? undefined);
  const empty = missingFields(data.forms[name], asSaved(english));
  if (empty.length > 0)
    return show(
      notice(document, `The page shows here once these fields are filled in (in English): ${empty.join('; ')}.`),
    );
  try {
    const [words, edition, { pictures, missing }] = await Promise.all([
      entryWords(),
      editions[lang](),
      picturesOf(english, getAsset),
    ]);
    if (missing.length > 0)
      return show(
        notice(
          document,
          `The page shows here once every picture it names is in the media library (content/pictures/), and these are not: ${missing.join(', ')}. Choose each again with Browse, or upload it.`,
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

/**
 * An entry listed field by field, as the CMS lists one without a template: each field of its form that
 * the pane holds, in the form's order, under the form's label, its value shown by the CMS.
 */
function fieldList(form: FormField[], entry: Entry, widgetFor: CustomPreviewTemplateProps['widgetFor']): ReactElement {
  const values = entry.data ?? {};
  return createElement(
    'div',
    { className: 'container' },
    form
      .filter(({ name }) => name in values)
      .map(({ name, label }) =>
        createElement('section', { key: name }, createElement('h4', null, label), widgetFor(name)),
      ),
  );
}

/** The template of every entry under one of the names of PREVIEW_NAMES. */
function entryPreview(data: PreviewData) {
  return function EntryPreview(props: CustomPreviewTemplateProps): ReactElement {
    const entry = (props.entry as unknown as { toJS(): Entry }).toJS();
    const name = nameIn(data, entry);
    if (!isPreviewEntry(name))
      return fieldList(name === undefined ? [] : (data.forms[name] ?? []), entry, props.widgetFor);
    return createElement('div', {
      ref: (element: HTMLDivElement | null) => {
        if (element) void showPage(element, name, entry, props, data);
      },
    });
  };
}

/** Previews the entries of cms/preview-pages.ts as their pages, once /admin/preview.json is read. */
export async function registerPreviews(cms: typeof Cms): Promise<void> {
  let data: PreviewData;
  try {
    data = await previewData();
  } catch (error) {
    console.error('The preview lists each entry field by field:', error);
    return;
  }
  const template = entryPreview(data);
  for (const name of PREVIEW_NAMES) cms.registerPreviewTemplate(name, template);
}
