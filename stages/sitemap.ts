/**
 * What crawlers read beside the pages: sitemap.xml, every page a search engine should know at its
 * canonical URL with its editions, and robots.txt, which points them to it.
 */
import { alternates } from '../content/lib/records/site-record';

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A page of the sitemap; an article also says when it last changed. */
export interface SitemapEntry {
  path: string;
  /** The page's path in every edition (`/about/` for `/sw/about/`), for its alternates. */
  base: string;
  /** YYYY-MM-DD. */
  lastmod?: string;
}

/**
 * sitemap.xml: every page a search engine should know, at its canonical URL on the site's address, each with
 * its editions in every language
 * (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
 */
export function sitemapXml(site: { url: string }, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, base, lastmod }) =>
    [
      `  <url><loc>${escapeXml(site.url + path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}`,
      ...alternates(site, base).map(
        ({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`,
      ),
      '  </url>',
    ].join('\n'),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(site: { url: string }): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${site.url}/sitemap.xml\n`;
}
