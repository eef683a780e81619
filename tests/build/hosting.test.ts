import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { ServeHandlerOptions } from 'serve-handler';
import { describe, expect, it } from 'vitest';
import { escapeRegExp } from '../../hosting/built-site';
import {
  ADMIN_PATH,
  adminContentSecurityPolicy,
  adminHeaderChanges,
  adminSecurityHeaders,
  REVALIDATE,
  SERVICE_WORKER_PATH,
} from '../../hosting/headers';
import { hostFiles } from '../../hosting/host-config';
import { SEARCH_PATH } from '../../content/lib/articles/routes';
import { defined } from '../support/defined';
import { builtPage, builtPaths, cspDirectives } from '../support/dist';
import { uncomment } from '../hosting/setups';
import { configDir, distDir } from '../support/server';

const read = (file: string) => readFileSync(join(distDir, file), 'utf8');
const readConfig = (file: string) => readFileSync(join(configDir, file), 'utf8');
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const serveJson = JSON.parse(readConfig('serve.json')) as ServeHandlerOptions;
const headersFor = (source: string) =>
  Object.fromEntries(
    defined(
      serveJson.headers?.find((rule) => rule.source === source),
      `serve.json: its headers for ${source}`,
    ).headers.map((h): [string, string] => [h.key, h.value]),
  );
const csp = defined(headersFor('**')['Content-Security-Policy'], 'serve.json: the Content-Security-Policy');
const directives = cspDirectives(csp);

/** The search page in each edition. */
const SEARCH_PAGES = [SEARCH_PATH, `/sw${SEARCH_PATH}`];
/** A policy with WebAssembly allowed, as the search page's is: the site's, and 'wasm-unsafe-eval'. */
const withWasm = (policy: string) => policy.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'");

