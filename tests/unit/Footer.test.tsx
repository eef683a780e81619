// @vitest-environment jsdom
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Footer } from '../../components/Footer';
import site from '../../content/site';
import { renderWithSite } from '../support/site-context';
import { screen } from '../support/screen';

describe('Footer', () => {
  it('links the four social networks by name', () => {
    renderWithSite(<Footer year={2026} path="/" />);
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'LinkedIn']) {
      expect(screen.getByRole('link', { name: `Jenga STEM on ${network}` }).getAttribute('href')).toMatch(
        /^https:\/\//,
      );
    }
  });

  it('has quick links, programme links, and links to privacy, terms, the accessibility statement, competitions and donate', () => {
    renderWithSite(<Footer year={2026} path="/" />);
    const footer = within(screen.getByRole('contentinfo'));
    const hrefs = footer.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const href of [
      '/privacy/',
      '/terms/',
      '/accessibility/',
      '/competitions/',
      '/donate/',
      '/programs/school/',
      '/programs/youth/',
      '/programs/labs/',
      '/contact/',
      '/contact/#volunteer',
    ]) {
      expect(hrefs).toContain(href);
    }
    expect(footer.getByRole('heading', { name: 'Quick Links' })).toBeDefined();
    expect(footer.getByRole('heading', { name: 'Programs' })).toBeDefined();
  });

  it('gives the Nairobi street address, email and phone', () => {
    renderWithSite(<Footer year={2026} path="/" />);
    const contact = screen.getByRole('heading', { name: 'Contact Us' }).parentElement!;
    expect(contact.textContent).toContain(site.address.street);
    expect(contact.textContent).toContain('Nairobi');
    expect(within(contact).getByRole('link', { name: site.email }).getAttribute('href')).toBe(
      `mailto:${site.email}?subject=Enquiry%20from%20the%20website`,
    );
    // Shown with non-breaking spaces, so the number never breaks across lines.
    const phone = site.phone.replace(/ /g, '\u00a0');
    expect(within(contact).getByRole('link', { name: phone }).getAttribute('href')).toBe('tel:+254700000000');
  });

  it('shows the copyright with the year it is given', () => {
    renderWithSite(<Footer year={2031} path="/" />);
    expect(screen.getByText(/© 2031 Jenga STEM Foundation/)).toBeDefined();
  });
});
