import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import site from '../../content/site';
import { defined } from '../support/defined';
import { builtPage as parse, builtPaths, isUnlisted, textNodes } from '../support/dist';
import { keptNames } from '../support/glossary';
import { distDir } from '../support/server';

const paths = builtPaths();
/** Each page parsed once: the checks below read every page of both editions several times. */
const parsed = new Map<string, CheerioAPI>();
const builtPage = (path: string) => {
  if (!parsed.has(path)) parsed.set(path, parse(path));
  return parsed.get(path)!;
};
const english = paths.filter((path) => !path.startsWith('/sw/'));
const kiswahili = paths.filter((path) => path.startsWith('/sw/'));
const counterpart = (path: string) => (path.startsWith('/sw/') ? path.slice(3) : `/sw${path}`);

/** What a page is made of, whatever its language: its sections, headings, links, widgets and pictures. */
function structure($: CheerioAPI) {
  const main = $('main');
  return {
    sections: main
      .find('section[id]')
      .map((_, el) => $(el).attr('id'))
      .get(),
    headings: main
      .find('h1, h2, h3, h4')
      .map((_, el) => el.tagName)
      .get(),
    // An email link's subject line is in the page's language; where it goes is not.
    links: $('body a[href]')
      .not('[hreflang]')
      .map((_, el) =>
        $(el)
          .attr('href')!
          .replace(/^(mailto:[^?]*)\?.*$/, '$1'),
      )
      .get(),
    widgets: $('[data-module]')
      .map((_, el) => $(el).attr('data-module'))
      .get(),
    pictures: $('img')
      .map((_, el) => $(el).attr('src'))
      .get(),
    listItems: main.find('li').length,
    buttons: $('button').length,
  };
}

