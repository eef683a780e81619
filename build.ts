/**
 * Builds the static site into dist/: every module under pages/ rendered inside the shared layout, the
 * stylesheet compiled from styles/, the widget scripts bundled from client/, and public/ copied as it is.
 * The build writes into a fresh folder and swaps it in only when everything succeeded, so a failed build
 * leaves the last good dist/ untouched.
 */
import { cp, mkdir, mkdtemp, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build as esbuild } from 'esbuild';
import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as sass from 'sass-embedded';
import { Layout } from './components/Layout';
import type { PageAssets } from './components/PageAssets';
import { collections } from './content/index';
import { pageMetaSchema, type PageMeta } from './content/schemas/page';
import { validateCollections } from './content/validate';
import { hostFiles } from './hosting/host-config';

const root = dirname(fileURLToPath(import.meta.url));

export interface PageModule {
  default: ComponentType;
  meta: PageMeta;
  inlineScript?: string;
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
  pages: BuiltPage[];
  milliseconds: number;
}

/** A build failure that says which file, and what in it, is wrong. */
export class BuildError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'BuildError';
  }
}

const NOT_FOUND = '404';
const NOT_FOUND_PATH = '/404.html';

/** `pages/about/team.tsx` is `/about/team/`, `pages/about/index.tsx` is `/about/`, `pages/404.tsx` is `/404.html`. */
export function routeFor(file: string): Page {
  const name = relative('pages', file).split(sep).join('/').replace(/\.tsx$/, '');
  if (name === NOT_FOUND) return { file, path: NOT_FOUND_PATH, output: '404.html' };
  const route = name === 'index' ? '' : name.replace(/(^|\/)index$/, '');
  return {
    file,
    path: route ? `/${route}/` : '/',
    output: route ? `${route}/index.html` : 'index.html',
  };
}

export async function findPages(pagesDir = join(root, 'pages')): Promise<Page[]> {
  const files = await readdir(pagesDir, { recursive: true });
  return files
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => routeFor(join('pages', file)))
    .sort((a, b) => a.path.localeCompare(b.path));
}

/** The site's one stylesheet, compressed; every page inlines it (see PageAssets). */
async function compileStyles(): Promise<string> {
  try {
    return (await sass.compileAsync(join(root, 'styles/main.scss'), { style: 'compressed' })).css;
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
async function bundleClient(outDir: string): Promise<Map<string, ClientEntry>> {
  const clientDir = join(root, 'client');
  const entryPoints = (await readdir(clientDir)).filter((f) => f.endsWith('.ts')).map((f) => join(clientDir, f));
  const result = await esbuild({
    entryPoints,
    outdir: join(outDir, 'assets'),
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
  const urlOf = (output: string) => '/' + relative(outDir, resolve(root, output)).split(sep).join('/');
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

function render(page: Page, mod: PageModule, assets: PageAssets, year: number): string {
  return (
    '<!doctype html>' +
    renderToStaticMarkup(
      createElement(
        Layout,
        {
          path: page.path,
          meta: mod.meta,
          assets,
          year,
          indexable: page.path !== NOT_FOUND_PATH,
          inlineScript: mod.inlineScript,
          children: createElement(mod.default),
        },
      ),
    )
  );
}

async function loadPage(page: Page): Promise<PageModule> {
  const mod = (await import(pathToFileURL(join(root, page.file)).href)) as Partial<PageModule>;
  if (typeof mod.default !== 'function') throw new BuildError(`${page.file}: has no default export (the page component)`);
  const meta = pageMetaSchema.safeParse(mod.meta);
  if (!meta.success) {
    const problems = meta.error.issues.map((i) => `meta.${i.path.join('.') || '(missing)'} ${i.message}`);
    throw new BuildError(`${page.file}: ${problems.join('; ')}`);
  }
  return mod as PageModule;
}

async function renderPage(
  page: Page,
  styles: string,
  client: Map<string, ClientEntry>,
  year: number,
): Promise<BuiltPage> {
  const mod = await loadPage(page);
  const noScripts: PageAssets = { styles, scripts: [], modulePreloads: [] };
  let html: string;
  try {
    html = render(page, mod, noScripts, year);
    const widgets = modulesIn(html).map((name) => {
      const entry = client.get(name);
      if (!entry) throw new BuildError(`${page.file}: uses data-module="${name}" but there is no client/${name}.ts`);
      return entry;
    });
    if (widgets.length > 0) {
      const scripts = widgets.map((w) => w.src);
      const modulePreloads = [...new Set(widgets.flatMap((w) => w.imports))].filter((i) => !scripts.includes(i));
      html = render(page, mod, { styles, scripts, modulePreloads }, year);
    }
  } catch (error) {
    if (error instanceof BuildError) throw error;
    throw new BuildError(`${page.file}: failed to render: ${(error as Error).message}`, { cause: error });
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

export async function buildSite({ outDir = join(root, 'dist') }: { outDir?: string } = {}): Promise<BuildResult> {
  const started = performance.now();
  const parent = dirname(resolve(outDir));
  await mkdir(parent, { recursive: true });
  const problems = validateCollections(collections);
  if (problems.length > 0) throw new BuildError(`content is not valid:\n  ${problems.join('\n  ')}`);
  const staging = await mkdtemp(join(parent, '.dist-staging-'));
  try {
    await mkdir(join(staging, 'assets'), { recursive: true });
    const [styles, client, pageList] = await Promise.all([
      compileStyles(),
      bundleClient(staging),
      findPages(),
      cp(join(root, 'public'), staging, { recursive: true }),
    ]);
    const year = new Date().getFullYear();
    const pages: BuiltPage[] = [];
    for (const page of pageList) pages.push(await renderPage(page, styles, client, year));
    checkUniqueTitles(pages);
    const inline = { scripts: pages.flatMap((p) => p.inlineScript ?? []), styles: [styles] };
    const files = hostFiles(
      inline,
      pages.filter((p) => p.path !== NOT_FOUND_PATH).map((p) => p.path),
    );
    await Promise.all([
      ...pages.map(async (page) => {
        const file = join(staging, page.output);
        await mkdir(dirname(file), { recursive: true });
        await writeFile(file, page.html);
      }),
      ...Object.entries(files).map(([name, text]) => writeFile(join(staging, name), text)),
    ]);
    await swapIn(staging, resolve(outDir));
    return { outDir, pages, milliseconds: performance.now() - started };
  } catch (error) {
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Replaces outDir with the finished build in two renames, so no visitor or server sees a half-built site. */
async function swapIn(staging: string, outDir: string) {
  const old = `${staging}-old`;
  await rename(outDir, old).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, outDir);
  await rm(old, { recursive: true, force: true });
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { pages, milliseconds } = await buildSite();
    console.log(`Built ${pages.length} pages in ${(milliseconds / 1000).toFixed(2)} s`);
  } catch (error) {
    console.error(`Build failed: ${error instanceof BuildError ? error.message : (error as Error).stack}`);
    process.exitCode = 1;
  }
}
