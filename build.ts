/**
 * Builds the static site into dist/: every module under pages/ rendered inside the shared layout, the
 * stylesheet compiled from styles/ (each page inlines the rules it uses), the widget scripts bundled from
 * client/, public/ copied as it is, and the files hosts and crawlers read. Content is checked against its
 * schemas first.
 * Beside dist/ it writes dist-config/: the server configuration that is no file of the site (serve.json,
 * the nginx example). The build writes into a fresh folder and swaps it in only when everything succeeded,
 * so a failed build leaves the last good dist/ untouched.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import {
  appendFile,
  chmod,
  cp,
  mkdir,
  mkdtemp,
  readdir,
  readFile,
  rename,
  rm,
  stat,
  writeFile,
} from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild, version as esbuildVersion, type Plugin } from 'esbuild';
import type { ComponentType, createElement } from 'react';
import type { renderToStaticMarkup } from 'react-dom/server';
import type { LayoutProps, PageProps } from './components/Layout';
import type { PageScript } from './components/PageScript';
import { findContentFiles } from './content/lib/discover';
import { isPagePath, langOf, langs, languages, pathIn, type Lang } from './content/lib/language';
import { ENGLISH_START, escapeMarkup, withoutEnglishMarks, type unmarked } from './content/lib/translate';
import type { Crumb, PageMeta, pageMeta } from './content/lib/shapes';
import type { pictureUses } from './content/lib/pictures';
import { exportProblems, type ContentModule } from './content/lib/validate';
import type { labelFor } from './content/navigation';
import { escapeRegExp, type Redirect } from './hosting/built-site';
import type { adminContentSecurityPolicy, contentSecurityPolicy, InlineCode } from './hosting/headers';
import { writeAdmin, type AdminPage } from './cms/admin-files';
import type { ContentModules } from './cms/collections';
import type { cmsConfigYaml } from './cms/config';
import type { entryWords } from './cms/entry-words';
import { packageRepository } from './cms/repository';
import type { hostFiles } from './hosting/host-config';
import type { SitemapEntry } from './hosting/sitemap';
import { PICTURES_URL, PictureError, readPictures, type Catalogue } from './pictures/catalogue';
import { writePictures } from './pictures/encode';
import { PLACEHOLDER_CLASS } from './pictures/metadata';
import { brokenLinkMessages, brokenLinks } from './scripts/lib/broken-links';
import { buildSummary } from './scripts/lib/build-summary';
import { writtenWhere } from './scripts/lib/written-where';
import { exists, sha256, writeWhole } from './scripts/lib/files';
import { pageStylesheet } from './styles/page-stylesheet';

const root = dirname(fileURLToPath(import.meta.url));

// Stack traces from the bundled site code point at the source files (the bundle carries a source map).
process.setSourceMapsEnabled(true);

// React renders several times faster in production mode, which it reads from NODE_ENV when first loaded:
// React is loaded with the site's bundle, after this line (build.ts imports only its types). Tests keep
// their own NODE_ENV, and so React's development checks.
process.env.NODE_ENV ??= 'production';

/**
 * A page module: its component, its meta (or a function of its props, for a page made once per record) and,
 * for a file with `[name]` in its path, `paths()`: the values of each `[name]` and the props of each page.
 */
export interface PageModule {
  // The props differ page by page; the build passes each page those its paths() chose.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  default: ComponentType<any>;
  meta: PageMeta | ((props: Record<string, unknown>) => PageMeta);
  paths?: () => PathEntry[];
  /**
   * For a file with `[name]` in its path: the pages it made at other addresses before (an article renamed),
   * each by the values of its `[name]`s then and now. Hosts answer each former address with a permanent
   * redirect to the page's address now, in every edition.
   */
  redirects?: () => RedirectEntry[];
  inlineScript?: string;
  /** Records the page adds to its JSON-LD graph, beside its breadcrumbs (the contact page's ContactPage). */
  structuredData?: () => object[];
}

/** One page of a file with `[name]`s in its path. */
export interface PathEntry {
  params: Record<string, string>;
  props?: Record<string, unknown>;
}

/** A former address of a page of a file with `[name]`s in its path: its values then (`from`) and now (`to`). */
export interface RedirectEntry {
  from: Record<string, string>;
  to: Record<string, string>;
}

/** A file that is not a page (a feed): `pages/impact/blogs/feed.xml.ts` writes `impact/blogs/feed.xml`. */
export interface EndpointModule {
  default: () => string;
}

/** What the build needs from the site's own code, loaded fresh on every build (see loadSite). */
interface SiteModule {
  createElement: typeof createElement;
  renderToStaticMarkup: typeof renderToStaticMarkup;
  Layout: ComponentType<LayoutProps>;
  siteWide: LayoutProps['siteWide'];
  PageScript: typeof PageScript;
  /** Every content file's module, by its path: `content/team.ts`. */
  contents: Record<string, ContentModule>;
  pageMeta: typeof pageMeta;
  labelFor: typeof labelFor;
  contentSecurityPolicy: typeof contentSecurityPolicy;
  hostFiles: typeof hostFiles;
  pages: Record<string, Partial<PageModule & EndpointModule>>;
  /** Translations missing or out of date, found as the Kiswahili edition loaded. */
  translationWarnings: string[];
  unmarked: typeof unmarked;
  pictureUses: typeof pictureUses;
  /** The organisation's record in this edition's language. */
  siteRecord: { name: string; url: string; shareImage: { src: string; alt?: string } };
  /** The bundle's file, which holds the site's code and schemas as they are now. */
  bundle: string;
  adminContentSecurityPolicy: typeof adminContentSecurityPolicy;
  cmsConfigYaml: typeof cmsConfigYaml;
  entryWords: typeof entryWords;
}

/** A file in pages/ and the address it serves; `[name]` parts are filled in once per record. */
export interface Route {
  /** The source file, relative to the project, for messages. */
  file: string;
  /** The URL path, in the trailing-slash form: `/`, `/about/team/`; `/404.html` for the not-found page. */
  path: string;
  /** Where the page is written, relative to the output folder. */
  output: string;
  /** A page renders HTML in the layout; an endpoint (`feed.xml.ts`) returns its file's text. */
  kind: 'page' | 'endpoint';
}

/** One page to write: a route with its `[name]`s filled in, and its props. */
export interface Page extends Route {
  props: Record<string, unknown>;
}

/** A page of one edition: `path` and `output` carry the edition's prefix (`/sw/about/`), `base` does not. */
export interface EditionPage extends Page {
  lang: Lang;
  /** The page's path in every edition: `/about/` for `/about/` and `/sw/about/`. */
  base: string;
}

