import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { builtPage } from '../support/dist';
import { distDir } from '../support/server';

const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const serveJson = JSON.parse(read('serve.json'));
const headersFor = (source: string) =>
  Object.fromEntries(
    serveJson.headers
      .find((rule: { source: string }) => rule.source === source)
      .headers.map((h: { key: string; value: string }) => [h.key, h.value]),
  );
const csp = headersFor('**')['Content-Security-Policy'] as string;
const directives = Object.fromEntries(
  csp.split(/;\s*/).map((d) => {
    const [name, ...values] = d.split(' ');
    return [name, values];
  }),
);

describe('the Content-Security-Policy', () => {
  it("allows no 'unsafe-inline' and no other origin but the video player's frame", () => {
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it("allows the 404 page's inline script by the hash of its exact text", () => {
    const $ = builtPage('/404.html');
    const inline = $('script:not([src]):not([type])').text();
    expect(inline).toContain('console.error');
    expect(directives['script-src']).toEqual(["'self'", sha256(inline)]);
  });

  it('allows the inlined stylesheet by its hash, the same on every page', () => {
    for (const path of ['/', '/about/team/', '/impact/gallery/', '/404.html']) {
      expect(directives['style-src'], path).toContain(sha256(builtPage(path)('style').text()));
    }
  });

  it('leaves no inline style attribute or inline event handler in any page', () => {
    for (const path of ['/', '/about/', '/impact/gallery/', '/donate/', '/competitions/', '/404.html']) {
      const html = read(path.endsWith('.html') ? path : `${path}index.html`);
      expect(html, path).not.toMatch(/\sstyle="/);
      expect(html, path).not.toMatch(/\son[a-z]+="/);
    }
  });
});

describe('the shipped host configuration', () => {
  const security = headersFor('**');

  it('sends nosniff, a strict referrer policy and a permissions policy that turns off unused features', () => {
    expect(security['X-Content-Type-Options']).toBe('nosniff');
    expect(security['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(security['Permissions-Policy']).toContain(feature);
    }
  });

  it('caches hashed assets for a year and revalidates pages', () => {
    expect(headersFor('assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(security['Cache-Control']).toBe('no-cache');
  });

  it('gives Apache the 404 page, compression, caching and the same headers', () => {
    const htaccess = read('.htaccess');
    expect(htaccess).toContain('ErrorDocument 404 /404.html');
    expect(htaccess).toContain('mod_deflate');
    expect(htaccess).toContain('max-age=31536000, immutable');
    expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
    expect(htaccess).toMatch(/# Header always set Strict-Transport-Security/);
  });

  it('gives nginx and Netlify or Cloudflare Pages the same policy', () => {
    expect(read('nginx.conf.example')).toContain(`add_header Content-Security-Policy ${JSON.stringify(csp)} always;`);
    expect(read('nginx.conf.example')).toContain('error_page 404 /404.html;');
    const headers = read('_headers');
    expect(headers).toContain(`Content-Security-Policy: ${csp}`);
    expect(headers).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
  });
});
