import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../content/lib/words/language';
import { defined } from '../support/defined';
import { builtPage, builtPaths, isKiswahili, textNodes } from '../support/dist';

/** The months as each edition names them, January first. */
const MONTHS: Record<Lang, string[]> = {
  en: 'January February March April May June July August September October November December'.split(' '),
  sw: 'Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba'.split(' '),
};

/**
 * A date range as the site writes one (content/lib/time/dates.ts, `formatSpan`, or a writer in a sentence), its
 * start as short as its end allows: 15–17 July 2025, 1 March – 15 June 2025, June – August 2025,
 * 28 December 2024 – 3 January 2025, 10–12 September. The dash may have spaces (thin ones, too) around it.
 */
function rangePattern(lang: Lang) {
  const month = `(${MONTHS[lang].join('|')})`;
  const start = `(?:(\\d{1,2})(?: ${month})?|${month})(?: (\\d{4}))?`;
  const end = `(?:(\\d{1,2}) )?${month}(?: (\\d{4}))?`;
  return new RegExp(`(?<![\\p{L}\\p{N}])${start}\\s*–\\s*${end}(?![\\p{L}\\p{N}])`, 'gu');
}

/** A range found on a page: its text, and its dates as an ISO interval (`2025-03-01/2025-06-15`). */
interface Range {
  text: string;
  interval: string;
  months: [number, number];
  years: [string, string];
}

const pad = (n: number | string) => String(n).padStart(2, '0');

/** Every date range in a page's text, in the order a visitor reads them. */
function rangesOf($: CheerioAPI, lang: Lang): Range[] {
  $('script, style, template').remove();
  return textNodes($).flatMap((text) =>
    [...text.matchAll(rangePattern(lang))].map((match): Range => {
      const [whole, startDay, startDayMonth, startMonth, startYear, endDay, endMonth, endYear = ''] = match;
      const monthOf = (name: string) => MONTHS[lang].indexOf(name) + 1;
      const end = defined(endMonth, `${whole}: its last month`);
      const to = monthOf(end);
      const from = monthOf(startDayMonth ?? startMonth ?? end);
      const year = startYear ?? endYear;
      const iso = (y: string, m: number, d?: string) => [y, pad(m), ...(d ? [pad(d)] : [])].join('-');
      return {
        text: whole,
        interval: `${iso(year, from, startDay)}/${iso(endYear, to, endDay)}`,
        months: [from, to],
        years: [year, endYear],
      };
    }),
  );
}

/** Every `<time>` of a page: its machine-readable date, and its text. */
const timesOf = ($: CheerioAPI) =>
  $('time')
    .map((_, el) => ({ datetime: $(el).attr('datetime') ?? '', text: $(el).text().replace(/\s+/g, ' ').trim() }))
    .get();

/** The date a `<time>`'s text names, as ISO (`2025-07-15`, `2025-07`), or the text itself when it names none. */
function dateOf(text: string, lang: Lang): string {
  const [, day, month, year] = new RegExp(`^(?:(\\d{1,2}) )?(${MONTHS[lang].join('|')}) (\\d{4})$`).exec(text) ?? [];
  if (month === undefined || year === undefined) return text;
  return [year, pad(MONTHS[lang].indexOf(month) + 1), ...(day ? [pad(day)] : [])].join('-');
}

const paths = builtPaths();
const kiswahili = paths.filter(isKiswahili);

describe('dates in the Kiswahili edition', () => {
  it('finds the pages, their dates and their ranges', () => {
    expect(kiswahili.length).toBeGreaterThan(10);
    const all = kiswahili.flatMap((path) => rangesOf(builtPage(path), 'sw'));
    expect(all.length).toBeGreaterThan(5);
    expect(all.some(({ months: [from, to] }) => from !== to)).toBe(true);
    expect(kiswahili.flatMap((path) => timesOf(builtPage(path))).length).toBeGreaterThan(5);
  });

  describe.each(kiswahili)('%s', (path) => {
    const english = path.slice('/sw'.length);

    it('has an English twin', () => {
      expect(paths).toContain(english);
    });

    it('has the same <time> dates as its English twin, each written in Kiswahili', () => {
      const sw = timesOf(builtPage(path));
      const en = timesOf(builtPage(english));
      expect(sw.map(({ datetime }) => datetime)).toEqual(en.map(({ datetime }) => datetime));
      for (const { datetime, text } of sw) expect(dateOf(text, 'sw'), text).toBe(datetime);
      for (const { datetime, text } of en) expect(dateOf(text, 'en'), text).toBe(datetime);
    });

    it('has the same date ranges as its English twin, naming both months and years where they differ', () => {
      const sw = rangesOf(builtPage(path), 'sw');
      const en = rangesOf(builtPage(english), 'en');
      expect(sw.map(({ text }) => text)).toHaveLength(en.length);
      sw.forEach(({ text }, i) => {
        const twin = defined(en[i], `range ${i + 1} of ${english}`);
        const { months, years } = twin;
        const message = `"${text}" for "${twin.text}"`;
        if (months[0] !== months[1]) for (const month of months) expect(text, message).toContain(MONTHS.sw[month - 1]);
        if (years[0] !== years[1]) for (const year of years) expect(text, message).toContain(year);
      });
      expect(sw.map(({ interval }) => interval)).toEqual(en.map(({ interval }) => interval));
    });
  });
});