export interface BuiltPage extends EditionPage {
  meta: PageMeta;
  html: string;
  /** The part of the site's stylesheet it inlines. */
  styles: string;
  inlineScript?: string;
}

export interface BuildResult {
  outDir: string;
  /** Where the server configuration went: dist-config/ beside dist/. */
  configDir: string;
  pages: BuiltPage[];
  /** Former addresses of pages (renamed articles), in every edition, and where each leads now. */
  redirects: Redirect[];
  /** Content that has gone stale by the build date: printed, never fatal. */
  warnings: string[];
  milliseconds: number;
  /** Milliseconds spent in each step, in order, to see where a slow build spends its time. */
  steps: Record<string, number>;
}

export interface BuildOptions {
  outDir?: string;
  /** The project to build; tests point this at a copy. */
  projectDir?: string;
  /** The URL of a script added to every page: the dev server's live reload. Never set by `npm run build`. */
  devScript?: string;
  /** The day the build treats as today (YYYY-MM-DD): the footer's year and stale-content warnings. */
  today?: string;
  /**
   * Stand a photo-sized fixture in for every drawing (pictures/fixtures.ts), to measure the site as it
   * will be with photos: `PHOTO_FIXTURES=1 npm run build`.
   */
  photoFixtures?: boolean;
  /** Told how a long step goes (making pictures on a cold build). */
  log?: (line: string) => void;
  /**
   * The folder the records, articles and pictures are read from: the project's content/, unless the build
   * is of the frozen copy that the tests of the spec's content read (`npm run build:fixture`).
   */
  contentDir?: string;
}

/** A build failure that says which file, and what in it, is wrong. */
export class BuildError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BuildError';
  }
}

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
] as const;

const NOT_FOUND = '404';
const NOT_FOUND_PATH = '/404.html';

/**
 * `pages/about/team.tsx` is `/about/team/`, `pages/about/index.tsx` is `/about/`, `pages/404.tsx` is
 * `/404.html`, `pages/impact/blogs/[slug].tsx` is `/impact/blogs/[slug]/` (one page per slug), and
 * `pages/impact/blogs/feed.xml.ts` is the file `/impact/blogs/feed.xml`.
 */
export function routeFor(file: string): Route {
  const name = relative('pages', file).split(sep).join('/');
  if (name.endsWith('.ts')) {
    const output = name.replace(/\.ts$/, '');
    return { file, path: `/${output}`, output, kind: 'endpoint' };
  }
  const page = name.replace(/\.tsx$/, '');
  if (page === NOT_FOUND) return { file, path: NOT_FOUND_PATH, output: '404.html', kind: 'page' };
  const route = page === 'index' ? '' : page.replace(/(^|\/)index$/, '');
  return {
    file,
    path: route ? `/${route}/` : '/',
    output: route ? `${route}/index.html` : 'index.html',
    kind: 'page',
  };
}

const PARAM = /\[([a-z][a-zA-Z]*)\]/g;

/** The `[name]`s in a route, in order. */
function paramsOf(route: Route): string[] {
  return [...route.path.matchAll(PARAM)].map((m) => m[1]);
}

/** A route's path or output with each `[name]` filled in from `params`, which `given` gave. */
function fillParams(route: Route, template: string, params: Record<string, string>, given: string): string {
  return template.replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' || !/^[a-z0-9]+(-[a-z0-9]+)*$/.test(value))
      throw new BuildError(`${route.file}: ${given} gives ${name} ${JSON.stringify(value)}, which is not a slug`);
    return value;
  });
}

/** A route's pages: itself, or one per entry of its module's `paths()`, each `[name]` filled in. */
function expandRoute(route: Route, mod: Partial<PageModule & EndpointModule>): Page[] {
  const names = paramsOf(route);
  if (names.length === 0) return [{ ...route, props: {} }];
  if (typeof mod.paths !== 'function')
    throw new BuildError(`${route.file}: has [${names.join('], [')}] in its path, so it must export paths()`);
  return mod.paths().map(({ params, props = {} }) => {
    const fill = (template: string) => fillParams(route, template, params, 'paths()');
    return { ...route, path: fill(route.path), output: fill(route.output), props: { ...params, ...props } };
  });
}

/** The former addresses a route's module names with `redirects()`, as URL paths (without an edition's prefix). */
function routeRedirects(route: Route, mod: Partial<PageModule & EndpointModule>): Redirect[] {
  if (mod.redirects === undefined) return [];
  if (typeof mod.redirects !== 'function' || paramsOf(route).length === 0)
    throw new BuildError(`${route.file}: redirects must be a function, in a file with [name]s in its path`);
  return mod.redirects().map(({ from, to }) => ({
    from: fillParams(route, route.path, from, 'redirects()'),
    to: fillParams(route, route.path, to, 'redirects()'),
  }));
}

/**
 * Every edition's former addresses, each under the edition's prefix. Each leads to a page the build makes
 * in that edition; none is an address the build makes a page at, nor named twice.
 */
function editionRedirects(routes: Route[], editions: { lang: Lang; site: SiteModule; pages: EditionPage[] }[]) {
  const pages = new Set(editions.flatMap((edition) => edition.pages.map((page) => page.path)));
  const seen = new Map<string, string>();
  return editions.flatMap(({ lang, site }) =>
    routes
      .filter((route) => route.kind === 'page')
      .flatMap((route) =>
        routeRedirects(route, site.pages[route.file]).map(({ from, to }) => {
          const moved = { from: pathIn(lang, from), to: pathIn(lang, to) };
          const problem = pages.has(moved.from)
            ? `is a page of the site`
            : seen.has(moved.from)
              ? `is also sent elsewhere by ${seen.get(moved.from)}`
              : !pages.has(moved.to)
                ? `is sent to ${moved.to}, which is no page of the site`
                : undefined;
          if (problem) throw new BuildError(`${route.file}: redirects() names ${moved.from}, which ${problem}`);
          seen.set(moved.from, route.file);
          return moved;
        }),
      ),
  );
}

