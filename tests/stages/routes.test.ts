import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BuildError } from '../../stages/build-error';
import {
  editionRedirects,
  expandRoute,
  findRoutes,
  outputIn,
  routeFor,
  type EditionPage,
  type RouteModule,
} from '../../stages/routes';
import { pathIn, type Lang } from '../../content/lib/words/language';

describe('a file of pages/', () => {
  it('serves the address its path names, in the trailing-slash form', () => {
    expect(routeFor('pages/index.tsx')).toEqual({
      file: 'pages/index.tsx',
      path: '/',
      output: 'index.html',
      kind: 'page',
    });
    expect(routeFor('pages/about/index.tsx')).toMatchObject({ path: '/about/', output: 'about/index.html' });
    expect(routeFor('pages/about/team.tsx')).toMatchObject({
      path: '/about/team/',
      output: 'about/team/index.html',
      kind: 'page',
    });
  });

  it('is the not-found page at /404.html when it is pages/404.tsx, not a folder', () => {
    expect(routeFor('pages/404.tsx')).toMatchObject({ path: '/404.html', output: '404.html', kind: 'page' });
  });

  it('keeps its [name]s, to be filled in once per page', () => {
    expect(routeFor('pages/impact/blogs/[slug].tsx')).toMatchObject({
      path: '/impact/blogs/[slug]/',
      output: 'impact/blogs/[slug]/index.html',
      kind: 'page',
    });
  });

  it('writes a file that is not a page when it is a .xml.ts file (a feed)', () => {
    expect(routeFor('pages/impact/blogs/feed.xml.ts')).toEqual({
      file: 'pages/impact/blogs/feed.xml.ts',
      path: '/impact/blogs/feed.xml',
      output: 'impact/blogs/feed.xml',
      kind: 'endpoint',
    });
  });

  it('is written under the edition’s folder in Kiswahili, and at the root in English', () => {
    expect(outputIn('en', 'about/index.html')).toBe('about/index.html');
    expect(outputIn('sw', 'about/index.html')).toBe('sw/about/index.html');
    expect(outputIn('sw', '404.html')).toBe('sw/404.html');
  });
});

describe('the routes of a project', () => {
  it('are its pages and feeds, ordered by address, and none of the helpers beside them', async () => {
    const project = await mkdtemp(join(tmpdir(), 'stage-routes-'));
    try {
      for (const file of [
        'index.tsx',
        '404.tsx',
        'about/team.tsx',
        'impact/blogs/[slug].tsx',
        'impact/blogs/feed.xml.ts',
        'impact/blogs/helpers.ts',
      ]) {
        await mkdir(dirname(join(project, 'pages', file)), { recursive: true });
        await writeFile(join(project, 'pages', file), '');
      }
      const routes = await findRoutes(project);
      expect(routes.map((route) => [route.file, route.path])).toEqual([
        ['pages/index.tsx', '/'],
        ['pages/404.tsx', '/404.html'],
        ['pages/about/team.tsx', '/about/team/'],
        ['pages/impact/blogs/[slug].tsx', '/impact/blogs/[slug]/'],
        ['pages/impact/blogs/feed.xml.ts', '/impact/blogs/feed.xml'],
      ]);
    } finally {
      await rm(project, { recursive: true, force: true });
    }
  });
});

