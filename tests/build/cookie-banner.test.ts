import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cookieBanner from '../../content/cookie-banner';
import { builtPage, builtPaths, isKiswahili } from '../support/dist';
import { distDir } from '../support/server';

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
    expect($('script[type="module"][src^="/assets/cookie-banner-"]')).toHaveLength(1);
  });

  it('no page loads or preloads the consent engine up front', () => {
    const assets = readdirSync(join(distDir, 'assets'));
    // The engine chunk is the one holding vanilla-cookieconsent's own class names.
    const engine = assets.filter((file) =>
      readFileSync(join(distDir, 'assets', file), 'utf8').includes('show--preferences'),
    );
    expect(engine).toHaveLength(1);
    for (const path of builtPaths()) {
      const $ = builtPage(path);
      const urls = $('script[src], link[rel="modulepreload"]')
        .map((_, el) => $(el).attr('src') ?? $(el).attr('href'))
        .get();
      expect(urls.length).toBeGreaterThan(0);
      expect(urls).not.toContain(`/assets/${engine[0]}`);
    }
  });
});
