import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import about from '../../content/about';
import { titledName } from '../../content/lib/records/site-record';
import site from '../../content/site';
import team from '../../content/team';
import values from '../../content/values';
import { defined } from '../support/defined';
import { builtPage, buttonNames, linkTargets, sectionTitled } from '../support/dist';

/** The text of each element matched inside a part of the page, as it reads on screen. */
function textsIn($: CheerioAPI, scope: ReturnType<CheerioAPI>, selector: string): string[] {
  return scope
    .find(selector)
    .map((_, el) => $(el).text().replace(/\s+/g, ' ').trim())
    .get();
}

describe('about index', () => {
  const $ = builtPage('/about/');

  it('has four cards leading to who-we-are, values, history and the team, labelled Leadership', () => {
    const links = sectionTitled($, 'Get to know us')
      .find('article h3 a')
      .map((_, a) => `${$(a).text().trim()} ${a.attribs.href}`)
      .get();
    expect(links).toEqual([
      'Who We Are /about/who-we-are/',
      'Our Values /about/values/',
      'Our History /about/history/',
      'Leadership /about/team/',
    ]);
  });

  it('states the mission and the vision', () => {
    const section = sectionTitled($, 'Mission and vision');
    expect(textsIn($, section, 'h3')).toEqual(['Our Mission', 'Our Vision']);
    expect(textsIn($, section, 'article p')).toEqual([about.mission, about.vision]);
  });

  it('calls the visitor to the programmes and to donate', () => {
    const hrefs = $('main section')
      .last()
      .find('a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(hrefs).toEqual(['/programs/', '/donate/']);
  });
});

describe('who we are', () => {
  const $ = builtPage('/about/who-we-are/');

  it('tells the story in more than one paragraph', () => {
    expect(sectionTitled($, 'Our story').find('p').length).toBeGreaterThanOrEqual(2);
  });

  it('has four core principles and three what-we-do cards linking to the programmes', () => {
    expect(sectionTitled($, 'Our core principles').find('article h3')).toHaveLength(4);
    const hrefs = sectionTitled($, 'What we do')
      .find('article h3 a')
      .map((_, a) => a.attribs.href)
      .get();
    expect(hrefs).toEqual(['/programs/school/', '/programs/youth/', '/programs/labs/']);
  });

  it('ends with the commitment', () => {
    expect(sectionTitled($, 'Our commitment').find('p').text()).toMatch(/consent/);
  });
});

describe('values', () => {
  const $ = builtPage('/about/values/');

  it('names the four values in order, each with its description and practices', () => {
    const section = sectionTitled($, 'What we stand for');
    expect(textsIn($, section, 'article h3')).toEqual([
      'Social Responsibility',
      'Integrity',
      'Collaboration',
      'Inclusivity',
    ]);
    const cards = section.find('article');
    expect(cards).toHaveLength(4);
    cards.each((i, card) => {
      const value = defined(values.values[i], `value ${i + 1}`);
      // The description, then the words a screen reader hears before the list of practices.
      expect(textsIn($, $(card), 'p'), value.title).toEqual([value.description, `${value.title} in practice`]);
      expect(textsIn($, $(card), 'li'), value.title).toEqual(value.practices);
    });
  });

  it('shows values in action', () => {
    expect(sectionTitled($, 'Values in action').find('article h3').length).toBeGreaterThanOrEqual(3);
  });
});

describe('board', () => {
  const $ = builtPage('/about/board/');

  it('shows Board Section Ready while no members are listed', () => {
    const section = sectionTitled($, 'Our board');
    expect(textsIn($, section, 'h3')).toEqual(['Board Section Ready']);
    expect(section.find('article')).toHaveLength(0);
  });

  it('has the three governance cards', () => {
    expect(textsIn($, sectionTitled($, 'How the board governs'), 'article h3')).toEqual([
      'Strategic Planning',
      'Financial Oversight',
      'Impact Evaluation',
    ]);
  });

  it('links Contact the Board and Explore Partnerships to how to write to the board and how to partner', () => {
    expect(linkTargets($, sectionTitled($, 'Work with our board'))).toEqual([
      'Contact the Board -> /contact/#board',
      'Explore Partnerships -> /contact/#partner',
    ]);
    expect(buttonNames($)).toEqual([]);
  });
});

describe('team', () => {
  const $ = builtPage('/about/team/');
  const leadership = sectionTitled($, 'Leadership team');

  it('has seven leadership profiles, each showing the record’s name, title, location, bio and expertise', () => {
    const profiles = leadership.find('article');
    expect(profiles).toHaveLength(7);
    profiles.each((i, profile) => {
      const card = $(profile);
      const person = defined(team.leadership[i], `person ${i + 1}`);
      // Dr. Grace Wambui Mwangi: the title is the record's honorific, written as the edition writes it.
      const name = titledName(site, person.name, person.honorific);
      expect(card.find('h3').text().trim()).toBe(name);
      expect(card.text()).toContain(person.title);
      expect(card.text()).toContain(person.location);
      expect(textsIn($, card, 'p')).toEqual([person.bio, `${name}’s expertise`]);
      expect(textsIn($, card, 'ul li')).toEqual(person.expertise);
    });
  });

  it('shows each of the seven a portrait from their record in place of the initials, decorative beside their name', () => {
    const portraits = leadership.find('article img.profile-card__portrait');
    expect(portraits).toHaveLength(7);
    expect(leadership.find('.profile-card__initials')).toHaveLength(0);
    portraits.each((i, img) => {
      const person = defined(team.leadership[i], `person ${i + 1}`);
      expect(img.attribs.alt, person.name).toBe('');
      // The build serves the drawing under a name of its own: it keeps the file's name.
      expect(img.attribs.src, person.name).toContain(person.portrait!.src.replace(/^\/about\/|\.svg$/g, ''));
      expect([img.attribs.width, img.attribs.height], person.name).toEqual(['240', '240']);
    });
  });

  it('gives each profile a Contact link to the contact page, named for the person', () => {
    const names = textsIn($, leadership, 'article h3');
    expect(linkTargets($, leadership)).toEqual(Array(7).fill('Contact -> /contact/#general'));
    expect(linkTargets($, leadership, { named: true })).toEqual(
      names.map((name) => `Contact ${name} -> /contact/#general`),
    );
    expect(new Set(names).size).toBe(7);
    expect(buttonNames($)).toEqual([]);
  });

  it('has four departments with 8, 5, 4 and 6 members', () => {
    const counts = textsIn($, sectionTitled($, 'Our departments'), 'article').map((text) =>
      Number(/(\d+) members/.exec(text)?.[1]),
    );
    expect(counts).toEqual([8, 5, 4, 6]);
  });

  it('has culture cards', () => {
    expect(sectionTitled($, 'Our culture').find('article h3').length).toBeGreaterThanOrEqual(3);
  });
});

describe('history', () => {
  const $ = builtPage('/about/history/');

  it('has a timeline of the years 2019 to 2024 in order, each with achievements', () => {
    const journey = sectionTitled($, 'Our journey');
    const years = textsIn($, journey, 'h3').map((heading) => Number(heading.slice(0, 4)));
    expect(years).toEqual([2019, 2020, 2021, 2022, 2023, 2024]);
    const entries = journey.find('ol > li');
    expect(entries).toHaveLength(6);
    entries.each((_, entry) => expect($(entry).find('ul li').length, $(entry).find('h3').text()).toBeGreaterThan(0));
  });

  it('shows four headline numbers', () => {
    expect(sectionTitled($, 'Where we are today').find('li')).toHaveLength(4);
  });

  it('sets out the 2025 goals: 5,000+ students, 15 counties, 15 labs, 200+ teachers', () => {
    expect(textsIn($, sectionTitled($, 'Our goals for 2025'), 'li')).toEqual([
      '5,000+ students',
      '15 counties',
      '15 innovation labs',
      '200+ teachers trained',
    ]);
  });

  it('describes the 2030 vision', () => {
    expect(sectionTitled($, 'Our 2030 vision').find('p').text()).toMatch(/2030/);
  });
});
