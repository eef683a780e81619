import { readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { DeployError } from './deploy-error';

export type Protocol = 'ftps' | 'sftp' | 'ftp';

const DEFAULT_PORTS: Record<Protocol, number> = { ftps: 21, ftp: 21, sftp: 22 };

/** Where and how to publish, read from the environment (README, Deploying). */
export interface DeploySettings {
  protocol: Protocol;
  host: string;
  port: number;
  user: string;
  /**
   * The folder to publish into: relative to the folder the account logs into (`public_html`), or absolute
   * when the URL's path begins with `%2F` (RFC 1738's way, for `/var/www/site`). Empty for the login folder.
   */
  folder: string;
  password?: string;
  /** The private key, for SFTP (DEPLOY_KEY names its file). */
  privateKey?: Buffer;
  /** Certificates to trust for FTPS, for a host with a self-signed one (DEPLOY_CA names their file). */
  ca?: Buffer;
  /** The known_hosts file that SFTP host keys are checked against, and its text. */
  knownHosts?: { path: string; text: string };
  /** How many connections upload side by side (DEPLOY_CONNECTIONS, 3 unless set). */
  connections: number;
  /** The site's address, for the check after publishing (DEPLOY_URL). */
  siteUrl?: URL;
  /** The target as it may be printed: protocol, user, host, port and folder; never a secret. */
  label: string;
  /** The secrets, so that no output carries them (the password, as given and as a URL would encode it). */
  secrets: string[];
}

const example = 'ftps://user@host:21/public_html or sftp://user@host:22/public_html';

/** Reads the settings, or throws a DeployError naming the variable to fix. Nothing here prints a secret. */
export function readSettings(env: NodeJS.ProcessEnv): DeploySettings {
  const target = env.DEPLOY_TARGET?.trim();
  if (!target) throw new DeployError(`DEPLOY_TARGET is not set: give the host as ${example} (README, Deploying).`);
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    throw new DeployError(`DEPLOY_TARGET is not an address like ${example}.`);
  }
  const protocol = url.protocol.slice(0, -1);
  if (!isProtocol(protocol)) {
    throw new DeployError(`DEPLOY_TARGET begins with "${url.protocol}//": use ftps:// (FTP over TLS) or sftp://.`);
  }
  if (url.password) {
    throw new DeployError(
      'DEPLOY_TARGET holds a password (user:password@host): take it out of the address and set DEPLOY_PASSWORD instead.',
    );
  }
  if (protocol === 'ftp' && env.DEPLOY_ALLOW_PLAIN_FTP !== '1') {
    throw new DeployError(
      'DEPLOY_TARGET uses plain ftp://, which sends the password unencrypted: use ftps:// (FTP over TLS) or ' +
        'sftp://, which most hosts offer. Only if the host offers neither, set DEPLOY_ALLOW_PLAIN_FTP=1.',
    );
  }
  const user = decode(url.username, 'the user name');
  if (!user) throw new DeployError(`DEPLOY_TARGET names no user: write it as ${example}.`);
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const port = url.port ? Number(url.port) : DEFAULT_PORTS[protocol];
  const path = decode(url.pathname, 'the folder');
  // "/public_html" is public_html in the login folder; "/%2Fvar/www" (decoded "//var/www") is absolute.
  const folder = path.startsWith('//') ? path.slice(1).replace(/\/+$/, '') : path.replace(/^\/+|\/+$/g, '');

  const password = env.DEPLOY_PASSWORD || undefined;
  const privateKey = env.DEPLOY_KEY ? readSetting(env.DEPLOY_KEY, 'DEPLOY_KEY', 'the SFTP private key') : undefined;
  if (protocol === 'sftp' ? !password && !privateKey : !password) {
    throw new DeployError(
      protocol === 'sftp'
        ? 'Neither DEPLOY_PASSWORD nor DEPLOY_KEY is set: give the account’s password, or the path of its private key file.'
        : 'DEPLOY_PASSWORD is not set: give the FTP account’s password.',
    );
  }
  if (privateKey && protocol !== 'sftp') throw new DeployError('DEPLOY_KEY is for SFTP: use sftp:// or unset it.');
  const ca = env.DEPLOY_CA ? readSetting(env.DEPLOY_CA, 'DEPLOY_CA', 'the certificate to trust') : undefined;

  let knownHosts: DeploySettings['knownHosts'];
  if (protocol === 'sftp') {
    const known = env.DEPLOY_KNOWN_HOSTS || join(homedir(), '.ssh/known_hosts');
    const text = env.DEPLOY_KNOWN_HOSTS
      ? readSetting(known, 'DEPLOY_KNOWN_HOSTS', 'the known_hosts file').toString('utf8')
      : readOptional(known);
    knownHosts = { path: known, text };
  }

  let siteUrl: URL | undefined;
  if (env.DEPLOY_URL) {
    try {
      siteUrl = new URL(env.DEPLOY_URL);
    } catch {
      throw new DeployError(`DEPLOY_URL is not a web address like https://www.example.org/.`);
    }
    if (!/^https?:$/.test(siteUrl.protocol)) throw new DeployError('DEPLOY_URL must begin with https:// or http://.');
  }

  const connections = Number(env.DEPLOY_CONNECTIONS || 3);
  if (!Number.isInteger(connections) || connections < 1 || connections > 16) {
    throw new DeployError(
      'DEPLOY_CONNECTIONS must be a whole number from 1 to 16 (how many uploads run side by side).',
    );
  }

  const label = `${protocol}://${encodeURIComponent(user)}@${url.host.replace(/:\d+$/, '')}:${port}/${folder.startsWith('/') ? `%2F${folder.slice(1)}` : folder}`;
  const secrets = password ? [password, encodeURIComponent(password)] : [];
  return {
    protocol,
    host,
    port,
    user,
    folder,
    password,
    privateKey,
    ca,
    knownHosts,
    connections,
    siteUrl,
    label,
    secrets,
  };
}

function isProtocol(name: string): name is Protocol {
  return name in DEFAULT_PORTS;
}

function decode(text: string, what: string) {
  try {
    return decodeURIComponent(text);
  } catch {
    throw new DeployError(`DEPLOY_TARGET: ${what} is not valid URL encoding (write @ as %40, / as %2F).`);
  }
}

/** A file a setting names: its contents, or a DeployError naming the setting and the path. */
function readSetting(path: string, name: string, what: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new DeployError(
      `${name} names ${what}, ${path}, which cannot be read (${(error as NodeJS.ErrnoException).code}).`,
    );
  }
}

const readOptional = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return '';
  }
};