/** The content modules, found by convention (content/lib/discover.ts); anything out of place stops the build. */
async function findContent(projectDir: string, contentDir: string): Promise<string[]> {
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

async function findRoutes(projectDir: string): Promise<Route[]> {
  const files = await readdir(join(projectDir, 'pages'), { recursive: true });
  return files
    .filter((file) => file.endsWith('.tsx') || /\.[a-z]+\.ts$/.test(file))
    .map((file) => routeFor(join('pages', file)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/**
 * Content modules find their files in public/ from `import.meta.dirname`. The bundle lives elsewhere
 * (node_modules/.cache), so each content module gets its own folder written in as a string.
 *
 * Two modules are replaced: in an edition other than English, content/lib/edition.ts says that edition's
 * language, so records load with their translation (content/lib/records.ts) and modules that derive things
 * from them (a feed's title, a category's page) derive them in that language; and
 * content/lib/content-folder.ts names the folder of content this build reads (the project's content/, or
 * the tests' frozen copy), whatever the environment says.
 */
function contentPlugin(projectDir: string, lang: Lang, contentDir: string): Plugin {
  const ownContent = join(projectDir, 'content');
  return {
    name: 'content',
    setup(build) {
      build.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!args.path.startsWith(ownContent + sep)) return undefined;
        if (lang !== 'en' && args.path === join(ownContent, 'lib/edition.ts'))
          return { contents: `export const LANG = ${JSON.stringify(lang)};`, loader: 'ts' };
        if (args.path === join(ownContent, 'lib/content-folder.ts'))
          return { contents: `export const CONTENT_FOLDER = ${JSON.stringify(contentDir)};`, loader: 'ts' };
        const source = await readFile(args.path, 'utf8');
        return { contents: source.replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path))), loader: 'ts' };
      });
    },
  };
}

/**
 * Bundles the site's code (pages, components, content, hosting rules) into one module and loads it.
 * Going through a bundle, rather than importing the sources, lets the dev server load every edit anew in
 * the same process: each load evaluates the bundle again.
 *
 * The bundle is CommonJS, loaded with `require`: an ESM `import()` sends the bundle and each package it
 * imports through tsx's loader thread (Node 20 runs `module.register` hooks off-thread), which took a
 * fifth of a warm build.
 */
async function loadSite(
  projectDir: string,
  contentDir: string,
  routes: Route[],
  contentFiles: string[],
  lang: Lang,
): Promise<SiteModule> {
  const entry = [
    "export { createElement } from 'react';",
    "export { renderToStaticMarkup } from 'react-dom/server';",
    "export { Layout } from './components/Layout';",
    "export { siteWide } from './content/lib/site-wide';",
    "export { PageScript } from './components/PageScript';",
    "export { pictureUses } from './content/lib/pictures';",
    "export { default as siteRecord } from './content/site';",
    "export { pageMeta } from './content/lib/shapes';",
    "export { labelFor } from './content/navigation';",
    "export { contentSecurityPolicy } from './hosting/headers';",
    "export { hostFiles } from './hosting/host-config';",
    "export { adminContentSecurityPolicy } from './hosting/headers';",
    "export { cmsConfigYaml } from './cms/config';",
    "export { entryWords } from './cms/entry-words';",
    "export { translationWarnings, unmarked } from './content/lib/translate';",
    ...contentFiles.map((file, i) => `import * as content${i} from './${file}';`),
    `export const contents = { ${contentFiles.map((file, i) => `${JSON.stringify(file)}: content${i}`).join(', ')} };`,
    ...routes.map((route, i) => `import * as page${i} from './${route.file.split(sep).join('/')}';`),
    `export const pages = { ${routes.map((route, i) => `${JSON.stringify(route.file)}: page${i}`).join(', ')} };`,
  ].join('\n');
  const bundle = await bundleSite(projectDir, contentDir, entry, lang);
  const require = createRequire(import.meta.url);
  // zod compiles a schema into a fast function the first time it parses with it; the build parses each
  // schema a few times, in two editions, so compiling costs more than it saves.
  (require('zod') as typeof import('zod')).config({ jitless: true });
  try {
    return { ...(require(bundle) as SiteModule), bundle };
  } catch (error) {
    // A mistake in content (content/lib/records.ts, articles.ts) says where; anything else keeps its stack.
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
 * A kept bundle's record: its project, what else shaped it (the entry, this script's content plugin, the
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
    Promise.all(files.map((file) => readFile(join(projectDir, file)).then(sha256, () => 'missing'))),
    // A file added beside an import can change what it resolves to; a translation added in content/ is read.
    Promise.all(
      folders.map((folder) =>
        readdir(join(projectDir, folder)).then(
          (list) => list.sort(),
          () => [],
        ),
      ),
    ),
  ]);
  return {
    projectDir,
    settings,
    files: Object.fromEntries(files.map((file, i) => [file, hashes[i]])),
    folders: Object.fromEntries(folders.map((folder, i) => [folder, names[i]])),
  };
}

/** What the content editor's files made from a kept bundle are kept as, beside it (adminPageOf). */
const ADMIN_FILES = '.admin.json';

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
 * like the stylesheet): bundling both editions is a tenth of a warm build.
 */
async function bundleSite(projectDir: string, contentDir: string, entry: string, lang: Lang): Promise<string> {
  const cacheDir = join(root, 'node_modules/.cache/site-build');
  // What else shapes the bundle: this script (the content plugin), the compiler, and the project's tsconfig.
  const [buildScript, tsconfig] = await Promise.all([
    readFile(fileURLToPath(import.meta.url), 'utf8'),
    readFile(join(projectDir, 'tsconfig.json'), 'utf8').catch(() => ''),
  ]);
  const settings = sha256([entry, esbuildVersion, buildScript, tsconfig].join('\0'));
  // One bundle per project, folder of content and edition, made again in place whenever what it was made from changed.
  const key = sha256(`${projectDir}\0${contentDir}\0${lang}`);
  const bundle = join(cacheDir, `${key}.cjs`);
  const record = join(cacheDir, `${key}.json`);
  const kept = await readFile(record, 'utf8').then(
    (text) => JSON.parse(text) as KeptBundle,
    () => undefined,
  );
  if (kept?.settings === settings) {
    const now = await keptBundleNow(projectDir, settings, Object.keys(kept.files), Object.keys(kept.folders));
    if (JSON.stringify(now) === JSON.stringify(kept)) return bundle;
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
    packages: 'external',
    sourcemap: 'inline',
    metafile: true,
    logLevel: 'silent',
    plugins: [contentPlugin(projectDir, lang, contentDir)],
  }).catch((error: Error) => {
    throw new BuildError(`compiling the site: ${error.message}`, { cause: error });
  });
  const files = Object.keys(result.metafile.inputs).filter((file) => file !== '<stdin>');
  const folders = [...new Set(['content', ...files.map((file) => dirname(file))])].sort();
  await mkdir(cacheDir, { recursive: true });
  await forgetGoneProjects(cacheDir);
  // The bundle first: a record is only ever found beside its bundle.
  await writeWhole(bundle, result.outputFiles[0].contents);
  await writeWhole(record, JSON.stringify(await keptBundleNow(projectDir, settings, files, folders)));
  return bundle;
}

