/**
 * The content editor stage: /admin/ (cms/admin-files.ts), its configuration and word lists made from the
 * English edition's content modules, which are the schemas of every record, and what its preview shows of
 * each edition's records (cms/preview-data.ts).
 */
import { readFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { writeAdmin, type AdminPage } from '../cms/admin-files';
import type { ContentModules } from '../cms/collections';
import type { PreviewData } from '../cms/preview-data';
import { packageRepository } from '../cms/repository';
import { sha256, writeWhole } from '../lib/files';
import type { EditionPages } from './pages';
import { ADMIN_FILES } from './site-bundle';

/**
 * Writes /admin/ into the site: the CMS, its page, configuration and word lists, and its preview's styles
 * and records, from the site's editions (English first) and their pages' trails.
 */
export async function writeContentEditor(
  projectDir: string,
  siteDir: string,
  editions: [EditionPages, ...EditionPages[]],
  stylesheet: string,
) {
  await writeAdmin(projectDir, siteDir, await adminPageOf(projectDir, editions, stylesheet));
}

/**
 * What the content editor's page needs (cms/admin-files.ts): its configuration, where each entry's words
 * are and the form of each entry its preview shows as a page, made from the English edition's content
 * modules, which are the schemas of every record; and each edition's records for the preview.
 */
async function adminPageOf(
  projectDir: string,
  editions: [EditionPages, ...EditionPages[]],
  stylesheet: string,
): Promise<AdminPage> {
  const [{ site }] = editions;
  const repository = packageRepository(projectDir);
  // Made from the schemas (in the bundle) and the repository, and kept beside the bundle until either
  // changes: making them costs more than the rest of a warm build's content stage.
  const made = `${sha256(await readFile(site.bundle))}\0${JSON.stringify(repository)}`;
  const kept = site.bundle.replace(/\.cjs$/, ADMIN_FILES);
  let files = await readFile(kept, 'utf8').then(
    (text) => JSON.parse(text) as Pick<AdminPage, 'config' | 'words'> & Pick<PreviewData, 'forms'> & { made: string },
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
      forms: site.previewForms(modules),
    };
    await writeWhole(kept, JSON.stringify(files));
  }
  const { config, words, forms } = files;
  // An article's trail is its collection page's, with the article's own title after it.
  const previewOf = ({ site: edition, pages }: EditionPages) =>
    edition.editionPreview((path) => pages.find(({ page }) => page.base === path)?.crumbs ?? []);
  const preview: PreviewData = {
    forms,
    editions: Object.fromEntries(
      editions.map((edition) => [edition.lang, previewOf(edition)]),
    ) as PreviewData['editions'],
  };
  return {
    siteName: site.siteRecord.name,
    policy: site.adminContentSecurityPolicy('meta'),
    stylesheet,
    config,
    words,
    preview,
  };
}
