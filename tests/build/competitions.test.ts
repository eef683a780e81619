import { describe, expect, it } from 'vitest';
import { builtPage, buttonNames, sectionTitled, textOf } from '../support/dist';

const $ = builtPage('/competitions/');

/** The text of each element, as it reads on screen. */
const texts = (nodes: ReturnType<typeof sectionTitled>) =>
  nodes.map((_, el) => $(el).text().replace(/\s+/g, ' ').trim()).get();

/** The section whose h2 reads `title`, whatever band it is in. */
const featured = () => sectionTitled($, 'Nairobi Maker Faire 2025');

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
    expect(buttonNames($, block)).toEqual(['Register Now', 'Official Website']);
  });

  it('lists the featured event’s categories, age groups, prizes and timeline', () => {
    const block = featured();
    const detail = (title: string) =>
      block
        .find('h3')
        .filter((_, h) => $(h).text() === title)
        .parent();
    expect(detail('Categories').find('li')).toHaveLength(4);
    expect(detail('Age Groups').find('li').length).toBeGreaterThan(0);
    expect(detail('Prizes').text()).toContain('KSh 100,000');
    const timeline = detail('Timeline');
    expect(texts(timeline.find('dt'))).toEqual(['Registration', 'Event']);
    expect(texts(timeline.find('dd'))).toEqual(['1 March – 15 June 2025', '15–17 July 2025']);
  });

  it('shows the closed events as Coming Soon with Learn More and no Register button', () => {
    const cards = sectionTitled($, 'All Competitions').find('article');
    expect(cards).toHaveLength(2);
    cards.each((_, card) => {
      expect($(card).text()).toContain('Coming Soon');
      expect($(card).text()).not.toMatch(/\bOpen\b|Register/);
      expect(buttonNames($, card)).toEqual(['Learn More']);
    });
    expect(cards.eq(0).text()).toContain('10–12 September 2025');
    expect(cards.eq(0).text()).toContain('teams of 2-3 members');
    expect(cards.eq(1).text()).toContain('20–22 November 2025');
  });

  it('names each repeated button after its event', () => {
    const labels = sectionTitled($, 'All Competitions')
      .find('button')
      .map((_, b) => b.attribs['aria-label'])
      .get();
    expect(labels).toEqual([
      'Learn more about Robot Olympiad National Qualifier 2025',
      'Learn more about VEX Robotics Championship Kenya 2025',
    ]);
  });

  it('offers Register Interest for each preparation event', () => {
    const section = sectionTitled($, 'Upcoming Preparation Events');
    const cards = section.find('article');
    expect(cards.length).toBeGreaterThanOrEqual(3);
    cards.each((_, card) => {
      const title = $(card).find('h3').text();
      expect(buttonNames($, card)).toEqual(['Register Interest']);
      expect($(card).find('button').attr('aria-label')).toBe(`Register interest in ${title}`);
      expect($(card).text()).toMatch(/20\d\d/);
    });
  });

  it('ends with Ready to Compete: Register for Events and Join Mailing List', () => {
    expect(buttonNames($, sectionTitled($, 'Ready to Compete?'))).toEqual(['Register for Events', 'Join Mailing List']);
  });

  it('has no control that submits and no link to an invented website', () => {
    expect($('main form, main input, main button:not([type="button"])')).toHaveLength(0);
    expect($('main a[href^="http"]')).toHaveLength(0);
  });
});
