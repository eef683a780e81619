/**
 * The links stage: every link of every page of both editions, gathered as each page is written
 * (stages/broken-links.ts), checked against the files the build wrote; a link that leads nowhere stops
 * the build, naming the content file and line that hold it (stages/written-where.ts).
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { langs, languages } from '../content/lib/words/language';
import type { ContentFiles } from '../content/lib/records/content-files';
import { brokenLinkMessages, pageLinks, type PageLinks } from './broken-links';
import { BuildError } from './build-error';

/** The links of the pages the build writes, to gather as each is written; the dev server's script is no file. */
export const linksOf = (devScript?: string): PageLinks => pageLinks(new Set(devScript ? [devScript] : []));

/**
 * Stops the build at a link of a page it wrote that leads to no file it wrote, naming the content file that
 * holds the link (the content as the build read it), or else the page's file (`fileOf` a page's path).
 * Run before folders without a page get their index.html.
 */
export async function checkLinks(
  siteDir: string,
  links: PageLinks,
  { contentDir, content }: { contentDir: string; content?: ContentFiles },
  fileOf: (path: string) => string | undefined,
) {
  const written = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    written
      .filter((e) => !e.isDirectory())
      .map((e) => `/${relative(siteDir, join(e.parentPath, e.name)).split(sep).join('/')}`),
  );
  const prefixes = langs.map((lang) => languages[lang].prefix).filter(Boolean);
  const broken = links.broken(files, prefixes);
  if (broken.length === 0) return;
  const messages = await brokenLinkMessages(broken, contentDir, (path) => `${fileOf(path)} (${path})`, content?.read);
  throw new BuildError(`links lead nowhere:\n  ${messages.join('\n  ')}`);
}
