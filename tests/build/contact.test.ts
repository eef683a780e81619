import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import contact from '../../content/contact';
import { contactPurposes, howToIds } from '../../content/lib/records/vocabulary';
import { contactFor } from '../../content/lib/records/site-record';
import site from '../../content/site';
import { defined } from '../support/defined';
import { builtPage, linkTargets, sectionTitled, textOf, textsOf } from '../support/dist';
import { distDir } from '../support/server';

const $ = builtPage('/contact/');
const read = (scope: ReturnType<typeof sectionTitled>) => scope.text().replace(/\s+/g, ' ').trim();
const mailto = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

describe('/contact/', () => {
  it('opens with the Contact Us hero', () => {
    expect(textOf($, 'h1')).toBe('Contact Us');
  });

  it('gives the Nairobi street address, directions in words and office hours', () => {
    const visit = sectionTitled($, 'Visit us');
    const address = visit.find('address').text();
    expect(address).toContain(site.address.street);
    expect(address).toContain('Nairobi');
    const text = read(visit);
    for (const paragraph of contact.visit.directions) expect(text).toContain(paragraph);
    expect(text).toMatch(/matatu/i);
    const hours = visit
      .find('h3')
      .filter((_, h) => $(h).text() === 'Office hours')
      .next('dl');
    expect(hours.find('dt').length).toBeGreaterThan(0);
    expect(hours.text()).toMatch(/Monday to Friday\s*8:30 AM to 5:00 PM/);
  });

  it('shows a map drawn for the site, with alt text, and loads nothing from a map service', () => {
    const map = sectionTitled($, 'Visit us').find('img');
    expect(map).toHaveLength(1);
    expect(map.attr('src')).toMatch(/^\/assets\/pictures\/office-map-[0-9a-f]{10}\.svg$/);
    expect(existsSync(join(distDir, map.attr('src') as string))).toBe(true);
    expect(map.attr('alt')).toMatch(/Argwings Kodhek Road/);
    expect($('iframe, script[src^="http"], img[src^="http"]')).toHaveLength(0);
  });

  it('gives an example.org address and a +254 700 000 xxx number for each purpose, safeguarding included', () => {
    expect(contactPurposes).toEqual(['general', 'programmes', 'partnerships', 'media', 'donations', 'safeguarding']);
    for (const purpose of contactPurposes) {
      const block = $(`#${purpose}`);
      expect(block, purpose).toHaveLength(1);
      const { email, phone } = contactFor(site, purpose);
      expect(email).toMatch(/@example\.org$/);
      expect(phone).toMatch(/^\+254 700 000 \d{3}$/);
      const links = block.find('a');
      expect(linkTargets($, block)).toEqual([
        `${email} -> ${mailto(email, contact.purposes[purpose].subject)}`,
        `${phone} -> tel:${phone!.replace(/\s/g, '')}`,
      ]);
      expect(links).toHaveLength(2);
    }
    expect(new Set(contactPurposes.map((purpose) => contactFor(site, purpose).email)).size).toBe(
      contactPurposes.length,
    );
    expect(textsOf($, '#write-to-us article h3')).toEqual([
      'General enquiries',
      'Programmes and schools',
      'Partnerships',
      'Media',
      'Donations',
    ]);
  });

  it('says what to report to safeguarding, how fast it is answered, and what to do in an emergency', () => {
    const section = sectionTitled($, 'Safeguarding');
    const reports = section
      .find('h3')
      .filter((_, h) => $(h).text() === 'What to report')
      .next('ul')
      .find('li');
    expect(reports.length).toBeGreaterThanOrEqual(3);
    expect(read(section)).toMatch(/within 24 hours/);
    expect(read(section)).toMatch(/999.*Childline Kenya on 116/);
  });

  it('says how to do each thing the site’s controls lead to: whom to write to, what to include and when', () => {
    const items = $('#how-to article');
    expect(items.map((_, a) => a.attribs.id).get()).toEqual([...howToIds]);
    for (const item of contact.howTo.items) {
      const block = $(`#${item.id}`);
      expect(block.find('h3').text()).toBe(item.title);
      const { email } = contactFor(site, item.contact);
      expect(block.find('a[href^="mailto:"]').attr('href'), item.id).toBe(mailto(email, item.subject));
      expect(textsOf($, `#${item.id} li`)).toEqual(item.include);
      expect(block.text()).toContain(item.when);
    }
  });

  it('says how to volunteer and how to partner', () => {
    expect(read($('#volunteer'))).toMatch(/mentor.*police clearance/);
    expect($('#partner a[href^="mailto:"]').attr('href')).toMatch(/^mailto:partners@example\.org\?subject=/);
  });

  it('is in the footer’s quick links of every page', () => {
    for (const path of ['/', '/about/team/', '/donate/', '/contact/']) {
      const page = builtPage(path);
      const quick = page('footer h2')
        .filter((_, h) => page(h).text() === 'Quick Links')
        .next('ul');
      expect(quick.find('a[href="/contact/"]').text(), path).toBe('Contact');
    }
  });

  it('describes itself to search engines as a ContactPage with the organisation’s contact points', () => {
    const blocks = $('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    const { '@graph': graph } = JSON.parse(blocks.text()) as {
      '@graph': { '@type': string; url?: string; mainEntity?: { contactPoint?: unknown } }[];
    };
    expect(graph.map((record) => record['@type'])).toEqual(['BreadcrumbList', 'ContactPage']);
    const page = defined(graph[1], 'the ContactPage record');
    expect(page.url).toBe(`${site.url}/contact/`);
    expect(page.mainEntity).toMatchObject({ '@type': 'NGO', name: site.name });
    expect(page.mainEntity?.contactPoint).toEqual(
      contactPurposes.map(
        (purpose) =>
          expect.objectContaining({
            '@type': 'ContactPoint',
            contactType: contact.purposes[purpose].title,
            email: contactFor(site, purpose).email,
            telephone: contactFor(site, purpose).phone,
          }) as unknown,
      ),
    );
  });
});
