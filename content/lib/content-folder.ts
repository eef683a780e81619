import { join } from 'node:path';

/**
 * The folder the records' files are read from: content/. The build replaces this module (build.ts,
 * `contentPlugin`) to build the same code from another folder of content: the frozen copy of the spec's
 * content in tests/fixtures/content/, which the tests that pin the spec's words and counts read.
 */
export const CONTENT_FOLDER = join(import.meta.dirname, '..');
