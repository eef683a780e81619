/** The styles stage: the site's Sass compiled into one stylesheet, kept until a source changes. */
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BuildError } from './build-error';

/** The project this script belongs to, whose node_modules holds Sass and the kept stylesheets. */
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The site's one stylesheet, compressed; each page inlines the part it uses (styles/page-stylesheet.ts).
 * Sass runs only when a file under styles/ (or Sass itself) changed since a build kept its result: loading
 * the compiler costs most of a warm build.
 */
export async function compileStyles(projectDir: string): Promise<string> {
  const stylesDir = join(projectDir, 'styles');
  const sources = (await readdir(stylesDir, { recursive: true })).filter((file) => file.endsWith('.scss')).sort();
  const key = createHash('sha256').update(await readFile(join(root, 'node_modules/sass-embedded/package.json')));
  for (const file of sources) key.update(`\0${file}\0`).update(await readFile(join(stylesDir, file)));
  const cached = join(root, 'node_modules/.cache/styles', `${key.digest('hex')}.css`);
  const kept = await readFile(cached, 'utf8').catch(() => undefined);
  if (kept !== undefined) return kept;
  let css: string;
  try {
    const sass = await import('sass-embedded');
    css = (await sass.compileAsync(join(stylesDir, 'main.scss'), { style: 'compressed', charset: false })).css;
  } catch (error) {
    throw new BuildError(`styles: ${(error as Error).message}`, { cause: error });
  }
  await mkdir(dirname(cached), { recursive: true });
  await writeFile(cached, css);
  return css;
}
