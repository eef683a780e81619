/**
 * Builds the static site into dist/, in stages (stages/, one file each; ARCHITECTURE.md follows a page through
 * them): the content loaded and checked, the pictures read, the pages listed and rendered, the styles and
 * widget scripts made, all written into a fresh folder that replaces dist/ only when all of it succeeded.
 */
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { addToRunSummary, buildSummary } from './stages/build-summary';
import { contentFiles } from './content/lib/records/content-files';
import { writeContentEditor } from './stages/admin';
import { dayToBuildAsOf } from './stages/build-day';
import { describeFailure } from './stages/build-error';
import type { BuildOptions, BuildResult } from './stages/build-options';
import { checkContent, loadEditions } from './stages/content';
import { contentCache } from './stages/content-cache';
import { writeHostFiles } from './stages/host-files';
import { checkLinks, linksOf } from './stages/links';
import { checkUniqueTitles, listPages } from './stages/pages';
import { readContentPictures, writeNamedPictures } from './stages/pictures';
import { editionRenderer, finishPages, renderEndpoints, widgetSets, type BuiltPage } from './stages/render';
import { findRoutes, isIndexable, isSearchResult } from './stages/routes';
import { besideSearchIndex, isSearchPage } from './stages/search';
import { findContent } from './stages/site-bundle';
import { SERVICE_WORKER_REGISTRATION, writeServiceWorker } from './stages/service-worker';
import { stageTimer } from './stages/stage-timer';
import { compileStyles } from './stages/styles';
import { bundleWidgets, clientWidgets } from './stages/widgets';
import { configDirFor, writeFiles, writePages, writeSite } from './stages/write';

const root = dirname(fileURLToPath(import.meta.url));

/** The folders the build reads: the dev server watches them, and tests copy them to build a changed site. */
export const sourceDirs = [
  'pages',
  'components',
  'content',
  'pictures',
  'styles',
  'client',
  'public',
  'hosting',
  'cms',
  'lib',
] as const;

