/**
 * The files of the content editor at /admin/: Sveltia CMS bundled with the site's own script
 * (cms/admin.ts), its page, its configuration (made from the content schemas by cms/config.ts), where each
 * entry's words are (for cms/translation-of.ts), the figures a text may name (cms/figures-file.ts), and for the preview, the site's stylesheet, each edition's
 * module that renders a page (cms/preview.tsx) and the records it shows (cms/preview-data.ts).
 *
 * The CMS is bundled from its npm package's ES modules, not served from a CDN and not as the package's
 * ready-made script, which fetches its fonts and, to run a save hook, Immutable.js from unpkg.com and
 * jsdelivr.net (measured with 0.221.1; with them blocked, the hook is skipped). The bundle's entry sits at
 * the root of /admin/ and its chunks in chunks/, because the package finds its fonts and workers at
 * `new URL('assets/…', import.meta.url)` (`'../assets/…'` from a chunk): its assets/ folder is copied beside
 * them as it is. Bundling takes seconds, so the result is kept in node_modules/.cache/cms/ and made again
 * only when a file it was made from, the package or esbuild changes; each build links it from there.
 */
import { createRequire } from 'node:module';
import { cp, mkdir, readdir, readFile, rm } from 'node:fs/promises';
import { basename, dirname, join, relative, sep } from 'node:path';
import { build, version as esbuildVersion } from 'esbuild';
import { langs } from '../content/lib/words/language';
import { exists, linkOrCopy, sha256, writeWhole } from '../lib/files';

const require = createRequire(import.meta.url);
const PACKAGE = '@sveltia/cms';
/** The package's folder (its exports name only its entry, npm/index.js). */
const packageDir = () => join(dirname(require.resolve(PACKAGE)), '..');

/** What the build knows that the editor's page needs. */
export interface AdminPage {
  /** The organisation's name, for the page's title. */
  siteName: string;
  /** The CMS's policy, as the page's `<meta http-equiv>` holds it (hosting/headers.ts). */
  policy: string;
  /** config.yml, from the schemas. */
  config: string;
  /** words.json: where each entry's words are. */
  words: unknown;
  /** figures.json: the figures a text may name, and the entries whose texts hold them (cms/figures-file.ts). */
  figures: unknown;
  /** preview.json: what the preview shows besides an entry (cms/preview-data.ts). */
  preview: unknown;
  /** The site's whole stylesheet, for the preview. */
  stylesheet: string;
}

/** A kept bundle: what it was made from (each file by hash), and the files it is. */
interface KeptAdmin {
  settings: string;
  inputs: Record<string, string>;
  files: string[];
}

/** The package, esbuild and the bundle's options: what shapes a bundle besides its source files. */
async function settingsOf(): Promise<string> {
  const { version } = JSON.parse(await readFile(join(packageDir(), 'package.json'), 'utf8')) as { version: string };
  return sha256([version, esbuildVersion, JSON.stringify([BUNDLE_OPTIONS, PREVIEW_OPTIONS, langs])].join('\0'));
}

const BUNDLE_OPTIONS = {
  bundle: true,
  format: 'esm',
  splitting: true,
  minify: true,
  target: 'es2022',
  entryNames: 'cms-[hash]',
  chunkNames: 'chunks/[name]-[hash]',
  logLevel: 'silent',
  define: { 'process.env.NODE_ENV': '"production"' },
} as const;

/**
 * Each edition's preview (cms/preview.tsx): the site's components and its React, one file per edition,
 * told its language as the site's bundles are (stages/site-bundle.ts). Loaded only when a preview pane in
 * that language first shows a page.
 */
const PREVIEW_OPTIONS = {
  bundle: true,
  format: 'esm',
  minify: true,
  target: 'es2022',
  platform: 'browser',
  jsx: 'automatic',
  jsxImportSource: 'site-jsx',
  alias: { 'site-jsx': './components/jsx' },
  logLevel: 'silent',
} as const;

/** The source files a bundle read outside node_modules, each with its hash now ('' once gone). */
async function inputsNow(projectDir: string, files: string[]): Promise<Record<string, string>> {
  const hashes = await Promise.all(
    files.map(async (file) => [file, await readFile(join(projectDir, file)).then(sha256, () => '')] as const),
  );
  return Object.fromEntries(hashes);
}

/** Every file below a folder, relative to it, with `/` between folders. */
async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The bundled CMS, as a folder of the cache and its files: made now unless a kept one was made from the
 * same sources, package and esbuild. Keeps the newest few (each test's copy of the project may change
 * cms/), and removes the rest.
 */
