import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir, photoDistDir } from './server';

/** The built-HTML and browser suites test dist/ and dist-photos/ as built; `npm test` builds both first. */
export default function setup() {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/ is not built: run `npm run build` first (npm test does this)');
  }
  if (!existsSync(join(photoDistDir, 'index.html'))) {
    throw new Error('dist-photos/ is not built: run `npm run build:photos` first (npm test does this)');
  }
}
