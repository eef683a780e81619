import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import { bundleWidgets, clientWidgets, type WidgetBundle } from '../../stages/widgets';
import { writeFiles } from '../../stages/write';

/**
 * A project with two widgets: the gallery, and the banner, which loads the consent engine only when it is
 * called for. Both use a helper of client/lib/, which is no widget.
 */
const client = {
  'client/gallery.ts': "import { start } from './lib/modules';\nstart('gallery', () => 'gallery opened');\n",
  'client/cookie-banner.ts':
    "import { start } from './lib/modules';\n" +
    "start('cookie-banner', async () => (await import('./lib/consent-engine')).ask('banner asked'));\n",
  'client/lib/modules.ts':
    'export function start(name: string, run: () => unknown) {\n  (globalThis as Record<string, unknown>)[name] = run;\n}\n',
  'client/lib/consent-engine.ts': 'export const ask = (why: string) => `${why}: consent engine`;\n',
  'client/README.md': 'Not a widget.\n',
};

let project: string;
let outDir: string;
let scripts: Map<string, WidgetBundle>;
/** Each file written into assets/, by its name. */
let assets: Map<string, string>;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'stage-widgets-'));
  outDir = join(project, 'site');
  await writeFiles(
    project,
    Object.entries(client).map(([output, text]) => ({ output, text })),
  );
  scripts = await bundleWidgets(project, outDir, [['gallery'], ['cookie-banner', 'gallery'], ['cookie-banner']]);
  const names = await readdir(join(outDir, 'assets'));
  assets = new Map(
    await Promise.all(names.map(async (name) => [name, await readFile(join(outDir, 'assets', name), 'utf8')] as const)),
  );
});
afterAll(() => rm(project, { recursive: true, force: true }));

const hashOf = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);
const lazyFiles = () => [...assets.keys()].filter((name) => name.startsWith('consent-engine-'));

describe('the widgets client/ offers', () => {
  it('are its top-level scripts, named as the data-module each enhances', async () => {
    expect([...(await clientWidgets(project))].sort()).toEqual(['cookie-banner', 'gallery']);
  });
});

describe('the widgets’ scripts', () => {
  it('are one file for each set of widgets, holding the code of exactly its widgets', () => {
    expect([...scripts.keys()]).toEqual(['gallery', 'cookie-banner+gallery', 'cookie-banner']);
    const code = (set: string) => scripts.get(set)?.code ?? '';
    expect(code('gallery')).toContain('gallery opened');
    expect(code('gallery')).not.toContain('banner asked');
    expect(code('cookie-banner+gallery')).toContain('gallery opened');
    expect(code('cookie-banner+gallery')).toContain('banner asked');
    expect(code('cookie-banner')).not.toContain('gallery opened');
  });

  it('are each named by the hash of the text it was written with, under /assets/', () => {
    for (const [set, { src, code }] of scripts) {
      const name = src.replace(/^\/assets\//, '');
      expect(name, set).toBe(`widgets-${hashOf(code)}.js`);
      expect(assets.get(name), set).toBe(code);
    }
  });

  it('load what a widget imports with import() from one file of its own, which every set shares', () => {
    const lazy = lazyFiles();
    expect(lazy).toHaveLength(1);
    const [name = ''] = lazy;
    const text = assets.get(name) ?? '';
    expect(name).toBe(`consent-engine-${hashOf(text)}.js`);
    expect(text).toContain('consent engine');
    for (const set of ['cookie-banner', 'cookie-banner+gallery']) {
      const code = scripts.get(set)?.code ?? '';
      expect(code, set).toContain(`import("./${name}")`);
      expect(code, set).not.toContain(': consent engine');
    }
  });

  it('are the only files written, and are minified modules', () => {
    expect(assets.size).toBe(scripts.size + lazyFiles().length);
    for (const { code } of scripts.values()) expect(code.trimEnd().split('\n')).toHaveLength(1);
  });

  it('stop the build when a widget’s script does not compile, saying so', async () => {
    await expect(bundleWidgets(project, outDir, [['carousel']])).rejects.toThrow(BuildError);
    await expect(bundleWidgets(project, outDir, [['carousel']])).rejects.toThrow(/^client: .*client\/carousel/s);
  });
});