export async function bundleAdmin(projectDir: string, cacheDir: string): Promise<{ dir: string; files: string[] }> {
  const settings = await settingsOf();
  const index = join(cacheDir, 'index.json');
  const kept: Record<string, KeptAdmin> = await readFile(index, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, KeptAdmin>,
    () => ({}),
  );
  for (const [key, bundle] of Object.entries(kept)) {
    if (bundle.settings !== settings) continue;
    const now = await inputsNow(projectDir, Object.keys(bundle.inputs));
    if (JSON.stringify(now) === JSON.stringify(bundle.inputs) && (await exists(join(cacheDir, key))))
      return { dir: join(cacheDir, key), files: bundle.files };
  }

  const staging = join(cacheDir, `.making-${process.pid}-${Date.now()}`);
  try {
    // The previews first: the CMS's script names their files, as a constant (cms/previews.ts).
    const previews = await Promise.all(
      langs.map(async (lang) => {
        const preview = await build({
          ...PREVIEW_OPTIONS,
          entryPoints: [join(projectDir, 'cms/preview.tsx')],
          entryNames: `preview-${lang}-[hash]`,
          outdir: staging,
          absWorkingDir: projectDir,
          metafile: true,
          define: { SITE_EDITION: JSON.stringify(lang), 'process.env.NODE_ENV': '"production"' },
        });
        const [file = ''] = Object.keys(preview.metafile.outputs);
        return { lang, file: `./${basename(file)}`, preview };
      }),
    );
    const modules: Record<string, string> = Object.fromEntries(previews.map(({ lang, file }) => [lang, file]));
    const result = await build({
      ...BUNDLE_OPTIONS,
      entryPoints: [join(projectDir, 'cms/admin.ts')],
      outdir: staging,
      absWorkingDir: projectDir,
      metafile: true,
      define: { ...BUNDLE_OPTIONS.define, PREVIEW_MODULES: JSON.stringify(modules) },
    });
    const assets = join(packageDir(), 'npm', 'assets');
    await cp(assets, join(staging, 'assets'), { recursive: true, filter: (source) => !source.endsWith('.map') });
    const read = [result, ...previews.map(({ preview }) => preview)].flatMap(({ metafile }) =>
      Object.keys(metafile.inputs),
    );
    const inputs = await inputsNow(
      projectDir,
      [...new Set(read)].filter((file) => !file.split('/').includes('node_modules')).sort(),
    );
    const key = sha256(settings + JSON.stringify(inputs)).slice(0, 16);
    const dir = join(cacheDir, key);
    await rm(dir, { recursive: true, force: true });
    await cp(staging, dir, { recursive: true });
    const files = await filesBelow(dir);
    const newest = Object.entries(kept).slice(-2);
    for (const [old] of Object.entries(kept).slice(0, -2))
      await rm(join(cacheDir, old), { recursive: true, force: true });
    await writeWhole(index, JSON.stringify(Object.fromEntries([...newest, [key, { settings, inputs, files }]])));
    return { dir, files };
  } catch (error) {
    throw new Error(`the content editor (cms/admin.ts) could not be bundled: ${(error as Error).message}`, {
      cause: error,
    });
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** The editor's page: its policy, no indexing, and the bundle's entry. Nothing a visitor reaches links here. */
export function adminPage(page: AdminPage, entry: string): string {
  const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<meta http-equiv="Content-Security-Policy" content="${escape(page.policy)}">
<meta name="referrer" content="same-origin">
<title>Content editor: ${escape(page.siteName)}</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<script type="module" src="${entry}"></script>
</head>
<body>
<noscript>The content editor needs JavaScript. Turn it on for this site, or edit the files in content/ as docs/content-files.md describes.</noscript>
</body>
</html>
`;
}

/** Writes /admin/ into the site being built: the bundle linked from the cache, and the files made now. */
export async function writeAdmin(projectDir: string, siteDir: string, page: AdminPage): Promise<void> {
  const { dir, files } = await bundleAdmin(projectDir, join(projectDir, 'node_modules/.cache/cms'));
  const entry = files.find((file) => /^cms-[A-Z0-9]+\.js$/i.test(file));
  if (!entry)
    throw new Error(`the content editor's bundle has no entry (cms-<hash>.js) among its ${files.length} files`);
  const admin = join(siteDir, 'admin');
  await Promise.all(
    [...new Set(files.map((file) => dirname(join(admin, file))))].map((folder) => mkdir(folder, { recursive: true })),
  );
  await Promise.all([
    ...files.map((file) => linkOrCopy(join(dir, file), join(admin, file))),
    writeWhole(join(admin, 'index.html'), adminPage(page, entry)),
    writeWhole(join(admin, 'config.yml'), page.config),
    writeWhole(join(admin, 'words.json'), JSON.stringify(page.words)),
    writeWhole(join(admin, 'figures.json'), JSON.stringify(page.figures)),
    writeWhole(join(admin, 'preview.json'), JSON.stringify(page.preview)),
    writeWhole(join(admin, 'preview.css'), page.stylesheet),
  ]);
}
