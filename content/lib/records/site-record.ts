import type { Site } from '../../site';
import { LANG, langs, pathIn, type Lang } from '../words/language';
import { honorificKey, type Honorific } from './people';
import type { ContactPurpose } from './vocabulary';

/**
 * What pages, components and host files work out from the site record (content/site.ts), given it: each
 * takes the record, so a component can use the one its page is rendered with (components/SiteContext.tsx).
 */

/** A person's name as this edition writes it, with their title if they have one: "Dr. Grace Wambui Mwangi". */
export const titledName = (site: Pick<Site, 'honorifics'>, name: string, title?: Honorific) =>
  title ? `${site.honorifics[honorificKey(title)]} ${name}` : name;

/** A page's full URL in an edition (this one unless named): canonical links, feeds, structured data. */
export const urlOf = (site: Pick<Site, 'url'>, path: string, lang: Lang = LANG) => site.url + pathIn(lang, path);

/** A page's editions, as hreflang alternates: each language, and English as the default (`x-default`). */
export function alternates(site: Pick<Site, 'url'>, path: string): { hreflang: string; href: string }[] {
  return [
    ...langs.map((lang) => ({ hreflang: lang, href: urlOf(site, path, lang) })),
    { hreflang: 'x-default', href: urlOf(site, path, langs[0]) },
  ];
}

/** The address and phone number for a purpose; the newsletter has an address only. */
export function contactFor(
  site: Pick<Site, 'email' | 'phone' | 'newsletter' | 'contacts'>,
  purpose: ContactPurpose | 'newsletter',
): { email: string; phone?: string } {
  if (purpose === 'general') return { email: site.email, phone: site.phone };
  if (purpose === 'newsletter') return { email: site.newsletter.email };
  return site.contacts[purpose];
}
