import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { PUBLIC_FOLDER } from './content-folder';
import { internalHref } from './shapes';

/** The files in public/ that content names (reports, the programme guide): checked to exist, and measured. */

/** A file the site publishes: a path in public/ that exists. */
export const publicFile = internalHref.refine(
  (href) => existsSync(join(PUBLIC_FOLDER, href)) && statSync(join(PUBLIC_FOLDER, href)).isFile(),
  'names no file in public/: put the file there, or correct the path',
);
