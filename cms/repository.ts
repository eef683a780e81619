import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The GitHub repository the CMS commits to, and its branch: from package.json's `repository`, as npm writes
 * it (`github:owner/name`, `owner/name`, `https://github.com/owner/name.git`, or `{ "url": … }`), with the
 * branch after a `#` (`github:owner/name#main`), `main` when none is named.
 */
export interface Repository {
  /** `owner/name`. */
  repo: string;
  branch: string;
}

const GITHUB =
  /^(?:github:|(?:git\+)?https:\/\/github\.com\/|git@github\.com:)?([\w.-]+\/[\w.-]+?)(?:\.git)?(?:#(.+))?$/;

export function repositoryOf(repository: unknown): Repository {
  const url =
    typeof repository === 'object' && repository !== null ? (repository as { url?: unknown }).url : repository;
  const match = typeof url === 'string' ? GITHUB.exec(url.trim()) : null;
  const repo = match?.[1];
  if (repo === undefined)
    throw new Error(
      `package.json: "repository" must name the site's GitHub repository, like "github:owner/name#main" (the CMS commits there); it says ${JSON.stringify(repository)}`,
    );
  return { repo, branch: match?.[2] ?? 'main' };
}

/** The repository named by a project's package.json: this one's unless named (the build names its own). */
export function packageRepository(projectDir = join(import.meta.dirname, '..')): Repository {
  const pkg = JSON.parse(readFileSync(join(projectDir, 'package.json'), 'utf8')) as {
    repository?: unknown;
  };
  return repositoryOf(pkg.repository);
}
