import type { PropsWithChildren } from 'react';
import type { Pictures } from '../pictures/metadata';
import { CookieBanner } from './CookieBanner';
import { Footer } from './Footer';
import { Header } from './Header';
import { PicturesContext } from './Picture';
import { useSite } from './SiteContext';

export const MAIN_ID = 'main-content';

export interface PageBodyProps {
  /** The page's path in every edition: `/about/` for `/about/` and `/sw/about/`. */
  path: string;
  /** The year the copyright line shows: the year the site was built. */
  year: number;
  /** What the build read of every picture the content names (pictures/catalogue.ts). */
  pictures: Pictures;
  /** Whether the site's search finds the page (stages/routes.ts, isSearchResult): its main content is indexed. */
  searchResult: boolean;
}

/**
 * What every page's body holds: skip link, cookie banner (first in reading order, drawn at the foot of the
 * screen), header, the page's main content and footer.
 */
export function PageBody({ path, year, pictures, searchResult, children }: PropsWithChildren<PageBodyProps>) {
  const { navigation } = useSite();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {navigation.skipLink}
      </a>
      <CookieBanner />
      <Header path={path} />
      {/* Only the main content of a result is indexed for the site's search (stages/search.ts), never the
          menus; Pagefind passes over a page without it. */}
      <main id={MAIN_ID} tabIndex={-1} data-pagefind-body={searchResult ? '' : undefined}>
        <PicturesContext value={pictures}>{children}</PicturesContext>
      </main>
      <Footer year={year} path={path} />
    </>
  );
}
