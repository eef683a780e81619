import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { distDir } from './server';

/** The built-HTML and browser suites test dist/ as built; `npm test` builds it before running them. */
export default function setup() {
  if (!existsSync(join(distDir, 'index.html'))) {
    throw new Error('dist/ is not built: run `npm run build` first (npm test does this)');
  }
}
