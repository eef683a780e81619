/**
 * Writes the school programme guide that Download Program Guide saves (content/school.ts, `guide`): a
 * one-page placeholder PDF that says so, listing the programmes with their ages and durations and how to
 * ask for a visit. Run `npx tsx scripts/draw-guide-placeholder.ts` after changing the programmes, and
 * replace the file with the real guide (same path) when the organisation has one.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import contact from '../content/contact';
import school from '../content/school';
import { contactFor } from '../content/lib/site-record';
import site from '../content/site';
import { placeholderPdf, wrap } from './draw-report-placeholders';

const visit = contact.howTo.items.find((item) => item.id === 'school-visit')!;
const pdf = placeholderPdf([
  `${site.name}: ${school.hero.title} guide`,
  'This is a placeholder. It will be replaced by the guide to our school programmes.',
  ...school.programmes.flatMap((programme) => [
    `${programme.title}: ${programme.ages}, ${programme.duration}`,
    ...wrap(programme.description, 90),
  ]),
  ...wrap(`${visit.title}: write to ${contactFor(site, visit.contact).email} with the subject "${visit.subject}".`, 90),
]);
const file = join(dirname(fileURLToPath(import.meta.url)), '../public', school.guide.href);
await mkdir(dirname(file), { recursive: true });
await writeFile(file, pdf);
console.log(`Wrote ${file} (${pdf.length} bytes): set guide.size in content/school.ts to match`);
