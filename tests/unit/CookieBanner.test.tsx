// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CookieBanner } from '../../components/CookieBanner';
import cookieBanner from '../../content/cookie-banner';
import { defined } from '../support/defined';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

/** The banner is served hidden (its script shows it), so queries include hidden elements. */
const all = { hidden: true } as const;

/** The landmark; testing-library computes no accessible name for a hidden element, so read its label. */
function region(): HTMLElement {
  const named = (el: HTMLElement) =>
    document.getElementById(el.getAttribute('aria-labelledby') ?? '')?.textContent === cookieBanner.title;
  const regions = screen.getAllByRole('region', all).filter(named);
  expect(regions).toHaveLength(1);
  return defined(regions[0], 'the cookie banner');
}

describe('CookieBanner', () => {
  it('is a region landmark named by its title, served hidden for its script to show', () => {
    renderWithSite(<CookieBanner />);
    expect(region().hidden).toBe(true);
    expect(region().dataset.module).toBe('cookie-banner');
    expect(region().tagName).toBe('SECTION');
    // The title names the region without adding a heading before the page's h1.
    expect(screen.queryAllByRole('heading', all)).toEqual([]);
  });

  it('links the privacy page and offers Accept All, Reject All, Customize and Close', () => {
    renderWithSite(<CookieBanner />);
    const banner = within(region());
    expect(banner.getByRole('link', { name: cookieBanner.privacyLink.label, ...all }).getAttribute('href')).toBe(
      '/privacy/',
    );
    const buttons = banner.getAllByRole('button', all);
    expect(buttons.map((b) => b.getAttribute('aria-label') ?? b.textContent)).toEqual([
      'Accept All',
      'Reject All',
      'Customize',
      'Close',
    ]);
    for (const button of buttons) expect(button.getAttribute('type')).toBe('button');
  });

  it('gives Accept All and Reject All the same style', () => {
    renderWithSite(<CookieBanner />);
    const accept = screen.getByRole('button', { name: 'Accept All', ...all });
    const reject = screen.getByRole('button', { name: 'Reject All', ...all });
    expect(accept.className).toBe(reject.className);
  });

  it('has a collapsed Customize button controlling a hidden panel of the three categories', () => {
    renderWithSite(<CookieBanner />);
    const customize = screen.getByRole('button', { name: 'Customize', ...all });
    expect(customize.getAttribute('aria-expanded')).toBe('false');
    // The word it turns into once open, for the script, which writes no words of its own.
    expect(customize.dataset.cookieBannerHideLabel).toBe('Hide');
    const panel = document.getElementById(customize.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);
    const items = within(panel)
      .getAllByRole('listitem', all)
      .map((li) => li.textContent);
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/^Essential\s*Always on/);
    expect(items[1]).toMatch(/^Analytics/);
    expect(items[2]).toMatch(/^Marketing/);
  });
});
