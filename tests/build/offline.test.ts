/**
 * The offline page of each edition, which the service worker shows for a page never read when there is no
 * connection (pages/offline.tsx), and the worker itself as the build writes it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { OFFLINE_PATH } from '../../stages/routes';
import { PAGE_LIMIT, SERVICE_WORKER_FILE } from '../../stages/service-worker';
import { pathIn } from '../../content/lib/words/language';
import { builtPage, sectionTitled, textOf } from '../support/dist';
import { arrivalScripts } from '../support/page-script';
import { distDir } from '../support/server';

const worker = readFileSync(join(distDir, SERVICE_WORKER_FILE), 'utf8');

describe.each([
  ['en', 'You are offline', 'Pages you can read offline', 'Go to the home page'],
  ['sw', 'Huna mtandao', 'Kurasa unazoweza kusoma bila mtandao', 'Nenda kwenye ukurasa wa mwanzo'],
] as const)('the offline page (%s)', (lang, title, savedTitle, homeLink) => {
  const path = pathIn(lang, OFFLINE_PATH);
  const $ = builtPage(path);

  it('says the visitor is offline, and that the page asked for was never read here', () => {
    expect(textOf($, 'h1')).toBe(title);
    expect(textOf($, '.hero__lead')).toMatch(lang === 'en' ? /no connection.*not been read/ : /hakina mtandao/);
  });

  it('holds the list of saved pages, empty and hidden until its script fills it, and links the home page', () => {
    const saved = sectionTitled($, savedTitle);
    const widget = saved.find('[data-module="saved-pages"]');
    expect(widget).toHaveLength(1);
    expect(widget.attr('data-saved-pages-edition')).toBe(pathIn(lang, '/'));
    expect(widget.attr('data-saved-pages-saved-on')).toContain('{date}');
    expect(saved.find('ul[hidden] li')).toHaveLength(0);
    expect(saved.find('[data-saved-pages-none]').attr('hidden')).toBeUndefined();
    const home = saved.find('a').filter((_, a) => $(a).text() === homeLink);
    expect(home.attr('href')).toBe(pathIn(lang, '/'));
  });

  // Nor is it in the site's search: tests/build/search.test.ts counts the pages indexed.
  it('is no page for search engines: not indexed, not in the sitemap, no canonical address', () => {
    expect($('meta[name="robots"]').attr('content')).toBe('noindex');
    expect($('link[rel="canonical"], link[rel="alternate"][hreflang]')).toHaveLength(0);
    expect(readFileSync(join(distDir, 'sitemap.xml'), 'utf8')).not.toContain(`${path}<`);
  });

  it('is saved by the service worker on install, with its script', () => {
    for (const file of [path, ...arrivalScripts($)]) expect(worker).toContain(`"${file}"`);
  });
});

describe('the service worker', () => {
  it('is at the web root, where it may control every page of both editions', () => {
    expect(readdirSync(distDir)).toContain(SERVICE_WORKER_FILE);
    expect(SERVICE_WORKER_FILE).not.toMatch(/^sw[./]/);
  });

  it(`keeps the ${PAGE_LIMIT} pages read most recently, and falls back to each edition's offline page`, () => {
    expect(worker).toContain(`pageLimit:${PAGE_LIMIT}`);
    expect(worker).toContain(`["/sw/","${pathIn('sw', OFFLINE_PATH)}"]`);
    expect(worker).toContain(`["/","${OFFLINE_PATH}"]`);
  });
});
