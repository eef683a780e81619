import type { Crumb, PageMeta } from '../content/lib/records/shapes';
import { LANG } from '../content/lib/words/language';
import { Head, type ShareCard } from './Head';
import type { Preload } from './PageParts';
import { SiteContext, type SiteWide } from './SiteContext';

export interface LayoutProps {
  /** The records every page shares (content/lib/records/site-wide.ts): Layout provides them to every component. */
  siteWide: SiteWide;
  path: string;
  meta: PageMeta;
  /** The trail from Home to this page (the build works it out from the pages above it). */
  crumbs: Crumb[];
  /** The rules of the site's stylesheet this page uses, inlined in the head. */
  styles: string;
  /** The Content-Security-Policy as far as a <meta> element can carry it (see components/Head.tsx). */
  contentSecurityPolicy: string;
  indexable?: boolean;
  /** A script small enough to inline, and allowed by its hash in the Content-Security-Policy. */
  inlineScript?: string;
  /** The page's own records for its JSON-LD graph (components/StructuredData.tsx). */
  structuredData?: object[];
  shareCard: ShareCard;
  /** What the body asks the head to preload (its first screen's picture). */
  preloads?: Preload[];
  /**
   * The body's markup: the page's body (components/PageBody.tsx) as the build first rendered it, which is
   * how it learnt what the head needs (its classes' rules, its pictures, its widgets), then the page's
   * scripts (components/PageScript.tsx).
   */
  body: string;
}

/** What the build gives every page component, besides the props its `paths()` chose. */
export interface PageProps {
  /** The page's own URL path. */
  path: string;
  /** The pages above it, from Home down to itself, named as the menus name them. */
  crumbs: Crumb[];
}

/**
 * Every page's document, inside the site-wide records (`useSite()`): its head, and its body as rendered
 * before it.
 */
export function Layout({
  siteWide,
  path,
  meta,
  crumbs,
  styles,
  contentSecurityPolicy,
  indexable = true,
  inlineScript,
  structuredData,
  shareCard,
  preloads,
  body,
}: LayoutProps) {
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
          preloads={preloads}
        />
        <body dangerouslySetInnerHTML={{ __html: body }} />
      </html>
    </SiteContext>
  );
}
