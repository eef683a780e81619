import { fill } from '../content/lib/words/template';
import { announce } from './lib/announce';
import { requirePart, startModules } from './lib/modules';

/** What this script uses of Pagefind's script (https://pagefind.app/docs/api/). */
interface Pagefind {
  options: (options: { noWorker: boolean; metaCacheTag: string }) => Promise<void>;
  search: (term: string) => Promise<Found>;
  /** Resolves to null when a later search has replaced this one within the wait. */
  debouncedSearch: (term: string) => Promise<Found | null>;
}
interface Found {
  results: { data: () => Promise<FoundPage> }[];
}
interface FoundPage {
  url: string;
  /** The words around the match, as HTML: text with each matching word in a <mark>. */
  excerpt: string;
  meta: { title?: string };
}

/** Results shown at once; the button under them shows as many more. */
const PAGE_SIZE = 10;

/** Each sentence the status says, from the markup, which has them in the page's language. */
function sentencesOf(status: HTMLElement) {
  const { searchEmpty, searchLoading, searchNone, searchOne, searchMany, searchFailed } = status.dataset;
  if (!searchEmpty || !searchLoading || !searchNone || !searchOne || !searchMany || !searchFailed)
    throw new Error('missing one of the sentences data-search-empty, -loading, -none, -one, -many, -failed');
  return {
    empty: searchEmpty,
    loading: searchLoading,
    none: searchNone,
    one: searchOne,
    many: searchMany,
    failed: searchFailed,
  };
}

/** An excerpt's text and its marks as nodes, whatever else its HTML holds (an inert template parses it). */
function excerptNodes(html: string): Node[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  return [...template.content.childNodes].map((node) => {
    if (node.nodeName !== 'MARK') return document.createTextNode(node.textContent ?? '');
    const mark = document.createElement('mark');
    mark.textContent = node.textContent;
    return mark;
  });
}

function resultItem(page: FoundPage): HTMLLIElement {
  const item = document.createElement('li');
  item.className = 'search__result';
  const title = document.createElement('h2');
  title.className = 'search__result-title';
  const link = document.createElement('a');
  link.href = page.url;
  link.textContent = page.meta.title ?? page.url;
  title.append(link);
  const excerpt = document.createElement('p');
  excerpt.className = 'search__excerpt';
  excerpt.append(...excerptNodes(page.excerpt));
  item.append(title, excerpt);
  return item;
}

/**
 * The site's search (components/Search.tsx), over the Pagefind index of the page's language, which
 * stages/search.ts writes. Pagefind's script, its WebAssembly and the index are fetched only when the
 * visitor first focuses the box (or arrives with a query, `?q=`), so the page weighs no more than any other
 * until then. Results come as the visitor types (Pagefind waits for a pause) or at once on Enter; the status,
 * a live region, says how many pages match, and the results are links, each with its title and the words
 * around the match. The address keeps the query, so Back and a reload show the same results.
 */
startModules('search', (root) => {
  const [src, version] = root.dataset.searchIndex?.split('#') ?? [];
  if (!src || !version)
    throw new Error('missing data-search-index, the address of the search index with its version after #');
  const form = requirePart<HTMLFormElement>(root, '[data-search-form]');
  const input = requirePart<HTMLInputElement>(form, 'input[type="search"]');
  const fallback = requirePart(root, '[data-search-fallback]');
  const status = requirePart(root, '[data-search-status]');
  const list = requirePart<HTMLOListElement>(root, '[data-search-results]');
  const moreLabel = list.dataset.searchMore;
  if (!moreLabel) throw new Error('missing data-search-more, the label of the button that shows more results');
  const sentences = sentencesOf(status);

  let pagefind: Promise<Pagefind> | undefined;
  let ready = false;
  const load = () =>
    (pagefind ??= (import(src) as Promise<Pagefind>).then(
      async (module) => {
        // On the page, not in a worker: only the page's policy allows WebAssembly (stages/search.ts).
        // The index's version asks for this index's list of files, which keeps its name from one index to
        // the next (stages/search.ts).
        await module.options({ noWorker: true, metaCacheTag: version });
        ready = true;
        return module;
      },
      (error: unknown) => {
        // A dropped connection: the next search tries to load again.
        pagefind = undefined;
        throw error;
      },
    ));

  let results: Found['results'] = [];
  let shown = 0;
  /** The latest search: an earlier one that answers late shows nothing. */
  let latest = 0;

  /** The button under the results, there only while more results than these are waiting. */
  let more: HTMLButtonElement | undefined;
  const offerMore = (waiting: boolean) => {
    if (!waiting) {
      more?.remove();
      more = undefined;
      return;
    }
    if (more) return;
    more = document.createElement('button');
    more.type = 'button';
    more.className = 'button button--secondary search__more';
    more.textContent = moreLabel;
    more.addEventListener('click', () => {
      void showMore(latest).then(([first]) => first?.querySelector('a')?.focus());
    });
    list.after(more);
  };

  const showMore = async (search: number) => {
    const pages = await Promise.all(results.slice(shown, shown + PAGE_SIZE).map((result) => result.data()));
    if (search !== latest) return [];
    const items = pages.map(resultItem);
    list.append(...items);
    shown += items.length;
    offerMore(shown < results.length);
    return items;
  };

  const run = async (query: string, now: boolean) => {
    const search = ++latest;
    const term = query.trim();
    history.replaceState(null, '', term ? `?q=${encodeURIComponent(term)}` : location.pathname);
    if (!term) {
      list.replaceChildren();
      list.hidden = true;
      offerMore(false);
      // Enter on an empty box asks for words; emptying the box as one types says nothing.
      if (now) announce(status, sentences.empty);
      else status.textContent = '';
      return;
    }
    try {
      if (!ready) status.textContent = sentences.loading;
      const module = await load();
      const found = await (now ? module.search(term) : module.debouncedSearch(term));
      if (found === null || search !== latest) return;
      results = found.results;
      shown = 0;
      list.replaceChildren();
      await showMore(search);
      if (search !== latest) return;
      list.hidden = results.length === 0;
      const count = results.length;
      announce(
        status,
        fill(count === 0 ? sentences.none : count === 1 ? sentences.one : sentences.many, { count, query: term }),
      );
    } catch (error) {
      if (search === latest) announce(status, sentences.failed);
      console.error('search:', error);
    }
  };

  input.addEventListener('focus', () => void load().catch(() => undefined), { once: true });
  input.addEventListener('input', () => void run(input.value, false));
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void run(input.value, true);
  });

  form.hidden = false;
  fallback.hidden = true;
  const query = new URLSearchParams(location.search).get('q');
  if (query) {
    input.value = query;
    void run(query, true);
  }
});
