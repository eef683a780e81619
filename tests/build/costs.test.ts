import { describe, expect, it } from 'vitest';
import type { Site } from '../../content/site';
import { isDated, livePage, liveRecord, sayings } from '../support/live-site';

/**
 * One rule on fees (issue 50): the site says once, in the site record (Site-wide → Site → Costs), what is
 * free and what is paid, and every page that speaks of cost follows it: the pages that say it say the
 * record's words, every way to use the labs that charges is one the record names as paid, and no page
 * calls every programme free without them.
 */

const editions = [
  { lang: 'en', prefix: '', costs: liveRecord<Site>('site').costs, fee: /\bfees?\b|\bpay\b|\bpaid\b|KSh/i },
  { lang: 'sw', prefix: '/sw', costs: liveRecord<Pick<Site, 'costs'>>('site.sw').costs, fee: /\bada\b|\blipa/i },
] as const;

const mainText = (path: string) => livePage(path)('main').text().replace(/\s+/g, ' ');

describe('what is free and what is paid', () => {
  it.each(editions)('is said in the record’s words where the site speaks of cost, in $lang', ({ prefix, costs }) => {
    for (const page of ['/about/who-we-are/', '/programs/labs/']) {
      const text = mainText(`${prefix}${page}`);
      expect(text, page).toContain(costs.free);
      expect(text, page).toContain(costs.paid);
    }
  });

  it.each(editions)('names as paid every way to use the labs that charges, in $lang', ({ prefix, costs, fee }) => {
    const $ = livePage(`${prefix}/programs/labs/`);
    const charging = $('main #access article')
      .filter((_, card) => fee.test($(card).find('dd').last().text()))
      .map((_, card) => $(card).find('h3').text().trim())
      .get();
    // Maker Membership and Open Lab (for adults outside our programmes) charge a fee.
    expect(charging.length).toBeGreaterThanOrEqual(2);
    for (const title of charging) expect(costs.paid, title).toContain(title);
  });

  it('never calls every programme free but in the record’s words, with what is paid beside them', () => {
    const { free, paid } = editions[0].costs;
    const claims = sayings('en', /\b(?:every|all (?:of )?(?:our|the)) programmes? (?:is |are )?free\b/i).filter(
      ({ path }) => !isDated(path),
    );
    expect(claims.length).toBeGreaterThan(0);
    for (const { path, sentence } of claims) {
      expect(free, `${path}: ${sentence}`).toContain(sentence.replace(/\.$/, '').split(': ')[0] ?? sentence);
      expect(mainText(path), path).toContain(paid);
    }
  });
});