export async function buildSite({
  outDir = join(root, 'dist'),
  projectDir = root,
  devScript,
  editsThisFolder = false,
  statusUpdates,
  today = dayToBuildAsOf(),
  contentDir = join(projectDir, 'content'),
  photoFixtures = process.env.PHOTO_FIXTURES === '1',
  log = () => {},
  content = contentFiles(contentCache({ projectDir, contentDir })),
}: BuildOptions = {}): Promise<BuildResult> {
  const { steps, step, milliseconds } = stageTimer();
  // Pagefind's process starts while the content loads (stages/search.ts).
  return besideSearchIndex(async (indexing) => {
    const [routes, modules] = await Promise.all([findRoutes(projectDir), findContent(projectDir, contentDir)]);
    const editions = await loadEditions(projectDir, contentDir, routes, modules, content, today);
    const contentWarnings = checkContent(editions, today);
    // What was parsed anew is written down while the build goes on (stages/content-cache.ts).
    const saving = content.save();
    step('load and check the content');
    const pictures = await readContentPictures(editions, { projectDir, contentDir, photoFixtures });
    step('read the pictures');
    const site = listPages(routes, editions);
    step('list the pages');

    const pages = await writeSite({ outDir, projectDir }, async ({ siteDir, configDir }) => {
      const [stylesheet, widgets, search] = await Promise.all([
        compileStyles(projectDir),
        clientWidgets(projectDir),
        indexing,
      ]);
      step('styles');
      for (const edition of site.editions)
        await checkUniqueTitles(
          edition.pages.map(({ page }) => page),
          { contentDir, content },
        );
      // The search's results first, each given to Pagefind as soon as it is rendered, which indexes it in a
      // process of its own, on the other core, while the next renders; then Pagefind writes its index while
      // this process renders, finishes and writes the rest (stages/search.ts). Each page is written as it is
      // finished, its links gathered for the check (stages/links.ts). The search pages, which name the
      // index, come once it is made.
      const renderer = editionRenderer(site, { stylesheet, widgets, pictures, today, devScript });
      await renderer.render(isSearchResult, search.add);
      step('render the search results; meanwhile, Pagefind reads them');
      const links = linksOf(devScript);
      /** The 404 and offline pages, with their markup, which the service worker saves. */
      const unlisted: BuiltPage[] = [];
      const [index, { written, scripts }] = await search.write(siteDir, async () => {
        await renderer.render((page) => !isSearchResult(page));
        const rendered = renderer.editions;
        const scripts = await bundleWidgets(projectDir, siteDir, widgetSets(rendered), [SERVICE_WORKER_REGISTRATION]);
        const written = writePages(
          siteDir,
          finishPages(rendered, scripts, (page) => !isSearchPage(page)),
          (page) => {
            links.add(page);
            if (!isIndexable(page.base)) unlisted.push(page);
          },
        );
        await Promise.all([
          writeFiles(siteDir, [
            ...renderEndpoints(site),
            // Documents are in English, made from the English records in every edition: the English bundle's.
            ...editions[0].site.madeDocuments().map(({ output, bytes }) => ({ output, text: bytes })),
          ]),
          writeNamedPictures(
            written.flatMap((page) => page.pictureFiles),
            { pictures, projectDir, siteDir, log },
          ),
          writeContentEditor(projectDir, siteDir, site.editions, {
            stylesheet,
            warnings: contentWarnings,
            today,
            editsThisFolder,
            updates: statusUpdates,
          }),
        ]);
        return { written, scripts };
      });
      step('the other pages, widgets, feeds, documents, pictures and content editor; meanwhile, Pagefind writes');
      const searchPages = writePages(
        siteDir,
        finishPages(renderer.editions, scripts, isSearchPage, index.src),
        links.add,
      );
      const pictured = new Set(written.flatMap((page) => page.pictureFiles));
      await writeNamedPictures(
        searchPages.flatMap((page) => page.pictureFiles).filter((url) => !pictured.has(url)),
        { pictures, projectDir, siteDir, log },
      );
      // In the order the pages were rendered, the search pages last, as the sitemap lists them.
      const built = [...written, ...searchPages];
      step('finish and write the search pages');
      await writeServiceWorker(projectDir, siteDir, unlisted);
      step('the service worker');
      const fileOf = new Map(built.map((page) => [page.path, page.file]));
      await checkLinks(siteDir, links, { contentDir, content }, (path) => fileOf.get(path));
      step('check the links');
      await writeHostFiles(editions[0].site, { siteDir, configDir, pages: built, redirects: site.redirects });
      step('sitemap and host files');
      return built;
    });
    step('swap in');
    await saving;
    return {
      outDir,
      configDir: configDirFor(outDir),
      pages,
      redirects: site.redirects,
      warnings: contentWarnings.map((warning) => warning.text),
      contentWarnings,
      milliseconds: milliseconds(),
      steps,
    };
  });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // On a CI run, what the build of the site says goes on the run's summary page too
  // (stages/build-summary.ts); the tests' other builds (photos, the frozen content) say nothing there.
  const summary = process.argv.length === 2 ? process.env.GITHUB_STEP_SUMMARY : undefined;
  const summarise = (outcome: Parameters<typeof buildSummary>[0]) => addToRunSummary(buildSummary(outcome), summary);
  try {
    // `--out <dir>` builds somewhere other than dist/: the photo build goes to dist-photos/. `--content <dir>`
    // reads another folder of content: the frozen copy the tests of the spec's content read. `BUILD_DATE`
    // builds the site as it will read on that day: the frozen copy as of 2025-04-01. `--project <dir>` builds
    // another copy of the project (check:content's build of the content as it was, in a test's copy).
    const option = (name: string) => {
      const at = process.argv.indexOf(name);
      const value = at < 0 ? undefined : process.argv[at + 1];
      if (at >= 0 && value === undefined) throw new Error(`${name} needs a folder after it`);
      return value === undefined ? undefined : resolve(value);
    };
    const today = dayToBuildAsOf();
    const { pages, warnings, milliseconds, steps } = await buildSite({
      today,
      outDir: option('--out'),
      contentDir: option('--content'),
      projectDir: option('--project'),
      log: (line) => console.log(line),
    });
    for (const warning of warnings) console.warn(`Warning: ${warning}`);
    console.log(`Built ${pages.length} pages as of ${today} in ${(milliseconds / 1000).toFixed(2)} s`);
    // `--steps`: the time of each stage too, as the scale bench prints it.
    if (process.argv.includes('--steps'))
      for (const [name, ms] of Object.entries(steps)) console.log(`${String(Math.round(ms)).padStart(6)} ms  ${name}`);
    await summarise({ warnings });
  } catch (error) {
    console.error(`Build failed: ${describeFailure(error)}`);
    process.exitCode = 1;
    await summarise({ failure: describeFailure(error), warnings: [] });
  }
}
