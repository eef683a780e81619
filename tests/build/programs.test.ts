import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import labs from '../../content/labs';
import programs from '../../content/programs';
import school from '../../content/school';
import youth from '../../content/youth';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { defined } from '../support/defined';
import { builtPage, buttonNames, linkTargets, sectionTitled } from '../support/dist';
import { distDir } from '../support/server';
import { readPdf } from '../support/pdf';

type Scope = ReturnType<CheerioAPI>;

const clean = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A card's key details (a description list) as label: value pairs. */
function detailsOf($: CheerioAPI, card: Scope): Record<string, string> {
  return Object.fromEntries(
    card
      .find('dt')
      .map((_, dt): [[string, string]] => [[clean($(dt).text()), clean($(dt).next('dd').text())]])
      .get(),
  );
}

/** Each card in a section, by its heading, with its details. */
function cardDetails($: CheerioAPI, section: Scope): Record<string, Record<string, string>> {
  return Object.fromEntries(
    section
      .find('article')
      .map((_, card): [[string, Record<string, string>]] => [
        [clean($(card).find('h3').first().text()), detailsOf($, $(card))],
      ])
      .get(),
  );
}

/** The titles of the lists a card shows under h4 headings. */
function partTitles($: CheerioAPI, card: Scope): string[] {
  return card
    .find('h4')
    .map((_, h) => clean($(h).text()))
    .get();
}

describe('programs index', () => {
  const $ = builtPage('/programs/');

  it('has three programme cards with features and Learn More links to the three children', () => {
    const cards = sectionTitled($, 'Three ways we work').find('article');
    expect(cards).toHaveLength(3);
    const links = cards
      .map((_, card) => {
        expect($(card).find('li').length).toBeGreaterThan(0);
        return $(card)
          .find('a')
          .map((_, a) => `${clean($(a).text())} -> ${a.attribs.href}`)
          .get();
      })
      .get();
    expect(links).toEqual([
      'Learn More about School Programs -> /programs/school/',
      'Learn More about Youth Programs -> /programs/youth/',
      'Learn More about Innovation Labs -> /programs/labs/',
    ]);
  });

  it("shows four stat cards with the spec's reach figures, and its 75% reading of youth employment", () => {
    const stats = sectionTitled($, 'Our reach')
      .find('li')
      .map((_, li) => clean($(li).text()))
      .get();
    expect(stats).toEqual([
      '1,500+ school students',
      '800+ young people',
      '75% of youth graduates in employment',
      '95% completion rate',
    ]);
  });

  it('links Join a Program and Partner With Us to how to do each on the contact page', () => {
    expect(linkTargets($, sectionTitled($, programs.getInvolved.title))).toEqual([
      'Join a Program -> /contact/#join',
      'Partner With Us -> /contact/#partner',
    ]);
    expect(buttonNames($)).toEqual([]);
  });
});