/**
 * The site's one stylesheet, compressed; each page inlines the part it uses (styles/page-stylesheet.ts).
 * Sass runs only when a file under styles/ (or Sass itself) changed since a build kept its result: loading
 * the compiler alone takes a third of a second, most of a warm build's budget.
 */
export async function compileStyles(projectDir: string): Promise<string> {
  const stylesDir = join(projectDir, 'styles');
  const sources = (await readdir(stylesDir, { recursive: true })).filter((file) => file.endsWith('.scss')).sort();
  const key = createHash('sha256').update(await readFile(join(root, 'node_modules/sass-embedded/package.json')));
  for (const file of sources) key.update(`\0${file}\0`).update(await readFile(join(stylesDir, file)));
  const cached = join(root, 'node_modules/.cache/styles', `${key.digest('hex')}.css`);
  const kept = await readFile(cached, 'utf8').catch(() => undefined);
  if (kept !== undefined) return kept;
  let css: string;
  try {
    const sass = await import('sass-embedded');
    css = (await sass.compileAsync(join(stylesDir, 'main.scss'), { style: 'compressed', charset: false })).css;
  } catch (error) {
    throw new BuildError(`styles: ${(error as Error).message}`, { cause: error });
  }
  await mkdir(dirname(cached), { recursive: true });
  await writeFile(cached, css);
  return css;
}

/** The widgets client/ offers: each top-level file is one, named as the `data-module` it enhances. */
async function clientWidgets(projectDir: string): Promise<Set<string>> {
  const files = await readdir(join(projectDir, 'client'));
  return new Set(files.filter((f) => f.endsWith('.ts')).map((f) => basename(f, '.ts')));
}

/** The one script of a page that has widgets: the bundle of exactly its widgets, and its code. */
interface WidgetBundle {
  src: string;
  code: string;
}

/** The build's options for every script file: self-contained ES modules, minified. */
const CLIENT_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2020',
  write: false,
  logLevel: 'silent',
  legalComments: 'none',
} as const;

/** What a page's widget set is called: its names, sorted, joined. */
const setName = (widgets: string[]) => widgets.join('+');
const WIDGETS = 'widgets:';
/** Stands for a lazily loaded file's URL in a bundle until that file, and so its name, is final. */
const LAZY = /__lazy_(\d+)__/g;

/**
 * Bundles each set of widgets that pages declare into one file, so a page fetches a single script on
 * arrival (issue 15: more script requests delayed the home page's LCP image), and pages with the same set
 * share one cached file. Shared code is copied into each set, never split into chunks that would cost
 * requests. What a widget loads with `import()` (the consent engine) becomes one file of its own, shared
 * by every set and fetched only when called. Files are named by the hash of their final text.
 */
async function bundleWidgets(projectDir: string, outDir: string, sets: string[][]): Promise<Map<string, WidgetBundle>> {
  const lazyFiles: string[] = [];
  const lazyBuilds: Promise<string>[] = [];
  /** The bundles of these entries, in one call (esbuild reads each shared file once). */
  const build = async (entries: string[]): Promise<string[]> => {
    const result = await esbuild({
      ...CLIENT_OPTIONS,
      entryPoints: entries.map((entry, i) => ({ in: entry, out: String(i) })),
      outdir: 'assets',
      absWorkingDir: projectDir,
      plugins: [plugin],
    }).catch((error: Error) => {
      throw new BuildError(`client: ${error.message}`, { cause: error });
    });
    const texts = new Map(result.outputFiles.map((file) => [file.path, file.text]));
    return entries.map((_, i) => texts.get(join(projectDir, 'assets', `${i}.js`)) ?? '');
  };
  const plugin: Plugin = {
    name: 'widgets',
    setup(builder) {
      builder.onResolve({ filter: /^widgets:/ }, (args) => ({ path: args.path, namespace: 'widgets' }));
      builder.onLoad({ filter: /.*/, namespace: 'widgets' }, (args) => ({
        contents: args.path
          .slice(WIDGETS.length)
          .split('+')
          .map((name) => `import './client/${name}';`)
          .join('\n'),
        resolveDir: projectDir,
        loader: 'js',
      }));
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await builder.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        let index = lazyFiles.indexOf(resolved.path);
        if (index < 0) {
          index = lazyFiles.push(resolved.path) - 1;
          const lazyBuild = build([resolved.path]).then(([text]) => text);
          // Awaited below; a failure before then must not end the process as an unhandled rejection.
          lazyBuild.catch(() => {});
          lazyBuilds.push(lazyBuild);
        }
        return { path: `__lazy_${index}__`, external: true };
      });
    },
  };
  const setTexts = await build(sets.map((widgets) => WIDGETS + setName(widgets)));
  // A lazy file's own import()s start more builds while it builds.
  let started: number;
  do {
    started = lazyBuilds.length;
    await Promise.all(lazyBuilds);
  } while (started < lazyBuilds.length);
  const lazyTexts = await Promise.all(lazyBuilds);

  const files = new Map<string, string>();
  const lazyNames: (string | null)[] = [];
  const named = (name: string, text: string) => {
    const file = `${name}-${sha256(text).slice(0, 10)}.js`;
    files.set(file, text);
    return file;
  };
  const finalText = (text: string): string => text.replace(LAZY, (_, i: string) => `./${lazyName(Number(i))}`);
  const lazyName = (index: number): string => {
    const known = lazyNames[index];
    if (known) return known;
    if (known === null)
      throw new BuildError(`client: ${relative(projectDir, lazyFiles[index])} is loaded by import() in a loop`);
    lazyNames[index] = null;
    return (lazyNames[index] = named(basename(lazyFiles[index], '.ts'), finalText(lazyTexts[index])));
  };
  const scripts = new Map<string, WidgetBundle>();
  sets.forEach((widgets, i) => {
    const code = finalText(setTexts[i]);
    scripts.set(setName(widgets), { src: `/assets/${named('widgets', code)}`, code });
  });
  const assets = join(outDir, 'assets');
  await mkdir(assets, { recursive: true });
  await Promise.all([...files].map(([file, text]) => writeFile(join(assets, file), text)));
  return scripts;
}

/** The widgets a page's markup declares with `data-module`, each of which needs client/<name>.ts. */
export function modulesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-module="([a-z-]+)"/g)].map((m) => m[1]))].sort();
}

