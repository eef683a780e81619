import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import { loadEditions } from '../../stages/content';
import { contentFiles, type ContentFiles } from '../../content/lib/records/content-files';
import { findRoutes } from '../../stages/routes';
import { findContent } from '../../stages/site-bundle';
import { FIXTURE_DATE } from '../support/fixture-date';

const root = join(import.meta.dirname, '../..');
/** The frozen content the built-HTML tests read: its bundles, of its day, are kept from `npm run build:fixture`. */
const fixtureContent = join(root, 'tests/fixtures/content');

describe('the content modules', () => {
  let project: string;
  beforeAll(async () => {
    project = await mkdtemp(join(tmpdir(), 'stage-site-bundle-'));
    await mkdir(join(project, 'content/lib'), { recursive: true });
    await mkdir(join(project, 'content/blogs'));
    for (const file of ['blogs.ts', 'blogs.yml', 'team.ts', 'team.yml', 'team.sw.yml', '.DS_Store'])
      await writeFile(join(project, 'content', file), '');
  });
  afterAll(() => rm(project, { recursive: true, force: true }));

  it('are the schemas in content/, found by their names', async () => {
    const content = join(project, 'content');
    expect(await findContent(project, content)).toEqual(['content/blogs.ts', 'content/team.ts']);
  });

  it('stop the build at anything in content/ that is no content, naming it', async () => {
    await writeFile(join(project, 'content/notes.txt'), 'ideas for next term');
    try {
      const finding = findContent(project, join(project, 'content'));
      await expect(finding).rejects.toThrow(BuildError);
      await expect(findContent(project, join(project, 'content'))).rejects.toThrow(
        /^content is not valid:\n {2}content\/notes\.txt: not a content file/,
      );
    } finally {
      await rm(join(project, 'content/notes.txt'));
    }
  });
});

describe('the site’s code, loaded once per edition', () => {
  it('gives each edition its own language’s records and pages', { timeout: 60_000 }, async () => {
    const [routes, modules] = await Promise.all([findRoutes(root), findContent(root, fixtureContent)]);
    const [english, kiswahili] = await loadEditions(
      root,
      fixtureContent,
      routes,
      modules,
      contentFiles(),
      FIXTURE_DATE,
    );
    expect([english?.lang, kiswahili?.lang]).toEqual(['en', 'sw']);
    expect(english?.site.siteWide.navigation.skipLink).toBe('Skip to main content');
    expect(kiswahili?.site.siteWide.navigation.skipLink).toBe('Ruka hadi maudhui makuu');
    expect(Object.keys(english?.site.pages ?? {})).toEqual(routes.map((route) => route.file));
    expect(Object.keys(english?.site.contents ?? {})).toEqual(modules);
  });

  it(
    'parses each record once for both editions, each article’s front matter once and its body once per text the facts make of it, and again only once it changes',
    { timeout: 60_000 },
    async () => {
      const [routes, modules] = await Promise.all([findRoutes(root), findContent(root, fixtureContent)]);
      const kept = contentFiles();
      const parses: string[] = [];
      const counted: ContentFiles = {
        ...kept,
        parsed: (what, file, text, parse, code, keptAs) =>
          kept.parsed(
            what,
            file,
            text,
            () => {
              parses.push(`${what} ${file}`);
              return parse();
            },
            code,
            keptAs,
          ),
      };
      await loadEditions(root, fixtureContent, routes, modules, counted, FIXTURE_DATE);
      // Both editions read every English record and article; each is parsed once.
      expect(parses).toEqual(
        expect.arrayContaining(['record content/navigation.yml', 'record content/navigation.sw.yml']),
      );
      expect(parses.filter((parse) => parse.startsWith('front matter content/blogs/')).length).toBeGreaterThan(10);
      // A record, and an article's front matter, are parsed once; an English article's body once for each
      // text its facts make of it, and they are written in the edition's language (content/facts.ts, factWords).
      const again = parses.filter((parse, i) => parses.indexOf(parse) !== i);
      expect(again.filter((parse) => !parse.startsWith('body '))).toEqual([]);
      expect(again.length).toBe(new Set(again).size);
      parses.length = 0;
      const [english, kiswahili] = await loadEditions(root, fixtureContent, routes, modules, counted, FIXTURE_DATE);
      expect(parses).toEqual([]);
      expect(kiswahili?.site.siteWide.navigation.skipLink).toBe('Ruka hadi maudhui makuu');
      expect(english?.site.siteWide.navigation.skipLink).toBe('Skip to main content');
    },
  );
});

describe('the content files a build reads', () => {
  it('are read once per build: a file changed during a build is read again by the next', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'content-files-'));
    try {
      const file = join(dir, 'site.yml');
      await writeFile(file, 'name: Jenga STEM\n');
      const files = contentFiles();
      expect(files.read(file)).toBe('name: Jenga STEM\n');
      await writeFile(file, 'name: Jenga STEM Foundation\n');
      expect(files.read(file)).toBe('name: Jenga STEM\n');
      files.nextBuild();
      expect(files.read(file)).toBe('name: Jenga STEM Foundation\n');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('are parsed again when their text or the code that reads them changes, and forgotten once a build no longer reads them', () => {
    const files = contentFiles();
    let parses = 0;
    const parse = (text: string) => () => ({ parsed: text, parse: ++parses });
    const parsed = (text: string, code = 'code 1') =>
      files.parsed('record', 'content/site.yml', text, parse(text), code);
    const first = parsed('a');
    expect(parsed('a')).toBe(first);
    files.nextBuild();
    expect(parsed('a')).toBe(first);
    expect(parsed('b')).toEqual({ parsed: 'b', parse: 2 });
    // Other code that reads the content parses it again.
    expect(parsed('b', 'code 2')).toEqual({ parsed: 'b', parse: 3 });
    files.nextBuild();
    files.nextBuild();
    expect(parsed('b', 'code 2')).toEqual({ parsed: 'b', parse: 4 });
  });
});
