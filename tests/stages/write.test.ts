import { chmod, mkdir, mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { configDirFor, writeFiles, writeSite } from '../../stages/write';
import { wrongModes } from '../support/modes';

let parent: string;
let project: string;
let outDir: string;

/** Every file below `dir` with its text, and every folder: what a visitor or a host could be served. */
async function contents(dir: string) {
  const names = (await readdir(dir, { recursive: true })).sort();
  return Promise.all(
    names.map(async (name) => {
      const path = join(dir, name);
      return (await stat(path)).isDirectory() ? [name, 'folder'] : [name, await readFile(path, 'utf8')];
    }),
  );
}

/** Writes files (by their path below `dir`) and the folders they need. */
const put = (dir: string, files: Record<string, string>) =>
  writeFiles(
    dir,
    Object.entries(files).map(([output, text]) => ({ output, text })),
  );

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'stage-write-'));
  project = join(parent, 'project');
  outDir = join(parent, 'dist');
  await put(join(project, 'public'), { 'robots.txt': 'User-agent: *\n', 'reports/annual-2024.pdf': '%PDF-1.7' });
  // The last good build, which a new one replaces whole.
  await put(outDir, { 'index.html': '<h1>Before</h1>', 'old-page/index.html': '<h1>Gone</h1>' });
  await put(configDirFor(outDir), { 'serve.json': '{"before":true}' });
});
afterEach(() => rm(parent, { recursive: true, force: true }));

const stagingFolders = async () => (await readdir(parent)).filter((name) => name.startsWith('.dist-staging'));

describe('writing the site', () => {
  it('puts what was written, with public/ copied in, in place of the last build, and its configuration beside it', async () => {
    const result = await writeSite({ outDir, projectDir: project }, async ({ siteDir, configDir }) => {
      await put(siteDir, { 'index.html': '<h1>After</h1>', 'about/index.html': '<h1>About</h1>' });
      await put(configDir, { 'nginx.conf.example': 'server {}' });
      return 86;
    });
    expect(result).toBe(86);
    expect(await contents(outDir)).toEqual([
      ['about', 'folder'],
      ['about/index.html', '<h1>About</h1>'],
      ['index.html', '<h1>After</h1>'],
      ['reports', 'folder'],
      ['reports/annual-2024.pdf', '%PDF-1.7'],
      ['robots.txt', 'User-agent: *\n'],
    ]);
    expect(await contents(join(parent, 'dist-config'))).toEqual([['nginx.conf.example', 'server {}']]);
    expect(await stagingFolders()).toEqual([]);
  });

  it('makes its first build where there was none', async () => {
    await rm(outDir, { recursive: true });
    await rm(configDirFor(outDir), { recursive: true });
    await writeSite({ outDir, projectDir: project }, ({ siteDir }) => put(siteDir, { 'index.html': '<h1>First</h1>' }));
    expect(await readFile(join(outDir, 'index.html'), 'utf8')).toBe('<h1>First</h1>');
    expect(await readdir(configDirFor(outDir))).toEqual([]);
  });

  it('leaves the last build as it was, and nothing of its own behind, when writing fails', async () => {
    const [site, config] = [await contents(outDir), await contents(configDirFor(outDir))];
    const failure = new Error('a page failed to render');
    await expect(
      writeSite({ outDir, projectDir: project }, async ({ siteDir, configDir }) => {
        await put(siteDir, { 'index.html': '<h1>Half</h1>' });
        await put(configDir, { 'serve.json': '{"half":true}' });
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(await contents(outDir)).toEqual(site);
    expect(await contents(configDirFor(outDir))).toEqual(config);
    expect(await stagingFolders()).toEqual([]);
  });

  it('leaves folders 755 and files 644 for the web server’s user, under any umask, whatever the mode of a public/ file or a picture', async () => {
    await chmod(join(project, 'public/robots.txt'), 0o600);
    const umask = process.umask();
    try {
      // 077 makes everything the build writes private; 022 leaves it readable, but not the copy of robots.txt
      // nor a picture, which is a link to a file the picture cache made under any umask.
      for (const mask of [0o077, 0o022]) {
        process.umask(mask);
        await writeSite({ outDir, projectDir: project }, async ({ siteDir, configDir }) => {
          await put(siteDir, { 'about/index.html': '<h1>About</h1>', 'assets/pictures/team-640.avif': '' });
          await chmod(join(siteDir, 'assets/pictures/team-640.avif'), 0o600);
          await put(configDir, { 'serve.json': '{}' });
        });
        const { wrong, checked } = await wrongModes([outDir, configDirFor(outDir)]);
        expect(checked).toBe(11);
        expect(wrong, `umask ${mask.toString(8)}`).toEqual([]);
      }
    } finally {
      process.umask(umask);
    }
  });
});

describe('the configuration’s folder', () => {
  it('is beside the site’s, named after it', () => {
    expect(configDirFor('/srv/site/dist')).toBe('/srv/site/dist-config');
    expect(configDirFor('/srv/site/dist-photos/')).toBe('/srv/site/dist-photos-config');
  });
});

describe('writing files', () => {
  it('writes each at its place, making the folders it needs', async () => {
    const dir = join(parent, 'files');
    await mkdir(dir);
    await writeFiles(dir, [
      { output: 'index.html', text: 'home' },
      { output: 'impact/blogs/feed.xml', text: '<feed/>' },
      { output: 'sw/impact/blogs/feed.xml', text: '<feed lang="sw"/>' },
    ]);
    expect(await contents(dir)).toEqual([
      ['impact', 'folder'],
      ['impact/blogs', 'folder'],
      ['impact/blogs/feed.xml', '<feed/>'],
      ['index.html', 'home'],
      ['sw', 'folder'],
      ['sw/impact', 'folder'],
      ['sw/impact/blogs', 'folder'],
      ['sw/impact/blogs/feed.xml', '<feed lang="sw"/>'],
    ]);
  });
});