interface RenderContext {
  site: SiteModule;
  /** The part of the site's stylesheet a page uses, given everything the page ships. */
  stylesFor: (markup: string, scriptCode?: string) => string;
  /** The Content-Security-Policy of a page with these inline styles (and every page's inline scripts). */
  policyFor: (styles: string) => string;
  /** The widgets client/ offers, by name. */
  widgets: Set<string>;
  year: number;
  devScript?: string;
  /** Whether a root-relative link leads to a page of the site (which each edition has its own of). */
  isPage: (path: string) => boolean;
  pictures: Catalogue;
}

/** A page with its module checked and its meta worked out. */
interface PreparedPage extends EditionPage {
  mod: PageModule;
  meta: PageMeta;
}

/** Where a file of dist/ goes in an edition: `about/index.html` is `sw/about/index.html` in Kiswahili. */
const outputIn = (lang: Lang, output: string) => pathIn(lang, `/${output}`).slice(1);

/** A page in an edition: under the edition's prefix, with its meta in the edition's language. */
function preparePage(site: SiteModule, route: Page, lang: Lang): PreparedPage {
  const page = {
    ...route,
    lang,
    base: route.path,
    path: pathIn(lang, route.path),
    output: outputIn(lang, route.output),
  };
  const mod = site.pages[page.file] as Partial<PageModule>;
  if (typeof mod.default !== 'function')
    throw new BuildError(`${page.file}: has no default export (the page component)`);
  let meta: unknown = mod.meta;
  try {
    if (typeof meta === 'function') meta = meta(page.props);
  } catch (error) {
    throw new BuildError(`${page.file}: meta() failed for ${page.path}: ${(error as Error).stack}`, { cause: error });
  }
  const checked = site.pageMeta.safeParse(meta);
  if (!checked.success) {
    const problems = checked.error.issues.map((i) => `meta.${i.path.join('.') || '(missing)'} ${i.message}`);
    throw new BuildError(`${page.file}: ${problems.join('; ')}${page.path.includes('[') ? '' : ` (${page.path})`}`);
  }
  return { ...page, mod: mod as PageModule, meta: checked.data };
}

/** Home, then each page above this one that exists, then the page: named as the menus name them. */
function crumbsFor(site: SiteModule, path: string, titles: Map<string, string>): Crumb[] {
  const parts = path.split('/').filter(Boolean);
  const ancestors = ['/', ...parts.map((_, i) => `/${parts.slice(0, i + 1).join('/')}/`)];
  const crumbs = ancestors
    .filter((ancestor) => titles.has(ancestor))
    .map((ancestor) => ({ name: site.labelFor(ancestor) ?? (titles.get(ancestor) as string), path: ancestor }));
  // Two steps of one trail never share a name (the Impact section and its Impact Stories page): the
  // upper one is then called by its page's own title.
  return crumbs.map((crumb, i) =>
    crumbs.slice(i + 1).some((below) => below.name === crumb.name)
      ? { ...crumb, name: titles.get(crumb.path) as string }
      : crumb,
  );
}

/** The whole document for a page, rendered once: the layout around the page's own component. */
function renderDocument(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]): string {
  const { createElement, renderToStaticMarkup } = ctx.site;
  return (
    '<!doctype html>' +
    renderToStaticMarkup(
      createElement(
        ctx.site.Layout,
        {
          siteWide: ctx.site.siteWide,
          path: page.base,
          meta: page.meta,
          crumbs,
          styles: STYLES_SLOT,
          contentSecurityPolicy: POLICY_SLOT,
          year: ctx.year,
          indexable: page.base !== NOT_FOUND_PATH,
          inlineScript: page.mod.inlineScript,
          structuredData: page.mod.structuredData?.(),
          pictures: ctx.pictures.pictures,
          shareCard: { url: SHARE_URL_SLOT, alt: SHARE_ALT_SLOT },
        },
        createElement(page.mod.default, { ...page.props, path: page.base, crumbs } satisfies PageProps),
      ),
    )
  );
}

/**
 * A page's markup for its edition: links to pages lead to the same edition (components write every link
 * as the English path), except the language switch and alternates, which say their `hreflang`; English
 * shown for want of a translation is marked as English.
 */
export function editionMarkup(html: string, lang: Lang, isPage: (path: string) => boolean): string {
  const prefix = languages[lang].prefix;
  if (!prefix) return html;
  const linked = html.replace(/<(?:a|link|form)\b[^>]*>/g, (tag) =>
    /\shreflang="/i.test(tag)
      ? tag
      : tag.replace(/\s(href|action)="(\/[^"]*)"/g, (whole, attribute: string, path: string) =>
          isPage(path) ? ` ${attribute}="${prefix}${path}"` : whole,
        ),
  );
  return markFallbacks(linked);
}

/**
 * Turns the marks around untranslated English (content/lib/translate.ts) into `<span lang="en">` where
 * the text is markup, and drops them where it is not: the title, scripts, and attribute values.
 */
export function markFallbacks(html: string): string {
  if (!html.includes(ENGLISH_START)) return html;
  return html
    .replace(/<(title|script|style)\b[^>]*>[\s\S]*?<\/\1>/g, withoutEnglishMarks)
    .replace(/<[^>]*[\uE000\uE001][^>]*>/g, withoutEnglishMarks)
    .replace(/[\uE000\uE001]/g, (mark) => (mark === ENGLISH_START ? '<span lang="en">' : '</span>'));
}

/** The widgets a page's markup declares, each of which must have its client/<name>.ts. */
function widgetsOf(ctx: RenderContext, page: Page, html: string): string[] {
  const widgets = modulesIn(html);
  for (const name of widgets) {
    if (!ctx.widgets.has(name))
      throw new BuildError(`${page.file}: uses data-module="${name}" but there is no client/${name}.ts`);
  }
  return widgets;
}

/**
 * Where a page's stylesheet and its policy go: the document is rendered with these in their place, then
 * filled once its markup and scripts say which rules it uses, and the policy can name them by their hash.
 */
const STYLES_SLOT = '/*page-styles*/';
const POLICY_SLOT = 'page-policy';
/** The page's sharing card, known once the page shows which picture comes first. */
const SHARE_URL_SLOT = 'page-share-card-url';
const SHARE_ALT_SLOT = 'page-share-card-alt';

/** Every file of dist/assets/pictures/ that a text names. */
const PICTURE_FILE = new RegExp(`${PICTURES_URL}([a-z0-9-]+\\.(?:avif|webp|jpg|svg))`, 'g');

/**
 * The page's sharing card (Open Graph) is made from the picture its meta names, else the first picture of
 * its main content with alt text, else the site's: its URL and alt text, ready for an attribute.
 */
