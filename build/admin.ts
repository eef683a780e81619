/**
 * The content editor stage: /admin/ (cms/admin-files.ts), its configuration and word lists made from the
 * English edition's content modules, which are the schemas of every record.
 */
import { readFile } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import { writeAdmin, type AdminPage } from '../cms/admin-files';
import type { ContentModules } from '../cms/collections';
import { packageRepository } from '../cms/repository';
import { sha256, writeWhole } from '../lib/files';
import { ADMIN_FILES, type SiteModule } from './site-bundle';

/**
 * Writes /admin/ into the site: the CMS, its page, configuration and word lists, and its preview's styles;
 * for the dev server, whose editor saves into the project's folder, asking for that folder by its name.
 */
export async function writeContentEditor(
  projectDir: string,
  siteDir: string,
  site: SiteModule,
  stylesheet: string,
  editsThisFolder = false,
) {
  await writeAdmin(projectDir, siteDir, await adminPageOf(projectDir, site, stylesheet, editsThisFolder));
}

/**
 * The repository the CMS is configured with. Sveltia CMS's local mode asks for the folder by the
 * repository's name ("select the root directory of the “website” repository": its sign-in page takes the
 * last part of `backend.repo`), which need not be the name of the folder the project is in; where the
 * editor saves into this folder, the repository is named after it, so the prompt names the folder to pick
 * (and GitHub, which that editor does not save to, is signed in to at the published site's /admin/).
 */
function repositoryFor(projectDir: string, editsThisFolder: boolean) {
  const repository = packageRepository(projectDir);
  if (!editsThisFolder) return repository;
  return { ...repository, repo: `${repository.repo.split('/')[0]}/${basename(resolve(projectDir))}` };
}

/**
 * What the content editor's page needs (cms/admin-files.ts): its configuration and where each entry's
 * words are, made from the English edition's content modules, which are the schemas of every record.
 */
async function adminPageOf(
  projectDir: string,
  site: SiteModule,
  stylesheet: string,
  editsThisFolder: boolean,
): Promise<AdminPage> {
  const repository = repositoryFor(projectDir, editsThisFolder);
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