describe('a route’s pages', () => {
  const posts = routeFor('pages/impact/blogs/[slug].tsx');

  it('are the route itself, without props, when its path has no [name]', () => {
    const about = routeFor('pages/about/index.tsx');
    expect(expandRoute(about, {})).toEqual([{ ...about, props: {} }]);
  });

  it('are one per entry of paths(), each [name] filled in and given with the entry’s props', () => {
    const mod: RouteModule = {
      paths: () => [
        { params: { slug: 'robots-in-kisumu' }, props: { featured: true } },
        { params: { slug: 'stem-week' } },
      ],
    };
    expect(expandRoute(posts, mod)).toEqual([
      {
        ...posts,
        path: '/impact/blogs/robots-in-kisumu/',
        output: 'impact/blogs/robots-in-kisumu/index.html',
        props: { slug: 'robots-in-kisumu', featured: true },
      },
      {
        ...posts,
        path: '/impact/blogs/stem-week/',
        output: 'impact/blogs/stem-week/index.html',
        props: { slug: 'stem-week' },
      },
    ]);
  });

  it('stop the build at a value that is not a slug, naming the file and the [name]', () => {
    for (const slug of ['Robots in Kisumu', 'robots/kisumu', '']) {
      const mod: RouteModule = { paths: () => [{ params: { slug } }] };
      expect(() => expandRoute(posts, mod)).toThrow(BuildError);
      expect(() => expandRoute(posts, mod)).toThrow(
        `pages/impact/blogs/[slug].tsx: paths() gives slug ${JSON.stringify(slug)}, which is not a slug`,
      );
    }
    expect(() => expandRoute(posts, { paths: () => [{ params: {} }] })).toThrow(
      'pages/impact/blogs/[slug].tsx: paths() gives slug undefined, which is not a slug',
    );
  });

  it('stop the build when a path with a [name] has no paths(), naming the file', () => {
    expect(() => expandRoute(posts, {})).toThrow(
      'pages/impact/blogs/[slug].tsx: has [slug] in its path, so it must export paths()',
    );
  });
});

describe('the former addresses of renamed articles', () => {
  const posts = routeFor('pages/impact/blogs/[slug].tsx');

  /** Both editions of a site whose only pages are these posts, their module saying `redirects()`. */
  function editions(redirects: RouteModule['redirects'], slugs = ['learning-offline', 'parents-as-partners']) {
    return (['en', 'sw'] as Lang[]).map((lang) => ({
      lang,
      site: { pages: { [posts.file]: { redirects } } },
      pages: slugs.map((slug): EditionPage => ({
        ...posts,
        path: pathIn(lang, `/impact/blogs/${slug}/`),
        output: outputIn(lang, `impact/blogs/${slug}/index.html`),
        props: { slug },
        lang,
        base: `/impact/blogs/${slug}/`,
      })),
    }));
  }
  const moved = (from: string, to: string) => () => [{ from: { slug: from }, to: { slug: to } }];

  it('lead to the article’s address now, in every edition', () => {
    expect(editionRedirects([posts], editions(moved('offline-first-learning', 'learning-offline')))).toEqual([
      { from: '/impact/blogs/offline-first-learning/', to: '/impact/blogs/learning-offline/' },
      { from: '/sw/impact/blogs/offline-first-learning/', to: '/sw/impact/blogs/learning-offline/' },
    ]);
  });

  it('are none when no module names any', () => {
    expect(editionRedirects([posts], editions(undefined))).toEqual([]);
  });

  it('stop the build at one that leads to no page, naming the file', () => {
    expect(() => editionRedirects([posts], editions(moved('offline-first-learning', 'gone-post')))).toThrow(
      'pages/impact/blogs/[slug].tsx: redirects() names /impact/blogs/offline-first-learning/, which is sent to /impact/blogs/gone-post/, which is no page of the site',
    );
  });

  it('stop the build at one that is the address of a page, naming the file', () => {
    expect(() => editionRedirects([posts], editions(moved('parents-as-partners', 'learning-offline')))).toThrow(
      'pages/impact/blogs/[slug].tsx: redirects() names /impact/blogs/parents-as-partners/, which is a page of the site',
    );
  });

  it('stop the build at one named twice, naming the file that named it first', () => {
    const twice = () => [
      { from: { slug: 'offline-first-learning' }, to: { slug: 'learning-offline' } },
      { from: { slug: 'offline-first-learning' }, to: { slug: 'parents-as-partners' } },
    ];
    expect(() => editionRedirects([posts], editions(twice))).toThrow(
      'pages/impact/blogs/[slug].tsx: redirects() names /impact/blogs/offline-first-learning/, which is also sent elsewhere by pages/impact/blogs/[slug].tsx',
    );
  });

  it('stop the build when named by a file without a [name] in its path', () => {
    const about = routeFor('pages/about/index.tsx');
    const site = { pages: { [about.file]: { redirects: moved('a', 'b') } } };
    expect(() => editionRedirects([about], [{ lang: 'en', site, pages: [] }])).toThrow(
      'pages/about/index.tsx: redirects must be a function, in a file with [name]s in its path',
    );
  });
});
