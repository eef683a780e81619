/**
 * No English left on a Kiswahili page: every text node and every label a screen reader reads (aria-label,
 * alt, title, placeholder, label) on a /sw/ page, outside parts marked lang="en", must differ from the
 * English twin's, unless it is no words (numbers, emails, codes), a value the schemas keep as it is in
 * both editions (people's and places' names: content/lib/words/words.ts), or a name the glossary keeps. So an
 * editor who adds a person turns nothing red, and a one-word heading or a hidden label left in English does.
 * The same holds for what the page's scripts will write into it (the sentences its data attributes and
 * templates carry), and for the files a Kiswahili reader gets besides pages: the feeds and the web manifest.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load, type CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import type { z } from 'zod';
import { isWordsAt, jsonSchemaOf, wordTreeFor, type Path, type WordTree } from '../../content/lib/words/words';
import { defined } from '../support/defined';
import { builtPage, builtPaths, textNodes } from '../support/dist';
import { keptNames } from '../support/glossary';
import { slots } from '../../pictures/slots';
import { distDir } from '../support/server';

const root = join(import.meta.dirname, '../..');
const fixtureContent = join(root, 'tests/fixtures/content');
const pictureSizes = new Set(Object.values(slots).map((slot) => slot.sizes));
const LABELS = ['aria-label', 'aria-description', 'alt', 'title', 'placeholder', 'label'];

/** Adds a text, its whitespace collapsed, to a set of words, if it has any. */
function addWords(found: Set<string>, text: string | undefined) {
  const normal = text?.replace(/\s+/g, ' ').trim();
  if (normal && /\p{L}{2,}/u.test(normal)) found.add(normal);
}

/**
 * What a visitor or a screen reader meets on a page: its text nodes and its labels, each normalised, and what
 * its scripts will write into it: the words of its data attributes (a status sentence, a label) and of its
 * templates; but not the codes they carry (a widget's name, a category's code, an address).
 */
function wordsOnPage($: CheerioAPI, codes: Set<string>): Set<string> {
  // A template's content is a fragment of its own: its text joins the page's, as its script will put it there.
  $('template').each((_, el) => void $(el).replaceWith($(el).html() ?? ''));
  // Code values (a cookie's name on the privacy page) are no words to translate.
  $('body [lang="en"], script, style, code').remove();
  const found = new Set<string>();
  addWords(found, $('title').text());
  textNodes($).forEach((text) => addWords(found, text));
  for (const label of LABELS) $(`body [${label}]`).each((_, el) => addWords(found, $(el).attr(label)));
  // A code is a category's (its schema's enum), an address, one lower-case token (`accepted`, `true`), or a
  // picture slot's `sizes`, which a script gives the picture it makes (pictures/slots.ts).
  const isCode = (value: string) =>
    codes.has(value) || pictureSizes.has(value) || /^(\/|https?:|#)|^[a-z][a-z0-9-]*$/.test(value);
  $('body *').each((_, el) => {
    for (const [name, value] of Object.entries((el as { attribs?: Record<string, string> }).attribs ?? {}))
      if (name.startsWith('data-') && !isCode(value)) addWords(found, value);
  });
  return found;
}

/** The words a feed gives a reader: its title and subtitle, and each entry's title, summary, categories and text. */
function wordsOfFeed(xml: string): Set<string> {
  const $ = load(xml, { xml: true });
  const found = new Set<string>();
  $('feed > title, feed > subtitle, entry > title, entry > summary').each((_, el) => addWords(found, $(el).text()));
  $('category').each((_, el) => addWords(found, $(el).attr('term')));
  $('entry > content').each((_, el) => textNodes(load($(el).text())).forEach((text) => addWords(found, text)));
  return found;
}

/** The words a phone shows of a web app manifest: its name, short name and description. */
function wordsOfManifest(json: string): Set<string> {
  const manifest = JSON.parse(json) as Record<string, string>;
  const found = new Set<string>();
  for (const key of ['name', 'short_name', 'description']) addWords(found, manifest[key]);
  return found;
}

/**
 * Every string the schemas keep as it is in both editions (not words: people's and places' names), from the
 * records and articles; but not a schema's code values (an enum: a report's type, a post's category), which
 * a page shows by a translated display name.
 */
async function verbatimValues(): Promise<{ kept: string[]; codes: Set<string> }> {
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
  const kept = [...values]
    .filter((value) => !codes.has(value) && /\p{L}{2,}/u.test(value))
    .sort((a, b) => b.length - a.length);
  return { kept, codes };
}

/**
 * Whether a text is only names and values kept as they are, with punctuation and figures between them.
 * Longest first, so that a name ("Jenga STEM Academy") is taken out before a shorter one inside it.
 */
function onlyKept(text: string, kept: string[]) {
  const names = [...kept, ...keptNames].sort((a, b) => b.length - a.length);
  return !/\p{L}{2,}/u.test(names.reduce((rest, name) => rest.replaceAll(name, ' '), text));
}

/** Each text of a Kiswahili file that its English twin has word for word, but for names and values kept. */
function leaksOf(file: string, sw: Set<string>, en: Set<string>, kept: string[]): string[] {
  return [...sw].filter((text) => en.has(text) && !onlyKept(text, kept)).map((text) => `${file}: "${text}"`);
}

describe('the Kiswahili edition', () => {
  it('says nothing in English that its English twin says, but for names and values kept as they are', async () => {
    const { kept, codes } = await verbatimValues();
    expect(kept.length, 'values the schemas keep (names, places)').toBeGreaterThan(50);
    const leaks: string[] = [];
    const pages = builtPaths().filter((path) => path.startsWith('/sw/'));
    expect(pages.length).toBeGreaterThan(40);
    for (const path of pages)
      leaks.push(
        ...leaksOf(path, wordsOnPage(builtPage(path), codes), wordsOnPage(builtPage(path.slice(3)), codes), kept),
      );
    expect(leaks).toEqual([]);
  });

  it('says nothing in English in its feeds and its web manifest either', async () => {
    const { kept } = await verbatimValues();
    const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
    const feeds = readdirSync(join(distDir, 'sw'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.xml'))
      .map((file) => `sw/${file}`);
    expect(feeds.sort()).toEqual(['sw/impact/blogs/feed.xml', 'sw/impact/updates/feed.xml']);
    const leaks: string[] = [];
    for (const feed of feeds) {
      const sw = wordsOfFeed(read(feed));
      expect(sw.size, feed).toBeGreaterThan(20);
      leaks.push(...leaksOf(feed, sw, wordsOfFeed(read(feed.slice(3))), kept));
    }
    const manifest = wordsOfManifest(read('sw/site.webmanifest'));
    expect([...manifest].length).toBe(3);
    leaks.push(...leaksOf('sw/site.webmanifest', manifest, wordsOfManifest(read('site.webmanifest')), kept));
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
        // "(kwa Kiingereza)", or one bracket with the document's format: "(PDF, KB 26, kwa Kiingereza)".
        if (path.startsWith('/sw/')) expect(text, path).toMatch(/ \((?:[^()]*, )?kwa Kiingereza\)$/);
        else expect(text, path).not.toMatch(/\(in English\)|Kiingereza/);
      });
    }
    // The reports (download and preview) and the programme guide, in both editions.
    expect(new Set(links)).toEqual(
      new Set(['/impact/reports/', '/programs/school/', '/sw/impact/reports/', '/sw/programs/school/']),
    );
  });
});
