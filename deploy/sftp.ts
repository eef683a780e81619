import { posix } from 'node:path';
import SftpClient from 'ssh2-sftp-client';
import { hostKeyRefused, loginRefused, missingFolder, unreachable } from './failures';
import { describeKey, knownKeyTypes, verifyHostKey, type HostKeyVerdict } from './known-hosts';
import { NotWritable, type Remote } from './remote';
import type { DeploySettings } from './settings';

/** SFTP's status code for permission denied (draft-ietf-secsh-filexfer-02, section 7). */
const PERMISSION_DENIED = 3;

/** Each key type known_hosts may list, and the host key algorithms that present it (RSA signs three ways). */
const ALGORITHMS: Record<string, string[]> = { 'ssh-rsa': ['rsa-sha2-512', 'rsa-sha2-256', 'ssh-rsa'] };

const code = (error: unknown) => (error as { code?: unknown }).code;

/**
 * Connects over SFTP (ssh2), checking the host's key against known_hosts before anything is sent (an unknown
 * or changed key is refused), into the folder to publish.
 */
export async function connectSftp(settings: DeploySettings): Promise<Remote> {
  const client = new SftpClient();
  const known = settings.knownHosts?.text ?? '';
  let refusal: ReturnType<typeof hostKeyRefused> | undefined;
  const types = knownKeyTypes(known, settings.host, settings.port).flatMap((type) => ALGORITHMS[type] ?? [type]);
  try {
    await client.connect({
      host: settings.host,
      port: settings.port,
      username: settings.user,
      password: settings.password,
      privateKey: settings.privateKey,
      readyTimeout: 30_000,
      // Ask for a key of a type known_hosts lists, so a host with several keys shows the one we know.
      ...(types.length > 0 && { algorithms: { serverHostKey: types as never } }),
      hostVerifier: (key: Buffer) => {
        const verdict: HostKeyVerdict = verifyHostKey(known, settings.host, settings.port, key);
        if (verdict !== 'known') refusal = hostKeyRefused(settings, verdict, withLine(describeKey(key), settings));
        return verdict === 'known';
      },
    });
  } catch (error) {
    await client.end().catch(() => {});
    if (refusal) throw refusal;
    const { message, level } = error as Error & { level?: string };
    if (level === 'client-authentication' || /authentication methods failed/i.test(message)) {
      throw loginRefused(settings, 'all authentication methods failed');
    }
    throw unreachable(settings, error);
  }

  let root: string;
  try {
    const home = await client.cwd();
    root = posix.resolve(home, settings.folder || '.');
    if ((await client.exists(root)) !== 'd') throw missingFolder(settings, 'no such folder');
  } catch (error) {
    await client.end().catch(() => {});
    throw error;
  }
  const at = (path: string) => posix.join(root, path);
  const refused = async <T>(path: string, action: () => Promise<T>) => {
    try {
      return await action();
    } catch (error) {
      if (code(error) === PERMISSION_DENIED) throw new NotWritable(path, 'permission denied');
      throw error;
    }
  };

  return {
    async read(path) {
      if ((await client.exists(at(path))) !== '-') return undefined;
      return (await client.get(at(path))) as Buffer;
    },
    write: (path, source) => refused(path, () => client.put(source, at(path)).then(() => {})),
    chmod: (path, mode) => refused(path, () => client.chmod(at(path), mode).then(() => {})),
    async replace(from, to) {
      try {
        await client.posixRename(at(from), at(to));
      } catch (error) {
        // SFTP's own rename refuses an existing target; without OpenSSH's extension the old file goes first.
        if (!/does not support/i.test((error as Error).message)) throw error;
        await client.delete(at(to), true);
        await refused(to, () => client.rename(at(from), at(to)));
      }
    },
    async makeFolder(path) {
      if ((await client.exists(at(path))) === 'd') return false;
      await refused(path, () => client.mkdir(at(path)));
      return true;
    },
    async remove(path) {
      await refused(path, () => client.delete(at(path), true));
    },
    async removeEmptyFolder(path) {
      try {
        await client.rmdir(at(path));
        return true;
      } catch {
        return false;
      }
    },
    async list(path) {
      const entries = await client.list(at(path));
      return entries.map((entry) => ({ name: entry.name, folder: entry.type === 'd' }));
    },
    async close() {
      await client.end();
    },
  };
}

const withLine = (key: ReturnType<typeof describeKey>, settings: DeploySettings) => ({
  ...key,
  line: key.line(settings.host, settings.port),
});
