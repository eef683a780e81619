import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface SmokeCheck {
  ok: boolean;
  /** One line per check, for the deploy's report. */
  lines: string[];
}

/**
 * After publishing, asks the live site what a visitor would: the home page (200), an address that does not
 * exist (404, with the site's 404 page), the security policy (the header, and the page's own), and a hashed
 * asset the home page names (200).
 */
export async function smokeCheck(siteUrl: URL, builtSite: string): Promise<SmokeCheck> {
  const lines: string[] = [];
  let ok = true;
  const report = (passed: boolean, line: string) => {
    ok &&= passed;
    lines.push(`${passed ? '✓' : '✗'} ${line}`);
  };
  const get = async (path: string) => {
    const url = new URL(path, siteUrl);
    try {
      const response = await fetch(url, {
        signal: AbortSignal.timeout(20_000),
        headers: { 'cache-control': 'no-cache' },
      });
      return { url, response, text: await response.text() };
    } catch (error) {
      return { url, error: (error as Error).cause ?? error };
    }
  };

  const home = await get('./');
  if (!home.response) {
    report(false, `${home.url} did not answer (${String(home.error)}): check DEPLOY_URL and the domain's DNS.`);
    return { ok, lines };
  }
  report(home.response.status === 200, `home page: ${home.response.status} at ${home.url}`);

  const notFoundPage = await readFile(join(builtSite, '404.html'), 'utf8');
  const title = /<title>([^<]*)<\/title>/.exec(notFoundPage)?.[1] ?? '';
  const missing = await get(`./deploy-check-${Date.now().toString(36)}/`);
  report(
    missing.response?.status === 404 && missing.text!.includes(title),
    missing.response
      ? `unknown address: ${missing.response.status}${missing.text.includes(title) ? ', the site’s 404 page' : ', not the site’s 404 page (is the .htaccess read?)'}`
      : `unknown address: no answer (${String(missing.error)})`,
  );

  const header = home.response.headers.has('content-security-policy');
  const meta = /<meta http-equiv="Content-Security-Policy"/i.test(home.text);
  report(
    header || meta,
    `security policy: ${[header && 'in the headers', meta && 'in the page'].filter(Boolean).join(' and ') || 'missing'}${meta && !header ? ' (the host sends no headers: is the .htaccess read?)' : ''}`,
  );

  const asset = /(?:src|href|srcset)="(\/assets\/[^"\s]+)/.exec(home.text)?.[1];
  if (!asset) report(false, 'hashed asset: the home page names none under /assets/');
  else {
    const loaded = await get(asset);
    report(loaded.response?.status === 200, `hashed asset: ${loaded.response?.status ?? 'no answer'} for ${asset}`);
  }
  return { ok, lines };
}
