/**
 * Kenyan readers see shillings: the donate page's amounts are numbers in content/donate.yml, in dollars and,
 * where the organisation sets them, in shillings (its own figures, not a conversion). The Kiswahili pages show
 * the shillings in place of the dollars, the English donate page beside them; an amount without shillings shows
 * its dollars in both (the spec's tiers, tests/build/donate.test.ts). Checked on the published site against
 * the records it was built from, so that it holds for whatever amounts the organisation sets.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { amountParts, amountText, type Amount } from '../../content/lib/words/money';
import { builtPage, builtPaths, isKiswahili } from '../support/dist';
import { enlargedContentDir } from '../support/enlarged-content';
import { enlargedDistDir } from '../support/server';

const read = (file: string) => parse(readFileSync(join(enlargedContentDir, file), 'utf8')) as unknown;
const record = read('donate.yml') as { tiers: Amount[]; smallestGift?: Amount; words: { yourImpact: string } };
const translation = read('donate.sw.yml') as { words: { yourImpact: string } };
const amounts = [...(record.smallestGift ? [record.smallestGift] : []), ...record.tiers];
const inShillings = amounts.filter((amount) => amount.shillings !== undefined);

/** The heading of each card of the donate page's tiers, as a screen reader reads it. */
const tierHeadings = ($: CheerioAPI, yourImpact: string) =>
  $('h2')
    .filter((_, h) => $(h).text().trim() === yourImpact)
    .closest('section')
    .find('article h3')
    .map((_, h) => $(h).text().replace(/\s+/g, ' ').trim())
    .get();

describe('amounts for Kenyan readers', () => {
  it('are written in shillings in Kiswahili, beside the dollars in English, and in dollars without shillings', () => {
    expect(amountText({ amount: 1000, shillings: 130000 }, 'sw')).toBe('KSh 130,000');
    expect(amountText({ amount: 1000, shillings: 130000 }, 'en')).toBe('$1,000 (KSh 130,000)');
    expect(amountParts({ amount: 1000, shillings: 130000 }, 'en')).toEqual({ main: '$1,000', beside: 'KSh 130,000' });
    expect(amountText({ amount: 25 }, 'sw')).toBe('$25');
    expect(amountText({ amount: 25 }, 'en')).toBe('$25');
  });

  it('show each tier on /sw/donate/ as the Kiswahili edition writes it, and on /donate/ as the English one', () => {
    expect(record.tiers.length).toBeGreaterThan(0);
    expect(tierHeadings(builtPage('/sw/donate/', enlargedDistDir), translation.words.yourImpact)).toEqual(
      record.tiers.map((tier) => amountText(tier, 'sw')),
    );
    expect(tierHeadings(builtPage('/donate/', enlargedDistDir), record.words.yourImpact)).toEqual(
      record.tiers.map((tier) => Object.values(amountParts(tier, 'en')).join(' ')),
    );
  });

  it('never show a dollar amount on /sw/ that the organisation has set in shillings', () => {
    const dollars = inShillings.map((amount) => amountParts({ amount: amount.amount }, 'en').main);
    const found: string[] = [];
    let shillings = 0;
    for (const path of builtPaths(enlargedDistDir).filter(isKiswahili)) {
      const $ = builtPage(path, enlargedDistDir);
      $('script, style, [lang="en"]').remove();
      const text = [$('head meta[name="description"]').attr('content') ?? '', $('body').text()].join(' ');
      shillings += (text.match(/KSh \d/g) ?? []).length;
      for (const dollar of dollars)
        if (new RegExp(`${dollar.replace(/[$.]/g, '\\$&')}(?![\\d,])`).test(text)) found.push(`${path}: ${dollar}`);
    }
    // Each amount set in shillings is shown so at least once (its tier, or the texts that name it).
    expect(shillings, 'amounts in shillings on /sw/').toBeGreaterThanOrEqual(inShillings.length);
    expect(found).toEqual([]);
  });
});
