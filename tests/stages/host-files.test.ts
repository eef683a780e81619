import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import { writeHostFiles } from '../../stages/host-files';
import type { BuiltPage } from '../../stages/render';
import type { SiteModule } from '../../stages/site-bundle';
import { writeFiles } from '../../stages/write';
import type { Lang } from '../../content/lib/words/language';
import type { PageMeta } from '../../content/lib/records/shapes';
import type { BuiltSite } from '../../hosting/built-site';

const description = 'A description of the page long enough for search results to show it whole.';

/** A page the build finished: what this stage reads of it. */
function built(
  lang: Lang,
  base: string,
  html: string,
  extra: { meta?: Partial<PageMeta>; styles?: string; inlineScript?: string } = {},
) {
  const prefix = lang === 'sw' ? '/sw' : '';
  const path = prefix + base;
  return {
    lang,
    base,
    path,
    output: (path.endsWith('/') ? `${path}index.html` : path).slice(1),
    html,
    meta: { title: html, description, ...extra.meta },
    styles: extra.styles ?? 'body{margin:0}',
    inlineScript: extra.inlineScript,
  } as BuiltPage;
}

const notFound = {
  en: built('en', '/404.html', '<h1>Page not found</h1>', { inlineScript: 'console.error(404)' }),
  sw: built('sw', '/404.html', '<h1>Ukurasa haupatikani</h1>', { inlineScript: 'console.error(404)' }),
};
const article = { published: '2025-03-01', author: 'Amina Otieno', section: 'Programs', tags: [] };
const pages = [
  built('en', '/', '<h1>Home</h1>', { styles: '.hero{color:#0b6b3a}' }),
  built('sw', '/', '<h1>Nyumbani</h1>', { styles: '.hero{color:#0b6b3a}' }),
  built('en', '/impact/blogs/robots/', '<h1>Robots</h1>', {
    meta: { article: { ...article, modified: '2025-04-02' } },
  }),
  built('sw', '/impact/blogs/robots/', '<h1>Roboti</h1>', { meta: { article } }),
  notFound.en,
  notFound.sw,
];
const redirects = [{ from: '/impact/blogs/robotics/', to: '/impact/blogs/robots/' }];

let dir: string;
let siteDir: string;
let configDir: string;
/** What the stage asked hosting/ for, and the files it was given back to write. */
let asked: BuiltSite | undefined;
const site = {
  siteRecord: { name: 'Jenga STEM Foundation', url: 'https://example.org' },
  hostFiles: (wanted: BuiltSite) => {
    asked = wanted;
    return {
      webRoot: { '.htaccess': 'ErrorDocument 404 /404.html\n' },
      config: { 'serve.json': '{}' },
    };
  },
} as unknown as SiteModule;

beforeEach(async () => {
  asked = undefined;
  dir = await mkdtemp(join(tmpdir(), 'stage-host-files-'));
  siteDir = join(dir, 'site');
  configDir = join(dir, 'config');
  await writeFiles(siteDir, [
    ...pages.map((page) => ({ output: page.output, text: page.html })),
    { output: 'assets/pictures/team-0123456789-640.avif', text: '' },
    { output: 'reports/annual-2024.pdf', text: '' },
  ]);
  await mkdir(configDir);
});
afterEach(() => rm(dir, { recursive: true, force: true }));

const read = (path: string) => readFile(join(siteDir, path), 'utf8');

describe('a folder without a page', () => {
  it('is given its edition’s 404 page as its index.html, and named to the host files', async () => {
    await writeHostFiles(site, { siteDir, configDir, pages, redirects });
    const folders = [
      '/assets/',
      '/assets/pictures/',
      '/impact/',
      '/impact/blogs/',
      '/reports/',
      '/sw/impact/',
      '/sw/impact/blogs/',
    ];
    expect(asked?.foldersWithoutPage).toEqual(folders);
    for (const folder of folders)
      expect(await read(`${folder}index.html`), folder).toBe(
        folder.startsWith('/sw/') ? notFound.sw.html : notFound.en.html,
      );
    // A folder with a page keeps it.
    expect(await read('impact/blogs/robots/index.html')).toBe('<h1>Robots</h1>');
    expect(await read('sw/index.html')).toBe('<h1>Nyumbani</h1>');
  });

  it('stops the build when there is no 404 page to show', async () => {
    const withoutNotFound = pages.filter((page) => page.base !== '/404.html');
    await expect(writeHostFiles(site, { siteDir, configDir, pages: withoutNotFound, redirects })).rejects.toThrow(
      new BuildError('pages/404.tsx is missing: every host shows it for an unknown URL'),
    );
  });
});

describe('the host files', () => {
  it('are made from the editions, the redirects and what pages inline', async () => {
    await writeHostFiles(site, { siteDir, configDir, pages, redirects });
    expect(asked?.editions).toEqual(['/sw']);
    expect(asked?.redirects).toEqual(redirects);
    expect(asked?.inline).toEqual({
      scripts: ['console.error(404)'],
      styles: ['.hero{color:#0b6b3a}', 'body{margin:0}'],
    });
  });

  it('are written: those of the web root into the site, the server’s configuration beside it', async () => {
    await writeHostFiles(site, { siteDir, configDir, pages, redirects });
    expect(await read('.htaccess')).toBe('ErrorDocument 404 /404.html\n');
    expect(await readFile(join(configDir, 'serve.json'), 'utf8')).toBe('{}');
  });
});

describe('the sitemap and robots.txt', () => {
  it('list every page but the 404 page at the site’s address, with an article’s date and each page’s editions', async () => {
    await writeHostFiles(site, { siteDir, configDir, pages, redirects });
    const sitemap = await read('sitemap.xml');
    const urls = [...sitemap.matchAll(/<loc>([^<]*)<\/loc>(?:<lastmod>([^<]*)<\/lastmod>)?/g)].map((m) => m.slice(1));
    expect(urls).toEqual([
      ['https://example.org/', undefined],
      ['https://example.org/sw/', undefined],
      ['https://example.org/impact/blogs/robots/', '2025-04-02'],
      ['https://example.org/sw/impact/blogs/robots/', '2025-03-01'],
    ]);
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="sw" href="https://example.org/sw/impact/blogs/robots/"/>',
    );
    expect(await read('robots.txt')).toBe('User-agent: *\nAllow: /\n\nSitemap: https://example.org/sitemap.xml\n');
  });
});
