import { join, resolve } from 'node:path';

/**
 * Set by the build in its bundles (esbuild's `define`, stages/site-bundle.ts): the folder of content it
 * reads, and the project's folder. A bundle lives in node_modules/.cache, so it cannot find them from its
 * own place; anywhere else they are absent, and found from this file.
 */
declare const SITE_CONTENT_FOLDER: string | undefined;
declare const SITE_PROJECT_FOLDER: string | undefined;

/**
 * The folder the records' files are read from: content/, unless the test suite says otherwise. The tests
 * that pin the spec's words and counts read a frozen copy of the content (tests/fixtures/content/), which
 * vitest.config.ts names in SITE_CONTENT, so that a test that imports a record reads the same content as the
 * pages it checks (dist-fixture/, built from that copy), and an editor's new post or changed figure fails
 * none of them. In a build, the folder the build reads, whatever the environment says.
 */
export const CONTENT_FOLDER =
  typeof SITE_CONTENT_FOLDER === 'string'
    ? SITE_CONTENT_FOLDER
    : process.env.SITE_CONTENT
      ? resolve(process.env.SITE_CONTENT)
      : join(import.meta.dirname, '../..');

/** The folder the site's files are published from (public/), as they are at build time. */
export const PUBLIC_FOLDER =
  typeof SITE_PROJECT_FOLDER === 'string'
    ? join(SITE_PROJECT_FOLDER, 'public')
    : join(import.meta.dirname, '../../../public');
