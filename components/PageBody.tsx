import type { PropsWithChildren } from 'react';
import type { Navigation } from '../content/navigation';
import type { Pictures } from '../pictures/metadata';
import { CookieBanner } from './CookieBanner';
import { Header, headerPlace } from './Header';
import { PicturesContext } from './Picture';
import { useSite } from './SiteContext';

/**
 * What every page's body holds, in three parts: its top (skip link, cookie banner, first in reading order
 * though drawn at the foot of the screen, and header), its main content, and the footer (./Footer.tsx). The
 * build renders the top once for all the pages alike in what the header shows of their path (`topPlace`),
 * and the footer once for every page of an edition, then puts each page's own address where their language
 * switches lead (stages/render.ts).
 */

export const MAIN_ID = 'main-content';

interface PageTopProps {
  /** The page's path in every edition: `/about/` for `/about/` and `/sw/about/`. */
  path: string;
  /** The path the language switch leads to the other edition of: the page's, unless the build says otherwise. */
  switchPath?: string;
}

/** What of a page's path its top shows besides its language switch: pages alike in it share their top. */
export const topPlace = (navigation: Navigation, path: string) => JSON.stringify(headerPlace(navigation, path));

export function PageTop({ path, switchPath }: PageTopProps) {
  const { navigation } = useSite();
  return (
    <>
      <a className="skip-link" href={`#${MAIN_ID}`}>
        {navigation.skipLink}
      </a>
      <CookieBanner />
      <Header path={path} switchPath={switchPath} />
    </>
  );
}

export interface PageMainProps {
  /** What the build read of every picture the content names (pictures/catalogue.ts). */
  pictures: Pictures;
  /** Whether the site's search finds the page (stages/routes.ts, isSearchResult): its main content is indexed. */
  searchResult: boolean;
}

export function PageMain({ pictures, searchResult, children }: PropsWithChildren<PageMainProps>) {
  // Only the main content of a result is indexed for the site's search (stages/search.ts), never the
  // menus; Pagefind passes over a page without it.
  return (
    <main id={MAIN_ID} tabIndex={-1} data-pagefind-body={searchResult ? '' : undefined}>
      <PicturesContext value={pictures}>{children}</PicturesContext>
    </main>
  );
}
