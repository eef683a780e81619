import { z } from 'zod';
import { internalHref, sentenceWith, text } from './lib/shapes';

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
  legalLinks: z.array(navLinkSchema).min(1),
  /** The small-screen menu button's word, and the main menu's name for screen readers. */
  menu: text,
  mainLabel: text,
  /** The first link of every page, to its main content. */
  skipLink: text,
  /** A social network's link's name: "Jenga STEM on Facebook". */
  social: sentenceWith('network'),
  /** After the copyright line in the footer. */
  rights: text,
  /** The footer's column headings. */
  footer: z.object({ quickLinks: text, programmes: text, contact: text }),
});
export type Navigation = z.infer<typeof schema>;

/** The site's menus: the header's dropdowns and the footer's link lists. */
const navigation: Navigation = {
  menu: 'Menu',
  mainLabel: 'Main',
  skipLink: 'Skip to main content',
  social: '{name} on {network}',
  rights: 'All rights reserved.',
  footer: { quickLinks: 'Quick Links', programmes: 'Programs', contact: 'Contact Us' },
  home: { label: 'Home', href: '/' },
  sections: [
    {
      id: 'about',
      label: 'About Us',
      href: '/about/',
      overviewLabel: 'About overview',
      links: [
        { label: 'Who We Are', href: '/about/who-we-are/' },
        { label: 'Our Values', href: '/about/values/' },
        { label: 'Board', href: '/about/board/' },
        { label: 'Team', href: '/about/team/' },
        { label: 'History', href: '/about/history/' },
      ],
    },
    {
      id: 'programs',
      label: 'Programs',
      href: '/programs/',
      overviewLabel: 'All programs',
      links: [
        { label: 'School Programs', href: '/programs/school/' },
        { label: 'Youth Programs', href: '/programs/youth/' },
        { label: 'Innovation Labs', href: '/programs/labs/' },
      ],
    },
    {
      id: 'impact',
      label: 'Impact Stories',
      href: '/impact/',
      overviewLabel: 'Impact overview',
      links: [
        { label: 'Impact Stories', href: '/impact/features/' },
        { label: 'Latest Updates', href: '/impact/updates/' },
        { label: 'Blog', href: '/impact/blogs/' },
        { label: 'Visual Gallery', href: '/impact/gallery/' },
        { label: 'Reports', href: '/impact/reports/' },
      ],
    },
  ],
  donate: { label: 'Donate', href: '/donate/' },
  quickLinks: [
    { label: 'About Us', href: '/about/' },
    { label: 'Our Team', href: '/about/team/' },
    { label: 'Impact Stories', href: '/impact/features/' },
    { label: 'Reports', href: '/impact/reports/' },
    { label: 'Competitions', href: '/competitions/' },
    { label: 'Donate', href: '/donate/' },
    { label: 'Volunteer', href: '/contact/#volunteer' },
    { label: 'Contact', href: '/contact/' },
  ],
  programmeLinks: [
    { label: 'School Programs', href: '/programs/school/' },
    { label: 'Youth Programs', href: '/programs/youth/' },
    { label: 'Innovation Labs', href: '/programs/labs/' },
  ],
  legalLinks: [
    { label: 'Privacy Policy', href: '/privacy/' },
    { label: 'Terms of Use', href: '/terms/' },
  ],
};

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
