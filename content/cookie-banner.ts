import type { CookieBanner } from './schemas/cookie-banner';

/** The cookie banner's words (spec sections 2 and 4); the privacy page names the same categories. */
export const cookieBanner: CookieBanner = {
  title: 'Cookies on this site',
  message:
    'Essential storage keeps the site working. With your permission we would also use analytics and marketing cookies.',
  privacyLink: { label: 'Read our privacy policy', href: '/privacy/' },
  categories: [
    {
      id: 'necessary',
      name: 'Essential',
      status: 'Always on',
      description: 'Remembers your cookie choice on this device. The site cannot work as intended without it.',
    },
    {
      id: 'analytics',
      name: 'Analytics',
      description:
        'Counts visits and the pages read, without naming you, so we can see which stories and programmes help most.',
    },
    {
      id: 'marketing',
      name: 'Marketing',
      description: 'Lets social networks and partners measure our campaigns for donors and volunteers.',
    },
  ],
};
