import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_FOLDER } from './content-folder';
import { internalHref } from './shapes';

/** The files in public/ that content names (reports, the programme guide): checked to exist, and measured. */

/**
 * The language the site's documents (reports, the programme guide) are written in: English only. A page of
 * another edition says so beside each link to one (components/DocumentLanguage.tsx).
 */
export const DOCUMENT_LANG = 'en';

/** A file the site publishes: a path in public/ that exists. */
export const publicFile = internalHref.refine(
  (href) => existsSync(join(PUBLIC_FOLDER, href)) && statSync(join(PUBLIC_FOLDER, href)).isFile(),
  'names no file in public/: put the file there, or correct the path',
);
