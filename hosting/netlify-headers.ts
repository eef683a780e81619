import { SEARCH_PATH } from '../content/lib/articles/routes';
import type { BuiltSite } from './built-site';
import {
  ADMIN_PATH,
  adminHeaderChanges,
  HTTPS_NOTES,
  hsts,
  httpsLine,
  IMMUTABLE,
  REVALIDATE,
  searchHeaderChanges,
  securityHeaders,
  SERVED_OVER_HTTPS,
  SERVICE_WORKER_PATH,
  SHORT_CACHE,
  CALENDAR_CONTENT_TYPE,
  CALENDAR_TYPE,
  SVG_CONTENT_SECURITY_POLICY,
} from './headers';

/**
 * `_headers`, read by Netlify and Cloudflare Pages from the web root (neither serves it). Both serve over
 * HTTPS and revalidate pages by default; a path that matches several rules gets every rule's headers, so
 * each Cache-Control rule covers its own folders only. https://docs.netlify.com/routing/headers/
 */
export function netlifyHeaders(built: BuiltSite, https = SERVED_OVER_HTTPS): string {
  const topFolders = built.foldersWithoutPage.filter((path) => path.split('/').length === 3 && path !== '/assets/');
  const lines = ['/*', ...securityHeaders(built.inline).map((h) => `  ${h.key}: ${h.value}`)];
  lines.push(`  # ${HTTPS_NOTES.hsts}`, `  ${httpsLine(https, `${hsts.key}: ${hsts.value}`)}`);
  lines.push('/assets/*', `  Cache-Control: ${IMMUTABLE}`);
  lines.push(SERVICE_WORKER_PATH, `  Cache-Control: ${REVALIDATE}`);
  for (const folder of topFolders) lines.push(`${folder}*`, `  Cache-Control: ${SHORT_CACHE}`);
  // Drawings: their own policy in place of the site's, detached as the CMS's below. (On Netlify, which
  // keeps both, the two together still lock the drawing: each allows no more than the site's.)
  lines.push('/*.svg', '  ! Content-Security-Policy', `  Content-Security-Policy: ${SVG_CONTENT_SECURITY_POLICY}`);
  // The search page, in every edition: the site's policy with WebAssembly allowed, detached and set as the CMS's below.
  for (const prefix of ['', ...built.editions]) {
    const changes = searchHeaderChanges(built.inline);
    lines.push(
      `${prefix}${SEARCH_PATH}*`,
      ...changes.map((h) => `  ! ${h.key}`),
      ...changes.map((h) => `  ${h.key}: ${h.value}`),
    );
  }
  lines.push(`/*.${CALENDAR_TYPE.extension}`, `  Content-Type: ${CALENDAR_CONTENT_TYPE}`);
  // The CMS: its own headers in place of the site's. Cloudflare Pages applies the rules in order, and a
  // "! name" line detaches what an earlier rule set (https://developers.cloudflare.com/pages/configuration/headers/);
  // Netlify skips those lines and has no way to remove a header (README, Deploying).
  const changes = adminHeaderChanges(built.inline);
  lines.push(
    `${ADMIN_PATH}*`,
    ...changes.filter((h) => h.site !== undefined).map((h) => `  ! ${h.key}`),
    ...changes.map((h) => `  ${h.key}: ${h.admin}`),
    `  Cache-Control: ${REVALIDATE}`,
  );
  return lines.join('\n') + '\n';
}
