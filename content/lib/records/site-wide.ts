import contact, { type Contact } from '../../contact';
import cookieBanner, { type CookieBanner } from '../../cookie-banner';
import emailSignup, { type EmailSignupWords } from '../../email-signup';
import facts, { type Facts } from '../../facts';
import legalDocument, { type LegalDocumentWords } from '../../legal-document';
import navigation, { type Navigation } from '../../navigation';
import site, { type Site } from '../../site';

/**
 * The records every page shares, in this edition's language: what the frame shows (header, footer, cookie
 * banner, head) and the words of the parts any page may hold (the newsletter form, a how-to, a legal
 * text). The build hands them to components/Layout.tsx, which provides them to every component through
 * components/SiteContext.tsx: a component reads them with `useSite()` rather than importing a record.
 */
export interface SiteWide {
  /** The organisation: its name, addresses, contacts, social links, newsletter and giving details. */
  site: Site;
  /** The organisation's headline figures. */
  facts: Facts;
  /** The menus, the breadcrumbs' and skip link's words, the footer's headings. */
  navigation: Navigation;
  /** The contact page's record: its labels and purposes, which every email link and how-to shares. */
  contact: Contact;
  cookieBanner: CookieBanner;
  emailSignup: EmailSignupWords;
  legalDocument: LegalDocumentWords;
}

export const siteWide: SiteWide = { site, facts, navigation, contact, cookieBanner, emailSignup, legalDocument };
