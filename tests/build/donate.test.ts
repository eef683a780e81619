import { describe, expect, it } from 'vitest';
import donate, { receiptFor } from '../../content/donate';
import site from '../../content/site';
import { builtPage, buttonNames, linkTargets, sectionTitled, textOf } from '../support/dist';

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
    const tiers = cards
      .map((_, card) => `${texts($(card).find('h3')).join(',')} ${texts($(card).find('p')).join(',')}`)
      .get();
    expect(tiers).toEqual([
      expect.stringMatching(/^\$25 .*STEM kit for a student$/i),
      expect.stringMatching(/^\$100 .*robotics training for a classroom$/i),
      expect.stringMatching(/^\$500 .*teacher training workshop$/i),
      expect.stringMatching(/^\$1,000 .*sponsor a school STEM bootcamp$/i),
    ]);
  });

  it('has one Donate Now, a link to How to give', () => {
    const donateNow = $('main a').filter((_, a) => $(a).text().trim() === 'Donate Now');
    expect(donateNow).toHaveLength(1);
    expect(donateNow.attr('href')).toBe('#how-to-give');
    expect(sectionTitled($, 'How to give').attr('id')).toBe('how-to-give');
  });

  it('gives the spec’s amounts in dollars only, as its record sets no shillings', () => {
    expect(donate.tiers.filter((tier) => tier.shillings !== undefined)).toEqual([]);
    expect(sectionTitled($, 'Your Impact').text()).not.toMatch(/\bKSh\b|shilling/i);
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

  it('has no form and no button: every control is a link', () => {
    expect($('main form, main input')).toHaveLength(0);
    expect(buttonNames($)).toEqual([]);
  });
});

describe('How to give', () => {
  const section = sectionTitled($, 'How to give');
  const { mpesa, bank, paypal, registration } = site.giving;
  /** A card of the section by its heading. */
  const card = (title: string) => section.find('article').filter((_, a) => $(a).find('h3').text() === title);
  /** A label and value list as label: value pairs. */
  const details = (scope: ReturnType<typeof card>) =>
    Object.fromEntries(
      scope
        .find('dt')
        .map((_, dt): [[string, string]] => [[$(dt).text().trim(), $(dt).next('dd').text().trim()]])
        .get(),
    );

  it('offers M-Pesa, bank transfer, PayPal, and cheque or in person', () => {
    expect(texts(section.find('article h3'))).toEqual(['M-Pesa', 'Bank transfer', 'PayPal', 'Cheque or in person']);
  });

  it('gives the M-Pesa paybill step by step as the phone shows it, with the business and account numbers', () => {
    const steps = texts(card('M-Pesa').find('ol li'));
    expect(steps.length).toBeGreaterThanOrEqual(6);
    expect(steps[0]).toMatch(/M-PESA/);
    expect(steps.join(' | ')).toMatch(/Lipa na M-PESA.*Pay Bill/);
    expect(steps).toContain(`Enter the Business no.: ${mpesa.paybill}`);
    expect(steps).toContain(`Enter the Account no.: ${mpesa.account}`);
    expect(steps.join(' | ')).toMatch(/PIN/);
    expect(steps.at(-1)).toContain(site.name);
  });

  it('gives the bank, branch, account name and number, and SWIFT code', () => {
    expect(details(card('Bank transfer'))).toEqual({
      Bank: bank.bank,
      Branch: bank.branch,
      'Account name': bank.accountName,
      'Account number': bank.accountNumber,
      'SWIFT code': bank.swift,
    });
  });

  it('links to PayPal, which also takes credit cards', () => {
    expect(linkTargets($, card('PayPal'))).toEqual([`Give with PayPal -> ${paypal}`]);
    expect(card('PayPal').text()).toMatch(/credit or debit card/);
  });

  it('says whom cheques are payable to and links to the office’s address and hours', () => {
    expect(card('Cheque or in person').text()).toContain(`payable to “${bank.accountName}”`);
    expect(linkTargets($, card('Cheque or in person'))).toEqual([`${donate.howToGive.cheque.link} -> /contact/#visit`]);
  });

  it('gives the NGO and PBO registration numbers, and says that we hold a KRA tax exemption, and until when', () => {
    const trust = section
      .find('h3')
      .filter((_, h) => $(h).text() === 'Our registration')
      .parent();
    expect(site.taxExemption).toEqual({ status: 'held', validUntil: '2029-06-30' });
    const { 'KRA tax exemption': taxStatus, ...numbers } = details(trust);
    expect(numbers).toEqual({ 'NGO registration no.': registration.ngo, 'PBO registration no.': registration.pbo });
    expect(taxStatus).toMatch(/^Held, valid until 30 June 2029: .*deducted from your taxable income/);
  });

  it('says what the tax-deductible receipt needs from the donor, and where to send it', () => {
    const receipt = section
      .find('h3')
      .filter((_, h) => $(h).text() === 'Your tax-deductible receipt')
      .parent();
    const needs = texts(receipt.find('li'));
    // The spec's tax-deductible receipt, as the record offers it while we hold a tax exemption.
    expect(needs).toEqual(receiptFor('held').howTo.include);
    expect(needs).toEqual(expect.arrayContaining(donate.howToGive.receipt.include));
    expect(needs.join(' | ')).toMatch(/KRA PIN/);
    expect(needs.join(' | ')).toMatch(/transaction code/);
    expect(receipt.find('a[href^="mailto:"]').attr('href')).toBe(
      `mailto:${site.contacts.donations.email}?subject=Tax%20receipt`,
    );
  });
});