describe('school programs', () => {
  const $ = builtPage('/programs/school/');

  it('has the four programmes with their ages and durations', () => {
    expect(cardDetails($, sectionTitled($, 'Our school programmes'))).toEqual({
      'Jenga STEM Academy': { 'Open to': 'Ages 10-18', Duration: '12 weeks' },
      'Creative Coding': { 'Open to': 'Ages 8-16', Duration: '8 weeks' },
      'STEM Teacher Training': { 'Open to': expect.stringMatching(/teachers/i) as string, Duration: '5-day intensive' },
      'Ignite Girls': { 'Open to': 'Ages 12-18', Duration: '6 months' },
    });
  });

  it('gives each programme a description, features and impact', () => {
    const cards = sectionTitled($, 'Our school programmes').find('article');
    expect(cards).toHaveLength(4);
    cards.each((i, el) => {
      const card = $(el);
      const programme = defined(school.programmes[i], `programme ${i + 1}`);
      expect(clean(card.find('h3').text())).toBe(programme.title);
      expect(clean(card.find('h3').nextAll('p').first().text())).toBe(programme.description);
      expect(partTitles($, card)).toEqual(['Features', 'Impact']);
      expect(
        card
          .find('ul li')
          .map((_, li) => clean($(li).text()))
          .get(),
      ).toEqual(programme.features);
      expect(clean(card.find('h4').last().next('p').text())).toBe(programme.impact);
    });
  });

  it('has three testimonials: teachers with their school, and a student by first name and initial, with no school', () => {
    const captions = sectionTitled($, 'What teachers and students say')
      .find('figure figcaption')
      .map((_, c) => clean($(c).text()))
      .get();
    expect(captions).toEqual([
      'Mr. Joseph Kariuki Science teacher, Mwangaza Primary School, Nairobi',
      'Mercy A. Form 2 student, Kisumu County',
      'Mrs. Halima Omar Deputy headteacher, Bahari Mixed Secondary School, Mombasa',
    ]);
  });

  it('links Request School Visit to how to ask for one, and Download Program Guide to the guide', () => {
    expect(linkTargets($, sectionTitled($, school.getInvolved.title))).toEqual([
      'Request School Visit -> /contact/#school-visit',
      `Download Program Guide -> ${school.guide.href}`,
    ]);
    expect(buttonNames($)).toEqual([]);
  });

  it('offers a programme guide: an accessible PDF made from today’s programmes, its size read from the file', () => {
    const link = $('main a').filter((_, a) => a.attribs.href === school.guide.href);
    expect(link.attr('download')).toBe('');
    const bytes = readFileSync(join(distDir, school.guide.href));
    const pdf = readPdf(bytes);
    expect(pdf).toMatchObject({ title: school.guide.title, lang: 'en', displayDocTitle: true, marked: true });
    expect(pdf.structure).toEqual(expect.arrayContaining(['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI']));
    const text = pdf.text.join(' ');
    for (const programme of school.programmes) {
      expect(text, `the guide lists ${programme.title}`).toContain(`${programme.title} ${programme.description}`);
      expect(text).toContain(`Open to: ${programme.ages} Duration: ${programme.duration}`);
      for (const feature of programme.features) expect(text).toContain(`• ${feature}`);
    }
    expect(text).toContain('Request a school visit');
    expect(clean(link.text())).toContain(`(PDF, ${Math.max(1, Math.round(bytes.length / 1024))} KB)`);
  });
});

describe('youth programs', () => {
  const $ = builtPage('/programs/youth/');

  it('has the three pathways with their participants and durations', () => {
    expect(cardDetails($, sectionTitled($, 'Three pathways'))).toEqual({
      'Workplace Readiness': { Participants: 'Ages 18-25', Duration: '6 months' },
      'Startup Incubation': { Participants: 'Ages 20-30', Duration: '12 months' },
      'Innovation Sandbox': { Participants: 'Ages 18+', Duration: 'Ongoing' },
    });
    const cards = sectionTitled($, 'Three pathways').find('article');
    expect(cards).toHaveLength(3);
    cards.each((_, card) => expect(partTitles($, $(card))).toEqual(['Features', 'Outcomes']));
  });

  it('claims 85% placement', () => {
    const stats = sectionTitled($, 'Results that last')
      .find('li')
      .map((_, li) => clean($(li).text()))
      .get();
    expect(stats[0]).toMatch(/^85% .*placed/);
  });

  it('tells three success stories with name, age, programme, outcome and quote', () => {
    const stories = sectionTitled($, 'Success stories').find('article');
    expect(stories).toHaveLength(3);
    stories.each((i, el) => {
      const card = $(el);
      const story = defined(youth.stories[i], `story ${i + 1}`);
      expect(clean(card.find('h3').text())).toBe(story.name);
      expect(clean(card.text())).toContain(`Age ${story.age}`);
      expect(clean(card.text())).toContain(story.program);
      expect(clean(card.text())).toContain(story.outcome);
      expect(clean(card.find('blockquote').text())).toBe(story.quote);
    });
  });

  it('names four industry partners with their type', () => {
    const partners = sectionTitled($, 'Industry partners').find('article');
    expect(partners).toHaveLength(4);
    partners.each((i, card) => {
      const partner = defined(youth.partners[i], `partner ${i + 1}`);
      expect(clean($(card).find('h3').text())).toBe(partner.name);
      expect(clean($(card).text())).toContain(partner.type);
    });
  });

  it('links Apply Now to how to apply', () => {
    expect(linkTargets($, sectionTitled($, youth.getInvolved.title))).toEqual(['Apply Now -> /contact/#apply']);
    expect(buttonNames($)).toEqual([]);
  });
});

