/**
 * Loads the site's own code and content: pages, components, content modules (each record read and checked
 * against its schema as its module loads: content/lib/records/records.ts), the host rules and the CMS's
 * configuration, bundled with esbuild into one module per edition and required.
 */
import { createRequire } from 'node:module';
import { mkdir, readdir, readFile, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, version as esbuildVersion } from 'esbuild';
import type { ComponentType, createElement } from 'react';
import type { renderToStaticMarkup } from 'react-dom/server';
import type { LayoutProps } from '../components/Layout';
import type { PageMain, PageTop, topPlace } from '../components/PageBody';
import type { Footer } from '../components/Footer';
import type { PageScripts } from '../components/PageScript';
import type { SiteContext } from '../components/SiteContext';
import type { emptyPageParts, PagePartsContext } from '../components/PageParts';
import type { SearchIndexContext } from '../components/SearchIndex';
import { findContentFiles } from '../content/lib/records/discover';
import { lendContentFiles, type ContentFiles } from '../content/lib/records/content-files';
import type { warningsOf } from '../content/lib/records/load-warnings';
import type { Lang } from '../content/lib/words/language';
import type { pictureUses } from '../content/lib/records/pictures';
import type { pageMeta } from '../content/lib/records/shapes';
import type { unmarked } from '../content/lib/words/translate';
import type { ContentModule } from '../content/lib/records/validate';
import type { labelFor } from '../content/navigation';
import type { cmsConfigYaml } from '../cms/config';
import type { entryWords } from '../cms/entry-words';
import type { figuresOf, figureTextsOf } from '../cms/figures-file';
import type { editionPreview, previewForms } from '../cms/preview-data';
import type { madeDocuments } from '../content/lib/records/documents';
import type { editorPlaceAt } from '../content/lib/records/editor-names';
import type { launchPlaceholders } from '../content/lib/launch/placeholders';
import type { pastDeadlines, relativeDates } from '../content/lib/time/stale';
import type { adminContentSecurityPolicy, contentSecurityPolicy } from '../hosting/headers';
import type { hostFiles } from '../hosting/host-config';
import { sha256, writeWhole } from '../lib/files';
import { BuildError } from './build-error';
import type { PageModules, Route } from './routes';

/** The project this script belongs to, whose node_modules/.cache keeps the bundles. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Stack traces from the bundled site code point at the source files (the bundle carries a source map).
process.setSourceMapsEnabled(true);

// React renders much faster in production mode, which it reads from NODE_ENV when first loaded:
// React is loaded with the site's bundle, after this line (the build imports only its types). A caller
// that set NODE_ENV keeps it: the tests of components, which want React's development checks
// (vitest.config.ts).
process.env.NODE_ENV ??= 'production';

/** What the build needs from the site's own code, loaded fresh on every build (see loadSite). */
export interface SiteModule {
  createElement: typeof createElement;
  renderToStaticMarkup: typeof renderToStaticMarkup;
  Layout: ComponentType<LayoutProps>;
  /** The parts of every page's body: the top and the footer that pages share, and each page's main content. */
  PageTop: typeof PageTop;
  PageMain: typeof PageMain;
  Footer: typeof Footer;
  /** What of a page's path its top shows: pages alike in it share one. */
  topPlace: typeof topPlace;
  PageScripts: typeof PageScripts;
  SiteContext: typeof SiteContext;
  siteWide: LayoutProps['siteWide'];
  PagePartsContext: typeof PagePartsContext;
  emptyPageParts: typeof emptyPageParts;
  SearchIndexContext: typeof SearchIndexContext;
  /** Every content file's module, by its path: `content/team.ts`. */
  contents: Record<string, ContentModule>;
  pageMeta: typeof pageMeta;
  labelFor: typeof labelFor;
  contentSecurityPolicy: typeof contentSecurityPolicy;
  hostFiles: typeof hostFiles;
  pages: PageModules;
  /** What loading a record found to warn of (translations missing or out of date), kept beside the record. */
  warningsOf: typeof warningsOf;
  unmarked: typeof unmarked;
  pictureUses: typeof pictureUses;
  /** The documents the records' loading made, to be written at their addresses (content/lib/records/documents.ts). */
  madeDocuments: typeof madeDocuments;
  /** A record's deadlines that have passed (content/lib/time/stale.ts), found where its lines are known. */
  pastDeadlines: typeof pastDeadlines;
  /** A record's "this year", "this season" (content/lib/time/stale.ts), which read as the reader's own. */
  relativeDates: typeof relativeDates;
  /** A record's details to replace before launch (content/lib/launch/placeholders.ts), for the editor's status. */
  launchPlaceholders: typeof launchPlaceholders;
  /** Where a line of a content file is in the CMS (content/lib/records/editor-names.ts): the editor's status names it. */
  editorPlaceAt: typeof editorPlaceAt;
  /** The organisation's record in this edition's language. */
  siteRecord: { name: string; url: string; shareImage: { src: string; alt?: string } };
  /** The bundle's file, which holds the site's code and schemas as they are now. */
  bundle: string;
  /** The bundle's version: a hash of all it was made from, the same for as long as the site's code is. */
  version: string;
  adminContentSecurityPolicy: typeof adminContentSecurityPolicy;
  cmsConfigYaml: typeof cmsConfigYaml;
  entryWords: typeof entryWords;
  /** The figures a text may name, and the entries whose texts hold them (cms/figures-file.ts). */
  figuresOf: typeof figuresOf;
  figureTextsOf: typeof figureTextsOf;
  /** What the CMS's preview shows of this edition's records besides an entry, and the forms it checks. */
  editionPreview: typeof editionPreview;
  previewForms: typeof previewForms;
}

