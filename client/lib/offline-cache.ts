/**
 * What the service worker (client/service-worker/) and the offline page's list of saved pages
 * (client/saved-pages.ts) both know of the Cache API: the cache of pages read, and what each copy carries.
 */

/** The pages a visitor has read, kept for offline reading: the most recent PAGE_LIMIT of them. */
export const PAGES_CACHE = 'pages';
/** The hashed files (scripts, pictures) those pages use, kept while a saved page uses them. */
export const ASSETS_CACHE = 'assets';
/** A saved page's headers: when it was saved (ISO 8601), and its title (URI-encoded, as headers are bytes). */
export const SAVED_AT = 'x-saved-at';
export const SAVED_TITLE = 'x-saved-title';