describe('the Kiswahili edition', () => {
  it('has every page of the English edition under /sw/, and no other', () => {
    expect(english.length).toBeGreaterThan(40);
    expect(kiswahili.map(counterpart)).toEqual(english);
  });

  it('marks each page with its language', () => {
    for (const path of paths)
      expect(builtPage(path)('html').attr('lang'), path).toBe(path.startsWith('/sw/') ? 'sw' : 'en');
  });

  it('has the same structure as the English page: sections, headings, links (to its own edition), widgets, pictures and lists', () => {
    for (const path of kiswahili) {
      const sw = structure(builtPage(path));
      const en = structure(builtPage(counterpart(path)));
      const inEnglish = sw.links.map((href) => (href.startsWith('/sw/') ? href.slice(3) : href));
      expect({ ...sw, links: inEnglish }, path).toEqual(en);
      expect(
        sw.links.filter((href) => href.startsWith('/') && href.endsWith('/') && !href.startsWith('/sw/')),
        path,
      ).toEqual([]);
    }
  });

  it('links each page, section of a page and feed to its Kiswahili copy (all but the links that say their language)', () => {
    const leaks: string[] = [];
    let inEdition = 0;
    for (const path of kiswahili) {
      const $ = builtPage(path);
      $('a[href], link[href], form[action]')
        .not('[hreflang]')
        .each((_, el) => {
          const link = $(el).attr('href') ?? $(el).attr('action') ?? '';
          if (link.startsWith('/sw/')) inEdition++;
          if (!link.startsWith('/') || link.startsWith('//') || link.startsWith('/sw/')) return;
          // A file both editions share (a picture, a PDF, the icons) has no copy under /sw/.
          const file = link.replace(/[?#].*$/, '');
          if (existsSync(join(distDir, 'sw', file.endsWith('/') ? `${file}index.html` : file)))
            leaks.push(`${path}: ${link}`);
        });
    }
    expect(inEdition).toBeGreaterThan(kiswahili.length * 20);
    expect(leaks).toEqual([]);
  });

  it('has on every page a language switch in the header and the footer to the same page in the other language, named in that language', () => {
    for (const path of paths) {
      const $ = builtPage(path);
      const other = path.startsWith('/sw/') ? 'en' : 'sw';
      const switches = $('header a[hreflang], footer a[hreflang]');
      expect(switches.length, path).toBe(2);
      switches.each((_, el) => {
        expect($(el).attr('href'), path).toBe(counterpart(path));
        expect($(el).attr('lang'), path).toBe(other);
        expect($(el).attr('hreflang'), path).toBe(other);
        expect($(el).text(), path).toBe(other === 'sw' ? 'Kiswahili' : 'English');
      });
    }
  });

  it('links every indexable page to its editions with hreflang, each pair pointing back', () => {
    const alternatesOf = (path: string) =>
      Object.fromEntries(
        builtPage(path)('link[rel="alternate"][hreflang]')
          .map((_, el) => [[el.attribs.hreflang, el.attribs.href]])
          .get() as [string, string][],
      );
    const indexable = paths.filter((path) => !isUnlisted(path));
    for (const path of indexable) {
      const alternates = alternatesOf(path);
      const base = path.startsWith('/sw/') ? path.slice(3) : path;
      expect(alternates, path).toEqual({
        en: site.url + base,
        sw: `${site.url}/sw${base}`,
        'x-default': site.url + base,
      });
      expect(alternatesOf(counterpart(path)), `${counterpart(path)} points back`).toEqual(alternates);
      expect(builtPage(path)('link[rel="canonical"]').attr('href')).toBe(site.url + path);
    }
  });

  it('lists every page in the sitemap with both editions as alternates', () => {
    const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8');
    const urls = [...sitemap.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => defined(m[1], 'a <url> of the sitemap'));
    expect(urls).toHaveLength(paths.filter((path) => !isUnlisted(path)).length);
    for (const url of urls) {
      const loc = defined(/<loc>([^<]+)<\/loc>/.exec(url)?.[1], `${url}: its <loc>`);
      const base = loc.slice(site.url.length).replace(/^\/sw\//, '/');
      expect(url, loc).toContain(`hreflang="en" href="${site.url}${base}"`);
      expect(url, loc).toContain(`hreflang="sw" href="${site.url}/sw${base}"`);
      expect(url, loc).toContain(`hreflang="x-default" href="${site.url}${base}"`);
    }
  });

  it('writes dates the Kiswahili way (15 Julai 2025)', () => {
    const $ = builtPage('/sw/impact/blogs/');
    const dates = $('time')
      .map((_, el) => $(el).text())
      .get();
    expect(dates.length).toBeGreaterThan(0);
    for (const date of dates)
      expect(date).toMatch(
        /^\d{1,2} (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) \d{4}$/,
      );
  });

  it('has a Kiswahili 404 page, linking home to the Kiswahili edition', () => {
    const $ = builtPage('/sw/404.html');
    expect($('html').attr('lang')).toBe('sw');
    expect($('a.logo').attr('href')).toBe('/sw/');
  });
});

/**
 * Common English words: one of them in a Kiswahili page's text means English left untranslated. Proper
 * names are taken out first: the glossary's "Names kept as they are", and the people and places of the
 * content, which are the same in both editions.
 */
const ENGLISH = new Set(
  'the and of to in for with our we you your is are was were this that from by on at be have has will can more about how what who all read see learn join us it its their they an or not as if when where which each every here there quick links contact subscribe updates register interest mailing list download preview published pages'.split(
    ' ',
  ),
);

describe('the Kiswahili text', () => {
  it('keeps names the glossary lists', () => {
    expect(keptNames.length).toBeGreaterThan(10);
  });

  it('has no English words outside names and parts marked lang="en"', () => {
    const found: string[] = [];
    for (const path of kiswahili) {
      const $ = parse(path);
      $('[lang="en"], script, style').remove();
      let text = textNodes($).join(' ');
      for (const name of keptNames) text = text.replaceAll(name, ' ');
      // Words in capitals are initials and acronyms (AS for Amina Said, STEM), not English prose.
      const english = text
        .split(/[^\p{L}']+/u)
        .filter((word) => word !== word.toUpperCase() && ENGLISH.has(word.toLowerCase()));
      if (english.length > 0) found.push(`${path}: ${[...new Set(english)].join(', ')}`);
    }
    expect(found).toEqual([]);
  });
});
