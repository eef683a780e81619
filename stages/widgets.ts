/**
 * The widgets stage: the scripts of client/ that pages declare with `data-module`, bundled with esbuild
 * into one file per set of widgets a page holds.
 */
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { basename, join, relative } from 'node:path';
import { build as esbuild, type Plugin } from 'esbuild';
import { sha256 } from '../lib/files';
import { BuildError } from './build-error';

/** The widgets client/ offers: each top-level file is one, named as the `data-module` it enhances. */
export async function clientWidgets(projectDir: string): Promise<Set<string>> {
  const files = await readdir(join(projectDir, 'client'));
  return new Set(files.filter((f) => f.endsWith('.ts')).map((f) => basename(f, '.ts')));
}

/** The one script of a page that has widgets: the bundle of exactly its widgets, and its code. */
export interface WidgetBundle {
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
export const setName = (widgets: string[]) => widgets.join('+');
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
export async function bundleWidgets(
  projectDir: string,
  outDir: string,
  sets: string[][],
  /** Scripts every set holds besides its widgets, relative to the project: the service worker's registration. */
  everyPage: string[] = [],
): Promise<Map<string, WidgetBundle>> {
  if (sets.length === 0) return new Map();
  /** The files widgets load with `import()`, each with the build of its own file. */
  const lazy: { file: string; text: Promise<string> }[] = [];
  /** The bundles of these entries, in one call (esbuild reads each shared file once). */
  const build = async (entries: string[]): Promise<{ entry: string; text: string }[]> => {
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
    return entries.map((entry, i) => ({ entry, text: texts.get(join(projectDir, 'assets', `${i}.js`)) ?? '' }));
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
          .concat(everyPage.map((file) => `import './${file}';`))
          .join('\n'),
        resolveDir: projectDir,
        loader: 'js',
      }));
      builder.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const resolved = await builder.resolve(args.path, { kind: 'import-statement', resolveDir: args.resolveDir });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        let index = lazy.findIndex(({ file }) => file === resolved.path);
        if (index < 0) {
          const text = build([resolved.path]).then(([built]) => built?.text ?? '');
          // Awaited below; a failure before then must not end the process as an unhandled rejection.
          text.catch(() => {});
          index = lazy.push({ file: resolved.path, text }) - 1;
        }
        return { path: `__lazy_${index}__`, external: true };
      });
    },
  };
  const setTexts = await build(sets.map((widgets) => WIDGETS + setName(widgets)));
  // A lazy file's own import()s start more builds while it builds.
  let started: number;
  do {
    started = lazy.length;
    await Promise.all(lazy.map(({ text }) => text));
  } while (started < lazy.length);
  const lazyFiles = await Promise.all(lazy.map(async ({ file, text }) => ({ file, text: await text })));

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
    const lazyFile = lazyFiles[index];
    if (!lazyFile) throw new BuildError(`client: a bundle names lazily loaded file ${index}, which none is`);
    if (known === null)
      throw new BuildError(`client: ${relative(projectDir, lazyFile.file)} is loaded by import() in a loop`);
    lazyNames[index] = null;
    return (lazyNames[index] = named(basename(lazyFile.file, '.ts'), finalText(lazyFile.text)));
  };
  const scripts = new Map<string, WidgetBundle>();
  for (const { entry, text } of setTexts) {
    const code = finalText(text);
    scripts.set(entry.slice(WIDGETS.length), { src: `/assets/${named('widgets', code)}`, code });
  }
  const assets = join(outDir, 'assets');
  await mkdir(assets, { recursive: true });
  await Promise.all([...files].map(([file, text]) => writeFile(join(assets, file), text)));
  return scripts;
}
