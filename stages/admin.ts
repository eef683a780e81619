/**
 * The content editor stage: /admin/ (cms/admin-files.ts), its configuration and word lists made from the
 * English edition's content modules, which are the schemas of every record, and what its preview shows of
 * each edition's records (cms/preview-data.ts); and the editor's status (lib/editor-status.ts), what the
 * build found for the editor to act on, which the CMS shows (cms/status.ts).
 */
import { readFile } from 'node:fs/promises';
import { basename, join, resolve } from 'node:path';
import { writeAdmin, type AdminPage } from '../cms/admin-files';
import type { ContentModules } from '../cms/collections';
import type { FiguresFile } from '../cms/figures-file';
import type { PreviewData } from '../cms/preview-data';
import { packageRepository } from '../cms/repository';
import { warningMessage, type ContentWarning } from '../content/lib/records/content-warning';
import { EDITOR_STATUS_FILE, type EditorStatus, type StatusItem } from '../lib/editor-status';
import { sha256, writeWhole } from '../lib/files';
import type { EditionPages } from './pages';
import { ADMIN_FILES, type SiteModule } from './site-bundle';

/**
 * Writes /admin/ into the site: the CMS, its page, configuration and word lists, its preview's styles and
 * records, from the site's editions (English first) and their pages' trails; and the editor's status of this
 * build (`today`'s): its warnings and the placeholders left before launch. For the dev server, whose editor
 * saves into the project's folder, the CMS asks for that folder by its name.
 */
export async function writeContentEditor(
  projectDir: string,
  siteDir: string,
  editions: [EditionPages, ...EditionPages[]],
  {
    stylesheet,
    warnings,
    today,
    editsThisFolder = false,
    updates,
  }: { stylesheet: string; warnings: ContentWarning[]; today: string; editsThisFolder?: boolean; updates?: string },
) {
  const status: EditorStatus = {
    builtOn: today,
    items: [...warnings, ...placeholdersLeft(editions[0].site)].map(statusItem),
    ...(updates ? { updates } : {}),
  };
  await Promise.all([
    writeAdmin(projectDir, siteDir, await adminPageOf(projectDir, editions, stylesheet, editsThisFolder)),
    writeWhole(join(siteDir, EDITOR_STATUS_FILE), `${JSON.stringify(status, null, 2)}\n`),
  ]);
}

/** A warning as the editor's status lists it: what to do, and where in the CMS and the files. */
export const statusItem = (warning: ContentWarning): StatusItem => ({
  kind: warning.kind,
  message: warningMessage(warning),
  file: warning.file,
  ...(warning.line === undefined ? {} : { line: warning.line }),
  ...(warning.place ? { place: warning.place } : {}),
});

/** Every detail of the records still to replace before launch (`npm run check:launch` lists the same). */
function placeholdersLeft(site: SiteModule): ContentWarning[] {
  return Object.entries(site.contents).flatMap(([file, mod]) =>
    site.launchPlaceholders(file.replace(/\.ts$/, '.yml'), mod.default, site.siteRecord.url),
  );
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
 * What the content editor's page needs (cms/admin-files.ts): its configuration, where each entry's words
 * are and the form of each entry its preview shows as a page, made from the English edition's content
 * modules, which are the schemas of every record; and each edition's records for the preview.
 */
async function adminPageOf(
  projectDir: string,
  editions: [EditionPages, ...EditionPages[]],
  stylesheet: string,
  editsThisFolder: boolean,
): Promise<AdminPage> {
  const [{ site }] = editions;
  const repository = repositoryFor(projectDir, editsThisFolder);
  // Made from the schemas (in the bundle) and the repository, and kept beside the bundle until either
  // changes: making them costs more than the rest of a warm build's content stage.
  const made = `${sha256(await readFile(site.bundle))}\0${JSON.stringify(repository)}`;
  const kept = site.bundle.replace(/\.cjs$/, ADMIN_FILES);
  const modules = Object.fromEntries(
    Object.entries(site.contents).map(([file, mod]) => [basename(file, '.ts'), mod as ContentModules[string]]),
  );
  let files = await readFile(kept, 'utf8').then(
    (text) =>
      JSON.parse(text) as Pick<AdminPage, 'config' | 'words'> &
        Pick<PreviewData, 'forms'> & { texts: FiguresFile['texts']; made: string },
    () => undefined,
  );
  if (files?.made !== made) {
    files = {
      made,
      config: site.cmsConfigYaml(modules, { repository }),
      words: site.entryWords(modules),
      forms: site.previewForms(modules),
      texts: site.figureTextsOf(modules),
    };
    await writeWhole(kept, JSON.stringify(files));
  }
  const { config, words, forms, texts } = files;
  // What each figure says now is content, not schema: made on every build.
  const figures: FiguresFile = { figures: site.figuresOf(modules), texts };
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
    figures,
    preview,
  };
}
