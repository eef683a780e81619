// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Header } from '../../components/Header';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

function nav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('Header', () => {
  it('links the logo home and has Home, three section menus and Donate', () => {
    renderWithSite(<Header path="/" />);
    expect(screen.getByRole('link', { name: 'Jenga STEM' })).toHaveProperty('pathname', '/');
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    for (const name of ['About Us', 'Programs', 'Impact Stories']) {
      const button = nav().getByRole('button', { name });
      expect(button.getAttribute('aria-expanded')).toBe('false');
      expect(document.getElementById(button.getAttribute('aria-controls')!)).not.toBeNull();
    }
    expect(nav().getByRole('link', { name: 'Donate' }).getAttribute('href')).toBe('/donate/');
  });

  it('lists every page of each section in its dropdown', () => {
    renderWithSite(<Header path="/" />);
    const hrefs = (name: string) => {
      const id = nav().getByRole('button', { name }).getAttribute('aria-controls')!;
      return [...document.getElementById(id)!.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    };
    expect(hrefs('About Us')).toEqual([
      '/about/',
      '/about/who-we-are/',
      '/about/values/',
      '/about/board/',
      '/about/team/',
      '/about/history/',
    ]);
    expect(hrefs('Programs')).toEqual(['/programs/', '/programs/school/', '/programs/youth/', '/programs/labs/']);
    expect(hrefs('Impact Stories')).toEqual([
      '/impact/',
      '/impact/features/',
      '/impact/updates/',
      '/impact/blogs/',
      '/impact/gallery/',
      '/impact/reports/',
    ]);
  });

  it('marks the current section and the current page', () => {
    renderWithSite(<Header path="/about/team/" />);
    expect(nav().getByRole('button', { name: 'About Us' }).getAttribute('aria-current')).toBe('true');
    expect(nav().getByRole('button', { name: 'Programs' }).hasAttribute('aria-current')).toBe(false);
    expect(nav().getByRole('link', { name: 'Team', hidden: true }).getAttribute('aria-current')).toBe('page');
    expect(nav().getByRole('link', { name: 'Home' }).hasAttribute('aria-current')).toBe(false);
  });

  it('marks Home only on the home page', () => {
    renderWithSite(<Header path="/" />);
    expect(nav().getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(screen.queryAllByRole('button', { current: true })).toHaveLength(0);
  });

  it('has a menu button for small screens, revealed by script, with a link to the menu in its place', () => {
    renderWithSite(<Header path="/" />);
    // Hidden until client/header.ts reveals it, so it has no accessible name yet: find it by its text.
    const button = screen.getByText<HTMLButtonElement>('Menu', { selector: 'button' });
    expect(button.hidden).toBe(true);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.getAttribute('aria-controls')).toBe('site-menu');
    expect(screen.getByRole('link', { name: 'Menu' }).getAttribute('href')).toBe('#site-menu');
    expect(screen.getByRole('navigation', { name: 'Main' }).id).toBe('site-menu');
  });
});
