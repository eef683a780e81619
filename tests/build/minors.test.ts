import { describe, expect, it } from 'vitest';
import features from '../../content/features';
import home from '../../content/home';
import { minorName, testimonial } from '../../content/lib/records/people';
import school from '../../content/school';
import { pictures } from '../../scripts/draw-placeholders';
import { builtPage, builtPaths, sectionTitled } from '../support/dist';

/** Every child the site names: testimonials and features' subjects marked as minors. */
const minors = [
  ...[home.testimonial, ...school.testimonials].filter((t) => t.minor).map((t) => t.author),
  ...features.stories.flatMap((s) => (s.subject.kind === 'student' && s.subject.minor ? [s.subject.name] : [])),
];

/** A school's name, as opposed to "her school" or "secondary school": capitalised words ending in School. */
const SCHOOL = /\b(?:[A-Z][\w’'-]+ )+School\b/;

/** The schools the site names, each also by its first two words, as a caption shortens it ("Kibwezi Mixed"). */
const schoolNames = [
  ...features.stories.flatMap((s) => (s.subject.kind === 'school' ? [s.subject.name] : [])),
  ...[home.testimonial, ...school.testimonials].flatMap((t) => (t.school ? [t.school] : [])),
].flatMap((name) => [name, name.split(' ').slice(0, 2).join(' ')]);

/** A uniform, in either edition ("sare ya shule" in Kiswahili): it shows which school a child attends. */
const UNIFORM = /\buniform|\bsare\b/i;

/** What in a description of a picture would tell which school the children in it attend. */
const identifiesSchool = (description: string) =>
  UNIFORM.test(description) || SCHOOL.test(description) || schoolNames.some((name) => description.includes(name));

describe('children on the site', () => {
  // Each page parsed once, for the two checks that read every page.
  const pages = builtPaths().map((path) => ({ path, $: builtPage(path) }));

  it('are named by first name, or first name and initial, and the site names some', () => {
    expect(minors.length).toBeGreaterThanOrEqual(3);
    for (const name of minors) expect(minorName.safeParse(name).success, name).toBe(true);
  });

  it('are never named beside their school: not in the same card, quote or paragraph on any page', () => {
    let seen = 0;
    for (const { path, $ } of pages) {
      $('main p, main figure, main article, main li').each((_, el) => {
        const text = $(el).text();
        for (const name of minors) {
          if (!new RegExp(`\\b${name.replace('.', '\\.')}(?![\\w])`).test(text)) continue;
          seen++;
          expect(SCHOOL.test(text), `${name} beside a school on ${path}: ${text.slice(0, 200)}`).toBe(false);
        }
      });
    }
    expect(seen).toBeGreaterThan(0);
  });

  it('are shown, as the privacy page says, by first name or first name and initial, never with their school', () => {
    // The privacy page must describe what the site does: some children appear with an initial ("Mercy A.").
    expect(minors.filter((name) => /\s\p{Lu}\.$/u.test(name)).length).toBeGreaterThan(0);
    const photos = sectionTitled(builtPage('/privacy/'), 'Photos of children and young people').text();
    expect(photos).toMatch(/by their first name, or their first name and the initial of their family name/);
    expect(photos).toMatch(/never together with their school/);
    expect(photos).not.toMatch(/first name only/);
  });

  it('are pictured without a uniform or a school’s name: no alt text or picture brief asks for either', () => {
    expect(schoolNames.length).toBeGreaterThanOrEqual(6);
    let alts = 0;
    for (const { path, $ } of pages) {
      // A photo's alt text, or a drawing's, held inline and named by its label (components/Picture.tsx).
      $('img[alt], [role="img"][aria-label]').each((_, img) => {
        alts++;
        const alt = img.attribs.alt ?? img.attribs['aria-label'] ?? '';
        expect(identifiesSchool(alt), `alt text on ${path}: ${alt}`).toBe(false);
      });
    }
    expect(alts).toBeGreaterThan(100);
    expect(pictures.length).toBeGreaterThan(40);
    for (const { file, shows } of pictures)
      expect(identifiesSchool(shows), `the brief of ${file}: ${shows}`).toBe(false);
  });

  it('cannot be entered in full or with a school: the schema refuses it', () => {
    const result = testimonial.safeParse({
      quote: 'I built a robot.',
      author: 'Mercy Atieno',
      role: 'Form 2 student',
      school: 'Lakeview Girls’ Secondary School',
      minor: true,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['author', 'school']);
  });
});
