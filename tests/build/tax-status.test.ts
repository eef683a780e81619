import { describe, expect, it } from 'vitest';
import donate, { receiptFor, taxStatement } from '../../content/donate';
import { fill } from '../../content/lib/words/template';
import { dateIn } from '../../content/lib/time/when';
import { taxExemptionProblems, taxStatusOn, type Site } from '../../content/site';
import { defined } from '../support/defined';
import { liveBuiltOn, livePage, liveRecord } from '../support/live-site';

/**
 * Tax status as a fact (issue 50): the site record says whether the foundation holds a KRA tax exemption
 * (held, applied for, or none); the donate page states it in plain words, offers a tax receipt only while
 * one is held, and gives every gift a receipt whatever the status.
 */

const site = liveRecord<Site>('site');
const words = liveRecord<typeof donate>('donate').howToGive;

describe('the live donate page', () => {
  const $ = livePage('/donate/');
  const howToGive = $('main #how-to-give');

  it('states our tax status beside our registration, in the record’s words', () => {
    const status = taxStatusOn(site, liveBuiltOn());
    const { appliedOn, validUntil } = site.taxExemption;
    const said = howToGive
      .find('dt')
      .filter((_, dt) => $(dt).text().trim() === words.registration.taxExemption)
      .next('dd')
      .text()
      .trim();
    const date = dateIn('en-KE', (status === 'held' ? validUntil : appliedOn) ?? '');
    expect(said).toBe(
      status === 'none' ? words.registration.taxStatus.none : fill(words.registration.taxStatus[status], { date }),
    );
  });

  it('gives every gift a receipt, and asks for a KRA PIN for a tax receipt only while we hold an exemption', () => {
    const held = taxStatusOn(site, liveBuiltOn()) === 'held';
    const receipt = howToGive
      .find('h3')
      .filter((_, h) => $(h).text().trim() === words.receipt.title)
      .parent();
    expect(receipt.text()).toContain(words.receipt.text);
    const subject = decodeURIComponent(
      defined(receipt.find('a[href^="mailto:"]').attr('href'), 'the email').split('subject=')[1] ?? '',
    );
    expect(subject).toBe(held ? words.taxReceipt.subject : words.receipt.subject);
    expect(/KRA PIN/.test(receipt.text())).toBe(held);
    expect(/\btax receipt\b/i.test($('main').text())).toBe(held);
  });
});

describe('each tax status, as the donate page says it (the spec’s words: content built as of 2025-04-01)', () => {
  it('says whether a gift may be claimed against tax, with the day the status turns on', () => {
    expect(taxStatement('held', { validUntil: '2029-06-30' })).toMatch(/^Held, valid until 30 June 2029: /);
    expect(taxStatement('applied', { appliedOn: '2026-06-15' })).toMatch(
      /^Applied for on 15 June 2026, not yet granted: /,
    );
    expect(taxStatement('none', {})).toMatch(/^None: a gift to us cannot be deducted/);
  });

  it('offers a tax receipt, with the KRA PIN, only while one is held', () => {
    const { receipt, taxReceipt } = donate.howToGive;
    expect(receiptFor('held').howTo.include).toEqual([receipt.include[0], taxReceipt.pin, ...receipt.include.slice(1)]);
    expect(receiptFor('held').howTo.subject).toBe(taxReceipt.subject);
    for (const status of ['applied', 'none'] as const) {
      expect(receiptFor(status).howTo).toEqual(receipt);
      expect(receiptFor(status).notes).toEqual([receipt.text]);
    }
  });

  it('holds none once the certificate has run out, and asks the editor to act on it, or on an old application', () => {
    const held = { taxExemption: { status: 'held' as const, validUntil: '2029-06-30' } };
    expect(taxStatusOn(held, '2029-06-30')).toBe('held');
    expect(taxStatusOn(held, '2029-07-01')).toBe('none');
    expect(taxExemptionProblems(held, '2029-06-30')).toEqual([]);
    const [expired, ...more] = taxExemptionProblems(held, '2029-07-01');
    expect(more).toEqual([]);
    expect(expired?.field).toBe('validUntil');
    expect(expired?.message).toMatch(/^has passed, so the donate page says no exemption is held/);
    const applied = { taxExemption: { status: 'applied' as const, appliedOn: '2026-06-15' } };
    expect(taxExemptionProblems(applied, '2027-06-15')).toEqual([]);
    const [old] = taxExemptionProblems(applied, '2027-06-16');
    expect(old?.field).toBe('appliedOn');
    expect(old?.message).toMatch(/^was more than a year ago, and the donate page still says we await KRA's answer/);
  });
});
