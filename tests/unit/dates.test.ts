import { describe, expect, it, vi } from 'vitest';
import type { DateSpan } from '../../content/lib/time/date-shapes';
import { languages, type Lang } from '../../content/lib/words/language';

/** content/lib/time/dates.ts as an edition's bundle has it: the build replaces content/lib/words/edition.ts per language. */
async function datesIn(lang: Lang) {
  vi.resetModules();
  vi.doMock('../../content/lib/words/edition', () => ({ LANG: lang }));
  try {
    return await import('../../content/lib/time/dates');
  } finally {
    vi.doUnmock('../../content/lib/words/edition');
  }
}

/** ICU's dash between two dates: an en dash between thin spaces (U+2009). */
const TO = '\u2009–\u2009';

const spans = {
  sameMonth: { from: '2025-07-15', to: '2025-07-17' },
  differentMonths: { from: '2025-03-01', to: '2025-06-15' },
  differentYears: { from: '2024-12-28', to: '2025-01-03' },
  months: { from: '2025-06', to: '2025-08' },
  monthsOfDifferentYears: { from: '2024-11', to: '2025-02' },
  oneDay: { from: '2025-08-15' },
} satisfies Record<string, DateSpan>;

const expected: Record<Lang, Record<keyof typeof spans, string>> = {
  en: {
    sameMonth: '15–17 July 2025',
    differentMonths: `1 March${TO}15 June 2025`,
    differentYears: `28 December 2024${TO}3 January 2025`,
    months: `June${TO}August 2025`,
    monthsOfDifferentYears: `November 2024${TO}February 2025`,
    oneDay: '15 August 2025',
  },
  sw: {
    sameMonth: '15–17 Julai 2025',
    differentMonths: `1 Machi${TO}15 Juni 2025`,
    differentYears: `28 Desemba 2024${TO}3 Januari 2025`,
    months: `Juni${TO}Agosti 2025`,
    monthsOfDifferentYears: `Novemba 2024${TO}Februari 2025`,
    oneDay: '15 Agosti 2025',
  },
};

describe.each(Object.keys(languages) as Lang[])('formatSpan in %s', (lang) => {
  it.each(Object.keys(spans) as (keyof typeof spans)[])('writes a span of %s', async (kind) => {
    const { formatSpan } = await datesIn(lang);
    expect(formatSpan(spans[kind])).toBe(expected[lang][kind]);
  });

  it('writes single dates and months', async () => {
    const { formatDate } = await datesIn(lang);
    expect(formatDate('2025-03-01')).toBe(lang === 'en' ? '1 March 2025' : '1 Machi 2025');
    expect(formatDate('2025-11')).toBe(lang === 'en' ? 'November 2025' : 'Novemba 2025');
  });
});

describe('formatSpan in English', () => {
  it('writes every span as Intl’s formatRange does, byte for byte', async () => {
    const { formatSpan } = await datesIn('en');
    const options = { month: 'long', year: 'numeric', timeZone: 'UTC' } as const;
    const day = new Intl.DateTimeFormat(languages.en.locale, { ...options, day: 'numeric' });
    const month = new Intl.DateTimeFormat(languages.en.locale, options);
    const starts = ['2024-01-01', '2024-02-29', '2024-06-15', '2024-12-31'];
    const lengths = [1, 2, 16, 31, 45, 200, 400];
    for (const from of starts)
      for (const length of lengths) {
        const to = new Date(Date.parse(from) + length * 86_400_000).toISOString().slice(0, 10);
        expect(formatSpan({ from, to })).toBe(day.formatRange(new Date(from), new Date(to)));
        const [fromMonth, toMonth] = [from.slice(0, 7), to.slice(0, 7)];
        if (fromMonth < toMonth)
          expect(formatSpan({ from: fromMonth, to: toMonth })).toBe(
            month.formatRange(new Date(`${fromMonth}-01`), new Date(`${toMonth}-01`)),
          );
      }
  });
});