describe('innovation labs', () => {
  const $ = builtPage('/programs/labs/');

  it('has the Nairobi, Kisumu and Mombasa hubs with capacities 40, 30 and 25', () => {
    const hubs = cardDetails($, sectionTitled($, 'Our innovation hubs'));
    expect(Object.keys(hubs)).toEqual(['Nairobi Innovation Hub', 'Kisumu Innovation Hub', 'Mombasa Innovation Hub']);
    expect(Object.values(hubs).map((details) => details.Capacity)).toEqual([
      '40 concurrent users',
      '30 concurrent users',
      '25 concurrent users',
    ]);
    for (const details of Object.values(hubs)) expect(details.Established).toMatch(/^20(19|2\d)$/);
  });

  it('lists each hub’s specialties and equipment', () => {
    const cards = sectionTitled($, 'Our innovation hubs').find('article');
    expect(cards).toHaveLength(3);
    cards.each((_, card) => expect(partTitles($, $(card))).toEqual(['Specialties', 'Equipment']));
  });

  it('has equipment categories, each with items', () => {
    const categories = sectionTitled($, 'Equipment').find('article');
    expect(categories).toHaveLength(labs.equipment.length);
    expect(labs.equipment.length).toBeGreaterThanOrEqual(3);
    categories.each((i, card) =>
      expect(
        $(card)
          .find('li')
          .map((_, li) => clean($(li).text()))
          .get(),
      ).toEqual(defined(labs.equipment[i], `equipment category ${i + 1}`).items),
    );
  });

  it('has four access options with the opening hours, the monthly challenge and the fees', () => {
    const options = cardDetails($, sectionTitled($, 'How to use the labs'));
    expect(Object.keys(options)).toHaveLength(4);
    expect(options['Open Lab']).toEqual({
      Schedule: expect.stringMatching(/Tuesday (to|-|–) Saturday,? 9 AM (to|-|–) 6 PM/) as string,
      Cost: expect.stringMatching(/free for students.*minimal fee for others/i) as string,
    });
    expect(defined(options['Monthly Innovation Challenge'], 'the monthly challenge').Schedule).toMatch(
      /first Saturday/i,
    );
  });

  it('features three projects with team and impact', () => {
    const projects = sectionTitled($, 'Featured projects').find('article');
    expect(projects).toHaveLength(3);
    projects.each((i, card) => {
      const project = defined(labs.projects[i], `project ${i + 1}`);
      expect(clean($(card).find('h3').text())).toBe(project.title);
      expect(clean($(card).text())).toContain(project.team);
      expect(clean($(card).text())).toContain(`Impact: ${project.impact}`);
    });
  });

  it('gives each hub its address and opening hours', () => {
    const hubs = cardDetails($, sectionTitled($, 'Our innovation hubs'));
    expect(Object.values(hubs).map((details) => details.Address)).toEqual(labs.labs.map((lab) => lab.address));
    for (const details of Object.values(hubs)) {
      expect(details['Opening hours']).toMatch(/Tuesday (to|-|–) Saturday,? 9 AM (to|-|–) 6 PM/);
    }
  });

  it('links Find Nearest Lab to the hubs and Book Lab Session to how to book', () => {
    expect(linkTargets($, sectionTitled($, labs.getInvolved.title))).toEqual([
      'Find Nearest Lab -> #hubs',
      'Book Lab Session -> /contact/#book-lab',
    ]);
    expect($('#hubs').find('h2').text()).toBe('Our innovation hubs');
    expect(buttonNames($)).toEqual([]);
  });
});
