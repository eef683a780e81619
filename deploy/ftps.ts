import { Readable, Writable } from 'node:stream';
import { Client, FTPError } from 'basic-ftp';
import { loginRefused, missingFolder, noTls, unreachable, untrustedCertificate } from './failures';
import { NotWritable, type Remote } from './remote';
import type { DeploySettings } from './settings';

/** FTP replies that mean the server would not store or create something where asked (RFC 959). */
const REFUSED = new Set([450, 452, 550, 552, 553]);
/** Replies that mean the server does not know a command (SITE CHMOD on some servers). */
const UNKNOWN_COMMAND = new Set([500, 501, 502, 504]);

const code = (error: unknown) => (error instanceof FTPError ? error.code : undefined);

/**
 * Connects over FTP with explicit TLS (AUTH TLS before the password, and on every data connection), or plain
 * FTP where the settings allow it, into the folder to publish. basic-ftp sends one command at a time.
 */
export async function connectFtps(settings: DeploySettings, warn: (message: string) => void): Promise<Remote> {
  const client = new Client(30_000);
  try {
    await client.connect(settings.host, settings.port);
  } catch (error) {
    client.close();
    throw unreachable(settings, error);
  }
  try {
    if (settings.protocol === 'ftps') {
      try {
        await client.useTLS({ host: settings.host, ca: settings.ca });
      } catch (error) {
        throw error instanceof FTPError ? noTls(settings, error) : untrustedCertificate(settings, error);
      }
    }
    await client.sendIgnoringError('OPTS UTF8 ON');
    try {
      await client.login(settings.user, settings.password);
    } catch (error) {
      throw error instanceof FTPError ? loginRefused(settings, error.message) : error;
    }
    await client.useDefaultSettings();
    if (settings.folder) {
      try {
        await client.cd(settings.folder);
      } catch (error) {
        throw error instanceof FTPError ? missingFolder(settings, error.message) : error;
      }
    }
  } catch (error) {
    client.close();
    throw error;
  }
  const root = await client.pwd();
  let chmodUnsupported = false;

  const refused = async <T>(path: string, action: () => Promise<T>) => {
    try {
      return await action();
    } catch (error) {
      if (REFUSED.has(code(error)!)) throw new NotWritable(path, (error as FTPError).message);
      throw error;
    }
  };
  const exists = async (path: string) => {
    try {
      await client.size(path);
      return true;
    } catch (error) {
      if (code(error) === 550) return false;
      throw error;
    }
  };

  return {
    async read(path) {
      const chunks: Buffer[] = [];
      const sink = new Writable({
        write(chunk: Buffer, _encoding, done) {
          chunks.push(chunk);
          done();
        },
      });
      try {
        await client.downloadTo(sink, path);
      } catch (error) {
        if (code(error) === 550) return undefined;
        throw error;
      }
      return Buffer.concat(chunks);
    },
    write: (path, source) =>
      refused(path, async () => {
        await client.uploadFrom(typeof source === 'string' ? source : Readable.from([source]), path);
      }),
    async chmod(path, mode) {
      if (chmodUnsupported) return;
      try {
        await client.send(`SITE CHMOD ${mode.toString(8)} ${path}`);
      } catch (error) {
        if (!UNKNOWN_COMMAND.has(code(error)!)) throw error;
        chmodUnsupported = true;
        warn(
          `${settings.host} does not let FTP set file modes (SITE CHMOD: ${(error as FTPError).message.trim()}). ` +
            'Check in its file manager that files are 644 and folders 755, or the web server may not read them.',
        );
      }
    },
    async replace(from, to) {
      try {
        await client.rename(from, to);
      } catch (error) {
        // Some servers refuse to rename onto an existing file: then the old one goes first.
        if (!REFUSED.has(code(error)!) || !(await exists(to))) throw error;
        await client.remove(to);
        await refused(to, () => client.rename(from, to));
      }
    },
    async makeFolder(path) {
      try {
        await client.send(`MKD ${path}`);
        return true;
      } catch (error) {
        if (!REFUSED.has(code(error)!)) throw error;
        try {
          await client.cd(path);
        } catch {
          throw new NotWritable(path, (error as FTPError).message);
        }
        await client.cd(root);
        return false;
      }
    },
    async remove(path) {
      try {
        await client.remove(path);
      } catch (error) {
        if (code(error) !== 550 || (await exists(path))) throw error;
      }
    },
    async removeEmptyFolder(path) {
      try {
        await client.send(`RMD ${path}`);
        return true;
      } catch (error) {
        if (error instanceof FTPError) return false;
        throw error;
      }
    },
    async list(path) {
      const entries = await client.list(path);
      return entries
        .filter((entry) => entry.name !== '.' && entry.name !== '..')
        .map((entry) => ({ name: entry.name, folder: entry.isDirectory }));
    },
    close() {
      // As an async function would, but with nothing to await: a throw becomes a rejection.
      return new Promise<void>((resolve) => {
        client.close();
        resolve();
      });
    },
  };
}
