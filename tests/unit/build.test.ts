import { cp, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, routeFor } from '../../build';

const root = join(import.meta.dirname, '../..');
const sources = ['pages', 'components', 'content', 'styles', 'client', 'public', 'hosting'];

/** A copy of the project to break on purpose, with the real node_modules. */
let project: string;
let outDir: string;

beforeAll(async () => {
  project = await mkdtemp(join(tmpdir(), 'site-build-'));
  await Promise.all(sources.map((dir) => cp(join(root, dir), join(project, dir), { recursive: true })));
  await symlink(join(root, 'node_modules'), join(project, 'node_modules'));
  outDir = join(project, 'dist');
  await buildSite({ projectDir: project, outDir });
}, 60_000);
afterAll(() => rm(project, { recursive: true, force: true }));

async function edit(file: string, change: (text: string) => string) {
  const path = join(project, file);
  const original = await readFile(path, 'utf8');
  await writeFile(path, change(original));
  return () => writeFile(path, original);
}

async function snapshot() {
  const files = (await readdir(outDir, { recursive: true })).sort();
  return { files, home: await readFile(join(outDir, 'index.html'), 'utf8') };
}

describe('routes', () => {
  it('follow the file path, in the trailing-slash form', () => {
    expect(routeFor('pages/index.tsx')).toMatchObject({ path: '/', output: 'index.html' });
    expect(routeFor('pages/about/index.tsx')).toMatchObject({ path: '/about/', output: 'about/index.html' });
    expect(routeFor('pages/about/team.tsx')).toMatchObject({ path: '/about/team/', output: 'about/team/index.html' });
    expect(routeFor('pages/404.tsx')).toMatchObject({ path: '/404.html', output: '404.html' });
  });
});

describe('a failed build', () => {
  it('names the page that threw, and leaves the last good dist/ as it was', async () => {
    const before = await snapshot();
    const restore = await edit('pages/about/values.tsx', (text) =>
      text.replace(
        /export default function (\w+)\(\) \{/,
        'export default function $1() {\n  throw new Error("broken on purpose");',
      ),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /pages\/about\/values\.tsx: failed to render: Error: broken on purpose/,
      );
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
    expect((await readdir(project)).filter((name) => name.startsWith('.dist-staging'))).toEqual([]);
  });

  it('stops on a bad content record, naming the file, the record and the field', async () => {
    const before = await snapshot();
    const restore = await edit('content/site.ts', (text) =>
      text.replace("email: 'hello@example.org'", "email: 'hello at example'"),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /content\/site\.ts: email "hello at example"/,
      );
    } finally {
      await restore();
    }
    expect(await snapshot()).toEqual(before);
  });

  it('stops on a page whose meta is missing its description', async () => {
    const restore = await edit('pages/about/values.tsx', (text) => text.replace(/description:/, 'summary:'));
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /pages\/about\/values\.tsx: meta\.description/,
      );
    } finally {
      await restore();
    }
  });

  it('stops on a widget with no script', async () => {
    const restore = await edit('pages/terms.tsx', (text) =>
      text.replace('return <LegalDocument document={terms} />;', 'return <div data-module="carousel" />;'),
    );
    try {
      await expect(buildSite({ projectDir: project, outDir })).rejects.toThrow(
        /pages\/terms\.tsx: uses data-module="carousel" but there is no client\/carousel\.ts/,
      );
    } finally {
      await restore();
    }
  });
});

describe('a good build', () => {
  it('replaces dist/ whole, and a page added is a file added', async () => {
    await writeFile(
      join(project, 'pages/about/partners.tsx'),
      `export const meta = { title: 'Partners', description: 'The companies, counties and schools that work with Jenga STEM Foundation.' };
export default function Partners() { return <h1>Partners</h1>; }\n`,
    );
    const { pages } = await buildSite({ projectDir: project, outDir });
    expect(pages.map((p) => p.path)).toContain('/about/partners/');
    expect(await readFile(join(outDir, 'about/partners/index.html'), 'utf8')).toContain('<h1>Partners</h1>');
    await rm(join(project, 'pages/about/partners.tsx'));
  });
});
