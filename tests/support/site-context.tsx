import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { SiteContext } from '../../components/SiteContext';
import { siteWide } from '../../content/lib/records/site-wide';

/** The site-wide records from the content, as Layout provides them around every page. */
function SiteWideRecords({ children }: { children: ReactNode }) {
  return <SiteContext value={siteWide}>{children}</SiteContext>;
}

/** Renders `ui` as it is on a page: inside the site-wide records its components read with `useSite()`. */
export const renderWithSite = (ui: ReactElement) => render(ui, { wrapper: SiteWideRecords });
