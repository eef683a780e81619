import { join } from 'node:path';
import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');

/** The project's ESLint configuration, a JavaScript module (tsconfig.json checks no JavaScript). */
const { default: config } = (await import(join(root, 'eslint.config.js'))) as { default: Linter.Config[] };

/**
 * The layers' rules of eslint.config.js alone (typescript-eslint's no-restricted-imports, which needs no
 * types), so a file can be linted as if it were at a path of the project without being written there.
 */
const layers: Linter.Config[] = [
  // The root named, as other tests lint projects of their own in this process (typescript-eslint asks which).
  { files: ['**/*.{ts,tsx}'], languageOptions: { parser: tseslint.parser, parserOptions: { tsconfigRootDir: root } } },
  { plugins: { '@typescript-eslint': tseslint.plugin } },
  ...config
    .filter(({ rules }) => rules && Object.keys(rules).join() === '@typescript-eslint/no-restricted-imports')
    .map(({ files, rules }) => ({ files, rules })),
];

/** What the layers' rules say of `text` as the file at `path`, a path from the project's root. */
function lintAt(path: string, text: string): string[] {
  const linter = new Linter({ cwd: root });
  return linter.verify(text, layers, { filename: join(root, path) }).map(({ message }) => message);
}

describe('the layers of eslint.config.js', () => {
  it('let a component take the site-wide records’ types but not the records themselves', () => {
    const types = "import type { SiteWide } from '../content/lib/records/site-wide';\nexport type S = SiteWide;\n";
    const values = "import { siteWide } from '../content/lib/records/site-wide';\nexport const s = siteWide;\n";
    expect(lintAt('components/Probe.tsx', types)).toEqual([]);
    expect(lintAt('components/Probe.tsx', values)).toEqual([
      expect.stringContaining("From a record's module import its types only"),
    ]);
  });

  it('let the build take a record’s types but reach its values only through the site bundle', () => {
    const value = "import { siteWide } from '../content/lib/records/site-wide';\nexport const s = siteWide;\n";
    expect(lintAt('stages/probe.ts', value)).toEqual([expect.stringContaining('stages/site-bundle.ts')]);
    expect(
      lintAt('stages/probe.ts', "import { slug } from '../content/lib/records/shapes';\nexport const s = slug;\n"),
    ).toEqual([]);
  });

  it('keep the build’s own code in stages/: neither a stage nor build.ts imports a command’s code from scripts/', () => {
    const probe = "import { median } from '../scripts/lib/median';\nexport const m = median;\n";
    expect(lintAt('stages/probe.ts', probe)).toEqual([expect.stringContaining('no command of scripts/')]);
    expect(lintAt('probe-build.ts', probe.replace('../', './'))).toEqual([]);
    expect(lintAt('build.ts', probe.replace('../', './'))).toEqual([expect.stringContaining('no command of scripts/')]);
    expect(
      lintAt('stages/probe.ts', "import { whereWritten } from './written-where';\nexport const w = whereWritten;\n"),
    ).toEqual([]);
  });

  it('let a client script import only the sentence filler and the date writer of content/', () => {
    expect(
      lintAt('client/probe.ts', "import { fill } from '../content/lib/words/template';\nexport const f = fill;\n"),
    ).toEqual([]);
    expect(
      lintAt('client/probe.ts', "import { dateIn } from '../content/lib/time/when';\nexport const d = dateIn;\n"),
    ).toEqual([]);
    expect(
      lintAt(
        'client/probe.ts',
        "import { formatDate } from '../content/lib/time/dates';\nexport const d = formatDate;\n",
      ),
    ).toEqual([expect.stringContaining('Client scripts stand alone')]);
  });
});
