import { describe, expect, it } from 'vitest';
import { builtPage, buttonNames, sectionTitled, textOf } from '../support/dist';

const $ = builtPage('/donate/');

/** The text of each element, as it reads on screen. */
const texts = (nodes: ReturnType<typeof sectionTitled>) =>
  nodes.map((_, el) => $(el).text().replace(/\s+/g, ' ').trim()).get();

describe('donate page', () => {
  it('opens with the hero Support Our Mission', () => {
    expect(textOf($, 'h1')).toBe('Support Our Mission');
  });

  it('offers the four ways to give as cards', () => {
    const section = sectionTitled($, 'Ways to Give');
    expect(texts(section.find('article h3'))).toEqual([
      'One-Time Gift',
      'Monthly Gift',
      'Corporate Giving',
      'In-Kind Support',
    ]);
    section.find('article').each((_, card) => {
      expect($(card).find('p').text().trim().length).toBeGreaterThan(20);
    });
  });

  it('shows the four impact tiers with their amounts and what each pays for', () => {
    const cards = sectionTitled($, 'Your Impact').find('article');
    const tiers = cards.map((_, card) => `${texts($(card).find('h3'))} ${texts($(card).find('p'))}`).get();
    expect(tiers).toEqual([
      expect.stringMatching(/^\$25 .*STEM kit for a student$/i),
      expect.stringMatching(/^\$100 .*robotics training for a classroom$/i),
      expect.stringMatching(/^\$500 .*teacher training workshop$/i),
      expect.stringMatching(/^\$1,000 .*sponsor a school STEM bootcamp$/i),
    ]);
  });

  it('has one Donate Now button that submits nothing', () => {
    const donate = $('main button').filter((_, b) => $(b).text().trim() === 'Donate Now');
    expect(donate).toHaveLength(1);
    expect(donate.attr('type')).toBe('button');
    expect(donate.closest('form')).toHaveLength(0);
  });

  it('states SSL protection and the three payment methods', () => {
    const section = sectionTitled($, 'Your Impact');
    expect(section.text()).toMatch(/SSL/);
    const accepted = section.find('p').filter((_, p) => $(p).text() === 'We accept:');
    expect(texts(accepted.next('ul').find('li'))).toEqual(['Credit card', 'M-Pesa', 'PayPal']);
  });

  it('answers three questions in disclosure widgets', () => {
    const items = sectionTitled($, 'Frequently Asked Questions').find('details');
    expect(items).toHaveLength(3);
    items.each((_, item) => expect($(item).children('summary')).toHaveLength(1));
    const answers = items.map((_, item) => $(item).children(':not(summary)').text()).get();
    expect(answers[0]).toMatch(/100% of your donation goes to programme delivery/);
    expect(answers[1]).toMatch(/registered non-profit.*tax-deductible receipt for all donations/);
    expect(answers[2]).toMatch(/monthly/);
    expect(texts(items.find('summary'))).toEqual([
      'How will my donation be used?',
      'Will I receive a tax-deductible receipt?',
      'Can I make a recurring monthly donation?',
    ]);
  });

  it('has no control that submits', () => {
    expect($('main form, main input[type="submit"], main button:not([type="button"])')).toHaveLength(0);
    expect(buttonNames($)).toEqual(['Donate Now']);
  });
});
