/**
 * Real web servers for the hosting suite: Debian's Apache and nginx, and serve-handler as `npm start` runs it,
 * each on a free port of 127.0.0.1 with its configuration, logs and a mode-keeping copy of the build in a
 * temporary folder, and each stopped by its own process id.
 */
import { execFile, spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readFileSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { connect, createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DEPLOY_MANIFEST } from '../../hosting/built-site';
import { enlargedConfigDir, enlargedDistDir } from './server';

const run = promisify(execFile);
const projectDir = join(import.meta.dirname, '../..');

export const APACHE = '/usr/sbin/apache2';
export const NGINX = '/usr/sbin/nginx';
const TSX = join(projectDir, 'node_modules/.bin/tsx');

export interface Host {
  name: string;
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `https://127.0.0.1:<port>`, for a host started with a certificate. */
  secureUrl?: string;
  stop: () => Promise<void>;
}

/** A port no one listens on now: the system picks it, and we let it go for the server to take. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** A temporary folder the web servers' users can enter (mkdtemp makes it 700, and Apache runs as www-data). */
export async function tempDir(prefix: string) {
  const dir = await mkdtemp(join(tmpdir(), prefix));
  await chmod(dir, 0o755);
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** A build to upload: its web root (a folder named dist) and its server configuration (dist-config) beside it. */
export interface Build {
  site: string;
  config: string;
}

/**
 * The project's own build, grown as an editor grows it (dist-enlarged/), which the hosting suites serve
 * unless a test brings another.
 */
export const projectBuild: Build = { site: enlargedDistDir, config: enlargedConfigDir };

/** The web root of an uploaded copy in `dir`. */
export const uploadedSite = (dir: string) => join(dir, 'dist');

/**
 * The build as a deploy that keeps modes leaves it (`cp -a`, like `rsync -a`, and `npm run deploy`'s
 * manifest beside it): `<dir>/dist`, the web root,
 * and `<dir>/dist-config` beside it. The files' modes are the build's, so a folder the web server's user
 * cannot read shows here as it would on a host.
 */
export async function uploadedCopy(dir: string, build: Build = projectBuild) {
  const [site, config] = [uploadedSite(dir), join(dir, 'dist-config')];
  await run('cp', ['-a', build.site, site]);
  await run('cp', ['-a', build.config, config]);
  // `npm run deploy` leaves its manifest in the web root (mode 600 there; readable here, so that only the
  // host's configuration can keep it from visitors).
  await writeFile(join(site, DEPLOY_MANIFEST), '{"format":1,"files":{}}\n', { mode: 0o644 });
  return { site, config };
}

/** A self-signed certificate for 127.0.0.1, for the hosts with HTTPS turned on. */
export async function certificate(dir: string) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
  // openssl comes with Apache's ssl-cert on Debian; .ci/run installs it too.
  await run('openssl', [
    ...['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes'],
    ...['-keyout', key, '-out', cert, '-days', '2', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'],
  ]);
  return { cert, key };
}

export function requireBinary(path: string, packageName: string) {
  if (!existsSync(path)) {
    throw new Error(
      `${path} is missing: install Debian's ${packageName} (apt-get install ${packageName}); .ci/run does`,
    );
  }
}

/** Resolves once something accepts connections on the port; rejects if the server exits first or is too slow. */
async function listening(port: number, exited: Promise<unknown>, describe: () => Promise<string>) {
  const deadline = Date.now() + 10_000;
  let gone = false;
  void exited.then(() => (gone = true));
  for (;;) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(true));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.destroy());
    });
    if (open) return;
    if (gone) throw new Error(`exited before listening on port ${port}:\n${await describe()}`);
    if (Date.now() > deadline) throw new Error(`not listening on port ${port} after 10 s:\n${await describe()}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/**
 * Starts a server in the foreground as our child, waits for its ports, and stops it by its pid. `stdin` is
 * a file descriptor for a server that writes its errors there (vsftpd).
 */
export async function startProcess(
  name: string,
  command: string,
  args: string[],
  options: { ports: number[]; log?: string; cwd?: string; env?: NodeJS.ProcessEnv; stdin?: number },
): Promise<Omit<Host, 'url'>> {
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    stdio: [options.stdin ?? 'ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = once(child, 'exit');
  const describe = async () =>
    `${name} (${[command, ...args].join(' ')}):\n${output}${options.log ? await readFile(options.log, 'utf8').catch(() => '') : ''}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    process.kill(child.pid!, 'SIGTERM');
    const timer = setTimeout(() => child.exitCode === null && process.kill(child.pid!, 'SIGKILL'), 5_000);
    await exited;
    clearTimeout(timer);
  };
  try {
    for (const port of options.ports) await listening(port, exited, describe);
  } catch (error) {
    await stop();
    throw new Error(`${name} ${(error as Error).message}`);
  }
  return { name, stop };
}

export type Override = 'All' | 'FileInfo' | 'None';

export interface ApacheSetup {
  name: string;
  /** The web root: a copy of dist/. */
  site: string;
  /** Where the configuration, logs and pid file go. */
  dir: string;
  override: Override;
  /** Modules this host lacks, from the ones a Debian Apache has on: headers, deflate, filter… */
  without?: string[];
  /** Turns on HTTPS with this certificate, on a second port. */
  tls?: { cert: string; key: string };
}