function shareCardOf(ctx: RenderContext, page: PreparedPage, document: string): { url: string; alt: string } {
  const { url: origin, shareImage } = ctx.site.siteRecord;
  const cardOf = (src: string) => origin + (ctx.pictures.shareCards.get(src) as string);
  if (page.meta.image) return { url: cardOf(page.meta.image.src), alt: escapeMarkup(page.meta.image.alt ?? '') };
  const main = document.slice(document.indexOf('<main'));
  // A decorative picture is passed over: a card is shown with its alt text, and one has none.
  for (const [tag] of main.matchAll(/<img\b[^>]*>/g)) {
    const src = ctx.pictures.sourceOf.get(/\ssrc="([^"]*)"/.exec(tag)?.[1] ?? '');
    const alt = /\salt="([^"]*)"/.exec(tag)?.[1];
    if (src && alt) return { url: cardOf(src), alt };
  }
  return { url: cardOf(shareImage.src), alt: escapeMarkup(shareImage.alt ?? '') };
}

/** Each photo placeholder colour the page shows (components/Picture.tsx), as a rule of its stylesheet. */
function placeholderRules(document: string): string {
  const colours = new Set([...document.matchAll(PLACEHOLDER_CLASS)].map((match) => match[1]));
  return [...colours].map((hex) => `.placeholder-${hex}{background-color:#${hex}}`).join('');
}

/**
 * The document with every slot filled, in one pass (a page is tens of kilobytes, and a build of thousands
 * of pages spent much of its time copying them). `once` slots must each be there exactly once: a layout
 * that lost or doubled one fails the build; `repeated` ones may be there any number of times.
 */
function fillSlots(
  page: Page,
  document: string,
  once: Record<string, string>,
  repeated: Record<string, string>,
): string {
  const texts = new Map(Object.entries({ ...repeated, ...once }));
  const found = new Map<string, number>();
  const slots = new RegExp([...texts.keys()].map(escapeRegExp).join('|'), 'g');
  const html = document.replace(slots, (slot) => {
    found.set(slot, (found.get(slot) ?? 0) + 1);
    return texts.get(slot) as string;
  });
  for (const slot of Object.keys(once)) {
    if (found.get(slot) !== 1)
      throw new BuildError(`${page.file}: expected one ${slot} in ${page.path}, found ${found.get(slot) ?? 0}`);
  }
  return html;
}

/** A page's own errors say so; any other failure names the page and keeps its stack. */
function renderFailure(page: Page, error: unknown): BuildError {
  if (error instanceof BuildError) return error;
  return new BuildError(`${page.file}: failed to render ${page.path}: ${(error as Error).stack}`, { cause: error });
}

/** A page rendered, its styles and script still to come: its document and the widgets it declares. */
interface RenderedPage {
  page: PreparedPage;
  document: string;
  widgets: string[];
}

function renderPage(ctx: RenderContext, page: PreparedPage, crumbs: Crumb[]): RenderedPage {
  try {
    const document = editionMarkup(renderDocument(ctx, page, crumbs), page.lang, ctx.isPage);
    return { page, document, widgets: widgetsOf(ctx, page, document) };
  } catch (error) {
    throw renderFailure(page, error);
  }
}

/** The page's document with the rules of the stylesheet that it and its script use, its policy and its script. */
function finishPage(ctx: RenderContext, { page, document }: RenderedPage, script: WidgetBundle | undefined): BuiltPage {
  let html: string;
  let styles: string;
  try {
    styles = ctx.stylesFor(document, script?.code) + placeholderRules(document);
    const policyMeta = (content: string) =>
      ctx.site.renderToStaticMarkup(ctx.site.createElement('meta', { httpEquiv: 'Content-Security-Policy', content }));
    const shareCard = shareCardOf(ctx, page, document);
    // The script goes at the end of the body: a module script is deferred wherever it is, but one in the
    // head is fetched beside the hero picture and, on a slow phone, pushes the first paint back (Lighthouse
    // measured the home page's LCP 0.95–0.98 s with it in the head, 0.76–0.99 s here).
    const scripts = [
      script && ctx.site.renderToStaticMarkup(ctx.site.createElement(ctx.site.PageScript, { src: script.src })),
      ctx.devScript && `<script type="module" src="${ctx.devScript}"></script>`,
    ];
    html = fillSlots(
      page,
      document,
      {
        [`<style>${STYLES_SLOT}</style>`]: `<style>${styles}</style>`,
        [policyMeta(POLICY_SLOT)]: policyMeta(ctx.policyFor(styles)),
        '</body>': `${scripts.filter(Boolean).join('')}</body>`,
      },
      { [SHARE_URL_SLOT]: shareCard.url, [SHARE_ALT_SLOT]: shareCard.alt },
    );
  } catch (error) {
    throw renderFailure(page, error);
  }
  const { mod, ...built } = page;
  return { ...built, html, styles, inlineScript: mod.inlineScript };
}

/** An endpoint's file: the text its default export returns. */
function renderEndpoint(site: SiteModule, route: Route): string {
  const mod = site.pages[route.file];
  if (typeof mod.default !== 'function')
    throw new BuildError(`${route.file}: must export default a function that returns the file's text`);
  try {
    return (mod as EndpointModule).default();
  } catch (error) {
    throw new BuildError(`${route.file}: failed to render: ${(error as Error).stack}`, { cause: error });
  }
}

/** What records say has gone stale by `today`, each message led by the record's file (`content/history.yml`). */
function staleContent(site: SiteModule, today: string): string[] {
  return Object.entries(site.contents).flatMap(([file, mod]) =>
    typeof mod.stale === 'function'
      ? mod.stale(today).map((message) => `${file.replace(/\.ts$/, '.yml')}: ${message}`)
      : [],
  );
}

/**
 * What the content editor's page needs (cms/admin-files.ts): its configuration and where each entry's
 * words are, made from the English edition's content modules, which are the schemas of every record.
 */
