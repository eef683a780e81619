/** The site's languages, by code: each an edition (content/lib/words/language.ts says how each is named and written). */
export type Lang = 'en' | 'sw';

/** Set by the build in each edition's bundle (esbuild's `define`, stages/site-bundle.ts); absent elsewhere. */
declare const SITE_EDITION: Lang | undefined;

/**
 * The language of the edition being built. The build bundles the site once per language and gives each
 * bundle its language as a constant, so every module that asks gets its own edition's answer without a
 * language passed through every component. Anywhere else (a unit test importing a record) it is English.
 */
export const LANG: Lang = typeof SITE_EDITION === 'undefined' ? 'en' : SITE_EDITION;
