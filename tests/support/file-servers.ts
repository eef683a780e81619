/**
 * Real upload servers for the deploy suite, as a shared host runs them: Debian's vsftpd (FTP with explicit
 * TLS) and OpenSSH's sshd (SFTP), each on a free port of 127.0.0.1 with its configuration and logs in a
 * temporary folder, logging in a throwaway account made for the run and removed after it. Both need root
 * (an account, and sshd's privilege separation), as CI's container and this machine run the suite.
 * Facts behind the settings: ../shared/notes/cms-and-deploy-facts.md.
 */
import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { existsSync } from 'node:fs';
import { chmod, chown, mkdir, open, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { certificate, freePort, requireBinary, startProcess, tempDir } from './hosts';

const run = promisify(execFile);

export const VSFTPD = '/usr/sbin/vsftpd';
export const SSHD = '/usr/sbin/sshd';

/** A local account that exists for one test file: its home is the host's, its web root public_html. */
export interface Account {
  user: string;
  password: string;
  uid: number;
  gid: number;
  /** Its home, the folder an FTP login lands in (chrooted) and an SFTP login starts in. */
  home: string;
  /** `<home>/public_html`, where the site goes, as on a cPanel host. */
  webRoot: string;
  /** Makes a file or folder under the home as the account would, owned by it. */
  own: (path: string) => Promise<void>;
  remove: () => Promise<void>;
}

/** Makes a throwaway account with a random password and a home in a fresh temporary folder. */
export async function throwawayAccount(): Promise<Account> {
  if (process.getuid?.() !== 0) throw new Error('the deploy suite makes a throwaway account, so it runs as root');
  const { dir, remove: removeDir } = await tempDir('deploy-host-');
  const user = `deploy${randomBytes(3).toString('hex')}`;
  // Characters a URL encodes, so a test can look for the password in either form.
  const password = `p%@/ ${randomBytes(15).toString('base64url')}`;
  const home = join(dir, 'home');
  // /bin/sh because Debian's PAM service for vsftpd asks for a shell listed in /etc/shells (pam_shells).
  await run('useradd', ['--home-dir', home, '--no-create-home', '--shell', '/bin/sh', user]);
  const removeUser = () => run('userdel', [user]).then(() => undefined);
  try {
    const child = spawn('chpasswd', { stdio: ['pipe', 'ignore', 'pipe'] });
    child.stdin.end(`${user}:${password}\n`);
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`chpasswd failed for ${user}`);
    const uid = Number((await run('id', ['-u', user])).stdout);
    const gid = Number((await run('id', ['-g', user])).stdout);
    const own = async (path: string) => {
      await mkdir(path, { recursive: true });
      await chown(path, uid, gid);
      await chmod(path, 0o755);
    };
    const webRoot = join(home, 'public_html');
    await own(home);
    await own(webRoot);
    return {
      user,
      password,
      uid,
      gid,
      home,
      webRoot,
      own,
      remove: async () => {
        await removeUser();
        await removeDir();
      },
    };
  } catch (error) {
    await removeUser();
    await removeDir();
    throw error;
  }
}

export interface FileServer {
  port: number;
  /** What the server has logged so far: each command or file operation, with its path. */
  log: () => Promise<string>;
  stop: () => Promise<void>;
}

export interface VsftpdSetup {
  /** Where the configuration, certificate and logs go. */
  dir: string;
  /** Explicit TLS required for logins and data (as a host that offers FTPS), or plain FTP only. */
  tls: boolean;
}

/**
 * vsftpd as a shared host runs it: local accounts chrooted to their homes, with a umask (077) that would
 * leave uploads unreadable by the web server unless the client sets their modes.
 */