async function adminPageOf(projectDir: string, site: SiteModule, stylesheet: string): Promise<AdminPage> {
  const repository = packageRepository(projectDir);
  // Made from the schemas (in the bundle) and the repository, and kept beside the bundle until either
  // changes: making them takes a fifth of a warm build.
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

/**
 * Stops the build at two pages of an edition with one title, naming the content files that give it: an
 * article's own file (found by its slug among the files that hold the title), or else the page's file.
 */
async function checkUniqueTitles(pages: PreparedPage[], contentDir: string) {
  const seen = new Map<string, PreparedPage>();
  for (const page of pages) {
    const other = seen.get(page.meta.title);
    seen.set(page.meta.title, page);
    if (!other) continue;
    const places = await writtenWhere(contentDir, [page.meta.title]);
    const sourceOf = ({ file, path, props }: PreparedPage) => {
      const slug = typeof props.slug === 'string' ? props.slug : undefined;
      const own = places.find((place) => slug && basename(place.file).replace(/(\.sw)?\.md$/, '') === slug);
      return own ? own.file : `${file} (${path})`;
    };
    throw new BuildError(
      `${sourceOf(page)}: the title "${page.meta.title}" is already the title of ${sourceOf(other)}: give each page its own title`,
    );
  }
}

export async function buildSite({
  outDir = join(root, 'dist'),
  projectDir = root,
  devScript,
  today = new Date().toISOString().slice(0, 10),
  contentDir = join(projectDir, 'content'),
  photoFixtures = process.env.PHOTO_FIXTURES === '1',
  log = () => {},
}: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const steps: Record<string, number> = {};
  let lap = started;
  const step = (name: string) => {
    const now = performance.now();
    steps[name] = now - lap;
    lap = now;
  };
  const [routes, contentFiles] = await Promise.all([findRoutes(projectDir), findContent(projectDir, contentDir)]);
  // One bundle per edition, each with its own language's records (see contentPlugin). Each record is
  // checked against its schema as it loads (content/lib/records.ts).
  const loaded = await Promise.allSettled(
    langs.map((lang) => loadSite(projectDir, contentDir, routes, contentFiles, lang)),
  );
  // A mistake in the English is said in English (an item named by its English title), whichever edition
  // met it first.
  const failed = loaded.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  const sites = loaded.map((result) => (result as PromiseFulfilledResult<SiteModule>).value);
  const editions = langs.map((lang, i) => ({ lang, site: sites[i] }));
  step('load the site and its content');
  const problems = Object.entries(sites[0].contents).flatMap(([file, mod]) => exportProblems(file, mod));
  if (problems.length > 0) throw new BuildError(`content is not valid:\n  ${problems.join('\n  ')}`);
  const warnings = [
    ...staleContent(sites[0], today),
    ...editions.flatMap(({ site }) => site.translationWarnings).sort(),
  ];
  step('check the content');

  const pictureCache = join(projectDir, 'node_modules', '.cache', 'pictures');
  let pictures: Catalogue;
  try {
    pictures = await readPictures({
      projectDir,
      picturesDir: join(contentDir, 'pictures'),
      cacheDir: pictureCache,
      uses: editions.flatMap(({ site }) =>
        Object.entries(site.contents).flatMap(([file, mod]) => site.pictureUses(file, mod.default)),
      ),
      photoFixtures,
    });
  } catch (error) {
    if (error instanceof PictureError)
      throw new BuildError(`pictures are not usable:\n  ${error.message.split('\n').join('\n  ')}`);
    throw error;
  }
  step('read the pictures');

  const prepared = editions.map(({ lang, site }) => {
    const pagesOf = routes
      .filter((route) => route.kind === 'page')
      .flatMap((route) => expandRoute(route, site.pages[route.file]))
      .map((page) => preparePage(site, page, lang));
    return { lang, site, pages: pagesOf, titles: new Map(pagesOf.map((page) => [page.base, page.meta.title])) };
  });
  const endpointRoutes = routes.filter((route) => route.kind === 'endpoint');
  const endpointPaths = new Set(endpointRoutes.map((route) => route.path));
  const isPage = (path: string) => isPagePath(path) || endpointPaths.has(path.split(/[?#]/)[0]);
  const redirects = editionRedirects(routes, prepared);
  step('list the pages');

  const configDir = configDirFor(outDir);
  const parent = dirname(resolve(outDir));
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, '.dist-staging-'));
  const stagedSite = join(staging, 'site');
  const stagedConfig = join(staging, 'config');
  let pages: BuiltPage[];
  try {
    await Promise.all([mkdir(stagedSite), mkdir(stagedConfig)]);
    const [stylesheet, widgets] = await Promise.all([
      compileStyles(projectDir),
      clientWidgets(projectDir),
      cp(join(projectDir, 'public'), stagedSite, { recursive: true }),
    ]);
    step('styles and public files');
    const inlineScripts = [
      ...new Set(prepared.flatMap((edition) => edition.pages.flatMap((page) => page.mod.inlineScript ?? []))),
    ];
    // Pages that use the same rules (every article, say) have the same policy: each is made once.
    const policies = new Map<string, string>();
    const policyFor = (styles: string) => {
      let policy = policies.get(styles);
      if (policy === undefined) {
        policy = sites[0].contentSecurityPolicy({ scripts: inlineScripts, styles: [styles] }, 'meta');
        policies.set(styles, policy);
      }
      return policy;
    };
    const common = {
      stylesFor: pageStylesheet(stylesheet),
      policyFor,
      widgets,
      year: Number(today.slice(0, 4)),
      devScript,
      isPage,
      pictures,
    };
    const rendered = prepared.map(({ site, pages: editionPages, titles }) => {
      const ctx: RenderContext = { ...common, site };
      const editionRendered = editionPages.map((page) => renderPage(ctx, page, crumbsFor(site, page.base, titles)));
      return { ctx, pages: editionRendered };
    });
    for (const edition of rendered)
      await checkUniqueTitles(
        edition.pages.map(({ page }) => page),
        contentDir,
      );
    step('render the pages');
    const sets = new Map(
      rendered.flatMap((edition) => edition.pages.map(({ widgets }) => [setName(widgets), widgets])),
    );
    sets.delete('');
    const bundling = bundleWidgets(projectDir, stagedSite, [...sets.values()]);
    const endpoints = editions.flatMap(({ lang, site }) =>
      endpointRoutes.map((route) => ({
        output: outputIn(lang, route.output),
        text: renderEndpoint(site, route),
      })),
    );
    step('feeds');
    const scripts = await bundling;
    step('bundle the widgets');
    pages = rendered.flatMap(({ ctx, pages: editionPages }) =>
      editionPages.map((page) => finishPage(ctx, page, scripts.get(setName(page.widgets)))),
    );
    step('styles and scripts of the pages');
    const inline: InlineCode = { scripts: inlineScripts, styles: [...new Set(pages.map((page) => page.styles))] };
    const files = [...pages.map((page) => ({ output: page.output, text: page.html })), ...endpoints];
    await Promise.all(
      [...new Set(files.map((f) => dirname(join(stagedSite, f.output))))].map((dir) => mkdir(dir, { recursive: true })),
    );
    const pictureNames = new Set(files.flatMap((f) => [...f.text.matchAll(PICTURE_FILE)].map((match) => match[1])));
    const jobs = [...pictureNames].map((name) => {
      const job = pictures.jobs.get(name);
      if (!job)
        throw new BuildError(`a page names ${PICTURES_URL}${name}, which no picture in content/pictures/ makes`);
      return job;
    });
    await Promise.all([
      ...files.map((f) => writeFile(join(stagedSite, f.output), f.text)),
      writePictures({ jobs, cacheDir: pictureCache, siteDir: stagedSite, log }),
    ]);
    step('write the pages and pictures');
    await writeAdmin(projectDir, stagedSite, await adminPageOf(projectDir, sites[0], stylesheet));
    step('the content editor');
    await checkLinks(stagedSite, pages, contentDir, devScript);
    step('check the links');
    const foldersWithoutPage = await fillFoldersWithoutPage(stagedSite, pages);
    const hostFiles = sites[0].hostFiles({
      inline,
      pages: pages
        .filter((p) => p.base !== NOT_FOUND_PATH)
        .map((p): SitemapEntry => ({
          path: p.path,
          base: p.base,
          lastmod: p.meta.article?.modified ?? p.meta.article?.published,
        })),
      foldersWithoutPage,
      editions: langs.map((lang) => languages[lang].prefix).filter(Boolean),
      redirects,
    });
    await Promise.all([
      ...Object.entries(hostFiles.webRoot).map(([name, text]) => writeFile(join(stagedSite, name), text)),
      ...Object.entries(hostFiles.config).map(([name, text]) => writeFile(join(stagedConfig, name), text)),
    ]);
    await makeReadable(staging, stagedSite, projectDir);
    step('sitemap and host files');
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await swapIn(staging, [
    [stagedSite, resolve(outDir)],
    [stagedConfig, configDir],
  ]);
  step('swap in');
  return { outDir, configDir, pages, redirects, warnings, milliseconds: performance.now() - started, steps };
}

/** Where a build into outDir puts the server configuration: beside it, `dist-config/` for `dist/`. */
export function configDirFor(outDir: string): string {
  return `${resolve(outDir)}-config`;
}

/**
 * Stops the build at a link of a page it wrote that leads to no file it wrote (scripts/lib/broken-links.ts),
 * naming the content file that holds the link. Run before folders without a page get their index.html.
 */
async function checkLinks(siteDir: string, pages: BuiltPage[], contentDir: string, devScript?: string) {
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

/**
 * Gives every folder that has no page (assets/, images/, reports/…) a copy of the 404 page as its
 * index.html: a host that ignores the .htaccess and would list the folder's files shows that page instead.
 * Returns those folders' URL paths, which the host files answer with a 404 where they are read.
 */
async function fillFoldersWithoutPage(siteDir: string, pages: BuiltPage[]): Promise<string[]> {
  const notFoundPages = pages.filter((page) => page.base === NOT_FOUND_PATH);
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
  const paths = folders.map((folder) => `/${relative(siteDir, folder).split(sep).join('/')}/`);
  await Promise.all(folders.map((folder, i) => writeFile(join(folder, 'index.html'), notFoundFor(paths[i]).html)));
  return paths.sort();
}

/**
 * Folders 755 and files 644 whatever the umask or the modes in public/: the build's own folder comes from
 * mkdtemp (700), and a copy that keeps modes (rsync -a, cp -a) must stay readable by the web server's user.
 * What the build wrote took its mode from the umask, so when the umask leaves the staged site's own folder
 * readable by all, only what keeps a mode from elsewhere needs setting: the copy of public/ (cp keeps its
 * modes) and the picture files (links to the cache's files, made by any earlier build). Setting every one
 * of a large site's files took 0.2 s.
 */
async function makeReadable(staging: string, siteDir: string, projectDir: string) {
  const readableByAll = ((await stat(siteDir)).mode & 0o055) === 0o055;
  /** Everything below `dir`, as it is found below `target` (the same folder, or where it was copied to). */
  const below = async (dir: string, target = dir) =>
    (await readdir(dir, { recursive: true, withFileTypes: true })).map((entry) => ({
      path: join(target, relative(dir, join(entry.parentPath, entry.name))),
      folder: entry.isDirectory(),
    }));
  const pictures = join(siteDir, PICTURES_URL);
  const entries = readableByAll
    ? [
        ...(await below(join(projectDir, 'public'), siteDir)),
        // A site whose pages name no picture has no pictures folder.
        ...((await exists(pictures)) ? await below(pictures) : []),
      ]
    : await below(staging);
  await Promise.all(entries.map(({ path, folder }) => chmod(path, folder ? 0o755 : 0o644)));
}

/**
 * Puts each finished folder in place of its target with renames only, so no visitor or server sees a
 * half-built site; the folders they replace go into the staging folder, which is then removed.
 */
async function swapIn(staging: string, moves: [from: string, to: string][]) {
  for (const [, to] of moves) {
    await rename(to, join(staging, `old-${basename(to)}`)).catch((error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    });
  }
  for (const [from, to] of moves) await rename(from, to);
  await rm(staging, { recursive: true, force: true });
}

/** The message for a failed build: ours say what is wrong where; anything else keeps its stack. */
export function describeFailure(error: unknown): string {
  return error instanceof BuildError ? error.message : ((error as Error).stack ?? String(error));
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // On a CI run, what the build of the site says goes on the run's summary page too
  // (scripts/lib/build-summary.ts); the tests' other builds (photos, the frozen content) say nothing there.
  const summary = process.argv.length === 2 ? process.env.GITHUB_STEP_SUMMARY : undefined;
  const summarise = (outcome: Parameters<typeof buildSummary>[0]) =>
    summary ? appendFile(summary, buildSummary(outcome)) : undefined;
  try {
    // `--out <dir>` builds somewhere other than dist/: the photo build goes to dist-photos/. `--content <dir>`
    // reads another folder of content: the frozen copy the tests of the spec's content read.
    const option = (name: string) => {
      const at = process.argv.indexOf(name);
      return at > 0 ? resolve(process.argv[at + 1]) : undefined;
    };
    const { pages, warnings, milliseconds } = await buildSite({
      outDir: option('--out'),
      contentDir: option('--content'),
      log: (line) => console.log(line),
    });
    for (const warning of warnings) console.warn(`Warning: ${warning}`);
    console.log(`Built ${pages.length} pages in ${(milliseconds / 1000).toFixed(2)} s`);
    await summarise({ warnings });
  } catch (error) {
    console.error(`Build failed: ${describeFailure(error)}`);
    process.exitCode = 1;
    await summarise({ failure: describeFailure(error), warnings: [] });
  }
}
