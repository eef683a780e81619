/**
 * The content editor stage: /admin/ (cms/admin-files.ts), its configuration and word lists made from the
 * English edition's content modules, which are the schemas of every record.
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { writeAdmin, type AdminPage } from '../cms/admin-files';
import type { ContentModules } from '../cms/collections';
import { packageRepository } from '../cms/repository';
import { sha256, writeWhole } from '../lib/files';
import { ADMIN_FILES, type SiteModule } from './site-bundle';

/** Writes /admin/ into the site: the CMS, its page, configuration and word lists, and its preview's styles. */
export async function writeContentEditor(projectDir: string, siteDir: string, site: SiteModule, stylesheet: string) {
  await writeAdmin(projectDir, siteDir, await adminPageOf(projectDir, site, stylesheet));
}

/**
 * What the content editor's page needs (cms/admin-files.ts): its configuration and where each entry's
 * words are, made from the English edition's content modules, which are the schemas of every record.
 */
async function adminPageOf(projectDir: string, site: SiteModule, stylesheet: string): Promise<AdminPage> {
  const repository = packageRepository(projectDir);
  // Made from the schemas (in the bundle) and the repository, and kept beside the bundle until either
  // changes: making them costs more than the rest of a warm build's content stage.
  const made = `${sha256(await readFile(site.bundle))}\0${JSON.stringify(repository)}`;
  const kept = site.bundle.replace(/\.cjs$/, ADMIN_FILES);
  let files = await readFile(kept, 'utf8').then(
    (text) => JSON.parse(text) as Pick<AdminPage, 'config' | 'words'> & { made: string },
    () => undefined,
  );
  if (files?.made !== made) {
    const modules = Object.fromEntries(
      Object.entries(site.contents).map(([file, mod]) => [basename(file, '.ts'), mod as ContentModules[string]]),
    );
    files = {
      made,
      config: site.cmsConfigYaml(modules, { repository }),
      words: site.entryWords(modules),
    };
    await writeWhole(kept, JSON.stringify(files));
  }
  const { config, words } = files;
  return { siteName: site.siteRecord.name, policy: site.adminContentSecurityPolicy('meta'), stylesheet, config, words };
}
