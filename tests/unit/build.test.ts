import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite, routeFor } from '../../build';
import { copyProject } from '../support/project-copy';

/** A copy of the project to break on purpose. */
let copy: Awaited<ReturnType<typeof copyProject>>;
let project: string;
let outDir: string;
const edit = (file: string, change: (text: string) => string) => copy.edit(file, change);

beforeAll(async () => {
  copy = await copyProject('site-build-');
  project = copy.dir;
  outDir = join(project, 'dist');
  await buildSite({ projectDir: project, outDir });
}, 60_000);
afterAll(() => copy?.remove());

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
