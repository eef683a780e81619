import { describe, expect, it } from 'vitest';
import competitions, { registrationOn } from '../../content/competitions';
import { contactFor } from '../../content/lib/records/site-record';
import site from '../../content/site';
import { defined } from '../support/defined';
import { FIXTURE_DATE } from '../support/fixture-date';
import { builtPage, buttonNames, linkTargets, sectionTitled, textOf } from '../support/dist';

const $ = builtPage('/competitions/');

/** The text of each element, as it reads on screen. */
const texts = (nodes: ReturnType<typeof sectionTitled>) =>
  nodes.map((_, el) => $(el).text().replace(/\s+/g, ' ').trim()).get();

/** The section whose h2 reads `title`, whatever band it is in. */
const featured = () => sectionTitled($, 'Nairobi Maker Faire 2025');
const featuredEvent = competitions.events.find((event) => event.featured)!;

/** The part of a block under the heading (h3 or h4) that reads `title`. */
const detail = (block: ReturnType<typeof sectionTitled>, title: string) =>
  block
    .find('h3, h4')
    .filter((_, h) => $(h).text() === title)
    .parent();

describe('competitions page', () => {
  it('opens with a hero', () => {
    expect(textOf($, 'h1')).toBe('STEM Competitions');
  });

  it('shows three events: one featured block and two in the grid', () => {
    expect(featured()).toHaveLength(1);
    expect(texts(sectionTitled($, 'All Competitions').find('article h3'))).toEqual([
      'Robot Olympiad National Qualifier 2025',
      'VEX Robotics Championship Kenya 2025',
    ]);
  });

  it('gives the featured event its badge, subtitle, dates, place, participants and open registration', () => {
    const block = featured();
    const text = block.text();
    expect(block.find('h2').prev().text()).toBe('Featured Event');
    expect(text).toContain('15–17 July 2025');
    expect(text).toContain('Kenyatta International Convention Centre, Nairobi');
    expect(text).toMatch(/600\+ young makers/);
    expect(texts(block.find('p')).filter((p) => p.startsWith('Registration'))).toEqual(['Registration Open']);
  });

  it('links Register Now to how to enter and Official Website to the event’s own site', () => {
    expect(registrationOn(featuredEvent, FIXTURE_DATE)).toBe('open');
    const block = featured();
    expect(linkTargets($, block.find('.button-row'))).toEqual([
      `Register Now -> #${featuredEvent.id}-enter`,
      `Official Website -> ${featuredEvent.website}`,
    ]);
    expect(buttonNames($, block)).toEqual([]);
  });

  it('lists the featured event’s categories, age groups, prizes and timeline', () => {
    const block = featured();
    expect(detail(block, 'Categories').find('li')).toHaveLength(4);
    expect(detail(block, 'Age Groups').find('li').length).toBeGreaterThan(0);
    expect(detail(block, 'Prizes').text()).toContain('KSh 100,000');
    const timeline = detail(block, 'Timeline');
    expect(texts(timeline.find('dt'))).toEqual(['Registration', 'Event']);
    expect(texts(timeline.find('dd'))).toEqual(['1 March – 15 June 2025', '15–17 July 2025']);
  });

  it('says how to enter each event: whom to write to with what subject, what to include and the deadline', () => {
    for (const event of competitions.events) {
      const enter = $(`#${event.id}-enter`);
      expect(enter.find('h3, h4').text(), event.title).toBe('How to enter');
      const mail = enter.find('a[href^="mailto:"]');
      // The spec's events each give a subject, what to include and when.
      const { contact, subject, include, when } = event.howToEnter;
      expect(mail.attr('href')).toBe(
        `mailto:${contactFor(site, contact).email}?subject=${encodeURIComponent(defined(subject, event.title))}`,
      );
      expect(texts(enter.find('li'))).toEqual(include);
      expect(enter.text()).toContain(defined(when, event.title));
    }
    expect($('#nairobi-maker-faire-2025-enter').text()).toContain('15 June 2025');
  });

  it('shows the closed events as Coming Soon with Learn More to their details, Add to calendar and no Register', () => {
    const cards = sectionTitled($, 'All Competitions').find('article');
    expect(cards).toHaveLength(2);
    const others = competitions.events.filter((event) => !event.featured);
    cards.each((i, card) => {
      expect($(card).text()).toContain('Coming Soon');
      expect($(card).text()).not.toMatch(/\bOpen\b|Register/);
      const { id } = defined(others[i], `event ${i + 1}`);
      expect(linkTargets($, card)).toEqual([
        `Add to calendar -> /competitions/calendar/${id}.ics`,
        `Learn More -> #${id}-details`,
      ]);
    });
    expect(cards.eq(0).text()).toContain('10–12 September 2025');
    expect(cards.eq(0).text()).toContain('teams of 2-3 members');
    expect(cards.eq(1).text()).toContain('20–22 November 2025');
  });

  it('names each repeated link after its event', () => {
    expect(
      linkTargets($, sectionTitled($, 'All Competitions'), { named: true }).map((l) => l.split(' -> ')[0]),
    ).toEqual([
      'Add to calendar for Robot Olympiad National Qualifier 2025, a calendar file',
      'Learn More about Robot Olympiad National Qualifier 2025',
      'Add to calendar for VEX Robotics Championship Kenya 2025, a calendar file',
      'Learn More about VEX Robotics Championship Kenya 2025',
    ]);
  });

  it('gives each event not featured its details: categories, age groups, timeline, prizes and requirements', () => {
    const section = sectionTitled($, 'Competition details');
    const events = section.find('article');
    expect(texts(events.find('h3'))).toEqual([
      'Robot Olympiad National Qualifier 2025',
      'VEX Robotics Championship Kenya 2025',
    ]);
    events.each((_, event) => {
      expect(texts($(event).find('h4'))).toEqual([
        'Categories',
        'Age Groups',
        'Timeline',
        'Prizes',
        'Requirements',
        'How to enter',
      ]);
      expect($(event).text()).toContain('Registration Opens Soon');
    });
    const olympiad = detail(section, 'Timeline').first();
    expect(texts(olympiad.find('dt'))).toEqual([
      'Preparation',
      'Team entries due',
      'National qualifier',
      'International final',
    ]);
    expect(texts(olympiad.find('dd'))).toEqual([
      'June – August 2025',
      '15 August 2025',
      '10–12 September 2025',
      'November 2025',
    ]);
  });

  it('links Register Interest for each preparation event to how to join a session, and offers its calendar file', () => {
    const section = sectionTitled($, 'Upcoming Preparation Events');
    const cards = section.find('article');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    cards.each((_, card) => {
      const title = $(card).find('h3').text();
      const { id } = defined(
        competitions.preparation.events.find((session) => session.title === title),
        title,
      );
      expect(linkTargets($, card)).toEqual([
        `Add to calendar -> /competitions/calendar/${id}.ics`,
        'Register Interest -> #preparation-how-to',
      ]);
      expect(linkTargets($, card, { named: true })).toEqual([
        `Add to calendar for ${title}, a calendar file -> /competitions/calendar/${id}.ics`,
        `Register Interest in ${title} -> #preparation-how-to`,
      ]);
      expect($(card).text()).toMatch(/20\d\d/);
    });
    const howTo = section.find('#preparation-how-to');
    expect(howTo.find('h3').text()).toBe('How to join a session');
    expect(howTo.find('a[href^="mailto:"]').attr('href')).toMatch(/^mailto:[^?]+@example\.org\?subject=Preparation/);
  });

  it('ends with Ready to Compete: Register for Events to how to enter, and a Join Mailing List form', () => {
    const section = sectionTitled($, 'Ready to Compete?');
    expect(linkTargets($, section.find('.button-row'))).toEqual([`Register for Events -> #${featuredEvent.id}-enter`]);
    expect(buttonNames($, section)).toEqual(['Join Mailing List']);
    expect(section.find('form button').attr('type')).toBe('submit');
    expect(section.find('form input[type="email"]')).toHaveLength(1);
  });

  it('has one form, the mailing list, and no button that does nothing', () => {
    expect($('main form')).toHaveLength(1);
    expect($('main button:not([type="submit"])')).toHaveLength(0);
  });
});