/** The content modules, found by convention (content/lib/records/discover.ts); anything out of place stops the build. */
export async function findContent(projectDir: string, contentDir: string): Promise<string[]> {
  const list = async (dir: string) =>
    (await readdir(dir, { withFileTypes: true })).map((entry) => ({
      name: entry.name,
      isDirectory: entry.isDirectory(),
    }));
  const [code, data] = await Promise.all([list(join(projectDir, 'content')), list(contentDir)]);
  const { files, problems } = findContentFiles(code, data);
  if (problems.length > 0) throw new BuildError(`content is not valid:\n  ${problems.join('\n  ')}`);
  return files;
}

/**
 * Bundles the site's code (pages, components, content, hosting rules) into one module and loads it.
 * Going through a bundle, rather than importing the sources, lets the dev server load every edit anew in
 * the same process: each load evaluates the bundle again.
 *
 * The bundle is CommonJS, loaded with `require`: an ESM `import()` sends the bundle and each package it
 * imports through tsx's loader thread (Node 20 runs `module.register` hooks off-thread), which slowed a
 * warm build markedly (docs/performance.md).
 */
export async function loadSite(
  projectDir: string,
  contentDir: string,
  routes: Route[],
  contentFiles: string[],
  lang: Lang,
  content: ContentFiles,
  /** The day the site is built as of (content/lib/time/build-date.ts). */
  today: string,
): Promise<SiteModule> {
  const entry = [
    "export { createElement } from 'react';",
    "export { renderToStaticMarkup } from 'react-dom/server';",
    "export { Layout } from './components/Layout';",
    "export { PageMain, PageTop, topPlace } from './components/PageBody';",
    "export { Footer } from './components/Footer';",
    "export { PageScripts } from './components/PageScript';",
    "export { SiteContext } from './components/SiteContext';",
    "export { siteWide } from './content/lib/records/site-wide';",
    "export { emptyPageParts, PagePartsContext } from './components/PageParts';",
    "export { SearchIndexContext } from './components/SearchIndex';",
    "export { pictureUses } from './content/lib/records/pictures';",
    "export { default as siteRecord } from './content/site';",
    "export { pageMeta } from './content/lib/records/shapes';",
    "export { labelFor } from './content/navigation';",
    "export { contentSecurityPolicy } from './hosting/headers';",
    "export { hostFiles } from './hosting/host-config';",
    "export { adminContentSecurityPolicy } from './hosting/headers';",
    "export { cmsConfigYaml } from './cms/config';",
    "export { entryWords } from './cms/entry-words';",
    "export { figuresOf, figureTextsOf } from './cms/figures-file';",
    "export { editionPreview, previewForms } from './cms/preview-data';",
    "export { unmarked } from './content/lib/words/translate';",
    "export { warningsOf } from './content/lib/records/load-warnings';",
    "export { madeDocuments } from './content/lib/records/documents';",
    "export { pastDeadlines, relativeDates } from './content/lib/time/stale';",
    "export { launchPlaceholders } from './content/lib/launch/placeholders';",
    "export { editorPlaceAt } from './content/lib/records/editor-names';",
    ...contentFiles.map((file, i) => `import * as content${i} from './${file}';`),
    `export const contents = { ${contentFiles.map((file, i) => `${JSON.stringify(file)}: content${i}`).join(', ')} };`,
    ...routes.map((route, i) => `import * as page${i} from './${route.file.split(sep).join('/')}';`),
    `export const pages = { ${routes.map((route, i) => `${JSON.stringify(route.file)}: page${i}`).join(', ')} };`,
  ].join('\n');
  const { bundle, version, contentCode } = await bundleSite(projectDir, contentDir, entry, lang, today);
  const require = createRequire(import.meta.url);
  // zod compiles a schema into a fast function the first time it parses with it; the build parses each
  // schema a few times, in two editions, so compiling costs more than it saves.
  (require('zod') as typeof import('zod')).config({ jitless: true });
  try {
    // Its records and articles, read as it loads, are read and parsed once for every edition
    // (content/lib/records/content-files.ts).
    return {
      ...lendContentFiles(content, { code: version, contentCode }, () => require(bundle) as SiteModule),
      bundle,
      version,
    };
  } catch (error) {
    // A mistake in content (content/lib/records/records.ts, articles.ts) says where; anything else keeps its stack.
    if ((error as Error).name === 'ContentError')
      throw new BuildError(`content is not valid:\n  ${(error as Error).message.split('\n').join('\n  ')}`, {
        cause: error,
      });
    throw new BuildError(`loading the site: ${(error as Error).stack}`, { cause: error });
  } finally {
    // The next build evaluates the bundle afresh, even when its code is the same. Node keeps a module by its
    // real path, which differs from `bundle` where node_modules is a link (a git worktree's).
    delete require.cache[require.resolve(bundle)];
  }
}

