import type { Search as SearchRecord } from '../content/search';
import { href } from '../content/lib/words/href';
import { SubmitButton } from './Button';
import { useWidget } from './PageParts';
import { useSearchIndex } from './SearchIndex';
import { useSite } from './SiteContext';

const INPUT_ID = 'search-query';

/**
 * The site's search (client/search.ts, over the Pagefind index of the page's edition). The form works
 * only with script, so it is served hidden and the script reveals it; until then, and without script, the
 * page says that search needs JavaScript, in the same place (styles/components/_search.scss). Either way
 * it links every section of the menus, whose pages lead to every article, so nothing is out of reach. The status is a live region: it says how many pages
 * match, and the results are a list of links below it.
 */
export function Search({ words }: { words: SearchRecord['words'] }) {
  const widget = useWidget('search');
  const index = useSearchIndex();
  const { navigation } = useSite();
  const sections = navigation.sections;
  const listed = new Set(sections.flatMap((section) => [section.href, ...section.links.map((link) => link.href)]));
  const others = navigation.quickLinks.filter((link) => !listed.has(link.href));
  return (
    <div className="search container" {...widget} data-search-index={index}>
      <div className="search__entry">
        <form className="search__form" role="search" hidden data-search-form>
          <label className="search__label" htmlFor={INPUT_ID}>
            {words.label}
          </label>
          <div className="search__row">
            <input className="search__input" type="search" id={INPUT_ID} name="q" autoComplete="off" />
            <SubmitButton variant="primary">{words.button}</SubmitButton>
          </div>
        </form>
        <p className="search__needs-script" data-search-fallback>
          {words.needsScript}
        </p>
      </div>
      <p
        className="search__status"
        role="status"
        data-search-status
        data-search-empty={words.empty}
        data-search-loading={words.loading}
        data-search-none={words.noResults}
        data-search-one={words.oneResult}
        data-search-many={words.results}
        data-search-failed={words.failed}
      ></p>
      <ol className="search__results" data-search-results data-search-more={words.more} hidden></ol>
      <nav className="search__browse" aria-labelledby="search-browse">
        <h2 className="search__browse-title" id="search-browse">
          {words.browse}
        </h2>
        <ul className="search__sections">
          {sections.map((section) => (
            <li key={section.id}>
              <a className="search__section" href={href(section.href)}>
                {section.label}
              </a>
              <ul className="search__links">
                {section.links.map((link) => (
                  <li key={link.href}>
                    <a href={href(link.href)}>{link.label}</a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
          {others.map((link) => (
            <li key={link.href}>
              <a className="search__section" href={href(link.href)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
