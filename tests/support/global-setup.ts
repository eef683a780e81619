import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, enlargedDistDir, photoDistDir } from './server';

/**
 * The built-HTML and browser suites test the three builds as built; `npm test` builds them first:
 * dist-enlarged/ (the published site grown as an editor grows it), dist-photos/ (the same with photos) and
 * dist-fixture/ (the spec's frozen content).
 */
export default function setup() {
  for (const [dir, command] of [
    [enlargedDistDir, 'npm run build:enlarged'],
    [photoDistDir, 'npm run build:photos'],
    [distDir, 'npm run build:fixture'],
  ] as const)
    if (!existsSync(join(dir, 'index.html')))
      throw new Error(`${dir} is not built: run \`${command}\` first (npm test does this)`);
}
