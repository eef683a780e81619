/**
 * No English left on a Kiswahili page: every text node and every label a screen reader reads (aria-label,
 * alt, title, placeholder, label) on a /sw/ page, outside parts marked lang="en", must differ from the
 * English twin's, unless it is no words (numbers, emails, codes), a value the schemas keep as it is in
 * both editions (people's and places' names: content/lib/words.ts), or a name the glossary keeps. So an
 * editor who adds a person turns nothing red, and a one-word heading or a hidden label left in English does.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { isWordsAt, jsonSchemaOf, wordTreeFor, type Path, type WordTree } from '../../content/lib/words';
import { defined } from '../support/defined';
import { builtPage, builtPaths, textNodes } from '../support/dist';
import { keptNames } from '../support/glossary';

const root = join(import.meta.dirname, '../..');
const fixtureContent = join(root, 'tests/fixtures/content');
const LABELS = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label'];

/** What a visitor or a screen reader meets on a page: its text nodes and its labels, each normalised. */
function wordsOnPage($: CheerioAPI): Set<string> {
  // Code values (a cookie's name on the privacy page) are no words to translate.
  $('body [lang="en"], script, style, template, code').remove();
  const found = new Set<string>();
  const add = (text: string | undefined) => {
    const normal = text?.replace(/\s+/g, ' ').trim();
    if (normal && /\p{L}{2,}/u.test(normal)) found.add(normal);
  };
  add($('title').text());
  textNodes($).forEach(add);
  for (const label of LABELS) $(`body [${label}]`).each((_, el) => add($(el).attr(label)));
  return found;
}

/**
 * Every string the schemas keep as it is in both editions (not words: people's and places' names), from the
 * records and articles; but not a schema's code values (an enum: a report's type, a post's category), which
 * a page shows by a translated display name.
 */
async function verbatimValues(): Promise<string[]> {
  const values = new Set<string>();
  const codes = new Set<string>();
  const collectCodes = (node: unknown) => {
    if (Array.isArray(node)) node.forEach(collectCodes);
    else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if ((key === 'enum' && Array.isArray(child)) || key === 'const')
          [child].flat().forEach((c) => codes.add(String(c)));
        else collectCodes(child);
      }
    }
  };
  const walk = (value: unknown, tree: WordTree | undefined, path: Path) => {
    if (typeof value === 'string') {
      if (!isWordsAt(tree, path)) values.add(value.replace(/\s+/g, ' ').trim());
    } else if (Array.isArray(value)) value.forEach((item, i) => walk(item, tree, [...path, i]));
    else if (value && typeof value === 'object')
      for (const [key, child] of Object.entries(value)) walk(child, tree, [...path, key]);
  };
  const modules = readdirSync(join(root, 'content')).filter((file) => /^[a-z0-9-]+\.ts$/.test(file));
  for (const file of modules) {
    const name = file.slice(0, -3);
    const mod = (await import(join(root, 'content', file))) as { schema?: z.ZodType; articleSchema?: z.ZodType };
    for (const schema of [mod.schema, mod.articleSchema]) if (schema) collectCodes(jsonSchemaOf(schema));
    if (mod.schema) {
      const data: unknown = parseYaml(readFileSync(join(fixtureContent, `${name}.yml`), 'utf8'));
      walk(data, wordTreeFor(mod.schema), []);
    }
    if (mod.articleSchema) {
      const tree = wordTreeFor(mod.articleSchema);
      for (const article of readdirSync(join(fixtureContent, name)).filter((f) => /^[^.]+\.md$/.test(f))) {
        const front = defined(
          /^---\n([\s\S]*?)\n---/.exec(readFileSync(join(fixtureContent, name, article), 'utf8'))?.[1],
          `${name}/${article}: its front matter`,
        );
        walk(parseYaml(front), tree, []);
      }
    }
  }
  // Longest first, so that a name is taken out of a text before a shorter one inside it.
  return [...values]
    .filter((value) => !codes.has(value) && /\p{L}{2,}/u.test(value))
    .sort((a, b) => b.length - a.length);
}

/**
 * Whether a text is only names and values kept as they are, with punctuation and figures between them.
 * Longest first, so that a name ("Jenga STEM Academy") is taken out before a shorter one inside it.
 */
function onlyKept(text: string, kept: string[]) {
  const names = [...kept, ...keptNames].sort((a, b) => b.length - a.length);
  return !/\p{L}{2,}/u.test(names.reduce((rest, name) => rest.replaceAll(name, ' '), text));
}

describe('the Kiswahili edition', () => {
  it('says nothing in English that its English twin says, but for names and values kept as they are', async () => {
    const kept = await verbatimValues();
    expect(kept.length, 'values the schemas keep (names, places)').toBeGreaterThan(50);
    const leaks: string[] = [];
    const pages = builtPaths().filter((path) => path.startsWith('/sw/'));
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages) {
      const english = wordsOnPage(builtPage(path.slice(3)));
      for (const text of wordsOnPage(builtPage(path))) {
        if (english.has(text) && !onlyKept(text, kept)) leaks.push(`${path}: "${text}"`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('says so beside every link to an English-only document, which carries hreflang="en"', () => {
    const links: string[] = [];
    for (const path of builtPaths()) {
      const $ = builtPage(path);
      $('a[href$=".pdf"]').each((_, el) => {
        const link = $(el);
        const text = link.text().replace(/\s+/g, ' ').trim();
        links.push(path);
        expect(link.attr('hreflang'), `${path}: ${text}`).toBe('en');
        if (path.startsWith('/sw/')) expect(text, path).toMatch(/ \(kwa Kiingereza\)$/);
        else expect(text, path).not.toMatch(/\(in English\)|Kiingereza/);
      });
    }
    // The reports (download and preview) and the programme guide, in both editions.
    expect(new Set(links)).toEqual(
      new Set(['/impact/reports/', '/programs/school/', '/sw/impact/reports/', '/sw/programs/school/']),
    );
  });
});
