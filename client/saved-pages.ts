import { fill } from '../content/lib/words/template';
import { momentIn } from '../content/lib/time/when';
import { PAGES_CACHE, SAVED_AT, SAVED_TITLE } from './lib/offline-cache';
import { requirePart, startModules } from './lib/modules';

/**
 * The offline page's list of the pages saved on this device (components/SavedPages.tsx): read from the
 * service worker's cache of pages (client/service-worker/), this edition's only, newest first, each linked
 * by its title with when it was saved, in the device's time and the edition's way (content/lib/time/when.ts: Swahili
 * time in Kiswahili). With none saved, the page's sentence saying so stays.
 */
interface SavedPage {
  path: string;
  title: string;
  savedAt: string;
}

/** A saved page's title as its header carries it: URI-encoded HTML text (`&amp;` for `&`). */
const titleOf = (header: string | null) =>
  new DOMParser().parseFromString(decodeURIComponent(header ?? ''), 'text/html').documentElement.textContent ?? '';

async function savedPages(edition: string, otherEditions: string[]): Promise<SavedPage[]> {
  if (!(await caches.has(PAGES_CACHE))) return [];
  const cache = await caches.open(PAGES_CACHE);
  const pages = await Promise.all(
    (await cache.keys()).map(async (request) => {
      const { pathname } = new URL(request.url);
      const headers = (await cache.match(request))?.headers;
      return {
        path: pathname,
        title: titleOf(headers?.get(SAVED_TITLE) ?? null),
        savedAt: headers?.get(SAVED_AT) ?? '',
      };
    }),
  );
  return pages
    .filter(({ path }) => path.startsWith(edition) && !otherEditions.some((other) => path.startsWith(other)))
    .sort((a, b) => (a.savedAt < b.savedAt ? 1 : a.savedAt > b.savedAt ? -1 : 0));
}

startModules('saved-pages', (root) => {
  const list = requirePart<HTMLUListElement>(root, '[data-saved-pages-list]');
  const none = requirePart(root, '[data-saved-pages-none]');
  const {
    savedPagesEdition = '/',
    savedPagesOtherEditions = '',
    savedPagesLocale,
    savedPagesSavedOn = '',
  } = root.dataset;
  if (!('caches' in window)) throw new Error('this browser has no Cache API');
  if (!savedPagesLocale) throw new Error('missing data-saved-pages-locale');
  savedPages(savedPagesEdition, savedPagesOtherEditions.split(' ').filter(Boolean))
    .then((pages) => {
      for (const page of pages) {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = page.path;
        link.textContent = page.title || page.path;
        const saved = document.createElement('span');
        saved.className = 'saved-pages__date';
        saved.textContent = fill(savedPagesSavedOn, { date: momentIn(savedPagesLocale, new Date(page.savedAt)) });
        item.append(link, ' ', saved);
        list.append(item);
      }
      list.hidden = pages.length === 0;
      none.hidden = pages.length > 0;
    })
    .catch((error: unknown) => console.error('saved-pages: not listed', error));
});
