import { BUILD_DATE, buildDate } from './build-date';

/** Set by the build in its bundles (esbuild's `define`, stages/site-bundle.ts): the day it builds as of. */
declare const SITE_TODAY: string | undefined;

/**
 * The day this code is running as of: in a build, the build's (`SITE_TODAY`); in the tests that import
 * records, `BUILD_DATE` (vitest.config.ts sets the frozen content's day); elsewhere (the content editor's
 * preview, in the browser), today.
 */
export const TODAY: string =
  typeof SITE_TODAY === 'string'
    ? SITE_TODAY
    : buildDate(typeof process === 'undefined' ? undefined : process.env[BUILD_DATE]);
