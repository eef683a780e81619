/**
 * The hosts the site is tested on, each set up from the shipped files with only the edits a person
 * deploying it would make, done here by text substitution: a substitution that no longer finds its line
 * fails, so the shipped files cannot drift from what the README tells an admin to change.
 */
import { mkdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import {
  startApache,
  startNginx,
  startServe,
  uploadedCopy,
  type Build,
  type Host,
  type Override,
} from '../support/hosts';

/** Replaces the one line that matches, or fails naming what it looked for. */
export function replaceLine(text: string, line: RegExp, replacement: string): string {
  const pattern = new RegExp(line.source, 'gm');
  const found = text.match(pattern)?.length ?? 0;
  if (found !== 1) throw new Error(`expected one line matching ${line} in the shipped file, found ${found}`);
  return text.replace(pattern, replacement);
}

/** Turns on the one commented line whose directive matches, as an admin removes its `# `. */
export function uncomment(text: string, directive: RegExp): string {
  return replaceLine(text, new RegExp(`^(\\s*)# (${directive.source}.*)$`), '$1$2');
}

/** What a host does with the site, and so what the suite expects of it. */
export interface Expectations {
  /** It reads the site's own configuration: the 404 page, the denied files, the types. */
  readsConfig: boolean;
  /** It sends the security headers and the cache rules. */
  sendsHeaders: boolean;
  compresses: boolean;
  /** Strict-Transport-Security is turned on. */
  hsts: boolean;
  /** It answers an unknown address under /sw/ with the Kiswahili 404 page. */
  notFoundPerEdition: boolean;
  /** Its 304 answers carry the headers too (serve-handler's carry none). */
  headersOn304: boolean;
}

export interface Setup extends Expectations {
  name: string;
  /** Uploads a build (the project's own unless told) into `dir` and serves it. */
  start: (dir: string, build?: Build) => Promise<Host>;
}

const apache =
  (override: Override, without?: string[]) =>
  async (dir: string, build?: Build): Promise<Host> => {
    const { site } = await uploadedCopy(dir, build);
    return startApache({ name: `Apache (AllowOverride ${override})`, site, dir, override, without });
  };

/** The HTTP edits of nginx.conf.example: the address to listen on, the web root, and HSTS on. */
export function nginxForHttp(example: string, site: string, port: number): string {
  let conf = replaceLine(example, /^(\s*)listen 80;$/, `$1listen 127.0.0.1:${port};`);
  conf = replaceLine(conf, /^(\s*)root \S+;$/, `$1root ${site};`);
  return uncomment(conf, /add_header Strict-Transport-Security /);
}

async function nginx(dir: string, build?: Build): Promise<Host> {
  const { site, config } = await uploadedCopy(dir, build);
  const example = await readFile(join(config, 'nginx.conf.example'), 'utf8');
  const conf = join(dir, 'nginx');
  await mkdir(conf);
  return startNginx({ name: 'nginx', dir: conf, secure: false, site: ({ port }) => nginxForHttp(example, site, port) });
}

async function serve(dir: string, build?: Build): Promise<Host> {
  await uploadedCopy(dir, build);
  return startServe('serve (npm start)', dir);
}

const full = {
  readsConfig: true,
  sendsHeaders: true,
  compresses: true,
  hsts: false,
  headersOn304: true,
  notFoundPerEdition: true,
};
const nothing = {
  ...full,
  readsConfig: false,
  sendsHeaders: false,
  compresses: false,
  headersOn304: false,
  notFoundPerEdition: false,
};

export const setups: Setup[] = [
  { name: 'Apache, AllowOverride All', start: apache('All'), ...full },
  { name: 'Apache, AllowOverride FileInfo', start: apache('FileInfo'), ...full },
  { name: 'Apache, AllowOverride None', start: apache('None'), ...nothing },
  // mod_deflate without mod_filter, which AddOutputFilterByType needs: still compressed.
  { name: 'Apache, AllowOverride FileInfo, without mod_filter', start: apache('FileInfo', ['filter']), ...full },
  {
    name: 'Apache, AllowOverride All, without mod_headers, mod_deflate and mod_filter',
    start: apache('All', ['headers', 'deflate', 'filter']),
    ...nothing,
    readsConfig: true,
  },
  { name: 'nginx, the shipped example with HSTS on', start: nginx, ...full, hsts: true },
  { name: 'serve-handler, as npm start runs it', start: serve, ...full, headersOn304: false },
];
