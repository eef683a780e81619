import type { Locator, Page } from 'playwright-core';
import { bannerRegion, type ScreenName } from './a11y-steps';

/**
 * One control of each kind on the site, found as a visitor names it, with what must happen before it can be
 * reached; grouped by the page and screen size where it is met.
 */
export interface Control {
  kind: string;
  find: (page: Page) => Locator;
  before?: (page: Page) => Promise<void>;
  /** Off screen until it has focus, so a pointer cannot rest on it. */
  noHover?: true;
}

const nav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const main = (page: Page) => page.getByRole('main');
const footer = (page: Page) => page.getByRole('contentinfo');

export const tours: { path: string; screen: ScreenName; returning: boolean; controls: Control[] }[] = [
  {
    path: '/',
    screen: 'desktop',
    returning: true,
    controls: [
      {
        kind: 'skip link',
        find: (page) => page.getByRole('link', { name: 'Skip to main content' }),
        noHover: true,
      },
      { kind: 'logo link', find: (page) => page.getByRole('banner').getByRole('link').first() },
      { kind: 'current page in the menu', find: (page) => nav(page).getByRole('link', { name: 'Home' }) },
      { kind: 'menu section button', find: (page) => nav(page).getByRole('button', { name: 'About Us' }) },
      {
        kind: 'dropdown link',
        find: (page) => nav(page).getByRole('link', { name: 'Team' }),
        before: (page) => nav(page).getByRole('button', { name: 'About Us' }).click(),
      },
      { kind: 'Donate in the header', find: (page) => nav(page).getByRole('link', { name: 'Donate' }) },
    ],
  },
  {
    path: '/',
    screen: 'desktop',
    returning: true,
    controls: [
      { kind: 'primary button', find: (page) => main(page).getByRole('link', { name: 'Explore Our Programs' }) },
      { kind: 'call-to-action button', find: (page) => main(page).getByRole('link', { name: 'Donate', exact: true }) },
      { kind: 'card link', find: (page) => main(page).getByRole('link', { name: 'School Programs' }) },
      { kind: 'video play link', find: (page) => main(page).getByRole('link', { name: /Play video/ }) },
      { kind: 'link in text', find: (page) => main(page).getByRole('link', { name: 'Read more impact stories' }) },
      { kind: 'light button on green', find: (page) => main(page).getByRole('link', { name: 'Learn About Us' }) },
      { kind: 'footer link', find: (page) => footer(page).getByRole('link', { name: 'Donate' }) },
      { kind: 'footer icon link', find: (page) => footer(page).getByRole('link', { name: /on Facebook$/ }) },
    ],
  },
  {
    path: '/',
    screen: 'phone',
    returning: false,
    controls: [
      { kind: 'cookie banner link', find: (page) => bannerRegion(page).getByRole('link') },
      { kind: 'Accept All', find: (page) => bannerRegion(page).getByRole('button', { name: 'Accept All' }) },
      { kind: 'Customize', find: (page) => bannerRegion(page).getByRole('button', { name: 'Customize' }) },
      { kind: 'banner close icon', find: (page) => bannerRegion(page).getByRole('button', { name: 'Close' }) },
      { kind: 'menu button', find: (page) => page.getByRole('button', { name: 'Menu' }) },
      {
        kind: 'current page in the mobile menu',
        find: (page) => nav(page).getByRole('link', { name: 'Home' }),
        before: (page) => page.getByRole('button', { name: 'Menu' }).click(),
      },
      { kind: 'mobile menu link', find: (page) => nav(page).getByRole('link', { name: 'Team' }) },
    ],
  },
  {
    path: '/impact/gallery/',
    screen: 'desktop',
    returning: true,
    controls: [
      {
        kind: 'pressed filter button',
        find: (page) => page.getByRole('group', { name: /^Filter/ }).getByRole('button', { name: 'All' }),
      },
      {
        kind: 'filter button',
        find: (page) => page.getByRole('group', { name: /^Filter/ }).getByRole('button', { name: 'Events' }),
      },
      {
        kind: 'gallery card button',
        find: (page) =>
          main(page)
            .getByRole('button', { name: /highlights/ })
            .first(),
      },
      {
        kind: 'dialog close button',
        find: (page) => page.getByRole('dialog').getByRole('button', { name: 'Close' }),
        before: (page) =>
          main(page)
            .getByRole('button', { name: /highlights/ })
            .first()
            .click(),
      },
    ],
  },
  {
    path: '/donate/',
    screen: 'desktop',
    returning: true,
    controls: [
      { kind: 'FAQ question', find: (page) => main(page).getByText('How will my donation be used?') },
      { kind: 'Donate Now link', find: (page) => main(page).getByRole('link', { name: 'Donate Now' }) },
    ],
  },
  {
    path: '/impact/updates/',
    screen: 'desktop',
    returning: true,
    controls: [
      { kind: 'email field', find: (page) => main(page).getByLabel('Email address') },
      { kind: 'form submit button', find: (page) => main(page).getByRole('button', { name: 'Subscribe' }) },
    ],
  },
  {
    path: '/impact/blogs/',
    screen: 'desktop',
    returning: true,
    controls: [
      { kind: 'email field on green', find: (page) => main(page).getByLabel('Email address') },
      {
        kind: 'submit button on green',
        find: (page) => main(page).getByRole('button', { name: 'Subscribe to Blog Updates' }),
      },
    ],
  },
];
