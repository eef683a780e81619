import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Kiswahili glossary (content/sw/GLOSSARY.md), as the checks of the Kiswahili edition read it. */
const glossary = readFileSync(join(import.meta.dirname, '../../content/sw/GLOSSARY.md'), 'utf8');

/** The glossary after a heading of it, to its end. */
function after(heading: string): string {
  const [, rest] = glossary.split(heading);
  if (rest === undefined) throw new Error(`content/sw/GLOSSARY.md has no "${heading}"`);
  return rest;
}

/** A section of the glossary: from its heading to the next one. */
const section = (heading: string) => after(heading).replace(/\n## [\s\S]*$/, '');

/** The lines of a section that are items of a list, without their dash. */
const items = (heading: string) =>
  section(heading)
    .split('\n')
    .filter((line) => line.startsWith('- '))
    .map((line) => line.slice(2).trim());

/** The rows of a table of a section, each as its cells, without the heading row and its rule. */
const rowsOf = (heading: string, first: string) =>
  section(heading)
    .split('\n')
    .filter((line) => line.startsWith('| ') && !new RegExp(`^\\| (${first}|-)`).test(line))
    .map((line) => line.split('|').map((cell) => cell.trim()));

/** A name of "One name for each place and programme": how Kiswahili pages name it, and the gloss it gets. */
export interface GlossaryName {
  name: string;
  /** The one name Kiswahili pages give it: the English kept, or its Kiswahili form. */
  kiswahili: string;
  /** What its first mention on a page says it is, in brackets after it, and the plural of that (several at once). */
  glosses: string[];
  /** The second names it must not be given. */
  replaces: string;
}

/** Its "One name for each place and programme" table. */
export const names: GlossaryName[] = rowsOf('## One name for each place and programme', 'Name').map(
  ([, name = '', kiswahili = '', gloss = '', replaces = '']) => ({
    name,
    kiswahili,
    glosses: gloss
      .split(/\(plural: |\)/)
      .map((g) => g.trim())
      .filter(Boolean),
    replaces,
  }),
);

/**
 * The names the Kiswahili edition keeps in English: its "Names kept as they are" list, and the names of the
 * table above that it writes in English (a programme, a hub).
 */
export const keptNames = [
  ...items('## Names kept as they are'),
  ...names.filter(({ name, kiswahili, glosses }) => name === kiswahili || glosses.length).map((n) => n.kiswahili),
];

/**
 * Its "One word per term" table, each row's cells (English, Kiswahili, the words it replaces), and the names
 * of the table above as rows of the same kind (the name, its one form, the second forms it replaces).
 */
export const settledTerms = [
  ...rowsOf('## One word per term', 'English'),
  ...names.map(({ name, kiswahili, replaces }) => ['', name, kiswahili, replaces, '']),
];

/**
 * The words that keep a capital inside a Kiswahili sentence (its "Capitals" list, a parenthesis being an
 * example, not a word): "Kiswahili", "Kaunti", "Maabara", "Wazi"…
 */
export const capitalWords = items('## Capitals').flatMap((item) =>
  item
    .replace(/\([^)]*\)/g, ' ')
    .split(/[\s,]+/)
    .filter((word) => /^\p{Lu}/u.test(word)),
);

/**
 * The glossary's examples of where a numeral stands ("maabara 8 za ubunifu"), each as the order it rules out:
 * the noun and what describes it, then the figure ("maabara za ubunifu 8").
 */
export const numeralOrders = [
  ...(
    section('## Dates, times and numbers')
      .split('\n- ')
      .find((rule) => rule.startsWith('A numeral comes right after')) ?? ''
  )
    .replace(/\s+/g, ' ')
    .matchAll(/"(\p{L}+) (\d+) ([\p{L} ]+)"/gu),
].map(([example = '', noun = '', , describes = '']) => ({ example, wrong: `${noun} ${describes}` }));
