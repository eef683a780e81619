/**
 * Builds the static site into dist/: every module under pages/ rendered inside the shared layout, the
 * stylesheet compiled from styles/ (inlined in each page), the widget scripts bundled from client/, public/
 * copied as it is, and the files hosts and crawlers read. Content is checked against its schemas first.
 * Beside dist/ it writes dist-config/: the server configuration that is no file of the site (serve.json,
 * the nginx example). The build writes into a fresh folder and swaps it in only when everything succeeded,
 * so a failed build leaves the last good dist/ untouched.
 */
import { chmod, cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as sass from 'sass-embedded';
import type { LayoutProps } from './components/Layout';
import type { PageAssets } from './components/PageAssets';
import type { Collection } from './content/collection';
import type { PageMeta, pageMetaSchema } from './content/schemas/page';
import type { contentSecurityPolicy, InlineCode } from './hosting/headers';
import type { hostFiles } from './hosting/host-config';

const root = dirname(fileURLToPath(import.meta.url));

// Stack traces from the bundled site code point at the source files (the bundle carries a source map).
process.setSourceMapsEnabled(true);

export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
  inlineScript?: string;
}

/** What the build needs from the site's own code, loaded fresh on every build (see loadSite). */
interface SiteModule {
  Layout: ComponentType<LayoutProps>;
  collections: Collection[];
  validateCollections: (collections: Collection[]) => string[];
  pageMetaSchema: typeof pageMetaSchema;
  contentSecurityPolicy: typeof contentSecurityPolicy;
  hostFiles: typeof hostFiles;
  pages: Record<string, Partial<PageModule>>;
}

export interface Page {
  /** The source file, relative to the project, for messages. */
  file: string;
  /** The URL path, in the trailing-slash form: `/`, `/about/team/`; `/404.html` for the not-found page. */
  path: string;
  /** Where the page is written, relative to the output folder. */
  output: string;
}

export interface BuiltPage extends Page {
  meta: PageMeta;
  html: string;
  inlineScript?: string;
}

export interface BuildResult {
  outDir: string;
  configDir: string;
  pages: BuiltPage[];
  milliseconds: number;
}

export interface BuildOptions {
  outDir?: string;
  /** The project to build; tests point this at a copy. */
  projectDir?: string;
  /** The URL of a script added to every page: the dev server's live reload. Never set by `npm run build`. */
  devScript?: string;
}

/** A build failure that says which file, and what in it, is wrong. */
export class BuildError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BuildError';
  }
}

/** The folders the build reads: the dev server watches them, and tests copy them to build a changed site. */
export const sourceDirs = ['pages', 'components', 'content', 'styles', 'client', 'public', 'hosting'] as const;

const NOT_FOUND = '404';
const NOT_FOUND_PATH = '/404.html';

/** `pages/about/team.tsx` is `/about/team/`, `pages/about/index.tsx` is `/about/`, `pages/404.tsx` is `/404.html`. */
export function routeFor(file: string): Page {
  const name = relative('pages', file)
    .split(sep)
    .join('/')
    .replace(/\.tsx$/, '');
  if (name === NOT_FOUND) return { file, path: NOT_FOUND_PATH, output: '404.html' };
  const route = name === 'index' ? '' : name.replace(/(^|\/)index$/, '');
  return {
    file,
    path: route ? `/${route}/` : '/',
    output: route ? `${route}/index.html` : 'index.html',
  };
}