/**
 * A kept bundle's record: its project, what else shaped it (the entry, this script's options, the
 * compiler, the tsconfig), each file esbuild read (by hash) and the names in each folder it read from.
 */
interface KeptBundle {
  projectDir: string;
  settings: string;
  files: Record<string, string>;
  folders: Record<string, string[]>;
}

/** The record a bundle made now from these files and folders would have. */
async function keptBundleNow(
  projectDir: string,
  settings: string,
  files: string[],
  folders: string[],
): Promise<KeptBundle> {
  const [hashes, names] = await Promise.all([
    Promise.all(
      files.map(async (file): Promise<[string, string]> => [
        file,
        await readFile(join(projectDir, file)).then(sha256, () => 'missing'),
      ]),
    ),
    // A file added beside an import can change what it resolves to; a translation added in content/ is read.
    Promise.all(
      folders.map(async (folder): Promise<[string, string[]]> => [
        folder,
        await readdir(join(projectDir, folder)).then(
          (list) => list.sort(),
          () => [],
        ),
      ]),
    ),
  ]);
  return { projectDir, settings, files: Object.fromEntries(hashes), folders: Object.fromEntries(names) };
}

/** What the content editor's files made from a kept bundle are kept as, beside it (adminPageOf). */
export const ADMIN_FILES = '.admin.json';

/** Removes the kept bundles of projects that are gone (the tests' copies), which would pile up. */
async function forgetGoneProjects(cacheDir: string) {
  const records = (await readdir(cacheDir)).filter((name) => name.endsWith('.json') && !name.endsWith(ADMIN_FILES));
  await Promise.all(
    records.map(async (name) => {
      const kept = await readFile(join(cacheDir, name), 'utf8').then(
        (text) => JSON.parse(text) as KeptBundle,
        () => undefined,
      );
      if (
        kept &&
        (await stat(kept.projectDir).then(
          () => true,
          () => false,
        ))
      )
        return;
      await Promise.all(
        ['.json', '.cjs', ADMIN_FILES].map((ext) => rm(join(cacheDir, basename(name, '.json') + ext), { force: true })),
      );
    }),
  );
}

/**
 * The site's bundle in one language, as a file to require. esbuild runs only when a file it read, or the
 * list of a folder it read from, changed since a build kept its result (in node_modules/.cache/site-build,
 * like the stylesheet): each build is a new process, which esbuild's own incremental rebuild cannot carry
 * a bundle over to (docs/performance.md). Its version is a hash of the record of what made it.
 */
