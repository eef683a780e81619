import { LANG, type Lang } from './edition';

/**
 * The site's editions: English at the root, Kiswahili under /sw/ with the same path below it. Each is
 * named in its own language (the switch links to the other by that name), and dates and numbers follow
 * its locale. English puts a number before what it counts ("10 counties"), Kiswahili after ("kaunti 10"),
 * which a headline figure's tile follows (components/StatList.tsx).
 */
export const languages = {
  en: { name: 'English', locale: 'en-KE', ogLocale: 'en_KE', prefix: '', numberAfterNoun: false },
  sw: { name: 'Kiswahili', locale: 'sw-KE', ogLocale: 'sw_KE', prefix: '/sw', numberAfterNoun: true },
} as const satisfies Record<Lang, unknown>;

export type { Lang };

/** Every language, the default (English, also `x-default`) first. */
export const langs = Object.keys(languages) as Lang[];

export { LANG };

/**
 * The language the site's documents (reports, the programme guide) are written in: English only. A page of
 * another edition says so beside each link to one (components/DocumentLanguage.tsx).
 */
export const DOCUMENT_LANG: Lang = 'en';

/** The language of the edition being built, with its name, locale and prefix. */
export const edition = languages[LANG];

/** The other edition's language: the one the switch offers. */
export const otherLang: Lang = LANG === 'en' ? 'sw' : 'en';

/** A page's path in an edition: `/about/` is `/sw/about/` in Kiswahili. */
export const pathIn = (lang: Lang, path: string) => languages[lang].prefix + path;

/** The edition a path belongs to: `/sw/about/` (or `/sw/404.html`) is Kiswahili's, any other English's. */
export const langOf = (path: string): Lang =>
  langs.find((lang) => languages[lang].prefix && path.startsWith(`${languages[lang].prefix}/`)) ?? 'en';

/** A record's translation into a language: `content/home.sw.yml` for `content/home.yml`, `x.sw.md` for `x.md`. */
export const translationFile = (file: string, lang: Lang) => file.replace(/\.(yml|md)$/, `.${lang}.$1`);
