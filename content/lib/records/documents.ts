import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pdfPageCount } from '../../../lib/pdf-page-count';
import { writePdf, type PdfDocument } from '../../../lib/pdf';
import { ContentError } from './content-error';
import { PUBLIC_FOLDER } from './content-folder';
import { edition } from '../words/language';

/**
 * The documents the site links to (reports, the programme guide), and what a page says of each: its pages
 * and size, read from the PDF at each build. A document is the file at its address in public/ when the
 * organisation has put one there (the real report); until then the build makes a short, accessible PDF
 * from its record (lib/pdf.ts), which says what it is, and writes it at that address.
 */

export interface PublishedDocument {
  href: string;
  pages: number;
  /** As readers see it: 950 KB, 4.2 MB. */
  size: string;
}

/** The documents this bundle made from records, by address: the build writes them into the site. */
const made = new Map<string, Buffer>();

const sizeFormat = new Intl.NumberFormat(edition.locale, { maximumFractionDigits: 1 });

/** A file's size as readers see it: 950 KB, 4.2 MB; in Kiswahili the unit first, as a noun before its number (KB 950). */
export function sizeText(bytes: number): string {
  const [size, unit] =
    bytes < 1024 * 1024
      ? [sizeFormat.format(Math.max(1, Math.round(bytes / 1024))), 'KB']
      : [sizeFormat.format(bytes / 1024 / 1024), 'MB'];
  return edition.numberAfterNoun ? `${unit} ${size}` : `${size} ${unit}`;
}

/** Whether public/ holds a file at `href`: then it is published as it is. */
export const inPublic = (href: string) =>
  existsSync(join(PUBLIC_FOLDER, href)) && statSync(join(PUBLIC_FOLDER, href)).isFile();

/**
 * The document at `href`: the PDF in public/, else the one `make` describes (made once per build). `owner`
 * names the record that links to it, for the message when a file in public/ is no PDF whose pages can be
 * counted.
 */
export function publishedDocument(href: string, owner: string, make: () => PdfDocument): PublishedDocument {
  let bytes = made.get(href);
  if (!bytes && inPublic(href)) bytes = readFileSync(join(PUBLIC_FOLDER, href));
  if (!bytes) {
    try {
      bytes = writePdf(make());
    } catch (error) {
      throw new ContentError(`${owner}: ${(error as Error).message}: write it with another character`);
    }
    made.set(href, bytes);
  }
  const pages = pdfPageCount(bytes);
  if (pages === undefined)
    throw new ContentError(
      `public${href}: is not a PDF whose pages can be counted (${owner} links to it): save it again as a PDF, or remove it and the build makes a summary from the record`,
    );
  return { href, pages, size: sizeText(bytes.length) };
}

/** The documents made from records so far, to be written at their addresses. */
export function madeDocuments(): { output: string; bytes: Buffer }[] {
  return [...made].map(([href, bytes]) => ({ output: href.replace(/^\//, ''), bytes }));
}
