import { join, resolve } from 'node:path';

/**
 * The folder the records' files are read from: content/, unless the test suite says otherwise. The tests
 * that pin the spec's words and counts read a frozen copy of the content (tests/fixtures/content/), which
 * vitest.config.ts names in SITE_CONTENT, so that a test that imports a record reads the same content as the
 * pages it checks (dist-fixture/, built from that copy), and an editor's new post or changed figure fails
 * none of them. The build writes in the folder it reads into its own copy of this module (build.ts,
 * `contentPlugin`), whatever the environment says.
 */
export const CONTENT_FOLDER = process.env.SITE_CONTENT
  ? resolve(process.env.SITE_CONTENT)
  : join(import.meta.dirname, '..');
