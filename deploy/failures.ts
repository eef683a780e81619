import { DeployError } from './deploy-error';
import { realName } from './publish';
import { NotWritable } from './remote';
import type { DeploySettings } from './settings';

/**
 * The words of every failure a deploy can meet, each saying what to check. Built from settings and server
 * replies only: a password is never in them (and scripts/deploy.ts masks one anyway).
 */

const reason = (error: unknown) => {
  const { code, message } = error as NodeJS.ErrnoException;
  return code && !message.includes(code) ? `${code}: ${message}` : message;
};

const where = (settings: DeploySettings) => `${settings.host}, port ${settings.port}`;

export const unreachable = (settings: DeploySettings, error: unknown) =>
  new DeployError(
    `Could not reach ${where(settings)} (${reason(error)}). Check the host name and port in DEPLOY_TARGET ` +
      `(the control panel lists them under FTP or SSH access), and that the host accepts ${settings.protocol.toUpperCase()} from this network.`,
  );

export const loginRefused = (settings: DeploySettings, reply: string) =>
  new DeployError(
    `${where(settings)} refused the login of "${settings.user}" (${reply.trim()}). Check DEPLOY_PASSWORD` +
      `${settings.protocol === 'sftp' ? ' or DEPLOY_KEY' : ''} and the user in DEPLOY_TARGET (a cPanel FTP account is ` +
      'name@domain, written name%40domain in the address).',
  );

export const noTls = (settings: DeploySettings, error: unknown) =>
  new DeployError(
    `${where(settings)} does not offer FTP over TLS (${reason(error)}): the password would travel unencrypted, so ` +
      'nothing was sent. Ask the host for FTPS or SFTP, and use sftp:// if it offers SSH.',
  );

export const untrustedCertificate = (settings: DeploySettings, error: unknown) =>
  new DeployError(
    `The TLS certificate of ${where(settings)} is not trusted (${reason(error)}), so the password was not sent. ` +
      'If the host uses a certificate of its own, save it as a PEM file (the control panel, or ' +
      `openssl s_client -starttls ftp -connect ${settings.host}:${settings.port} -showcerts) and set DEPLOY_CA to its path.`,
  );

export const hostKeyRefused = (
  settings: DeploySettings,
  verdict: 'unknown' | 'changed' | 'revoked',
  key: { type: string; fingerprint: string; line: string },
) => {
  const file = settings.knownHosts?.path ?? 'DEPLOY_KNOWN_HOSTS';
  const what = {
    unknown: `is not in ${file}, so the password was not sent`,
    changed: `is not the key ${file} lists for it: the host may have been replaced, or someone may be in between. Nothing was sent`,
    revoked: `is marked revoked in ${file}. Nothing was sent`,
  }[verdict];
  return new DeployError(
    `The host key of ${where(settings)} (${key.type} ${key.fingerprint}) ${what}. ` +
      (verdict === 'revoked'
        ? 'Ask the host for its current key.'
        : `If the host's control panel (SSH access) shows this fingerprint, ${verdict === 'changed' ? 'replace its line in' : 'add this line to'} ` +
          `the known_hosts file that DEPLOY_KNOWN_HOSTS names:\n  ${key.line}`),
  );
};

export const missingFolder = (settings: DeploySettings, reply: string) =>
  new DeployError(
    `The folder "${settings.folder}" is not on ${settings.host} (${reply.trim()}). Check the path in DEPLOY_TARGET: ` +
      'the host’s file manager shows the web root, often public_html, relative to the folder the account logs into.',
  );

export function notWritable(settings: DeploySettings, error: NotWritable) {
  return new DeployError(
    `${settings.host} refused to let "${settings.user}" write ${realName(error.path)} in "${settings.folder || 'the login folder'}" ` +
      `(${error.reason.trim()}). Check the path in DEPLOY_TARGET, that this account may write there, and that the ` +
      'account has space left.',
  );
}

/** The failure as the person deploying reads it: what went wrong, and what to check. */
export function explain(settings: DeploySettings, error: unknown) {
  return error instanceof DeployError
    ? error.message
    : error instanceof NotWritable
      ? notWritable(settings, error).message
      : `The deploy stopped: ${reason(error)}.`;
}
