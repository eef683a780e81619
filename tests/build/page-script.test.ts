import { createHash } from 'node:crypto';
import { basename } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defined } from '../support/defined';
import { builtPage, builtPaths } from '../support/dist';
import {
  arrivalScripts,
  assetText,
  builtScripts,
  declaredWidgets,
  lazyImports,
  staticImports,
  widgetsIn,
} from '../support/page-script';

// Issue 15: every script request on arrival delays the home page's LCP image, so a page fetches one at most.
const pages = builtPaths().map((path) => {
  const $ = builtPage(path);
  return { path, widgets: declaredWidgets($), scripts: arrivalScripts($), $ };
});
const pageScripts = [...new Set(pages.flatMap((page) => page.scripts))].sort();

describe('the script of each page', () => {
  it.each(pages.map((page) => [page.path, page] as const))(
    '%s fetches one script on arrival, a module holding exactly the widgets it declares',
    (_, { widgets, scripts, $ }) => {
      // The layout's header and cookie banner are widgets, so every page has some.
      expect(widgets).toEqual(expect.arrayContaining(['cookie-banner', 'header']));
      expect(scripts).toHaveLength(1);
      expect(scripts[0]).toMatch(/^\/assets\/widgets-[0-9a-f]{10}\.js$/);
      expect($('script[src]').attr('type')).toBe('module');
      expect(widgetsIn(assetText(defined(scripts[0], 'the page’s script')))).toEqual(widgets);
    },
  );

  it('is one file for every page with the same widgets, and another for each other set', () => {
    const fileOf = new Map<string, Set<string>>();
    for (const { widgets, scripts } of pages) {
      const set = widgets.join(' ');
      fileOf.set(set, new Set([...(fileOf.get(set) ?? []), ...scripts]));
    }
    for (const [set, files] of fileOf) expect([...files], set).toHaveLength(1);
    expect(pageScripts).toHaveLength(fileOf.size);
    // The home page (video), the gallery, the blog (filter, newsletter) and the plain pages differ.
    expect(fileOf.size).toBeGreaterThanOrEqual(4);
  });

  it('stands alone: no script imports another except on demand, and that only the consent engine', () => {
    for (const src of pageScripts) {
      const code = assetText(src);
      expect(staticImports(code), src).toEqual([]);
      expect(lazyImports(code), src).toEqual([expect.stringMatching(/^\/assets\/consent-engine-[0-9a-f]{10}\.js$/)]);
    }
    expect(new Set(pageScripts.flatMap((src) => lazyImports(assetText(src)))).size).toBe(1);
  });

  it('is named by the hash of its text, so a changed script is a new file and a cached one is never stale', () => {
    const scripts = builtScripts();
    expect(scripts.length).toBeGreaterThan(1);
    for (const src of scripts) {
      const hash = createHash('sha256').update(assetText(src)).digest('hex').slice(0, 10);
      expect(basename(src), src).toMatch(new RegExp(`^[a-z-]+-${hash}\\.js$`));
    }
  });

  it('leaves no script in assets/ that no page loads, on arrival or on demand', () => {
    const loaded = new Set([...pageScripts, ...pageScripts.flatMap((src) => lazyImports(assetText(src)))]);
    expect(builtScripts()).toEqual([...loaded].sort());
  });
});
