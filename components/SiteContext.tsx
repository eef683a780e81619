import { createContext, useContext } from 'react';
import type { SiteWide } from '../content/lib/records/site-wide';

export type { SiteWide };

/** The site-wide records (content/lib/records/site-wide.ts), provided by Layout around every page. */
export const SiteContext = createContext<SiteWide | undefined>(undefined);

/** The site-wide records of the page being rendered: its organisation, menus and shared words. */
export function useSite(): SiteWide {
  const siteWide = useContext(SiteContext);
  if (!siteWide)
    throw new Error(
      'useSite: no site-wide records: render components inside Layout (or, in a test, with renderWithSite from tests/support/site-context.tsx)',
    );
  return siteWide;
}
