import { slugify } from './collection';
import type { ContactPurpose, HowToId } from '../records/vocabulary';

/**
 * Where the site's collections and their articles live, built from a slug alone: pages, components and
 * feeds link with these, so an address is written once. An address is the same in both editions; a page
 * links to it in its own with `href(postHref(slug))` (content/lib/words/href.ts).
 */

/** The blog, its posts and its category pages (a category's address keeps its English name). */
export const BLOG_PATH = '/impact/blogs/';
export const postHref = (slug: string) => `${BLOG_PATH}${slug}/`;
export const categoryHref = (category: string) => `${BLOG_PATH}category/${slugify(category)}/`;

/** The impact features (the pages call them impact stories). */
export const FEATURES_PATH = '/impact/features/';
export const featureHref = (slug: string) => `${FEATURES_PATH}${slug}/`;

/** The news updates. */
/** An event's calendar file (pages/competitions/calendar/[event].ics.ts), by the event's id. */
export const calendarHref = (id: string) => `/competitions/calendar/${id}.ics`;

export const UPDATES_PATH = '/impact/updates/';
export const updateHref = (slug: string) => `${UPDATES_PATH}${slug}/`;

/** The search page (pages/search.tsx), which the footer links from every page. */
export const SEARCH_PATH = '/search/';

/** The accessibility statement (pages/accessibility.tsx), which every page's footer links among its legal links. */
export const ACCESSIBILITY_PATH = '/accessibility/';

/**
 * The contact page's section for a purpose (`general`, `safeguarding`...), a how-to (`school-visit`...), or
 * the address, directions and office hours (`visit`).
 */
export function contactHref(id: ContactPurpose | HowToId | 'visit'): string {
  return `/contact/#${id}`;
}
