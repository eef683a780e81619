/**
 * What the deploy suites share: a throwaway account on real upload servers (vsftpd with explicit TLS, sshd
 * for SFTP), the settings `npm run deploy` reads for each, a look at a web root as files on disk, and the
 * deploy command run as a person runs it.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { readSettings } from '../../deploy/settings';
import { sha256 } from '../../lib/files';
import { throwawayAccount, startSshd, startVsftpd, type Account } from '../support/file-servers';
import { tempDir } from '../support/hosts';

const projectDir = join(import.meta.dirname, '../..');

export interface DeployHosts {
  account: Account;
  /** DEPLOY_* settings for a folder of the account's home, over each protocol. */
  env: (protocol: 'ftps' | 'sftp', folder: string, extra?: NodeJS.ProcessEnv) => NodeJS.ProcessEnv;
  settings: (protocol: 'ftps' | 'sftp', folder: string, extra?: NodeJS.ProcessEnv) => ReturnType<typeof readSettings>;
  ftpsLog: () => Promise<string>;
  sftpLog: () => Promise<string>;
  ports: { ftps: number; sftp: number };
  knownHosts: string;
  clientKey: string;
  stop: () => Promise<void>;
}

export async function startDeployHosts(): Promise<DeployHosts> {
  const account = await throwawayAccount();
  const { dir, remove } = await tempDir('deploy-servers-');
  const stops: (() => Promise<void>)[] = [async () => account.remove(), remove];
  try {
    const [ftps, sshd] = await Promise.all([
      startVsftpd({ dir: join(dir, 'ftps'), tls: true }),
      startSshd({ account, dir: join(dir, 'sshd') }),
    ]);
    stops.unshift(ftps.stop, sshd.stop);
    const env = (protocol: 'ftps' | 'sftp', folder: string, extra: NodeJS.ProcessEnv = {}) => ({
      // The demonstration content is full of placeholders, which npm run deploy publishes only when told to.
      DEPLOY_ALLOW_PLACEHOLDERS: '1',
      DEPLOY_TARGET: `${protocol}://${account.user}@127.0.0.1:${protocol === 'ftps' ? ftps.port : sshd.port}/${folder}`,
      DEPLOY_PASSWORD: account.password,
      ...(protocol === 'ftps' ? { DEPLOY_CA: ftps.certificate } : { DEPLOY_KNOWN_HOSTS: sshd.knownHosts }),
      ...extra,
    });
    return {
      account,
      env,
      settings: (protocol, folder, extra) => readSettings(env(protocol, folder, extra)),
      ftpsLog: ftps.log,
      sftpLog: sshd.log,
      ports: { ftps: ftps.port, sftp: sshd.port },
      knownHosts: sshd.knownHosts,
      clientKey: sshd.clientKey,
      stop: async () => {
        for (const stop of stops) await stop();
      },
    };
  } catch (error) {
    for (const stop of stops) await stop();
    throw error;
  }
}

export interface TreeFile {
  /** The SHA-256 of its bytes. */
  hash: string;
  mode: number;
}

/** Every file under a folder (hidden ones included) by path, with its hash and mode; and every folder's mode. */
export function readTree(root: string) {
  const files = new Map<string, TreeFile>();
  const folders = new Map<string, number>();
  for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' }).sort()) {
    const info = statSync(join(root, path));
    if (info.isDirectory()) folders.set(path, info.mode & 0o777);
    else files.set(path, { hash: sha256(readFileSync(join(root, path))), mode: info.mode & 0o777 });
  }
  return { files, folders };
}

/** The paths of one tree whose bytes differ in another, or that it lacks. */
export const changedFiles = (from: Map<string, TreeFile>, to: Map<string, TreeFile>) =>
  [...to].filter(([path, file]) => from.get(path)?.hash !== file.hash).map(([path]) => path);

/**
 * Runs `npm run deploy`'s publishing step as a person runs it (as package.json's script does, node with tsx's
 * loader), with only the given settings, in the project (or in `cwd`, a copy of it: the change it names as
 * published is that folder's).
 */
export async function runDeploy(env: NodeJS.ProcessEnv, args: string[] = [], cwd = projectDir) {
  const run = watch(process.execPath, ['--import', 'tsx', join(projectDir, 'scripts/deploy.ts'), ...args], cwd, env);
  const { code } = await run.exit;
  return { code: code as number, output: run.output() };
}

/**
 * A command started with only the given settings (and PATH and HOME), its output watched as it comes: `until`
 * waits for its standard output to show something (the deploy's progress: a line per file), and fails if it
 * ends first.
 */
export function watch(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  { detached = false }: { detached?: boolean } = {},
) {
  const child = spawn(command, args, {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, ...env },
    // In a process group of its own, as a terminal starts a command: Ctrl-C signals the whole group.
    detached,
  });
  let [stdout, output] = ['', ''];
  const waiting = new Set<() => void>();
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    output += chunk.toString();
    for (const check of waiting) check();
  });
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exit = once(child, 'close').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return {
    child,
    exit,
    stdout: () => stdout,
    output: () => output,
    until: (seen: (stdout: string) => boolean, what: string) =>
      new Promise<void>((resolve, reject) => {
        const check = () => {
          if (!seen(stdout)) return;
          waiting.delete(check);
          resolve();
        };
        waiting.add(check);
        check();
        void exit.then(() => {
          waiting.delete(check);
          reject(new Error(`${command} ${args.join(' ')} ended before ${what}:\n${output}`));
        });
      }),
  };
}

/** The pages on the host whose scripts, styles or pictures are not there (what a visitor would miss). */
export function pagesMissingAssets(root: string): string[] {
  const missing: string[] = [];
  for (const path of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!path.endsWith('.html') || path.endsWith('.deploying')) continue;
    const html = readFileSync(join(root, path), 'utf8');
    for (const [, url] of html.matchAll(/(?:src|href|srcset|content)="(\/assets\/[^"\s]+)/g)) {
      if (url === undefined) throw new Error(`${path}: an asset address the pattern did not capture`);
      if (!existsSync(join(root, url))) missing.push(`${path} → ${url}`);
    }
  }
  return missing;
}

/** Whether a text carries a password, as given or as a URL encodes it. */
export const carries = (text: string, secret: string) =>
  text.includes(secret) || text.includes(encodeURIComponent(secret));