async function bundleSite(
  projectDir: string,
  contentDir: string,
  entry: string,
  lang: Lang,
  today: string,
): Promise<{ bundle: string; version: string; contentCode: string }> {
  const cacheDir = join(root, 'node_modules/.cache/site-build');
  // What else shapes the bundle: this script (its options), the compiler, the project's tsconfig, and the
  // day it is built as of (a bundle of another day is made again: a build a day is one more esbuild run).
  const [buildScript, tsconfig] = await Promise.all([
    readFile(fileURLToPath(import.meta.url), 'utf8'),
    readFile(join(projectDir, 'tsconfig.json'), 'utf8').catch(() => ''),
  ]);
  const settings = sha256([entry, esbuildVersion, buildScript, tsconfig, today].join('\0'));
  // One bundle per project, folder of content and edition, made again in place whenever what it was made from changed.
  const key = sha256(`${projectDir}\0${contentDir}\0${lang}`);
  const bundle = join(cacheDir, `${key}.cjs`);
  const record = join(cacheDir, `${key}.json`);
  const kept = await readFile(record, 'utf8').then(
    (text) => JSON.parse(text) as KeptBundle,
    () => undefined,
  );
  if (kept?.settings === settings) {
    const now = JSON.stringify(
      await keptBundleNow(projectDir, settings, Object.keys(kept.files), Object.keys(kept.folders)),
    );
    if (now === JSON.stringify(kept)) return { bundle, version: sha256(now), contentCode: await contentCodeOf(kept) };
  }

  const result = await esbuild({
    stdin: { contents: entry, resolveDir: projectDir, loader: 'ts', sourcefile: 'site-entry.ts' },
    absWorkingDir: projectDir,
    write: false,
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    jsx: 'automatic',
    // The site's JSX, which records what each element needs (components/jsx/jsx-runtime.ts), as
    // tsconfig.json names it: given here too, so that a build does not hang on finding that file.
    jsxImportSource: 'site-jsx',
    alias: { 'site-jsx': './components/jsx' },
    packages: 'external',
    sourcemap: 'inline',
    // Lines and names only: Node reads the map as it loads the bundle (process.setSourceMapsEnabled), and
    // the sources' text, which a stack trace never shows, made it most of the bundle.
    sourcesContent: false,
    metafile: true,
    logLevel: 'silent',
    // What the bundle cannot find from its own place, its edition and the day it is built as of
    // (content/lib/words/edition.ts, content-folder.ts, today.ts), given as constants:
    // https://esbuild.github.io/api/#define
    define: {
      SITE_EDITION: JSON.stringify(lang),
      SITE_TODAY: JSON.stringify(today),
      SITE_CONTENT_FOLDER: JSON.stringify(contentDir),
      SITE_PROJECT_FOLDER: JSON.stringify(projectDir),
    },
  }).catch((error: Error) => {
    throw new BuildError(`compiling the site: ${error.message}`, { cause: error });
  });
  const files = Object.keys(result.metafile.inputs).filter((file) => file !== '<stdin>');
  const folders = [...new Set(['content', ...files.map((file) => dirname(file))])].sort();
  await mkdir(cacheDir, { recursive: true });
  await forgetGoneProjects(cacheDir);
  // The bundle first: a record is only ever found beside its bundle.
  const [output] = result.outputFiles;
  if (!output) throw new BuildError('compiling the site: esbuild wrote no bundle');
  await writeWhole(bundle, output.contents);
  const madeNow = await keptBundleNow(projectDir, settings, files, folders);
  const made = JSON.stringify(madeNow);
  await writeWhole(record, made);
  return { bundle, version: sha256(made), contentCode: await contentCodeOf(madeNow) };
}

/**
 * The version of the code that reads the content, which a parse kept between builds depends on
 * (content/lib/records/content-files.ts): the bundle's files of content/ and lib/ (content imports no
 * markup: ARCHITECTURE.md), and the packages installed, which the bundle leaves out (`packages: 'external'`).
 * A change to a page or a component keeps every parse.
 */
async function contentCodeOf({ files }: KeptBundle): Promise<string> {
  const installed = await readFile(join(root, 'node_modules/.package-lock.json'), 'utf8').catch(() => '');
  const code = Object.entries(files).filter(([file]) => /^(content|lib)\//.test(file));
  return sha256(JSON.stringify([code, sha256(installed), esbuildVersion]));
}
