import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Navigation } from '../../content/navigation';
import type { Search } from '../../content/search';
import { SEARCH_PATH } from '../../content/lib/articles/routes';
import { builtPage, builtPaths, isKiswahili, isUnlisted, textOf } from '../support/dist';
import { distDir } from '../support/server';

const content = join(import.meta.dirname, '../fixtures/content');
/** A record of the frozen content in an edition: its English, or its Kiswahili translation. */
const record = <T>(name: string, lang: 'en' | 'sw'): T =>
  parse(readFileSync(join(content, lang === 'sw' ? `${name}.sw.yml` : `${name}.yml`), 'utf8')) as T;

const paths = builtPaths();
const prefixOf = (lang: 'en' | 'sw') => (lang === 'sw' ? '/sw' : '');
/** The blog's listings, whole or by category, and their further pages: each post they list is a result itself. */
const isListing = (path: string) => /^(\/sw)?\/impact\/blogs\/((page|category)\/.*)?$/.test(path);
/** What a visitor searches for: every article and page with words of its own, not a listing nor the search page. */
const isResult = (path: string) => !isUnlisted(path) && !isListing(path) && !path.endsWith(SEARCH_PATH);

describe.each(['en', 'sw'] as const)('the search page in %s', (lang) => {
  const path = prefixOf(lang) + SEARCH_PATH;
  const $ = builtPage(path);
  const search = record<Search>('search', lang);
  // A translation holds words only: the addresses are the English record's, in every edition.
  const navigation = record<Navigation>('navigation', 'en');
  const widget = $('main [data-module="search"]');

  it('is a page of its edition, with its title, and a search form served hidden until its script starts', () => {
    expect($('html').attr('lang')).toBe(lang);
    expect(textOf($, 'h1')).toBe(search.hero.title);
    const form = widget.find('form[role="search"]');
    expect(form).toHaveLength(1);
    expect(form.attr('hidden')).toBeDefined();
    const box = form.find('input[type="search"]');
    expect(form.find(`label[for="${box.attr('id')}"]`).text()).toBe(search.words.label);
    const status = widget.find('[role="status"]');
    expect(status.text()).toBe('');
    expect(status.attr('data-search-one')).toBe(search.words.oneResult);
  });

  it('says without JavaScript that search needs it, and links every section and article listing, not every article', () => {
    const fallback = widget.find('p').filter((_, p) => $(p).text() === search.words.needsScript);
    expect(fallback).toHaveLength(1);
    expect(fallback.closest('[hidden]')).toHaveLength(0);
    const browse = widget.find('nav').filter((_, nav) => $(nav).find('h2').text() === search.words.browse);
    const links = browse
      .find('a')
      .map((_, a) => a.attribs.href)
      .get();
    const sections = navigation.sections.flatMap((section) => [section.href, ...section.links.map((l) => l.href)]);
    expect(sections.length).toBeGreaterThan(10);
    expect(links).toEqual(expect.arrayContaining(sections.map((href) => prefixOf(lang) + href)));
    for (const listing of ['/impact/blogs/', '/impact/features/', '/impact/updates/', '/competitions/'])
      expect(links, listing).toContain(prefixOf(lang) + listing);
    // No article: at a thousand posts, the list would not fit the page's first round trip.
    expect(links.filter((href) => /\/impact\/(blogs|features|updates)\/[^/]+\/$/.test(href))).toEqual([]);
  });

  it('names the search index it loads, which the build wrote with an index of each edition’s pages', () => {
    const [src = '', version] = (widget.attr('data-search-index') ?? '').split('#');
    expect(src).toMatch(/^\/assets\/search-[0-9a-f]{10}\/pagefind\.js$/);
    // The index's version, which asks for its list of files (named the same from one index to the next).
    expect(version).toMatch(/^[0-9a-f]{10}$/);
    expect(existsSync(join(distDir, src))).toBe(true);
    const entry = JSON.parse(
      readFileSync(join(distDir, src.replace('pagefind.js', 'pagefind-entry.json')), 'utf8'),
    ) as {
      languages: Record<string, { page_count: number }>;
    };
    // Every page of the edition but its 404 and offline pages, its search page and its listings.
    const indexed = paths.filter((p) => isKiswahili(p) === (lang === 'sw') && isResult(p));
    expect(paths.filter((p) => isKiswahili(p) === (lang === 'sw') && isListing(p)).length).toBeGreaterThan(6);
    expect(Object.keys(entry.languages).sort()).toEqual(['en', 'sw']);
    expect(entry.languages[lang]?.page_count).toBe(indexed.length);
    // Only what the site's own search loads: no Pagefind interface, no worker (it runs on the page).
    const folder = join(distDir, src, '..');
    for (const file of ['pagefind-ui.js', 'pagefind-worker.js', 'pagefind-component-ui.js'])
      expect(existsSync(join(folder, file)), file).toBe(false);
  });
});

describe('every page', () => {
  it('links its edition’s search page from the footer, named in its language', () => {
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) {
      const lang = isKiswahili(path) ? 'sw' : 'en';
      const $ = builtPage(path);
      const first = $('footer ul a').filter((_, a) => a.attribs.href === prefixOf(lang) + SEARCH_PATH);
      expect(first.text(), path).toBe(record<Navigation>('navigation', lang).search);
    }
  });

  it('marks its main content alone for the search index, never its header, menus or footer, if it is a result', () => {
    expect(paths.filter(isResult).length).toBeGreaterThan(50);
    for (const path of paths) {
      const $ = builtPage(path);
      expect(
        $('[data-pagefind-body]')
          .toArray()
          .map((el) => el.tagName),
        path,
      ).toEqual(isResult(path) ? ['main'] : []);
    }
  });
});
