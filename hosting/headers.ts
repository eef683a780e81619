import { createHash } from 'node:crypto';
import { SEARCH_PATH } from '../content/lib/articles/routes';
import site from '../content/site';
import { escapeRegExp, type InlineCode } from './built-site';

/** The only other host the site talks to: the privacy-enhanced video player, after the visitor presses play. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/** A CSP source for an inline script or style: the sha256 of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/**
 * Directives a policy in a `<meta http-equiv>` element cannot carry: browsers ignore them there.
 * https://www.w3.org/TR/CSP3/#meta-element
 */
const HEADER_ONLY_DIRECTIVES = ['frame-ancestors', 'report-uri', 'sandbox'];

/** A policy's text from its directives, leaving out, for a <meta>, those only a header may carry. */
const policyText = (directives: string[], delivery: PolicyDelivery) =>
  directives
    .filter((directive) => delivery !== 'meta' || !HEADER_ONLY_DIRECTIVES.includes(directive.replace(/ .*/, '')))
    .join('; ');

/**
 * Where forms may send what they hold. With a newsletter sign-up service in the site record, its origin and
 * nothing else: the newsletter forms are the site's only forms. Without one, the site itself, because a
 * newsletter form without script opens the contact page (components/EmailSignup.tsx).
 */
export function formAction(signupAction: string | undefined = site.newsletter.action): string {
  return signupAction ? new URL(signupAction).origin : "'self'";
}

/**
 * How a policy reaches the page: a header, the same on every response, or the page's own <meta>.
 */
export type PolicyDelivery = 'header' | 'meta';

/**
 * The Content-Security-Policy: everything from the site itself, the video player in a frame, and inline
 * code only by hash. https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Content-Security-Policy
 * Sent as a header where the host sends headers, and in every page as a `<meta http-equiv>` (all of it a
 * meta element can hold), so a host that sends no headers still enforces it. A browser enforces both.
 * Each page inlines its own part of the stylesheet (styles/page-stylesheet.ts), so only its <meta> can name
 * that by its hash: the header, which one line of a host file sends with every page, allows inline styles,
 * and the page's policy still allows only its own. Inline scripts (the 404 page's) are named in both.
 */
