import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';
import { compileStyles } from '../../stages/styles';
import { builtPage, builtPaths } from '../support/dist';
import { distDir } from '../support/server';

const paths = builtPaths();
const KB = 1024;

/** Every selector of the site's whole stylesheet, with a form cheerio can match against the markup. */
const selectors: { text: string; matchable: string }[] = [];
postcss.parse(await compileStyles(join(import.meta.dirname, '../..'))).walkRules((rule) => {
  if (rule.parent?.type === 'atrule' && (rule.parent as postcss.AtRule).name.endsWith('keyframes')) return;
  for (const text of rule.selectors) {
    // States and pseudo-elements (:hover, ::before, :not(…)) cannot be matched in static markup: without
    // them a selector matches at least what it matched.
    const matchable = text.replace(/::?[a-z-]+(\((?:[^()]|\([^()]*\))*\))?/g, '').trim() || '*';
    selectors.push({ text, matchable });
  }
});

describe('each page’s own stylesheet', () => {
  // A page of each layout, with every widget among them (matching each selector against each page of both
  // editions would take a minute; the Kiswahili pages have the English pages' markup, tests/build/editions).
  const sample = [
    '/',
    '/about/team/',
    '/programs/labs/',
    '/impact/gallery/',
    '/impact/blogs/',
    '/impact/blogs/why-girls-leave-stem/',
    '/impact/reports/',
    '/competitions/',
    '/contact/',
    '/donate/',
    '/privacy/',
    '/404.html',
    '/sw/',
  ];

  it('holds every rule of the site’s stylesheet whose selector matches something in the page', () => {
    expect(selectors.length).toBeGreaterThan(300);
    expect(sample.filter((path) => paths.includes(path))).toEqual(sample);
    for (const path of sample) {
      const $ = builtPage(path);
      const own = $('style').text();
      const missing = selectors.filter(({ text, matchable }) => {
        try {
          return !own.includes(text) && $(matchable).length > 0;
        } catch {
          return false; // a selector cheerio cannot read
        }
      });
      expect(
        missing.map((s) => s.text),
        path,
      ).toEqual([]);
    }
  });

  it('is smaller than the whole stylesheet on every page', () => {
    expect(paths.length).toBeGreaterThan(40);
    const whole = selectors.length;
    for (const path of paths) {
      const own = postcss.parse(builtPage(path)('style').text());
      let kept = 0;
      own.walkRules((rule) => void (kept += rule.selectors.length));
      expect(kept, path).toBeLessThan(whole);
    }
  });
});

describe('every page, in either language', () => {
  it('follows the visitor’s colour scheme from its first paint: both schemes’ colours are in its own styles', () => {
    for (const path of paths) {
      const $ = builtPage(path);
      expect($('link[rel="stylesheet"]').length, path).toBe(0);
      const styles = postcss.parse($('style').text());
      const roots: { scheme: string; colours: string[] }[] = [];
      styles.walkRules(':root', (rule) => {
        const media = rule.parent?.type === 'atrule' ? (rule.parent as postcss.AtRule).params : '';
        const colours: string[] = [];
        rule.walkDecls(/^--color-/, (decl) => void colours.push(decl.prop));
        if (media.includes('prefers-color-scheme: dark')) roots.push({ scheme: 'dark', colours });
        else if (!media) roots.push({ scheme: 'light', colours });
        if (!media) rule.walkDecls('color-scheme', (decl) => void roots.push({ scheme: decl.value, colours: [] }));
      });
      const light = roots.find((root) => root.scheme === 'light')?.colours ?? [];
      expect(light.length, path).toBeGreaterThan(10);
      expect(roots.find((root) => root.scheme === 'dark')?.colours, path).toEqual(light);
      expect(
        roots.map((root) => root.scheme),
        path,
      ).toContain('light dark');
    }
  });

  it('arrives in the first round trip: at most 14 KB of HTML, gzipped, stylesheet included', () => {
    for (const path of paths) {
      const html = readFileSync(join(distDir, path.endsWith('.html') ? path : `${path}index.html`));
      expect(gzipSync(html).length, path).toBeLessThanOrEqual(14 * KB);
    }
  });
});
