import type { Lang } from './language';

/**
 * The language of the edition being built. The build bundles the site once per language and, in the
 * Kiswahili bundle, replaces this module with `export const LANG = 'sw'` (build.ts, `editions`), so every
 * module that asks gets its own edition's answer without a language passed through every component.
 */
export const LANG: Lang = 'en';
