import { describe, expect, it } from 'vitest';
import accessibility from '../../content/accessibility';
import { formatDateIn } from '../../content/lib/time/dates';
import site from '../../content/site';
import { builtPage, builtPaths, isKiswahili, sectionTitled, textOf, textsOf } from '../support/dist';
import { enlargedDistDir } from '../support/server';

/**
 * The accessibility statement (content/accessibility.yml), in the form of GOV.UK's model statement, in both
 * editions of the spec's build: the standard, how the site is tested, what falls short, how to report a
 * problem and how soon we answer, and the day it was last reviewed.
 */

const english = builtPage('/accessibility/');
const kiswahili = builtPage('/sw/accessibility/');
const mailto = (subject: string) => `mailto:${site.email}?subject=${encodeURIComponent(subject)}`;
const read = (scope: ReturnType<typeof sectionTitled>) => scope.text().replace(/\s+/g, ' ').trim();

/** The h2 headings of the statement's sections, in order, leaving out the table of contents. */
const sectionHeadings = ($: typeof english) => textsOf($, 'main section[id] > h2');

describe('/accessibility/', () => {
  it('has the model statement’s sections, in its order, each in the table of contents', () => {
    expect(textOf(english, 'h1')).toBe('Accessibility statement');
    // Its scope, as the model's first sentence gives it.
    expect(textOf(english, 'h1 + p')).toContain(`applies to the website of ${site.name} at ${site.url}`);
    expect(sectionHeadings(english)).toEqual([
      'Using this website',
      'How accessible this website is',
      'Feedback and contact information',
      'Reporting accessibility problems with this website',
      'Enforcement procedure',
      'Technical information about this website’s accessibility',
      'Compliance status',
      'Non-accessible content',
      'What we’re doing to improve accessibility',
      'Preparation of this accessibility statement',
    ]);
    const contents = english('nav[aria-labelledby="contents-heading"] a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(contents).toHaveLength(10);
    for (const target of contents) expect(english(`${target} > h2`), target).toHaveLength(1);
  });

  it('says when it was last reviewed, from its record, as the edition writes a date', () => {
    const reviewed = english('main time');
    expect(reviewed.attr('datetime')).toBe(accessibility.reviewed);
    expect(reviewed.parent().text().trim()).toBe(`Last reviewed: ${formatDateIn('en', accessibility.reviewed)}`);
  });

  it('names the standard it aims at: WCAG 2.2 at level AA', () => {
    expect(read(sectionTitled(english, 'Technical information about this website’s accessibility'))).toContain(
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) version 2.2 at level AA.',
    );
    expect(read(sectionTitled(english, 'Compliance status'))).toMatch(/partially compliant with WCAG 2\.2 at level AA/);
  });

  it('says how the site is tested, by hand and by machine before every change is published', () => {
    const preparation = read(sectionTitled(english, 'Preparation of this accessibility statement'));
    expect(preparation).toMatch(/last tested by hand on \d+ \w+ 20\d\d/);
    expect(preparation).toMatch(/By machine, before every change is published/);
    for (const check of ['pa11y-ci', 'html-validate', 'text spacing', '400% zoom', 'forced colours', 'dark colours'])
      expect(preparation).toContain(check);
  });

  it('lists what falls short: in use, against WCAG with its success criteria, and what is not ours', () => {
    expect(sectionTitled(english, 'How accessible this website is').find('li').length).toBeGreaterThanOrEqual(3);
    const shortfalls = sectionTitled(english, 'Non-accessible content').find('li');
    expect(shortfalls.length).toBeGreaterThanOrEqual(2);
    expect(shortfalls.first().text()).toMatch(/success criteri(on|a) \d\.\d\.\d/);
    expect(sectionTitled(english, 'What we’re doing to improve accessibility').find('li').length).toBeGreaterThan(0);
  });

  it('tells how to report a problem, by email and phone from the site record, and how soon we answer', () => {
    const feedback = sectionTitled(english, 'Feedback and contact information');
    expect(feedback.find(`a[href="${mailto('Accessibility statement')}"]`)).toHaveLength(1);
    expect(feedback.find(`a[href="tel:${site.phone.replace(/ /g, '')}"]`)).toHaveLength(1);
    expect(read(feedback)).toContain(`We reply within ${accessibility.replyWorkingDays} working days.`);
    expect(read(sectionTitled(english, 'Reporting accessibility problems with this website'))).toMatch(
      /write to us or call us with the details above/,
    );
  });

  it('says whom to turn to in Kenya if our answer does not satisfy', () => {
    const enforcement = read(sectionTitled(english, 'Enforcement procedure'));
    expect(enforcement).toContain('Article 54 of the Constitution of Kenya');
    expect(enforcement).toContain('National Council for Persons with Disabilities (NCPWD)');
  });
});

describe('/sw/accessibility/', () => {
  it('is the same statement in Kiswahili: its sections, review date, contact details and reply time', () => {
    expect(textOf(kiswahili, 'h1')).toBe('Taarifa ya ufikivu');
    expect(sectionHeadings(kiswahili)).toHaveLength(sectionHeadings(english).length);
    expect(sectionHeadings(kiswahili)[0]).toBe('Kutumia tovuti hii');
    const reviewed = kiswahili('main time');
    expect(reviewed.attr('datetime')).toBe(accessibility.reviewed);
    expect(reviewed.parent().text().trim()).toBe(
      `Ilikaguliwa mara ya mwisho: ${formatDateIn('sw', accessibility.reviewed)}`,
    );
    const feedback = sectionTitled(kiswahili, 'Maoni na mawasiliano');
    expect(feedback.find(`a[href="${mailto('Taarifa ya ufikivu')}"]`)).toHaveLength(1);
    expect(read(feedback)).toContain(`Tunajibu ndani ya siku ${accessibility.replyWorkingDays} za kazi.`);
  });
});

describe('every page of the published build', () => {
  // What any valid content keeps (content/navigation.ts refuses footer links without it), so checked on the
  // live content grown as an editor grows it.
  const pages = builtPaths(enlargedDistDir);

  it('links the accessibility statement of its own edition from its footer', () => {
    expect(pages.length).toBeGreaterThan(80);
    const missing = pages.filter((path) => {
      const statement = isKiswahili(path) ? '/sw/accessibility/' : '/accessibility/';
      return builtPage(path, enlargedDistDir)(`footer a[href="${statement}"]`).length !== 1;
    });
    expect(missing).toEqual([]);
  });
});
