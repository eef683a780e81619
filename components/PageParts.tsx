import { createContext, useContext } from 'react';
import type { PreloadOptions } from 'react-dom';

/** A picture as a page shows it: what the build makes of it, and what its sharing card would say. */
export interface ShownPicture {
  /** Its path in content/pictures/, as its record names it: `/home/hero.jpg`. */
  src: string;
  alt: string;
  /** The URLs of the files of it the page names (one per width and format; a drawing's one SVG). */
  files: string[];
  /** The photo's placeholder colour (`#rrggbb`), which the page's styles paint until it loads. */
  colour?: string;
}

/** A file the page's head asks the browser to fetch at once (the first screen's picture). */
export interface Preload {
  href: string;
  options: PreloadOptions;
}

/**
 * What a page's markup holds that the build acts on once the page has rendered: the widgets whose script
 * it loads (client/<name>.ts), the pictures it shows (their files written, the first with alt text its
 * sharing card) and the files its head preloads. Components record these as they render, so the build
 * never reads them back out of the HTML. (The classes its elements have, which choose the rules of the
 * stylesheet it inlines, the build reads from the markup in one scan: styles/page-stylesheet.ts.)
 */
export interface PageParts {
  widgets: Set<string>;
  pictures: ShownPicture[];
  preloads: Preload[];
}

export const emptyPageParts = (): PageParts => ({
  widgets: new Set(),
  pictures: [],
  preloads: [],
});

/** Given by the build to each page it renders (stages/render.ts); absent in a component's unit test. */
export const PagePartsContext = createContext<PageParts | undefined>(undefined);

/**
 * The `data-module` attribute that marks a widget's root, recorded so that the build bundles the widget's
 * script (client/<name>.ts) into the page's. `active: false` leaves the markup as it is, without script.
 */
export function useWidget(name: string, active = true): { 'data-module'?: string } {
  const parts = useContext(PagePartsContext);
  if (!active) return {};
  parts?.widgets.add(name);
  return { 'data-module': name };
}

/**
 * Records a picture the page shows (components/Picture.tsx), and a file of it to preload, which the
 * page's head names (components/Head.tsx).
 */
export function useShownPicture(): (picture: ShownPicture, preload?: Preload) => void {
  const parts = useContext(PagePartsContext);
  return (picture, preload) => {
    parts?.pictures.push(picture);
    if (preload) parts?.preloads.push(preload);
  };
}
