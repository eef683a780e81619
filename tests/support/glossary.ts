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

/** The names the Kiswahili edition keeps in English: its "Names kept as they are" list. */
export const keptNames = after('## Names kept as they are')
  .split('\n')
  .filter((line) => line.startsWith('- '))
  .map((line) => line.slice(2).trim());

/** Its "One word per term" table: each row's cells (English, Kiswahili, the words it replaces). */
export const settledTerms = after('## One word per term')
  .replace(/\n## [\s\S]*$/, '')
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (English|-)/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()));
