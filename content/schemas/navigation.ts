import { z } from 'zod';
import { internalHref, text } from './common';

export const navLinkSchema = z.object({ label: text, href: internalHref });
export type NavLink = z.infer<typeof navLinkSchema>;

/** A header section: its index page and the child pages its dropdown lists. */
export const navSectionSchema = z.object({
  id: z.string().regex(/^[a-z]+$/),
  label: text,
  href: internalHref,
  overviewLabel: text,
  links: z.array(navLinkSchema).min(1),
});
export type NavSection = z.infer<typeof navSectionSchema>;

export const navigationSchema = z.object({
  home: navLinkSchema,
  sections: z.array(navSectionSchema).min(1),
  donate: navLinkSchema,
  quickLinks: z.array(navLinkSchema).min(1),
  programmeLinks: z.array(navLinkSchema).min(1),
  legalLinks: z.array(navLinkSchema).min(1),
});
export type Navigation = z.infer<typeof navigationSchema>;
