import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import cookieBanner from '../../content/cookie-banner';
import { builtPage, builtPaths } from '../support/dist';
import { distDir } from '../support/server';

describe('cookie banner in the built pages', () => {
  it.each(builtPaths())('%s carries one hidden banner and links its script', (path) => {
    const $ = builtPage(path);
    const title = $('p').filter((_, p) => $(p).text() === cookieBanner.title);
    const region = $(`section[aria-labelledby="${title.attr('id')}"]`);
    expect(region).toHaveLength(1);
    expect(region.attr('hidden')).toBeDefined();
    expect(region.attr('data-module')).toBe('cookie-banner');
    expect(region.find('a[href="/privacy/"]')).toHaveLength(1);
    // First in reading order after the skip link, so a screen reader meets it once, before the page.
    expect(region.prev().text()).toBe('Skip to main content');
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