export async function startVsftpd(setup: VsftpdSetup): Promise<FileServer & { certificate?: string }> {
  requireBinary(VSFTPD, 'vsftpd');
  const { dir } = setup;
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const empty = join(dir, 'empty');
  await mkdir(empty, { recursive: true });
  await chmod(empty, 0o555);
  const logFile = join(dir, 'vsftpd.log');
  const tls = setup.tls ? await certificate(dir) : undefined;
  const conf = join(dir, 'vsftpd.conf');
  // The configuration must belong to the user that runs vsftpd (root here); we write it, so it does.
  await writeFile(
    conf,
    `listen=YES
listen_address=127.0.0.1
listen_port=${port}
background=NO
anonymous_enable=NO
local_enable=YES
write_enable=YES
local_umask=077
chroot_local_user=YES
allow_writeable_chroot=YES
pam_service_name=vsftpd
secure_chroot_dir=${empty}
seccomp_sandbox=NO
pasv_enable=YES
pasv_address=127.0.0.1
xferlog_enable=YES
xferlog_file=${join(dir, 'xfer.log')}
vsftpd_log_file=${logFile}
log_ftp_protocol=YES
delay_failed_login=0
${
  tls
    ? `ssl_enable=YES
rsa_cert_file=${tls.cert}
rsa_private_key_file=${tls.key}
force_local_logins_ssl=YES
force_local_data_ssl=YES`
    : 'ssl_enable=NO'
}
`,
  );
  // vsftpd writes its start-up errors ("500 OOPS: …") to its standard input.
  const startup = join(dir, 'startup.log');
  const errors = await open(startup, 'a+');
  try {
    const { stop } = await startProcess('vsftpd', VSFTPD, [conf], { ports: [port], log: startup, stdin: errors.fd });
    return { port, stop, log: () => readFile(logFile, 'utf8'), certificate: tls?.cert };
  } finally {
    await errors.close();
  }
}

export interface SshdSetup {
  account: Account;
  dir: string;
}

export interface Sshd extends FileServer {
  /** A known_hosts file that lists this server's host key, as `ssh-keyscan` would write it. */
  knownHosts: string;
  /** A private key file the account may log in with (its public half is authorised). */
  clientKey: string;
}

/**
 * OpenSSH's sshd with SFTP only (internal-sftp, umask 077, logging each file operation), on a high port,
 * allowing only the throwaway account, by password or key.
 */
export async function startSshd(setup: SshdSetup): Promise<Sshd> {
  requireBinary(SSHD, 'openssh-server');
  const { dir, account } = setup;
  await mkdir(dir, { recursive: true });
  const port = await freePort();
  const hostKey = join(dir, 'host_ed25519');
  const clientKey = join(dir, 'client_ed25519');
  await Promise.all([hostKey, clientKey].map((key) => run('ssh-keygen', ['-q', '-t', 'ed25519', '-N', '', '-f', key])));
  const authorized = join(dir, 'authorized_keys');
  await writeFile(authorized, await readFile(`${clientKey}.pub`));
  const knownHosts = join(dir, 'known_hosts');
  const [type, key] = (await readFile(`${hostKey}.pub`, 'utf8')).split(' ');
  await writeFile(knownHosts, `[127.0.0.1]:${port} ${type} ${key}\n`);
  // sshd's privilege separation needs this folder, which Debian makes only when its service starts.
  if (!existsSync('/run/sshd')) await mkdir('/run/sshd', { mode: 0o755 });
  const conf = join(dir, 'sshd_config');
  await writeFile(
    conf,
    `ListenAddress 127.0.0.1
Port ${port}
HostKey ${hostKey}
PidFile ${join(dir, 'sshd.pid')}
AuthorizedKeysFile ${authorized}
UsePAM no
StrictModes no
PasswordAuthentication yes
KbdInteractiveAuthentication no
AllowUsers ${account.user}
Subsystem sftp internal-sftp -u 077 -l INFO
ForceCommand internal-sftp -u 077 -l INFO
LogLevel INFO
`,
  );
  await run(SSHD, ['-t', '-f', conf]);
  const logFile = join(dir, 'sshd.log');
  const { stop } = await startProcess('sshd', SSHD, ['-D', '-f', conf, '-E', logFile], { ports: [port], log: logFile });
  return { port, stop, log: () => readFile(logFile, 'utf8'), knownHosts, clientKey };
}