async function findPages(projectDir: string): Promise<Page[]> {
  const files = await readdir(join(projectDir, 'pages'), { recursive: true });
  return files
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => routeFor(join('pages', file)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

let siteVersion = 0;

/**
 * Bundles the site's code (pages, components, content, hosting rules) into one module and imports it.
 * Going through a bundle, rather than importing the sources, lets the dev server load every edit anew in
 * the same process: Node caches an imported module for good, but each bundle is a new URL.
 */
async function loadSite(projectDir: string, pages: Page[]): Promise<SiteModule> {
  const entry = [
    "export { Layout } from './components/Layout';",
    "export { collections } from './content/index';",
    "export { validateCollections } from './content/validate';",
    "export { pageMetaSchema } from './content/schemas/page';",
    "export { contentSecurityPolicy } from './hosting/headers';",
    "export { hostFiles } from './hosting/host-config';",
    ...pages.map((page, i) => `import * as page${i} from './${page.file.split(sep).join('/')}';`),
    `export const pages = { ${pages.map((page, i) => `${JSON.stringify(page.file)}: page${i}`).join(', ')} };`,
  ].join('\n');
  const outfile = join(root, 'node_modules/.cache/site-build', `site-${process.pid}-${++siteVersion}.mjs`);
  await esbuild({
    stdin: { contents: entry, resolveDir: projectDir, loader: 'ts', sourcefile: 'site-entry.ts' },
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    jsx: 'automatic',
    packages: 'external',
    sourcemap: 'inline',
    logLevel: 'silent',
  }).catch((error: Error) => {
    throw new BuildError(`compiling the site: ${error.message}`, { cause: error });
  });
  try {
    return (await import(pathToFileURL(outfile).href)) as SiteModule;
  } catch (error) {
    throw new BuildError(`loading the site: ${(error as Error).stack}`, { cause: error });
  } finally {
    await rm(outfile, { force: true });
  }
}

/** The site's one stylesheet, compressed; every page inlines it (see PageAssets). */
async function compileStyles(projectDir: string): Promise<string> {
  try {
    const entry = join(projectDir, 'styles/main.scss');
    return (await sass.compileAsync(entry, { style: 'compressed', charset: false })).css;
  } catch (error) {
    throw new BuildError(`styles: ${(error as Error).message}`, { cause: error });
  }
}

/** A widget's script: its URL and the shared chunks it imports. */
interface ClientEntry {
  src: string;
  imports: string[];
}

/** Bundles each top-level file of client/ as an entry; shared code and `import()`ed parts become chunks. */
async function bundleClient(projectDir: string, outDir: string): Promise<Map<string, ClientEntry>> {
  const clientDir = join(projectDir, 'client');
  const entryPoints = (await readdir(clientDir)).filter((f) => f.endsWith('.ts')).map((f) => join(clientDir, f));
  const result = await esbuild({
    entryPoints,
    outdir: join(outDir, 'assets'),
    absWorkingDir: projectDir,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    logLevel: 'silent',
    legalComments: 'none',
  }).catch((error: Error) => {
    throw new BuildError(`client: ${error.message}`, { cause: error });
  });
  const entries = new Map<string, ClientEntry>();
  const urlOf = (output: string) => '/' + relative(outDir, resolve(projectDir, output)).split(sep).join('/');
  for (const [output, info] of Object.entries(result.metafile.outputs)) {
    if (!info.entryPoint) continue;
    entries.set(basename(info.entryPoint, '.ts'), {
      src: urlOf(output),
      imports: info.imports.filter((i) => i.kind === 'import-statement').map((i) => urlOf(i.path)),
    });
  }
  return entries;
}

/** The widgets a page's markup declares with `data-module`, each of which needs client/<name>.ts. */
export function modulesIn(html: string): string[] {
  return [...new Set([...html.matchAll(/data-module="([a-z-]+)"/g)].map((m) => m[1]))].sort();
}

interface RenderContext {
  site: SiteModule;
  styles: string;
  /** The Content-Security-Policy as a page's <meta> carries it. */
  contentSecurityPolicy: string;
  client: Map<string, ClientEntry>;
  year: number;
  devScript?: string;
}

function renderDocument(ctx: RenderContext, page: Page, mod: PageModule, assets: PageAssets): string {
  const html =
    '<!doctype html>' +
    renderToStaticMarkup(
      createElement(
        ctx.site.Layout,
        {
          path: page.path,
          meta: mod.meta,
          assets,
          year: ctx.year,
          indexable: page.path !== NOT_FOUND_PATH,
          inlineScript: mod.inlineScript,
        },
        createElement(mod.default),
      ),
    );
  return ctx.devScript
    ? html.replace('</body>', `<script type="module" src="${ctx.devScript}"></script></body>`)
    : html;
}

function checkPageModule(site: SiteModule, page: Page): PageModule {
  const mod = site.pages[page.file];
  if (typeof mod.default !== 'function')
    throw new BuildError(`${page.file}: has no default export (the page component)`);
  const meta = site.pageMetaSchema.safeParse(mod.meta);
  if (!meta.success) {
    const problems = meta.error.issues.map((i) => `meta.${i.path.join('.') || '(missing)'} ${i.message}`);
    throw new BuildError(`${page.file}: ${problems.join('; ')}`);
  }
  return mod as PageModule;
}

function renderPage(ctx: RenderContext, page: Page): BuiltPage {
  const mod = checkPageModule(ctx.site, page);
  let html: string;
  try {
    const { styles, contentSecurityPolicy } = ctx;
    html = renderDocument(ctx, page, mod, { styles, contentSecurityPolicy, scripts: [], modulePreloads: [] });
    const widgets = modulesIn(html).map((name) => {
      const entry = ctx.client.get(name);
      if (!entry) throw new BuildError(`${page.file}: uses data-module="${name}" but there is no client/${name}.ts`);
      return entry;
    });
    if (widgets.length > 0) {
      const scripts = widgets.map((w) => w.src);
      const modulePreloads = [...new Set(widgets.flatMap((w) => w.imports))].filter((i) => !scripts.includes(i));
      html = renderDocument(ctx, page, mod, { styles, contentSecurityPolicy, scripts, modulePreloads });
    }
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError(`${page.file}: failed to render: ${(error as Error).stack}`, { cause: error });
  }
  return { ...page, meta: mod.meta, html, inlineScript: mod.inlineScript };
}

function checkUniqueTitles(pages: BuiltPage[]) {
  const seen = new Map<string, string>();
  for (const page of pages) {
    const other = seen.get(page.meta.title);
    if (other) throw new BuildError(`${page.file}: meta.title "${page.meta.title}" is already used by ${other}`);
    seen.set(page.meta.title, page.file);
  }
}

/** Where a build into outDir puts the server configuration: beside it, `dist-config/` for `dist/`. */
export function configDirFor(outDir: string): string {
  return `${resolve(outDir)}-config`;
}

export async function buildSite({
  outDir = join(root, 'dist'),
  projectDir = root,
  devScript,
}: BuildOptions = {}): Promise<BuildResult> {
  const started = performance.now();
  const pageList = await findPages(projectDir);
  const site = await loadSite(projectDir, pageList);
  const problems = site.validateCollections(site.collections);
  if (problems.length > 0) throw new BuildError(`content is not valid:\n  ${problems.join('\n  ')}`);
  const configDir = configDirFor(outDir);

  const parent = dirname(resolve(outDir));
  await mkdir(parent, { recursive: true });
  const staging = await mkdtemp(join(parent, '.dist-staging-'));
  const stagedSite = join(staging, 'site');
  const stagedConfig = join(staging, 'config');
  let pages: BuiltPage[];
  try {
    await Promise.all([mkdir(stagedSite), mkdir(stagedConfig)]);
    const [styles, client] = await Promise.all([
      compileStyles(projectDir),
      bundleClient(projectDir, stagedSite),
      cp(join(projectDir, 'public'), stagedSite, { recursive: true }),
    ]);
    const inline: InlineCode = {
      scripts: pageList.flatMap((page) => site.pages[page.file].inlineScript ?? []),
      styles: [styles],
    };
    const ctx: RenderContext = {
      site,
      styles,
      contentSecurityPolicy: site.contentSecurityPolicy(inline, 'meta'),
      client,
      year: new Date().getFullYear(),
      devScript,
    };
    pages = pageList.map((page) => renderPage(ctx, page));
    checkUniqueTitles(pages);
    await Promise.all(
      pages.map(async (page) => {
        const file = join(stagedSite, page.output);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, page.html);
      }),
    );
    const foldersWithoutPage = await fillFoldersWithoutPage(stagedSite, pages);
    const hostFiles = site.hostFiles({
      inline,
      pages: pages.filter((p) => p.path !== NOT_FOUND_PATH).map((p) => p.path),
      foldersWithoutPage,
    });
    await Promise.all([
      ...Object.entries(hostFiles.webRoot).map(([name, text]) => writeFile(join(stagedSite, name), text)),
      ...Object.entries(hostFiles.config).map(([name, text]) => writeFile(join(stagedConfig, name), text)),
    ]);
    await makeReadable(staging);
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
  await swapIn(staging, [
    [stagedSite, resolve(outDir)],
    [stagedConfig, configDir],
  ]);
  return { outDir, configDir, pages, milliseconds: performance.now() - started };
}

/**
 * Gives every folder that has no page (assets/, images/, reports/…) a copy of the 404 page as its
 * index.html: a host that ignores the .htaccess and would list the folder's files shows that page instead.
 * Returns those folders' URL paths, which the host files answer with a 404 where they are read.
 */
async function fillFoldersWithoutPage(siteDir: string, pages: BuiltPage[]): Promise<string[]> {
  const notFound = pages.find((page) => page.path === NOT_FOUND_PATH);
  if (!notFound) throw new BuildError(`pages/${NOT_FOUND}.tsx is missing: every host shows it for an unknown URL`);
  const entries = await readdir(siteDir, { recursive: true, withFileTypes: true });
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((folder) => !entries.some((e) => e.parentPath === folder && e.name === 'index.html'));
  await Promise.all(folders.map((folder) => writeFile(join(folder, 'index.html'), notFound.html)));
  return folders.map((folder) => `/${relative(siteDir, folder).split(sep).join('/')}/`).sort();
}

/**
 * Folders 755 and files 644 whatever the umask or the modes in public/: the build's own folder comes from
 * mkdtemp (700), and a copy that keeps modes (rsync -a, cp -a) must stay readable by the web server's user.
 */
async function makeReadable(dir: string) {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  await Promise.all(
    entries.map((entry) => chmod(join(entry.parentPath, entry.name), entry.isDirectory() ? 0o755 : 0o644)),
  );
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
  try {
    const { pages, milliseconds } = await buildSite();
    console.log(`Built ${pages.length} pages in ${(milliseconds / 1000).toFixed(2)} s`);
  } catch (error) {
    console.error(`Build failed: ${describeFailure(error)}`);
    process.exitCode = 1;
  }
}
