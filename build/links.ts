/**
 * The links stage: every link of every page of both editions checked against the files the build wrote
 * (scripts/lib/broken-links.ts); a link that leads nowhere stops the build, naming the content file and
 * line that hold it (scripts/lib/written-where.ts).
 */
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { langs, languages } from '../content/lib/language';
import { brokenLinkMessages, brokenLinks } from '../scripts/lib/broken-links';
import { BuildError } from './build-error';
import type { BuiltPage } from './render';

/**
 * Stops the build at a link of a page it wrote that leads to no file it wrote (scripts/lib/broken-links.ts),
 * naming the content file that holds the link. Run before folders without a page get their index.html.
 */
export async function checkLinks(siteDir: string, pages: BuiltPage[], contentDir: string, devScript?: string) {
  const written = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const files = new Set(
    written
      .filter((e) => !e.isDirectory())
      .map((e) => `/${relative(siteDir, join(e.parentPath, e.name)).split(sep).join('/')}`),
  );
  const prefixes = langs.map((lang) => languages[lang].prefix).filter(Boolean);
  const broken = brokenLinks(pages, files, prefixes, new Set(devScript ? [devScript] : []));
  if (broken.length === 0) return;
  const fileOf = new Map(pages.map((page) => [page.path, page.file]));
  const messages = await brokenLinkMessages(broken, contentDir, (path) => `${fileOf.get(path)} (${path})`);
  throw new BuildError(`links lead nowhere:\n  ${messages.join('\n  ')}`);
}
