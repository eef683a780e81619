import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The Kiswahili glossary (content/sw/GLOSSARY.md), as the checks of the Kiswahili edition read it. */
const glossary = readFileSync(join(import.meta.dirname, '../../content/sw/GLOSSARY.md'), 'utf8');

/** The names the Kiswahili edition keeps in English: its "Names kept as they are" list. */
export const keptNames = glossary
  .split('## Names kept as they are')[1]
  .split('\n')
  .filter((line) => line.startsWith('- '))
  .map((line) => line.slice(2).trim());

/** Its "One word per term" table: each row's cells (English, Kiswahili, the words it replaces). */
export const settledTerms = glossary
  .split('## One word per term')[1]
  .split('\n## ')[0]
  .split('\n')
  .filter((line) => line.startsWith('| ') && !/^\| (English|-)/.test(line))
  .map((line) => line.split('|').map((cell) => cell.trim()));
