import type { PropsWithChildren } from 'react';
import type { Crumb, PageMeta } from '../content/lib/shapes';
import { LANG } from '../content/lib/language';
import type { Pictures } from '../pictures/metadata';
import { Head, type ShareCard } from './Head';
import { PageBody } from './PageBody';
import { PageScript } from './PageScript';
import { SiteContext, type SiteWide } from './SiteContext';

export interface LayoutProps {
  /** The records every page shares (content/lib/site-wide.ts): Layout provides them to every component. */
  siteWide: SiteWide;
  path: string;
  meta: PageMeta;
  /** The trail from Home to this page (the build works it out from the pages above it). */
  crumbs: Crumb[];
  /** The rules of the site's stylesheet this page uses, inlined in the head. */
  styles: string;
  /** The Content-Security-Policy as far as a <meta> element can carry it (see components/Head.tsx). */
  contentSecurityPolicy: string;
  /** The year the copyright line shows: the year the site was built. */
  year: number;
  indexable?: boolean;
  /** A script small enough to inline, and allowed by its hash in the Content-Security-Policy. */
  inlineScript?: string;
  /** The page's own records for its JSON-LD graph (components/StructuredData.tsx). */
  structuredData?: object[];
  /** What the build read of every picture the content names (pictures/catalogue.ts). */
  pictures: Pictures;
  shareCard: ShareCard;
  /** The page's scripts, each a deferred module at the end of the body: its widgets' bundle (components/PageScript.tsx). */
  scripts?: string[];
}

/** What the build gives every page component, besides the props its `paths()` chose. */
export interface PageProps {
  /** The page's own URL path. */
  path: string;
  /** The pages above it, from Home down to itself, named as the menus name them. */
  crumbs: Crumb[];
}

/**
 * Every page's document, inside the site-wide records (`useSite()`): its head, and its body
 * (components/PageBody.tsx) with its scripts at the end.
 */
export function Layout({
  siteWide,
  path,
  meta,
  crumbs,
  styles,
  contentSecurityPolicy,
  year,
  indexable = true,
  inlineScript,
  structuredData,
  pictures,
  shareCard,
  scripts = [],
  children,
}: PropsWithChildren<LayoutProps>) {
  return (
    <SiteContext value={siteWide}>
      <html lang={LANG}>
        <Head
          path={path}
          meta={meta}
          crumbs={crumbs}
          styles={styles}
          contentSecurityPolicy={contentSecurityPolicy}
          indexable={indexable}
          inlineScript={inlineScript}
          structuredData={structuredData}
          shareCard={shareCard}
        />
        <body>
          <PageBody path={path} year={year} pictures={pictures}>
            {children}
          </PageBody>
          {scripts.map((src) => (
            <PageScript key={src} src={src} />
          ))}
        </body>
      </html>
    </SiteContext>
  );
}
