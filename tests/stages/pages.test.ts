import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import type { Editions } from '../../stages/content';
import { checkUniqueTitles, listPages } from '../../stages/pages';
import { routeFor, type EndpointModule, type PageModule } from '../../stages/routes';
import type { SiteModule } from '../../stages/site-bundle';
import { langs } from '../../content/lib/words/language';
import { pageMeta } from '../../content/lib/records/shapes';

const description = 'A description of the page long enough for search results to show it whole.';
const Page = () => null;
/** A module of pages/ as the stage meets it: a page's, a feed's, or one missing what it must export. */
type RouteModule = Partial<PageModule> | Partial<EndpointModule>;
/** A page module with this title. */
const titled = (title: string): Partial<PageModule> => ({ default: Page, meta: { title, description } });

/**
 * The pages of a site made of these modules (by file), in both editions, whose menus name the pages in
 * `labels`: the stage reads only a site's page modules, the meta schema and the menus' labels.
 */
function sitePages(modules: Record<string, RouteModule>, labels: Record<string, string> = {}) {
  const site = {
    pages: modules,
    pageMeta,
    labelFor: (path: string) => labels[path],
  } as unknown as SiteModule;
  const editions: Editions = [{ lang: 'en', site }, ...langs.slice(1).map((lang) => ({ lang, site }))];
  return listPages(Object.keys(modules).map(routeFor), editions);
}

/** Each page of an edition (English unless said) by its path, with its trail as [name, path] pairs. */
function trails(pages: ReturnType<typeof sitePages>, edition = 0) {
  return Object.fromEntries(
    (pages.editions.at(edition)?.pages ?? []).map(({ page, crumbs }) => [
      page.path,
      crumbs.map(({ name, path }) => [name, path]),
    ]),
  );
}

describe('the pages of a site', () => {
  it('are every page of every route in every edition, the Kiswahili ones under /sw/', () => {
    const pages = sitePages({ 'pages/index.tsx': titled('Home'), 'pages/about/team.tsx': titled('Our team') });
    expect(pages.editions.map(({ lang, pages }) => [lang, pages.map(({ page }) => page.path)])).toEqual([
      ['en', ['/', '/about/team/']],
      ['sw', ['/sw/', '/sw/about/team/']],
    ]);
    const team = pages.editions.at(1)?.pages.at(1)?.page;
    expect(team).toMatchObject({
      file: 'pages/about/team.tsx',
      lang: 'sw',
      path: '/sw/about/team/',
      base: '/about/team/',
      output: 'sw/about/team/index.html',
      meta: { title: 'Our team', description },
    });
  });

  it('work out a page’s meta from its props when meta is a function', () => {
    const pages = sitePages({
      'pages/impact/blogs/[slug].tsx': {
        default: Page,
        paths: () => [{ params: { slug: 'robots-in-kisumu' } }],
        meta: (props: Record<string, unknown>) => ({ title: `Post ${String(props.slug)}`, description }),
      },
    });
    expect(pages.editions.at(0)?.pages.map(({ page }) => page.meta.title)).toEqual(['Post robots-in-kisumu']);
  });

  it('set the feeds apart from the pages', () => {
    const feed: Partial<EndpointModule> = {
      default: () => ({
        title: 'Blog',
        subtitle: 'News from the labs',
        path: '/impact/blogs/feed.xml',
        pagePath: '/impact/blogs/',
        articles: [],
        entry: () => {
          throw new Error('a feed of no articles makes no entry');
        },
      }),
    };
    const pages = sitePages({ 'pages/index.tsx': titled('Home'), 'pages/impact/blogs/feed.xml.ts': feed });
    expect(pages.endpoints.map((route) => route.path)).toEqual(['/impact/blogs/feed.xml']);
    expect(pages.editions.at(0)?.pages.map(({ page }) => page.path)).toEqual(['/']);
  });
});

describe('a page that is not one', () => {
  it('stops the build when it has no default export, naming the file', () => {
    expect(() => sitePages({ 'pages/about/values.tsx': { meta: { title: 'Values', description } } })).toThrow(
      new BuildError('pages/about/values.tsx: has no default export (the page component)'),
    );
  });

  it('stops the build at meta the schema refuses, naming the file, the field and the page', () => {
    expect(() =>
      sitePages({ 'pages/about/values.tsx': { default: Page, meta: { title: 'Values', description: 'Too short.' } } }),
    ).toThrow(
      new BuildError('pages/about/values.tsx: meta.description must be at least 50 characters (/about/values/)'),
    );
    expect(() => sitePages({ 'pages/about/values.tsx': { default: Page } })).toThrow(
      /^pages\/about\/values\.tsx: meta\.\(missing\) /,
    );
  });

  it('stops the build when its meta() throws, naming the file and the page', () => {
    const mod: RouteModule = {
      default: Page,
      paths: () => [{ params: { slug: 'gone' } }],
      meta: () => {
        throw new Error('no post called gone');
      },
    };
    expect(() => sitePages({ 'pages/impact/blogs/[slug].tsx': mod })).toThrow(
      /^pages\/impact\/blogs\/\[slug\]\.tsx: meta\(\) failed for \/impact\/blogs\/gone\/: Error: no post called gone/,
    );
  });
});