describe('the Content-Security-Policy', () => {
  it("allows no other origin but the video player's frame, and inline code only where a page's own policy pins it", () => {
    // Each page's <meta> policy names its own stylesheet (below); the header, one for every page, cannot.
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['script-src']).not.toContain("'unsafe-inline'");
    expect(csp).not.toContain('unsafe-eval');
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['frame-src']).toEqual(['https://www.youtube-nocookie.com']);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives['base-uri']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
  });

  it('allows the site’s service worker, from the site itself (worker-src falls back to script-src)', () => {
    expect(existsSync(join(distDir, SERVICE_WORKER_PATH))).toBe(true);
    expect(directives['worker-src'] ?? directives['script-src']).toContain("'self'");
  });

  it("allows the 404 page's inline script by the hash of its exact text", () => {
    const $ = builtPage('/404.html');
    const inline = $('script:not([src]):not([type])').text();
    expect(inline).toContain('console.error');
    expect(directives['script-src']).toEqual(["'self'", sha256(inline)]);
  });

  it('is in every page as a <meta>, before any inline code, with all of it a meta policy can hold, naming the page’s own stylesheet by its hash and no other', () => {
    const paths = builtPaths();
    expect(paths.length).toBeGreaterThan(40);
    for (const path of paths) {
      const $ = builtPage(path);
      const styles = $('style');
      expect(styles.length, path).toBe(1);
      const sitePolicy = SEARCH_PAGES.includes(path) ? withWasm(csp) : csp;
      const metaPolicy = sitePolicy
        .replace(/; frame-ancestors [^;]+/, '')
        .replace("style-src 'self' 'unsafe-inline'", `style-src 'self' ${sha256(styles.text())}`);
      const meta = $('meta[http-equiv="Content-Security-Policy"]');
      expect(meta.length, path).toBe(1);
      expect(meta.attr('content'), path).toBe(metaPolicy);
      const head = $('head').children().toArray();
      const first = (selector: string) => head.findIndex((el) => $(el).is(selector));
      expect(first('meta[http-equiv]'), path).toBeLessThan(first('style'));
      // A page with no structured data (the 404 and offline pages) may have no script in its head.
      const script = first('script');
      if (script >= 0) expect(first('meta[http-equiv]'), path).toBeLessThan(script);
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

  it('caches hashed assets (scripts, pictures) for a year, other files a day, and revalidates pages', () => {
    expect(headersFor('assets/**')['Cache-Control']).toBe('public, max-age=31536000, immutable');
    expect(headersFor('**/*.html')['Cache-Control']).toBe('no-cache');
    expect(security['Cache-Control']).toBe('public, max-age=86400');
  });

  it('gives Apache the 404 page, compression, caching and the same headers, HSTS and the HTTPS redirect off', () => {
    const htaccess = read('.htaccess');
    expect(htaccess).toContain('ErrorDocument 404 /404.html');
    expect(htaccess).toContain('mod_deflate');
    expect(htaccess).toContain('max-age=31536000, immutable');
    expect(htaccess).toContain(`Header always set Content-Security-Policy "${csp}"`);
    expect(htaccess).toMatch(/^ {2}# Header always set Strict-Transport-Security/m);
    expect(htaccess).toMatch(/^# {3}Redirect permanent "https:/m);
  });

  it('gives nginx the same policy as Netlify or Cloudflare Pages', () => {
    const nginx = readConfig('nginx.conf.example');
    // The site's policy everywhere but under /admin/, by a map read by the server's one add_header.
    expect(nginx).toMatch(
      new RegExp(
        `map \\$uri \\$site_content_security_policy \\{\\n\\s+default ${escapeRegExp(JSON.stringify(csp))};\\n`,
      ),
    );
    expect(nginx).toContain('add_header Content-Security-Policy $site_content_security_policy always;');
    // Each edition's 404 page, by a map from the address asked for.
    expect(nginx).toContain('error_page 404 $site_not_found;');
    expect(nginx).toMatch(
      /map \$request_uri \$site_not_found \{\n\s+default \/404\.html;\n\s+"~\^\/sw\/" \/sw\/404\.html;/,
    );
    expect(nginx).toMatch(/^ {4}# add_header Strict-Transport-Security .* always;$/m);
    expect(nginx).toMatch(/^ {4}# if \(\$scheme = "http"\) \{ return 301 https:/m);
    const headers = read('_headers');
    expect(headers).toContain(`Content-Security-Policy: ${csp}`);
    expect(headers).toMatch(/\/assets\/\*\n\s+Cache-Control: public, max-age=31536000, immutable/);
    expect(headers).toContain(`${SERVICE_WORKER_PATH}\n  Cache-Control: ${REVALIDATE}\n`);
  });
});

describe('the CMS at /admin/', () => {
  it('is linked from no visitor page, listed in no sitemap, and left to its own noindex by robots.txt', () => {
    const paths = builtPaths();
    expect(paths.length).toBeGreaterThan(40);
    const editions = [ADMIN_PATH, `/sw${ADMIN_PATH}`];
    for (const path of paths) {
      const $ = builtPage(path);
      const urls = $('[href], [src], [action]')
        .map((_, el) => $(el).attr('href') ?? $(el).attr('src') ?? $(el).attr('action'))
        .get()
        .map((url: string) => new URL(url, 'https://jengastem.example.org/').pathname);
      expect(
        urls.filter((url) => editions.some((admin) => url.startsWith(admin) || `${url}/` === admin)),
        path,
      ).toEqual([]);
    }
    expect(read('sitemap.xml')).not.toContain(ADMIN_PATH);
    // A crawler that may not fetch /admin/ never reads its noindex, and may list the address it saw elsewhere.
    expect(read('robots.txt')).not.toMatch(/Disallow/i);
  });

  it('has its own headers in every host file, in place of those of the site that differ', () => {
    const changes = adminHeaderChanges({ scripts: [], styles: [] });
    expect(changes.map((h) => h.key)).toEqual([
      'Content-Security-Policy',
      'Referrer-Policy',
      'Cross-Origin-Opener-Policy',
      'X-Robots-Tag',
    ]);
    // Cloudflare Pages: after the site's rule, each header detached and set again; Netlify skips the "!" lines.
    const headers = read('_headers');
    const block = headers.slice(headers.indexOf(`\n${ADMIN_PATH}*\n`));
    expect(headers.indexOf('/*\n')).toBeLessThan(headers.indexOf(block));
    for (const { key, site, admin } of changes) {
      if (site !== undefined) expect(block).toContain(`\n  ! ${key}\n`);
      expect(block).toContain(`\n  ${key}: ${admin}\n`);
    }
    expect(block).toContain(`\n  Content-Security-Policy: ${adminContentSecurityPolicy()}\n`);
    // serve.json: a later rule overrides an earlier one.
    const rules = serveJson.headers?.map((rule) => rule.source) ?? [];
    expect(rules.indexOf(`${ADMIN_PATH.slice(1)}**`)).toBeGreaterThan(rules.indexOf('**/*.html'));
    expect(headersFor(`${ADMIN_PATH.slice(1)}**`)).toEqual(
      Object.fromEntries(
        [...adminSecurityHeaders(), { key: 'Cache-Control', value: REVALIDATE }].map((h) => [h.key, h.value]),
      ),
    );
    const htaccess = read('.htaccess');
    expect(htaccess).toContain(`  <If "%{REQUEST_URI} =~ m#^${ADMIN_PATH}#">\n`);
    expect(htaccess).toContain(`    Header always set Content-Security-Policy "${adminContentSecurityPolicy()}"\n`);
  });
});

describe('the search page', () => {
  it('has the site’s policy with WebAssembly allowed in every host file, in place of the site’s, and no other page has it', () => {
    const searchPolicy = withWasm(csp);
    expect(searchPolicy).not.toBe(csp);
    expect(csp).not.toContain('wasm');
    // Cloudflare Pages: after the site's rule, the policy detached and set again; Netlify skips the "!" line.
    const headers = read('_headers');
    for (const path of SEARCH_PAGES) {
      expect(headers, path).toContain(
        `\n${path}*\n  ! Content-Security-Policy\n  Content-Security-Policy: ${searchPolicy}\n`,
      );
      // serve.json: a later rule overrides an earlier one.
      const rules = serveJson.headers?.map((rule) => rule.source) ?? [];
      expect(rules.indexOf(`${path.slice(1)}**`), path).toBeGreaterThan(rules.indexOf('**'));
      expect(headersFor(`${path.slice(1)}**`), path).toEqual({ 'Content-Security-Policy': searchPolicy });
    }
    expect(headers.split('wasm-unsafe-eval')).toHaveLength(SEARCH_PAGES.length + 1);
    const htaccess = read('.htaccess');
    expect(htaccess).toContain(
      `  <If "%{REQUEST_URI} =~ m#^(/sw)?${SEARCH_PATH}#">\n    Header always set Content-Security-Policy "${searchPolicy}"\n  </If>\n`,
    );
    expect(htaccess.split('wasm-unsafe-eval')).toHaveLength(2);
    const nginx = readConfig('nginx.conf.example');
    expect(nginx).toContain(`\n    "~^(/sw)?${SEARCH_PATH}" ${JSON.stringify(searchPolicy)};\n`);
    expect(nginx.split('wasm-unsafe-eval')).toHaveLength(2);
  });
});

describe('SERVED_OVER_HTTPS (hosting/headers.ts)', () => {
  it('writes the host files with their HTTPS lines turned on, the very lines an admin would uncomment', () => {
    const built = {
      inline: { scripts: ['console.log(1)'], styles: ['p{}'] },
      foldersWithoutPage: ['/assets/'],
      editions: ['/sw'],
      redirects: [{ from: '/impact/blogs/old-name/', to: '/impact/blogs/new-name/' }],
    };
    const off = hostFiles(built, false);
    const on = hostFiles(built, true);
    const turnOn = (text: string | undefined, lines: RegExp[]) => lines.reduce(uncomment, defined(text, 'a host file'));
    expect(on.webRoot['.htaccess']).toBe(
      turnOn(off.webRoot['.htaccess'], [/Header always set Strict/, /<If "%\{HTTPS\}/, / {2}Redirect /, /<\/If>/]),
    );
    expect(on.webRoot._headers).toBe(turnOn(off.webRoot._headers, [/Strict-Transport-Security: /]));
    expect(on.config['nginx.conf.example']).toBe(
      turnOn(off.config['nginx.conf.example'], [
        /listen 443 ssl;/,
        /ssl_certificate /,
        /ssl_certificate_key /,
        /if \(\$scheme = "http"\)/,
        /add_header Strict-Transport-Security /,
      ]),
    );
    expect(on.config['serve.json']).toBe(off.config['serve.json']);
    expect(on.webRoot._redirects).toBe(off.webRoot._redirects);
  });
});

describe('the files as uploaded', () => {
  const entries = (dir: string) =>
    readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));

  it('are readable by the web server’s user: folders 755, files 644, dist/ itself included', () => {
    for (const dir of [distDir, configDir]) {
      for (const path of [dir, ...entries(dir)]) {
        const { mode } = statSync(path);
        expect((mode & 0o777).toString(8), path).toBe(statSync(path).isDirectory() ? '755' : '644');
      }
    }
  });

  it('keep in dist/ only the host files read there, the server configuration beside it', () => {
    expect(existsSync(join(distDir, '.htaccess'))).toBe(true);
    expect(existsSync(join(distDir, '_headers'))).toBe(true);
    expect(existsSync(join(distDir, '_redirects'))).toBe(true);
    expect(readdirSync(configDir).sort()).toEqual(['nginx.conf.example', 'serve.json']);
    for (const name of readdirSync(configDir)) expect(existsSync(join(distDir, name)), name).toBe(false);
  });

  it('give every folder without a page the 404 page as its index, so no host lists it', () => {
    const notFound = read('404.html');
    const folders = entries(distDir).filter((path) => statSync(path).isDirectory());
    expect(folders.length).toBeGreaterThan(10);
    for (const folder of folders) expect(existsSync(join(folder, 'index.html')), folder).toBe(true);
    for (const folder of ['assets', 'assets/pictures', 'reports']) {
      expect(read(`${folder}/index.html`), folder).toBe(notFound);
    }
  });
});
