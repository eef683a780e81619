import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { findContentFiles } from '../content/lib/records/discover';
import type { ContentModules } from './collections';

/**
 * The content modules of the project's content/ folder by name, found by the content's convention
 * (content/lib/records/discover.ts) and imported, for a script or test that has not loaded them already (the build
 * passes its own).
 */
export async function importContentModules(
  contentFolder = join(import.meta.dirname, '..', 'content'),
): Promise<ContentModules> {
  const entries = readdirSync(contentFolder, { withFileTypes: true }).map((entry) => ({
    name: entry.name,
    isDirectory: entry.isDirectory(),
  }));
  const { files, problems } = findContentFiles(entries);
  if (problems.length > 0) throw new Error(problems.join('\n'));
  const modules: ContentModules = {};
  for (const file of files) {
    const name = file.replace(/^content\//, '').replace(/\.ts$/, '');
    modules[name] = (await import(pathToFileURL(join(contentFolder, `${name}.ts`)).href)) as ContentModules[string];
  }
  return modules;
}