describe('a page’s breadcrumb trail', () => {
  it('starts at Home and names each page above it by its menu label, else its title', () => {
    const pages = sitePages(
      {
        'pages/index.tsx': titled('Jenga STEM Foundation'),
        'pages/about/index.tsx': titled('About Jenga STEM'),
        'pages/about/team.tsx': titled('The people behind Jenga STEM'),
      },
      { '/': 'Home', '/about/': 'About' },
    );
    expect(trails(pages)['/about/team/']).toEqual([
      ['Home', '/'],
      ['About', '/about/'],
      ['The people behind Jenga STEM', '/about/team/'],
    ]);
    expect(trails(pages)['/']).toEqual([['Home', '/']]);
  });

  it('leaves out the folders above a page that are no page', () => {
    const pages = sitePages(
      { 'pages/index.tsx': titled('Home page'), 'pages/programs/labs.tsx': titled('Labs') },
      { '/': 'Home' },
    );
    expect(trails(pages)['/programs/labs/']).toEqual([
      ['Home', '/'],
      ['Labs', '/programs/labs/'],
    ]);
  });

  it('never names two steps alike: the upper one is then called by its page’s title', () => {
    const pages = sitePages(
      {
        'pages/index.tsx': titled('Home page'),
        'pages/impact/index.tsx': titled('Our impact'),
        'pages/impact/features.tsx': titled('Impact stories'),
      },
      { '/': 'Home', '/impact/': 'Impact', '/impact/features/': 'Impact' },
    );
    expect(trails(pages)['/impact/features/']).toEqual([
      ['Home', '/'],
      ['Our impact', '/impact/'],
      ['Impact', '/impact/features/'],
    ]);
  });

  it('is the same in Kiswahili, each step by its path in every edition (led to /sw/ as the page is finished)', () => {
    const pages = sitePages({ 'pages/index.tsx': titled('Home page'), 'pages/about/index.tsx': titled('About') });
    expect(trails(pages, 1)['/sw/about/']).toEqual([
      ['Home page', '/'],
      ['About', '/about/'],
    ]);
  });
});

describe('two pages of an edition with one title', () => {
  let contentDir: string;
  beforeAll(async () => {
    contentDir = await mkdtemp(join(tmpdir(), 'stage-pages-'));
    await mkdir(join(contentDir, 'blogs'));
    for (const slug of ['robots-in-kisumu', 'robots-in-kisumu-again'])
      await writeFile(join(contentDir, 'blogs', `${slug}.md`), '---\ntitle: Robots in Kisumu\n---\nText.\n');
  });
  afterAll(() => rm(contentDir, { recursive: true, force: true }));

  const englishPages = (modules: Record<string, RouteModule>) =>
    (sitePages(modules).editions.at(0)?.pages ?? []).map(({ page }) => page);

  it('stop the build, naming each page’s file and address', async () => {
    const pages = englishPages({
      'pages/about/index.tsx': titled('Our team'),
      'pages/about/team.tsx': titled('Our team'),
    });
    await expect(checkUniqueTitles(pages, { contentDir })).rejects.toThrow(
      new BuildError(
        'pages/about/team.tsx (/about/team/): the title "Our team" is already the title of pages/about/index.tsx (/about/): give each page its own title',
      ),
    );
  });

  it('stop the build, naming each article’s own file', async () => {
    const pages = englishPages({
      'pages/impact/blogs/[slug].tsx': {
        default: Page,
        paths: () => [{ params: { slug: 'robots-in-kisumu' } }, { params: { slug: 'robots-in-kisumu-again' } }],
        meta: { title: 'Robots in Kisumu', description },
      },
    });
    await expect(checkUniqueTitles(pages, { contentDir })).rejects.toThrow(
      'content/blogs/robots-in-kisumu-again.md: the title "Robots in Kisumu" is already the title of content/blogs/robots-in-kisumu.md',
    );
  });

  it('are let through when each title is its own', async () => {
    const pages = englishPages({
      'pages/about/index.tsx': titled('About us'),
      'pages/about/team.tsx': titled('Our team'),
    });
    await expect(checkUniqueTitles(pages, { contentDir })).resolves.toBeUndefined();
  });
});
