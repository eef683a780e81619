import type { BuiltSite } from './built-site';
import { SERVED_OVER_HTTPS } from './headers';
import { htaccess } from './htaccess';
import { netlifyHeaders } from './netlify-headers';
import { netlifyRedirects } from './netlify-redirects';
import { nginxConf } from './nginx-conf';
import { serveJson } from './serve-json';

export type { BuiltSite } from './built-site';

export interface HostFiles {
  /** Written into dist/, the web root: the host files that their hosts read there. */
  webRoot: Record<string, string>;
  /** Written beside it, into dist-config/: server configuration that is no file of the site. */
  config: Record<string, string>;
}

/**
 * Every file the build adds for hosts, by its name in its folder; their HTTPS lines on or commented out as
 * SERVED_OVER_HTTPS says. (What crawlers read, the sitemap and robots.txt, the build writes: stages/sitemap.ts.)
 */
export function hostFiles(built: BuiltSite, https = SERVED_OVER_HTTPS): HostFiles {
  return {
    webRoot: {
      '.htaccess': htaccess(built, https),
      _headers: netlifyHeaders(built, https),
      _redirects: netlifyRedirects(built),
    },
    config: {
      'nginx.conf.example': nginxConf(built, https),
      'serve.json': serveJson(built),
    },
  };
}
