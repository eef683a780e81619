/**
 * What the build knows of each picture before the pages render (pictures/catalogue.ts), and what
 * components/Picture.tsx lays out from it.
 */
export interface PictureMetadata {
  /** Its path in content/pictures/, as its record names it: `/home/hero.jpg`. */
  src: string;
  /** Where a record names it, in the words of content errors: `content/home.yml, line 12: hero.image`. */
  where: string;
  /** Upright (EXIF orientation applied), in pixels; a drawing's from its viewBox. */
  width: number;
  height: number;
  /** A photo's dominant colour (`#rrggbb`), shown until it loads; none for drawings and see-through photos. */
  colour?: string;
  /** A drawing's one file. */
  svg?: string;
  /**
   * The picture's own file, shown as it is (one `<img>`, as a drawing's): the content editor's preview
   * shows each picture from the CMS's copy, before the build has made its files (cms/preview.tsx).
   */
  file?: string;
  /**
   * A drawing's markup, optimised as its file is, for the page that shows it first to hold inline
   * (pictures/drawings.ts); none for a drawing that cannot be (one with styles of its own).
   */
  markup?: string;
  /** A photo's files: for each width it can fill, one URL per format. */
  widths?: PhotoWidth[];
}

export interface PhotoWidth {
  width: number;
  avif: string;
  webp: string;
  jpeg: string;
}

export type Pictures = ReadonlyMap<string, PictureMetadata>;

/**
 * A picture's file as messages name it: records write `/home/hero.jpg`, from content/pictures/ (the CMS's
 * media folder), which is `content/pictures/home/hero.jpg`.
 */
export const pictureFileName = (src: string) => `content/pictures/${src.replace(/^\//, '')}`;

/** The class that paints a photo's placeholder colour; the build adds its rule to the page's styles. */
export const placeholderClass = (colour: string) => `placeholder-${colour.slice(1)}`;
export const PLACEHOLDER_CLASS = /\bplaceholder-([0-9a-f]{6})\b/g;
