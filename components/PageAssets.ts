/** The built files a page links: the site's stylesheet and the scripts of the widgets on the page. */
export interface PageAssets {
  stylesheet: string;
  scripts: string[];
  /** Shared chunks the scripts import, fetched in parallel with them rather than after them. */
  modulePreloads: string[];
}
