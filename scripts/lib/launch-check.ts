/**
 * What must be replaced before launch (content/lib/launch/placeholders.ts, `launchPlaceholders`), read from the
 * project's records and articles as the English edition loads them, and from package.json (the repository the
 * content editor saves to). `npm run check:launch` prints the list; `npm run deploy` refuses to publish while
 * it is not empty, unless DEPLOY_ALLOW_PLACEHOLDERS=1 says the site is a demonstration.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { launchPlaceholders } from '../../content/lib/launch/placeholders';

const root = join(import.meta.dirname, '../..');

export async function placeholdersLeft(projectDir = root): Promise<string[]> {
  const modules = (await readdir(join(projectDir, 'content'))).filter((name) => /^[a-z0-9-]+\.ts$/.test(name)).sort();
  const found: string[] = [];
  const site = (await import(join(projectDir, 'content/site.ts'))) as { default: { url: string } };
  for (const name of modules) {
    const mod = (await import(join(projectDir, 'content', name))) as { default?: unknown };
    const file = `content/${name.replace(/\.ts$/, '.yml')}`;
    found.push(...launchPlaceholders(file, mod.default, site.default.url).map(({ text }) => text));
  }
  const pkg = JSON.parse(await readFile(join(projectDir, 'package.json'), 'utf8')) as { repository?: { url?: string } };
  if (pkg.repository?.url && /placeholder/i.test(pkg.repository.url))
    found.push(
      `package.json: repository.url "${pkg.repository.url}" is a placeholder: set the repository the content editor saves to (docs/deploying.md, "The content editor before launch")`,
    );
  return found;
}

/** The list as `npm run check:launch` and a refused deploy print it. */
export function launchReport(left: string[]): string {
  return left.length === 0
    ? 'Nothing left to replace before launch.'
    : `${left.length} placeholder ${left.length === 1 ? 'detail' : 'details'} to replace before launch (docs/content-files.md, "Replace the placeholder details before launch"):\n${left.map((line) => `  ${line}`).join('\n')}`;
}
