import { createHash, createHmac } from 'node:crypto';

/**
 * OpenSSH's known_hosts, as `ssh` reads it with StrictHostKeyChecking on: a host's key must be listed, and a
 * listed host presenting another key is refused. Lines are `hosts type key`, hosts a comma-separated list of
 * names, `[name]:port` for a port other than 22, `*` and `?` wildcards, `!` negations, or one hashed name
 * (`|1|salt|hash`, as `ssh-keyscan -H` writes); `@revoked` lines refuse a key. Format: sshd(8), "SSH_KNOWN_HOSTS
 * FILE FORMAT" (https://man.openbsd.org/sshd#SSH_KNOWN_HOSTS_FILE_FORMAT).
 */

export type HostKeyVerdict = 'known' | 'unknown' | 'changed' | 'revoked';

interface Entry {
  marker?: string;
  hosts: string;
  type: string;
  key: Buffer;
}

function entries(text: string): Entry[] {
  return text.split('\n').flatMap((raw) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    const fields = line.split(/\s+/);
    const marker = fields[0]?.startsWith('@') ? fields.shift() : undefined;
    const [hosts, type, key] = fields;
    if (hosts === undefined || type === undefined || key === undefined) return [];
    return [{ marker, hosts, type, key: Buffer.from(key, 'base64') }];
  });
}

/** How a host is named in known_hosts: `name` on port 22, `[name]:port` on any other. */
export const hostName = (host: string, port: number) => (port === 22 ? host : `[${host}]:${port}`);

function matchesHost(hosts: string, name: string): boolean {
  if (hosts.startsWith('|1|')) {
    const [, , salt, hash] = hosts.split('|');
    if (salt === undefined || hash === undefined) return false;
    return createHmac('sha1', Buffer.from(salt, 'base64')).update(name).digest('base64') === hash;
  }
  let matched = false;
  for (const pattern of hosts.split(',')) {
    const negated = pattern.startsWith('!');
    const glob = negated ? pattern.slice(1) : pattern;
    const regex = new RegExp(
      `^${glob
        .replace(/[.+^${}()|[\]\\]/g, '\\$&')
        .replace(/\*/g, '.*')
        .replace(/\?/g, '.')}$`,
    );
    if (regex.test(name)) {
      if (negated) return false;
      matched = true;
    }
  }
  return matched;
}

/** The key types known_hosts lists for a host, so the client asks the server for one of those. */
export function knownKeyTypes(text: string, host: string, port: number): string[] {
  const name = hostName(host, port);
  return [
    ...new Set(
      entries(text)
        .filter((e) => !e.marker && matchesHost(e.hosts, name))
        .map((e) => e.type),
    ),
  ];
}

/** Whether the key a host presents (its SSH wire form, as ssh2 gives it) is the one known_hosts lists. */
export function verifyHostKey(text: string, host: string, port: number, key: Buffer): HostKeyVerdict {
  const name = hostName(host, port);
  const listed = entries(text).filter((e) => matchesHost(e.hosts, name));
  if (listed.some((e) => e.marker === '@revoked' && e.key.equals(key))) return 'revoked';
  const keys = listed.filter((e) => !e.marker);
  if (keys.some((e) => e.key.equals(key))) return 'known';
  return keys.length > 0 ? 'changed' : 'unknown';
}

/** A key's type and SHA-256 fingerprint, as `ssh-keygen -l` and hosts' control panels show them. */
export function describeKey(key: Buffer) {
  const type = key.subarray(4, 4 + key.readUInt32BE(0)).toString('latin1');
  const fingerprint = `SHA256:${createHash('sha256').update(key).digest('base64').replace(/=+$/, '')}`;
  return {
    type,
    fingerprint,
    line: (host: string, port: number) => `${hostName(host, port)} ${type} ${key.toString('base64')}`,
  };
}