export function contentSecurityPolicy(
  inline: InlineCode,
  delivery: PolicyDelivery = 'header',
  { wasm = false }: { wasm?: boolean } = {},
): string {
  const hashes = (texts: string[]) => [...new Set(texts)].map(cspHash);
  const directives = [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...hashes(inline.scripts)].join(' '),
    delivery === 'header'
      ? "style-src 'self' 'unsafe-inline'"
      : ["style-src 'self'", ...hashes(inline.styles)].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${VIDEO_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction()}`,
    "frame-ancestors 'none'",
  ];
  return policyText(directives, delivery);
}

/**
 * The search page's address (SEARCH_PATH) in every edition, given the prefixes of the editions other than
 * English, as a regular expression over the URL path for Apache and nginx: `^(/sw)?/search/`.
 */
export const searchPathPattern = (editions: string[]) => `^(${editions.map(escapeRegExp).join('|')})?${SEARCH_PATH}`;

/**
 * What changes on the search page, in every edition (pages/search.tsx): its policy is the site's with
 * WebAssembly allowed ('wasm-unsafe-eval', which Pagefind's index needs: stages/search.ts), and no other
 * page's is. A browser enforces every policy a response carries, so hosts send it in place of the site's
 * for the search page's path, never beside it, as they do the CMS's.
 */
export function searchHeaderChanges(inline: InlineCode): Header[] {
  return [{ key: 'Content-Security-Policy', value: contentSecurityPolicy(inline, 'header', { wasm: true }) }];
}

/** Where the CMS lives: private to editors, with a policy of its own (cms/, README "Editing the site"). */
export const ADMIN_PATH = '/admin/';

/**
 * The CMS's Content-Security-Policy, as narrow as Sveltia CMS allows (measured with 0.221.1 in Chromium):
 * its own code and fonts, styles it injects (Svelte writes `<style>` elements and style attributes, so
 * 'unsafe-inline'), `data:` for its logo and `blob:` for picture thumbnails and its image worker, and
 * GitHub's API (and avatars) for an editor signed in with a token. It needs no 'unsafe-eval'. What it asks
 * of other sites beyond these (githubstatus.com) is blocked, and it works without it. A browser enforces
 * every policy a response carries, so hosts send this one in place of the site's for ADMIN_PATH, never
 * beside it.
 */
export function adminContentSecurityPolicy(delivery: PolicyDelivery = 'header'): string {
  const directives = [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https://avatars.githubusercontent.com",
    "font-src 'self'",
    "connect-src 'self' data: blob: https://api.github.com",
    "worker-src 'self' blob:",
    "manifest-src 'self'",
    // The preview pane is a frame of a blob: the CMS makes, whose <base> is the site itself (so that its
    // links lead to the site's pages), under this policy, which a blob: document inherits.
    'frame-src blob:',
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ];
  return policyText(directives, delivery);
}

/**
 * The policy of every drawing (`.svg`), in place of the site's: a browser that opens one as a document (a
 * visitor opening a picture in its own tab) then runs no script in it, loads nothing from anywhere, and
 * treats it as a page of no site (sandbox), whatever it holds; only its own styles apply. The build refuses
 * a drawing that holds script or links to other files (pictures/svg-safety.ts): this holds even for one it
 * never read (public/favicon.svg) or a host's file. Drawings shown in an <img> are not documents, and
 * no policy of theirs applies. Sent in place of the site's policy, never beside it (one policy a response).
 */
export const SVG_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
/** A drawing's address, as a regular expression for Apache and nginx. */
export const SVG_FILE = '\\.svg$';

/**
 * An event's calendar file (`.ics`, stages/ics.ts): iCalendar's type, with its UTF-8 said (RFC 5545 3.1.4), so a
 * calendar reads a Kiswahili or accented name right. Debian's nginx and Netlify know no type for it.
 */
export const CALENDAR_TYPE = { extension: 'ics', type: 'text/calendar', charset: 'utf-8' } as const;
/** The calendar files' Content-Type header, for the hosts that set it by name. */
export const CALENDAR_CONTENT_TYPE = `${CALENDAR_TYPE.type}; charset=${CALENDAR_TYPE.charset}`;

/** Powerful features the site never uses, turned off; the video frame keeps what a player needs. */
const permissionsPolicy = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
  'browsing-topics=()',
  `autoplay=(self "${VIDEO_ORIGIN}")`,
  `encrypted-media=(self "${VIDEO_ORIGIN}")`,
  `fullscreen=(self "${VIDEO_ORIGIN}")`,
  `picture-in-picture=(self "${VIDEO_ORIGIN}")`,
].join(', ');

export interface Header {
  key: string;
  value: string;
}

/**
 * Sent with every response under ADMIN_PATH, in place of securityHeaders: the CMS's policy; no indexing
 * (the page says so too, and no visitor page links it); and an opener kept for the popup of a GitHub
 * sign-in, which 'same-origin' would cut.
 */
export function adminSecurityHeaders(): Header[] {
  return [
    { key: 'Content-Security-Policy', value: adminContentSecurityPolicy() },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'same-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
    { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
  ];
}

/**
 * What changes under ADMIN_PATH: each header whose value there differs from the site's (or that only it
 * sends), with both values. Every host sends these in place of the site's, never beside them: a browser
 * enforces every Content-Security-Policy a response carries.
 */
export function adminHeaderChanges(inline: InlineCode): { key: string; site?: string; admin: string }[] {
  const site = new Map(securityHeaders(inline).map((h) => [h.key, h.value]));
  return adminSecurityHeaders()
    .filter((h) => site.get(h.key) !== h.value)
    .map((h) => ({ key: h.key, site: site.get(h.key), admin: h.value }));
}

/**
 * A script under ADMIN_PATH whose name carries its content's hash (esbuild's: a hyphen and eight of A–Z
 * and 2–7 before `.js`, `cms-HWRAXYHP.js`, `chunks/abap-H4KNHR2F.js`, `preview-sw-3W25R6AC.js`:
 * cms/admin-files.ts) never changes, and is cached for a year; every other file there (the page,
 * config.yml, words.json, preview.json, the CMS's fonts) is revalidated. A regular expression over the URL
 * path, for Apache and nginx.
 */
export const ADMIN_HASHED_FILE = `^${ADMIN_PATH}.*-[A-Z2-7]{8}\\.js$`;

/** Sent with every response. */
export function securityHeaders(inline: InlineCode, delivery: PolicyDelivery = 'header'): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(inline, delivery) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * Strict-Transport-Security: browsers then refuse plain HTTP to the site for the max-age, a year (Mozilla's
 * Observatory asks for six months at least), so it goes on only once HTTPS works on the final domain and
 * every subdomain (includeSubDomains).
 */
export const hsts: Header = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

/**
 * Set to true once the site answers over HTTPS on its final domain: every build then writes the HTTPS lines
 * of the host files turned on (the HTTP→HTTPS redirect and HSTS; nginx's listen 443 and certificate too).
 * Until then they are written commented out, each under a line saying when to turn it on. An admin may turn
 * them on by hand, but each upload of a new build replaces .htaccess and _headers: set it here to keep them.
 */
export const SERVED_OVER_HTTPS = false;

/** A line of a host file that is on once the site is served over HTTPS, and commented out until then. */
export const httpsLine = (https: boolean, line: string) => (https ? line : `# ${line}`);

/** The notes above the HTTPS lines of each host file: when to turn each on. */
export const HTTPS_NOTES = {
  certificate: 'Turn on once a certificate for the domain is installed: serves the site over HTTPS.',
  redirect: 'Turn on once the site answers over HTTPS: sends every http:// request to the same https:// URL.',
  hsts: 'Turn on once HTTPS works on the final domain and every subdomain: browsers then refuse plain HTTP to it for a year.',
} as const;

/** Files under /assets/ carry a content hash in their names, so they never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * Pages are checked with the server on every visit (cheap with ETag / Last-Modified), so edits show at once.
 * Error responses too: a missing file may exist after the next upload.
 */
export const REVALIDATE = 'no-cache';
/**
 * The service worker (stages/service-worker.ts) keeps its address from build to build, and a browser
 * checks it for a new version on each visit: every host revalidates it (REVALIDATE), so that a visitor
 * never keeps an old worker up to a day after a deploy.
 */
export const SERVICE_WORKER_PATH = '/service-worker.js';
/** Files outside /assets/ (documents, icons) keep their names when replaced: a day's cache. */
export const SHORT_CACHE = 'public, max-age=86400';
