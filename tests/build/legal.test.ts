import { describe, expect, it } from 'vitest';
import site from '../../content/site';
import { builtPage, sectionTitled, textOf } from '../support/dist';
import { PAGE_LIMIT } from '../../stages/service-worker';

const privacy = builtPage('/privacy/');
const terms = builtPage('/terms/');

/** The h2 headings of a legal text's sections, in order, leaving out the table of contents. */
function sectionHeadings($: typeof privacy): string[] {
  return $('main section[id] > h2')
    .map((_, h) => $(h).text().trim())
    .get();
}

describe('privacy page', () => {
  const text = textOf(privacy, 'main');

  it('has its heading and a table of contents that links to every section', () => {
    expect(textOf(privacy, 'h1')).toBe('Privacy Policy');
    const contents = privacy('nav').filter((_, nav) => privacy(nav).find('h2').text() === 'Contents');
    const targets = contents
      .find('a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(targets.length).toBe(sectionHeadings(privacy).length);
    for (const target of targets) expect(privacy(`${target} > h2`)).toHaveLength(1);
  });

  it('names each key the site stores, where it is kept and what it holds', () => {
    const stored = sectionTitled(privacy, 'What the site stores on your device');
    const terms = stored
      .find('dt code')
      .map((_, c) => privacy(c).text())
      .get();
    expect(terms).toEqual(['cookieConsent', 'cc_cookie', 'cookieBannerDismissed']);
    const entry = (key: string) => stored.find('dt').filter((_, dt) => privacy(dt).find('code').text() === key);
    expect(entry('cookieConsent').text()).toContain('localStorage');
    expect(entry('cookieConsent').next('dd').text()).toMatch(/accepted.*rejected/);
    expect(entry('cc_cookie').text()).toContain('localStorage');
    expect(entry('cc_cookie').next('dd').text()).toMatch(/consent id/);
    expect(entry('cookieBannerDismissed').text()).toContain('sessionStorage');
    expect(entry('cookieBannerDismissed').next('dd').text()).toMatch(/close icon.*stores no choice/s);
  });

  it('describes the three cookie categories and says none but essential are set today', () => {
    const items = sectionTitled(privacy, 'Cookie categories')
      .find('li')
      .map((_, li) => privacy(li).text().split(':')[0])
      .get();
    expect(items).toEqual(['Essential', 'Analytics', 'Marketing']);
    expect(text).toMatch(/no analytics or marketing cookies today/);
    expect(text).toMatch(/wait for your consent/);
  });

  it('says what the offline cache stores, that it stays on the device, and how to clear it', () => {
    const offline = sectionTitled(privacy, 'Pages saved for reading offline').text();
    expect(offline, 'the number of pages the service worker keeps').toContain(
      `copy of the pages of this site you read (the ${PAGE_LIMIT} most recent)`,
    );
    expect(offline).toMatch(/on your device only: nothing about them is sent to us/);
    expect(offline).toMatch(/clear this site’s data in your browser’s settings/);
    expect(offline).toMatch(/Safari deletes them .* seven days/);
  });

  it('explains that the video loads from youtube-nocookie.com only after play', () => {
    const video = textOf(privacy, '#video');
    expect(video).toContain('youtube-nocookie.com');
    expect(video).toMatch(/press play/);
  });

  it('sets out the rights under the Data Protection Act 2019', () => {
    const rights = sectionTitled(privacy, 'Your rights under the Data Protection Act 2019').text();
    for (const right of ['Access', 'Correction', 'Deletion', 'Objection', 'Complaint'])
      expect(rights).toContain(`${right}:`);
    expect(rights).toContain('Office of the Data Protection Commissioner');
  });

  it('says photos of minors appear only with a parent’s or guardian’s consent', () => {
    expect(text).toMatch(/Photos of minors .* only with the written consent of a parent or guardian/);
  });

  it('gives the organisation’s contact details', () => {
    expect(privacy(`main a[href="mailto:${site.email}?subject=Privacy%20Policy"]`)).toHaveLength(1);
    expect(text).toContain(site.phone);
    expect(text).toContain(site.address.street);
  });
});

describe('terms page', () => {
  it('has its heading and sections on the use of the site’s content', () => {
    expect(textOf(terms, 'h1')).toBe('Terms of Use');
    expect(sectionHeadings(terms)).toEqual([
      'About these terms',
      'Copyright',
      'Reusing our content for education',
      'Photos of learners',
      'Links to other sites',
      'No warranty',
      'Governing law',
      'Changes to these terms',
      'Contact us',
    ]);
  });

  it('allows educational reuse with attribution but not of photos of learners', () => {
    expect(sectionTitled(terms, 'Reusing our content for education').text()).toContain(`Source: ${site.name}`);
    expect(sectionTitled(terms, 'Photos of learners').text()).toMatch(/do not copy/);
  });

  it('is governed by the laws of Kenya', () => {
    expect(sectionTitled(terms, 'Governing law').text()).toContain('laws of Kenya');
  });

  it('gives the organisation’s contact details', () => {
    expect(terms(`main a[href^="mailto:${site.email}?subject="]`)).toHaveLength(1);
  });
});
