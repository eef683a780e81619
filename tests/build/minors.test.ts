import { describe, expect, it } from 'vitest';
import features from '../../content/features';
import home from '../../content/home';
import { minorName, testimonial } from '../../content/lib/shapes';
import school from '../../content/school';
import { builtPage, builtPaths } from '../support/dist';

/** Every child the site names: testimonials and features' subjects marked as minors. */
const minors = [
  ...[home.testimonial, ...school.testimonials].filter((t) => t.minor).map((t) => t.author),
  ...features.stories.flatMap((s) => (s.subject.kind === 'student' && s.subject.minor ? [s.subject.name] : [])),
];

/** A school's name, as opposed to "her school" or "secondary school": capitalised words ending in School. */
const SCHOOL = /\b(?:[A-Z][\w’'-]+ )+School\b/;

describe('children on the site', () => {
  it('are named by first name, or first name and initial, and the site names some', () => {
    expect(minors.length).toBeGreaterThanOrEqual(3);
    for (const name of minors) expect(minorName.safeParse(name).success, name).toBe(true);
  });

  it('are never named beside their school: not in the same card, quote or paragraph on any page', () => {
    let seen = 0;
    for (const path of builtPaths()) {
      const $ = builtPage(path);
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
