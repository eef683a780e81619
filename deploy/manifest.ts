import { z } from 'zod';
import { DEPLOY_MANIFEST } from '../hosting/built-site';
import { DeployError } from './deploy-error';

export { DEPLOY_MANIFEST };

/**
 * What the deploys have put on the host, kept there as DEPLOY_MANIFEST (mode 600, and denied by the shipped
 * .htaccess and nginx rules): the only files a deploy ever deletes are listed here, so the host's own files
 * (`.well-known/`, `cgi-bin/`) are never touched. Written before the first upload and after the last, so an
 * interrupted deploy, run again, knows everything it may have left behind.
 */
export const manifestSchema = z.object({
  format: z.literal(1),
  /** When the release was published (ISO 8601). */
  deployedAt: z.string(),
  /**
   * The release's files, by path under the web root, each with the SHA-256 of what is there; null while its
   * upload may be unfinished (the next deploy uploads it again, or deletes it and its temporary file).
   */
  files: z.record(z.string(), z.string().nullable()),
  /**
   * Hashed assets of the previous release (scripts, pictures) that this one no longer names, kept one release
   * more for pages a visitor or an offline cache already holds; deleted by the next release.
   */
  retained: z.record(z.string(), z.string()),
  /** Files of earlier releases still to be deleted (a deploy interrupted while deleting them). */
  stale: z.array(z.string()),
});

export type Manifest = z.infer<typeof manifestSchema>;

export const emptyManifest = (): Manifest => ({ format: 1, deployedAt: '', files: {}, retained: {}, stale: [] });

/** Reads the manifest a deploy left on the host, or throws a DeployError saying how to recover. */
export function parseManifest(bytes: Buffer, where: string): Manifest {
  let data: unknown;
  try {
    data = JSON.parse(bytes.toString('utf8'));
  } catch {
    data = undefined;
  }
  const parsed = manifestSchema.safeParse(data);
  if (!parsed.success) {
    throw new DeployError(
      `The record of the last deploy on the host (${where}) is damaged. Delete that file with the host's file ` +
        'manager and deploy again: everything is uploaded again, and files only the damaged record knew of are left in place.',
    );
  }
  return parsed.data;
}

export const serializeManifest = (manifest: Manifest) => `${JSON.stringify(manifest, null, 1)}\n`;
