/**
 * The host files stage: what hosts read beside the pages (hosting/host-config.ts: .htaccess, _headers,
 * _redirects, the nginx example, serve.json), what crawlers read (sitemap.ts: the sitemap, robots.txt), and
 * a copy of the 404 page in every folder that has no page of its own.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { langOf, langs, languages } from '../content/lib/words/language';
import type { Redirect } from '../hosting/built-site';
import { BuildError } from './build-error';
import { inlineCodeOf } from './render';
import { isIndexable, NOT_FOUND, NOT_FOUND_PATH } from './routes';
import type { SiteModule } from './site-bundle';
import { robotsTxt, sitemapXml, type SitemapEntry } from './sitemap';
import type { WrittenPage } from './write';

/**
 * Writes the host files, those of the web root and the crawlers' into the site, the server's configuration
 * beside it.
 */
export async function writeHostFiles(
  site: SiteModule,
  {
    siteDir,
    configDir,
    pages,
    redirects,
  }: { siteDir: string; configDir: string; pages: WrittenPage[]; redirects: Redirect[] },
): Promise<void> {
  const foldersWithoutPage = await fillFoldersWithoutPage(siteDir, pages);
  const files = site.hostFiles({
    inline: inlineCodeOf(pages),
    foldersWithoutPage,
    editions: langs.map((lang) => languages[lang].prefix).filter(Boolean),
    redirects,
  });
  // The pages a search engine should know (not the 404 and offline pages), with the day an article last
  // changed.
  const sitemap = pages
    .filter((p) => isIndexable(p.base))
    .map((p): SitemapEntry => ({
      path: p.path,
      base: p.base,
      lastmod: p.meta.article?.modified ?? p.meta.article?.published,
    }));
  const crawlers = { 'sitemap.xml': sitemapXml(site.siteRecord, sitemap), 'robots.txt': robotsTxt(site.siteRecord) };
  await Promise.all([
    ...Object.entries({ ...files.webRoot, ...crawlers }).map(([name, text]) => writeFile(join(siteDir, name), text)),
    ...Object.entries(files.config).map(([name, text]) => writeFile(join(configDir, name), text)),
  ]);
}

/**
 * Gives every folder that has no page (assets/, images/, reports/…) a copy of the 404 page as its
 * index.html: a host that ignores the .htaccess and would list the folder's files shows that page instead.
 * Returns those folders' URL paths, which the host files answer with a 404 where they are read.
 */
async function fillFoldersWithoutPage(siteDir: string, pages: WrittenPage[]): Promise<string[]> {
  const notFoundPages = await Promise.all(
    pages
      .filter((page) => page.base === NOT_FOUND_PATH)
      .map(async (page) => ({ lang: page.lang, html: await readFile(join(siteDir, page.output)) })),
  );
  if (notFoundPages.length === 0)
    throw new BuildError(`pages/${NOT_FOUND}.tsx is missing: every host shows it for an unknown URL`);
  // A folder of an edition (under /sw/) shows that edition's 404 page; any other, the English one.
  const notFoundFor = (folder: string) => notFoundPages.find((page) => page.lang === langOf(folder))!;
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const withIndex = new Set(entries.filter((e) => e.isFile() && e.name === 'index.html').map((e) => e.parentPath));
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((folder) => !withIndex.has(folder));
  const pathOf = (folder: string) => `/${relative(siteDir, folder).split(sep).join('/')}/`;
  await Promise.all(folders.map((folder) => writeFile(join(folder, 'index.html'), notFoundFor(pathOf(folder)).html)));
  return folders.map(pathOf).sort();
}
