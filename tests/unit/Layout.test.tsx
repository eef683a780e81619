// @vitest-environment jsdom
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Layout } from '../../components/Layout';
import { Footer } from '../../components/Footer';
import { PageMain, PageTop } from '../../components/PageBody';
import type { Preload } from '../../components/PageParts';
import { PageScript } from '../../components/PageScript';
import { SiteContext } from '../../components/SiteContext';
import { siteWide } from '../../content/lib/records/site-wide';

function renderDocument(path: string, indexable = true, preloads: Preload[] = []) {
  // The body as the build renders it first (stages/render.ts), then the document around it.
  const body = renderToStaticMarkup(
    <SiteContext value={siteWide}>
      <PageTop path={path} />
      <PageMain pictures={new Map()} searchResult>
        <h1>Our team</h1>
      </PageMain>
      <Footer year={2026} path={path} />
    </SiteContext>,
  );
  const html = renderToStaticMarkup(
    <Layout
      siteWide={siteWide}
      path={path}
      meta={{ title: 'Team', description: 'The people who run Jenga STEM Foundation programmes across Kenya.' }}
      crumbs={[
        { name: 'Home', path: '/' },
        { name: 'Team', path: path },
      ]}
      styles="body{color:#1a211d}"
      contentSecurityPolicy="default-src 'self'"
      indexable={indexable}
      shareCard={{ url: 'https://jengastem.example.org/assets/pictures/team-share.jpg', alt: 'The team at work' }}
      preloads={preloads}
      body={body}
    />,
  );
  // Written into jsdom's own document, so queries by role can compute styles and names.
  document.open();
  document.write(html);
  document.close();
  return document;
}

describe('Layout', () => {
  it('is an English document with a title, description and canonical URL from the site record', () => {
    const doc = renderDocument('/about/team/');
    expect(doc.documentElement.lang).toBe('en');
    expect(doc.title).toBe('Team | Jenga STEM');
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^The people/);
    expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://jengastem.example.org/about/team/',
    );
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      'https://jengastem.example.org/about/team/',
    );
  });

  it('starts with a skip link to the one main region, between header and footer', () => {
    const doc = renderDocument('/about/team/');
    const body = within(doc.body);
    const skip = body.getByRole('link', { name: 'Skip to main content' });
    expect(doc.body.firstElementChild).toBe(skip);
    const main = body.getByRole('main');
    expect(skip.getAttribute('href')).toBe(`#${main.id}`);
    expect(body.getAllByRole('main')).toHaveLength(1);
    expect(body.getByRole('banner').compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(body.getByRole('contentinfo')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(main).getByRole('heading', { level: 1, name: 'Our team' })).toBeDefined();
  });

  it('inlines the styles rather than linking a stylesheet', () => {
    const doc = renderDocument('/about/team/');
    expect(doc.querySelector('style')?.textContent).toBe('body{color:#1a211d}');
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
  });

  it('asks at the start of the head for what the body loads first, before the parser reaches it', () => {
    const hero = '/assets/pictures/hero-5fbafbf56b.svg';
    const doc = renderDocument('/about/team/', true, [{ href: hero, options: { as: 'image', fetchPriority: 'high' } }]);
    const preloads = [...doc.head.querySelectorAll('link[rel="preload"]')];
    expect(preloads.map((link) => [link.getAttribute('href'), link.getAttribute('as')])).toEqual([[hero, 'image']]);
    expect(preloads[0]?.getAttribute('fetchpriority')).toBe('high');
    // Before the stylesheet and the title, right after the character set and the viewport.
    expect([...doc.head.children].indexOf(preloads[0] as Element)).toBe(2);
    expect(doc.body.querySelector('link')).toBeNull();
  });

  it('links the bundle of the page’s widgets as one deferred module, and nothing else', () => {
    const html = renderToStaticMarkup(<PageScript src="/assets/widgets-0123456789.js" />);
    expect(html).toBe('<script type="module" src="/assets/widgets-0123456789.js"></script>');
  });

  it('keeps a page outside the site map (the 404 page) out of search results', () => {
    const doc = renderDocument('/404.html', false);
    expect(doc.querySelector('link[rel="canonical"]')).toBeNull();
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });

  it('colours the browser’s bar for each scheme: the brand green in light, the dark page’s surface in dark', () => {
    const doc = renderDocument('/about/team/');
    const tokens = readFileSync(join(import.meta.dirname, '../../styles/_tokens.scss'), 'utf8');
    /** A colour token's light and dark values, as styles/_tokens.scss lists them. */
    const token = (name: string) => {
      const [, light, dark] = new RegExp(`'${name}': (#[0-9a-f]{6}) (#[0-9a-f]{6})`).exec(tokens) ?? [];
      return { light, dark };
    };
    const bars = [...doc.querySelectorAll('meta[name="theme-color"]')].map((meta) => [
      meta.getAttribute('media'),
      meta.getAttribute('content'),
    ]);
    expect(bars).toEqual([
      ['(prefers-color-scheme: light)', token('brand').light],
      ['(prefers-color-scheme: dark)', token('surface').dark],
    ]);
  });
});
