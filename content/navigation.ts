import type { Navigation } from './schemas/navigation';

/** The site's menus: the header's dropdowns and the footer's link lists. */
export const navigation: Navigation = {
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
