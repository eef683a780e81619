import type { IncomingHttpHeaders } from 'node:http';

/**
 * The score Mozilla's HTTP Observatory gives a site for its headers, by the modifiers of its scoring
 * methodology (https://github.com/mozilla/http-observatory/blob/main/httpobs/docs/scoring.md): 100 to start,
 * penalties, then bonuses if the score without them is 90 or more; A+ from 100. Only the tests that depend
 * on the host's configuration are here: the site sets no cookies and loads every script from itself.
 */
export interface Scan {
  /** The headers of the home page, fetched over HTTPS. */
  headers: IncomingHttpHeaders;
  /** Where http:// for the same URL redirects to, if anywhere. */
  httpRedirect?: string;
  /** The host the site was asked for. */
  host: string;
}

export interface Grade {
  score: number;
  grade: string;
  modifiers: string[];
}

function parsePolicy(header: string): Map<string, string[]> {
  return new Map(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .flatMap(([name, ...sources]): [string, string[]][] => (name ? [[name.toLowerCase(), sources]] : [])),
  );
}

const GRADES: [number, string][] = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
];

export function observatoryGrade({ headers, httpRedirect, host }: Scan): Grade {
  const penalties: [string, number][] = [];
  const bonuses: [string, number][] = [];
  const csp = headers['content-security-policy'];
  if (typeof csp !== 'string') {
    penalties.push(['csp-not-implemented', -25]);
  } else {
    const policy = parsePolicy(csp);
    const sources = (name: string) => policy.get(name) ?? policy.get('default-src');
    const script = sources('script-src');
    const object = sources('object-src');
    const broad = (list: string[] | undefined) =>
      !list || list.some((s) => ["'unsafe-inline'", 'data:', 'http:', 'https:', '*'].includes(s));
    if (broad(script) || broad(object)) penalties.push(['csp-implemented-with-unsafe-inline', -20]);
    else if (script?.includes("'unsafe-eval'")) penalties.push(['csp-implemented-with-unsafe-eval', -10]);
    else if ([...policy.values()].flat().some((s) => s.startsWith('http:')))
      penalties.push(['csp-implemented-with-insecure-scheme', -20]);
    else if (policy.get('default-src')?.join(' ') === "'none'")
      bonuses.push(['csp-implemented-with-no-unsafe-default-src-none', 10]);
    else if (!sources('style-src')?.includes("'unsafe-inline'")) bonuses.push(['csp-implemented-with-no-unsafe', 5]);
    if (policy.has('frame-ancestors')) bonuses.push(['x-frame-options-implemented-via-csp', 5]);
  }
  const hasFrameAncestors = typeof csp === 'string' && parsePolicy(csp).has('frame-ancestors');
  const xfo = String(headers['x-frame-options'] ?? '').toUpperCase();
  if (!hasFrameAncestors && !['DENY', 'SAMEORIGIN'].includes(xfo))
    penalties.push(['x-frame-options-not-implemented', -20]);

  const hsts = /max-age=(\d+)/i.exec(String(headers['strict-transport-security'] ?? ''));
  if (!hsts) penalties.push(['hsts-not-implemented', -20]);
  else if (Number(hsts[1]) < 15_768_000) penalties.push(['hsts-implemented-max-age-less-than-six-months', -10]);

  if (!httpRedirect) penalties.push(['redirection-missing', -20]);
  else if (!httpRedirect.startsWith('https:')) penalties.push(['redirection-not-to-https', -20]);
  else if (new URL(httpRedirect).hostname !== host) penalties.push(['redirection-off-host-from-http', -5]);

  if (headers['x-content-type-options'] !== 'nosniff') penalties.push(['x-content-type-options-not-implemented', -5]);

  const referrer = String(headers['referrer-policy'] ?? '');
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(referrer))
    bonuses.push(['referrer-policy-private', 5]);
  else if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(referrer))
    penalties.push(['referrer-policy-unsafe', -5]);

  if (headers['access-control-allow-origin'] === '*')
    penalties.push(['cross-origin-resource-sharing-implemented-with-universal-access', -50]);
  if (headers['set-cookie']) penalties.push(['cookies-set-by-the-host', -20]);

  const base = 100 + penalties.reduce((sum, [, n]) => sum + n, 0);
  const score = Math.max(0, base >= 90 ? base + bonuses.reduce((sum, [, n]) => sum + n, 0) : base);
  return {
    score,
    grade: GRADES.find(([min]) => score >= min)![1],
    modifiers: [...penalties, ...bonuses].map(([name, n]) => `${n > 0 ? '+' : ''}${n} ${name}`),
  };
}
