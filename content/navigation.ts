import { z } from 'zod';
import { ACCESSIBILITY_PATH } from './lib/articles/routes';
import { internalHref, sentenceWith, text } from './lib/records/shapes';
import { loadRecord } from './lib/records/records';
import { factWords } from './facts';

export const navLinkSchema = z.object({ label: text, href: internalHref });
export type NavLink = z.infer<typeof navLinkSchema>;

/** A header section: its index page and the child pages its dropdown lists. */
export const navSectionSchema = z.object({
  id: z.string().regex(/^[a-z]+$/, 'must be lower-case letters'),
  label: text,
  href: internalHref,
  overviewLabel: text,
  links: z.array(navLinkSchema).min(1),
});
export type NavSection = z.infer<typeof navSectionSchema>;

export const schema = z.object({
  home: navLinkSchema,
  sections: z.array(navSectionSchema).min(1),
  donate: navLinkSchema,
  quickLinks: z.array(navLinkSchema).min(1),
  programmeLinks: z.array(navLinkSchema).min(1),
  legalLinks: z
    .array(navLinkSchema)
    .min(1)
    .refine(
      (links) => links.some((link) => link.href === ACCESSIBILITY_PATH),
      `must keep the link to the accessibility statement (${ACCESSIBILITY_PATH}), which every page's footer carries: add it back`,
    )
    .describe(
      `The links at the foot of every page: the privacy policy, the terms, and the accessibility statement (${ACCESSIBILITY_PATH}), which must stay.`,
    ),
  menu: text.describe("The small-screen menu button's word, and the main menu's name for screen readers."),
  mainLabel: text,
  inEnglish: text.describe('Said beside a link to a document written in English only, on the pages of other editions.'),
  breadcrumbLabel: text.describe('The name screen readers give the trail from Home to the page.'),
  skipLink: text.describe('The first link of every page, to its main content.'),
  social: sentenceWith('network').describe('A social network\'s link\'s name: "Jenga STEM on Facebook".'),
  rights: text.describe('After the copyright line in the footer.'),
  search: text.describe("The link to the search page, first of the footer's quick links on every page."),
  footer: z.object({ quickLinks: text, programmes: text, contact: text }).describe("The footer's column headings."),
});
export type Navigation = z.infer<typeof schema>;

/** The site's menus: the header's dropdowns and the footer's link lists. */
const navigation = loadRecord<Navigation>('navigation', schema, { facts: factWords });

export default navigation;

/** What the menus call the page at `path`, if they link to it: breadcrumbs use the same names. */
export function labelFor(path: string): string | undefined {
  const links = [
    navigation.home,
    ...navigation.sections.flatMap((section) => [{ label: section.label, href: section.href }, ...section.links]),
    ...navigation.quickLinks,
    ...navigation.legalLinks,
  ];
  return links.find((link) => link.href === path)?.label;
}
