/**
 * A host's file system as a deploy uses it, over FTPS (deploy/ftps.ts) or SFTP (deploy/sftp.ts). Paths are
 * relative to the folder being published into, with forward slashes.
 */
export interface Remote {
  /** A file's bytes, or undefined when there is no such file. */
  read(path: string): Promise<Buffer | undefined>;
  /** Writes a file whole, from a file on this machine or from bytes, creating or replacing it. */
  write(path: string, source: string | Buffer): Promise<void>;
  /** Sets a file's or folder's mode (0o644, 0o755), whatever the server's umask made it. */
  chmod(path: string, mode: number): Promise<void>;
  /** Renames a file onto another, replacing it in one step where the server can. */
  replace(from: string, to: string): Promise<void>;
  /** Makes a folder; false when one was there already. */
  makeFolder(path: string): Promise<boolean>;
  /** Deletes a file; nothing when there is none. */
  remove(path: string): Promise<void>;
  /** Deletes a folder if it is empty; false when it is not (or cannot be). */
  removeEmptyFolder(path: string): Promise<boolean>;
  /** A folder's entries, hidden ones included. */
  list(path: string): Promise<{ name: string; folder: boolean }[]>;
  close(): Promise<void>;
}

/** Thrown by a Remote when the server refuses to let the account write where it was asked to. */
export class NotWritable extends Error {
  override name = 'NotWritable';
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`cannot write ${path}: ${reason}`);
  }
}
