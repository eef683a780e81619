/**
 * One word per term: the glossary's "One word per term" table (content/sw/GLOSSARY.md) names, for each term
 * that had drifted, the Kiswahili word to use and the words it replaces. None of those may appear on a
 * Kiswahili page, outside parts marked as English.
 */
import { describe, expect, it } from 'vitest';
import { defined } from '../support/defined';
import { builtPage, builtPaths, textNodes } from '../support/dist';
import { settledTerms } from '../support/glossary';

const rows = settledTerms;
const replaced = rows.flatMap(([, english, , replaces]) =>
  defined(replaces, `the glossary's row for ${english}: the words it replaces`)
    .split(';')
    .map((variant) => variant.trim())
    .filter(Boolean)
    .map((variant) => ({ english, variant })),
);

/** A Kiswahili page's text, without the parts marked as English. */
function kiswahiliText(path: string) {
  const $ = builtPage(path);
  $('body [lang="en"], script, style, template').remove();
  return [$('title').text(), ...textNodes($)].join(' ').replace(/\s+/g, ' ');
}

describe('the glossary', () => {
  it('settles the terms that had drifted', () => {
    expect(rows.length).toBeGreaterThanOrEqual(14);
    expect(replaced.map((r) => r.variant)).toEqual(expect.arrayContaining(['kiatamizi cha kampuni changa', 'tabiti']));
  });

  it('is followed on every Kiswahili page: no word it replaces appears', () => {
    const found: string[] = [];
    const pages = builtPaths().filter((path) => path.startsWith('/sw/'));
    for (const path of pages) {
      const text = kiswahiliText(path);
      for (const { english, variant } of replaced) {
        const escaped = variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        if (new RegExp(`(?<!\\p{L})${escaped}(?!\\p{L})`, 'iu').test(text))
          found.push(`${path}: "${variant}" (${english})`);
      }
    }
    expect(found).toEqual([]);
  });
});
