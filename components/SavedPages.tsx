import { href } from '../content/lib/words/href';
import { edition, LANG, languages, langs } from '../content/lib/words/language';
import type { Offline } from '../content/offline';
import { useWidget } from './PageParts';

/**
 * The pages of this edition saved on the device for reading offline, which client/saved-pages.ts lists from
 * the service worker's cache (newest first, each with when it was saved) and reveals. Without script, or
 * with nothing saved, it says none is saved and links the home page.
 */
export function SavedPages({ words }: { words: Offline['words'] }) {
  const widget = useWidget('saved-pages');
  const prefix = `${edition.prefix}/`;
  // Editions whose pages sit under this one's prefix (Kiswahili's /sw/ under English's /) are not listed here.
  const others = langs
    .filter((lang) => lang !== LANG)
    .map((lang) => `${languages[lang].prefix}/`)
    .filter((other) => other !== prefix && other.startsWith(prefix));
  return (
    <div
      {...widget}
      className="saved-pages"
      data-saved-pages-edition={prefix}
      data-saved-pages-other-editions={others.join(' ')}
      data-saved-pages-locale={edition.locale}
      data-saved-pages-saved-on={words.savedOn}
    >
      <p>{words.savedLead}</p>
      <ul className="saved-pages__list" data-saved-pages-list="" hidden />
      <p data-saved-pages-none="">{words.noneSaved}</p>
      <p>
        <a href={href('/')}>{words.home}</a>
      </p>
    </div>
  );
}