/** The modules a stock Debian Apache loads that matter to a static site; autoindex lists folders. */
const APACHE_MODULES = ['mpm_event', 'authz_core', 'mime', 'dir', 'alias', 'autoindex', 'setenvif', 'rewrite'];
const APACHE_OPTIONAL = ['headers', 'deflate', 'filter'];

/** The LoadModule lines of a module, from Debian's own files (they know where the .so files are). */
function loadModule(name: string): string {
  const file = `/etc/apache2/mods-available/${name}.load`;
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('LoadModule'))
    .join('\n');
}

/**
 * Apache 2.4 as a shared host runs it: folders listed unless their configuration says otherwise (Options
 * Indexes), `.ht*` files denied, the site's .htaccess read at the given AllowOverride level.
 */
export async function startApache(setup: ApacheSetup): Promise<Host> {
  requireBinary(APACHE, 'apache2');
  const [port, securePort] = await Promise.all([freePort(), setup.tls ? freePort() : undefined]);
  const modules = [...APACHE_MODULES, ...APACHE_OPTIONAL.filter((m) => !setup.without?.includes(m))];
  if (setup.tls) modules.push('socache_shmcb', 'ssl');
  const conf = join(setup.dir, 'httpd.conf');
  const log = join(setup.dir, 'error.log');
  await writeFile(
    conf,
    `ServerRoot ${setup.dir}
ServerName 127.0.0.1
Listen 127.0.0.1:${port}
PidFile ${setup.dir}/httpd.pid
DefaultRuntimeDir ${setup.dir}
ErrorLog ${log}
LogLevel warn
${modules.map(loadModule).join('\n')}
${process.getuid?.() === 0 ? 'User www-data\nGroup www-data' : ''}
StartServers 1
TypesConfig /etc/mime.types
DocumentRoot ${setup.site}
<Directory />
  AllowOverride None
  Require all denied
</Directory>
<Directory ${setup.site}>
  Options Indexes FollowSymLinks
  AllowOverride ${setup.override}
  Require all granted
</Directory>
<FilesMatch "^\\.ht">
  Require all denied
</FilesMatch>
${
  setup.tls
    ? `Listen 127.0.0.1:${securePort}
<VirtualHost 127.0.0.1:${securePort}>
  SSLEngine on
  SSLCertificateFile ${setup.tls.cert}
  SSLCertificateKeyFile ${setup.tls.key}
</VirtualHost>`
    : ''
}
`,
  );
  const ports = securePort ? [port, securePort] : [port];
  const host = await startProcess(setup.name, APACHE, ['-f', conf, '-DFOREGROUND'], { ports, log });
  return {
    ...host,
    url: `http://127.0.0.1:${port}`,
    secureUrl: securePort ? `https://127.0.0.1:${securePort}` : undefined,
  };
}

export interface NginxSetup {
  name: string;
  /** Where the configuration, logs and temporary files go. */
  dir: string;
  /** Whether the site listens for HTTPS too, on the second port. */
  secure: boolean;
  /** The site's configuration, given the ports for its listen lines. */
  site: (ports: { port: number; securePort: number }) => string;
}

/**
 * nginx with a main configuration like Debian's (its mime.types, octet-stream by default) that includes
 * the site, as sites-enabled/ would.
 */
export async function startNginx(setup: NginxSetup): Promise<Host> {
  requireBinary(NGINX, 'nginx');
  const { dir } = setup;
  const [port, securePort] = await Promise.all([freePort(), freePort()]);
  await writeFile(join(dir, 'site.conf'), setup.site({ port, securePort }));
  const conf = join(dir, 'nginx.conf');
  const log = join(dir, 'error.log');
  await writeFile(
    conf,
    `daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${log} warn;
events {
    worker_connections 256;
}
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path ${dir}/client_body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${dir}/site.conf;
}
`,
  );
  const ports = setup.secure ? [port, securePort] : [port];
  const host = await startProcess(setup.name, NGINX, ['-p', dir, '-e', log, '-c', conf], { ports, log });
  return {
    ...host,
    url: `http://127.0.0.1:${port}`,
    secureUrl: setup.secure ? `https://127.0.0.1:${securePort}` : undefined,
  };
}

/**
 * The site served exactly as `npm start` serves it (its last command, scripts/serve.ts), in a folder laid
 * out like the project (dist/ and dist-config/ side by side); only the port differs.
 */
export async function startServe(name: string, dir: string, env: NodeJS.ProcessEnv = {}): Promise<Host> {
  const { scripts } = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  };
  const command = scripts.start?.split('&&').at(-1)?.trim() ?? '';
  const [program, script, ...rest] = command.split(/\s+/);
  if (program !== 'tsx' || script === undefined || rest.length > 0)
    throw new Error(`npm start no longer ends in "tsx <script>": "${scripts.start}"`);
  const port = await freePort();
  const host = await startProcess(name, TSX, [join(projectDir, script)], {
    ports: [port],
    cwd: dir,
    env: { ...process.env, ...env, PORT: String(port) },
  });
  return { ...host, url: `http://127.0.0.1:${port}` };
}
