/** What a page carries besides its markup: the site's styles and the scripts of the widgets on the page. */
export interface PageAssets {
  /**
   * The whole stylesheet, inlined: it is small enough that the page and its styles arrive in the first
   * round trip (14 KB), which a linked stylesheet would cost a second one for.
   */
  styles: string;
  /**
   * The site's Content-Security-Policy as far as a <meta> element can carry it, so a host that sends no
   * headers still enforces it. It covers only what follows it, so it comes first in the head.
   */
  contentSecurityPolicy: string;
  scripts: string[];
  /** Shared chunks the scripts import, fetched in parallel with them rather than after them. */
  modulePreloads: string[];
}
