import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage, builtPaths } from '../support/dist';
import { distDir } from '../support/server';

describe('cookie banner in the built pages', () => {
  it.each(builtPaths())('%s carries one hidden banner and links its script', (path) => {
    const $ = builtPage(path);
    const region = $('[role="region"][aria-label="Cookie consent"]');
    expect(region).toHaveLength(1);
    expect(region.attr('hidden')).toBeDefined();
    expect(region.attr('data-module')).toBe('cookie-banner');
    expect(region.find('a[href="/privacy/"]')).toHaveLength(1);
    // It comes after the footer, so it is read last and never before the page.
    expect($('footer ~ [aria-label="Cookie consent"]')).toHaveLength(1);
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
