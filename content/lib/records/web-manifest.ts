/**
 * A web app manifest, as `pages/site.webmanifest.ts` gives it: what a phone shows when the site is installed
 * from a page of an edition (its name, its description, the page it opens on), in that edition's language.
 * The build writes one per edition as JSON, `/site.webmanifest` and `/sw/site.webmanifest`, and each page
 * links its own edition's (https://www.w3.org/TR/appmanifest/).
 */
export interface WebManifest {
  name: string;
  short_name: string;
  description: string;
  lang: string;
  dir: 'ltr';
  /** The edition's home page, root-relative: `/`, `/sw/`. */
  start_url: string;
  display: 'browser';
  background_color: string;
  theme_color: string;
  icons: { src: string; type: string; sizes: string }[];
}
