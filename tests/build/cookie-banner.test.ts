import { describe, expect, it } from 'vitest';
import cookieBanner from '../../content/cookie-banner';
import { defined } from '../support/defined';
import { builtPage, builtPaths, isKiswahili } from '../support/dist';
import { arrivalScripts, assetText, builtScripts, lazyImports, widgetsIn } from '../support/page-script';

describe('cookie banner in the built pages', () => {
  it.each(builtPaths())('%s carries one hidden banner and links its script', (path) => {
    const $ = builtPage(path);
    const region = $('section[data-module="cookie-banner"]');
    expect(region).toHaveLength(1);
    const title = $(`#${region.attr('aria-labelledby')}`);
    // The Kiswahili banner's words are checked against the English banner's in editions.test.ts.
    if (!isKiswahili(path)) expect(title.text()).toBe(cookieBanner.title);
    expect(title.text().length).toBeGreaterThan(5);
    expect(region.attr('hidden')).toBeDefined();
    expect(region.find(`a[href="${isKiswahili(path) ? '/sw' : ''}/privacy/"]`)).toHaveLength(1);
    // First in reading order after the skip link, so a screen reader meets it once, before the page.
    expect(region.prev().attr('href')).toBe(`#${$('main').attr('id')}`);
    expect(region.prev().is('body > a:first-child')).toBe(true);
    const scripts = arrivalScripts($);
    expect(scripts).toHaveLength(1);
    expect(widgetsIn(assetText(defined(scripts[0], 'the page’s script')))).toContain('cookie-banner');
  });

  it('no page loads or preloads the consent engine up front; each page’s script imports the one engine on demand', () => {
    // The engine is the one file holding vanilla-cookieconsent's own class names.
    const engine = builtScripts().filter((src) => assetText(src).includes('show--preferences'));
    expect(engine).toHaveLength(1);
    for (const path of builtPaths()) {
      const scripts = arrivalScripts(builtPage(path));
      expect(scripts).toHaveLength(1);
      expect(scripts).not.toContain(engine[0]);
      expect(lazyImports(assetText(defined(scripts[0], 'the page’s script'))), path).toEqual(engine);
    }
  });
});
