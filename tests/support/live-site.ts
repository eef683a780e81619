import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { builtPage, builtPaths, isKiswahili, isNotFound } from './dist';
import { enlargedContentDir } from './enlarged-content';
import { enlargedDistDir } from './server';

/**
 * The published site as an editor grows it (dist-enlarged/, `npm run build:enlarged`) and the records it was
 * built from (.enlarged-content/), for the checks of what any valid content satisfies: that every page
 * stating a claim states the same one, and that it is the record's. The records are read as the editor
 * writes them (YAML), not through the schemas, which the tests load from the spec's frozen copy.
 */

/** A record of the content the live build read, as its file holds it: `liveRecord('facts').labs`. */
export function liveRecord<T = Record<string, unknown>>(name: string): T {
  return parse(readFileSync(join(enlargedContentDir, `${name}.yml`), 'utf8')) as T;
}

/** The day the live site was built as of, which its editor's status says (admin/status.json). */
export const liveBuiltOn = (): string =>
  (JSON.parse(readFileSync(join(enlargedDistDir, 'admin/status.json'), 'utf8')) as { builtOn: string }).builtOn;

/**
 * Whether a page is a record of its own day, which says what was true then: an article (a post, an update,
 * a story, each dated) or the reports, each published on its day.
 */
export const isDated = (path: string): boolean =>
  /\/impact\/(?:blogs|updates|features)\/(?!category\/|page\/)[^/]+\/$/.test(path) || /\/impact\/reports\/$/.test(path);

/** A built page of the live site, parsed as a visitor reads it. */
export const livePage = (path: string) => builtPage(path, enlargedDistDir);

/** The pages of each edition of the live site, without the 404 pages. */
export const livePaths = (lang: 'en' | 'sw') =>
  builtPaths(enlargedDistDir).filter((path) => !isNotFound(path) && isKiswahili(path) === (lang === 'sw'));

const read = new Map<string, string[]>();

/** A page's main text as sentences: list items, terms, cells, headings and summaries count as their own. */
export function sentencesOf(path: string): string[] {
  const known = read.get(path);
  if (known) return known;
  const $ = livePage(path);
  $('main').find('li, dd, dt, p, h1, h2, h3, h4, td, summary').append('. ');
  const sentences = $('main')
    .text()
    .replace(/\s+/g, ' ')
    .split(/(?<=[.!?])\s+/);
  read.set(path, sentences);
  return sentences;
}

/** Every sentence of an edition's pages that a pattern finds, with its page. */
export function sayings(lang: 'en' | 'sw', pattern: RegExp): { path: string; sentence: string }[] {
  const once = new RegExp(pattern.source, pattern.flags.replace('g', ''));
  return livePaths(lang).flatMap((path) =>
    sentencesOf(path)
      .filter((sentence) => once.test(sentence))
      .map((sentence) => ({ path, sentence })),
  );
}
