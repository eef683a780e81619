import { createHash } from 'node:crypto';
import site from '../content/site';

/** The only other host the site talks to: the privacy-enhanced video player, after the visitor presses play. */
export const VIDEO_ORIGIN = 'https://www.youtube-nocookie.com';

/** A CSP source for an inline script or style: the sha256 of its exact text. */
export function cspHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

export interface InlineCode {
  scripts: string[];
  styles: string[];
}

/**
 * Where forms may send what they hold. With a newsletter sign-up service in the site record, its origin and
 * nothing else: the newsletter forms are the site's only forms. Without one, the site itself, because a
 * newsletter form without script opens the contact page (components/EmailSignup.tsx).
 */
export function formAction(signupAction: string | undefined = site.newsletter.action): string {
  return signupAction ? new URL(signupAction).origin : "'self'";
}

/**
 * The Content-Security-Policy: everything from the site itself, the video player in a frame, and inline
 * code only by hash (no 'unsafe-inline'). https://developer.mozilla.org/docs/Web/HTTP/Reference/Headers/Content-Security-Policy
 */
export function contentSecurityPolicy(inline: InlineCode): string {
  const hashes = (texts: string[]) => [...new Set(texts)].map(cspHash);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...hashes(inline.scripts)].join(' '),
    ["style-src 'self'", ...hashes(inline.styles)].join(' '),
    "img-src 'self'",
    "font-src 'self'",
    "connect-src 'self'",
    "manifest-src 'self'",
    `frame-src ${VIDEO_ORIGIN}`,
    "object-src 'none'",
    "base-uri 'self'",
    `form-action ${formAction()}`,
    "frame-ancestors 'none'",
  ].join('; ');
}

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

/** Sent with every response. */
export function securityHeaders(inline: InlineCode): Header[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(inline) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: permissionsPolicy },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ];
}

/**
 * Strict-Transport-Security is shipped commented out: turn it on only once the site is served over HTTPS
 * on its final domain (and every subdomain, for includeSubDomains), because browsers then refuse plain
 * HTTP to it for the max-age, a year.
 */
export const hsts: Header = { key: 'Strict-Transport-Security', value: 'max-age=31536000; includeSubDomains' };

/** Files under /assets/ carry a content hash in their names, so they never change: cache them for a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Pages are checked with the server on every visit (cheap with ETag / Last-Modified), so edits show at once. */
export const REVALIDATE = 'no-cache';
/** Pictures and documents keep their names when replaced: a day's cache. */
export const SHORT_CACHE = 'public, max-age=86400';
