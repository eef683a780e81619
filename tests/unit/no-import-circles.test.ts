import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Linter, type Rule } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';

/** The rule, a JavaScript module as eslint.config.js loads it (tsconfig.json checks no JavaScript). */
const rulePath = join(import.meta.dirname, '../../scripts/lint/no-import-circles.js');
const { default: rule } = (await import(rulePath)) as { default: Rule.RuleModule };

/** The folders made here, removed afterwards. */
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Writes these files into a new folder and lints each with the rule alone: its messages, by file. */
async function lint(files: Record<string, string>): Promise<Record<string, string[]>> {
  const dir = await mkdtemp(join(tmpdir(), 'import-circles-'));
  made.push(dir);
  for (const [name, text] of Object.entries(files)) {
    await mkdir(dirname(join(dir, name)), { recursive: true });
    await writeFile(join(dir, name), text);
  }
  const linter = new Linter({ cwd: dir });
  const config: Linter.Config[] = [
    {
      files: ['**/*.{ts,tsx}'],
      // The folder named, as other tests lint projects of their own in this process (typescript-eslint asks which).
      languageOptions: { parser: tseslint.parser, parserOptions: { tsconfigRootDir: dir } },
      plugins: { site: { rules: { 'no-import-circles': rule } } },
      rules: { 'site/no-import-circles': 'error' },
    },
  ];
  const messages: Record<string, string[]> = {};
  for (const name of Object.keys(files)) {
    const found = linter.verify(await readFile(join(dir, name), 'utf8'), config, { filename: join(dir, name) });
    messages[name] = found.map(({ line, message }) => `${line}: ${message}`);
  }
  return messages;
}

describe('the rule against circles of imports (scripts/lint/no-import-circles.js)', () => {
  it('reports a circle closed by a type-only import, on each import of it, naming the whole circle', async () => {
    const messages = await lint({
      'a.ts': "import { b } from './b';\nexport const a = b + 1;\n",
      'b.ts': "import { c } from './lib';\nexport const b = c;\n",
      'lib/index.ts': "export { c } from './c';\n",
      'lib/c.ts': "import type { A } from '../types';\nexport const c: A = 1;\n",
      'types.tsx': "import type { a } from './a';\nexport type A = typeof a;\n",
    });
    const circle = 'a.ts → b.ts → lib/index.ts → lib/c.ts → types.tsx → a.ts';
    expect(messages['a.ts']).toEqual([
      `1: This import closes a circle of imports: ${circle}. Move what the files share into a file of its own that both import, or import one way only.`,
    ]);
    expect(messages['types.tsx']).toHaveLength(1);
    expect(messages['types.tsx']?.[0]).toContain(
      'circle of imports: types.tsx → a.ts → b.ts → lib/index.ts → lib/c.ts → types.tsx.',
    );
    expect(messages['lib/c.ts']?.[0]).toContain('lib/c.ts → types.tsx → a.ts');
  });

  it('passes a chain without a circle, and the packages it imports', async () => {
    const messages = await lint({
      'a.ts': "import { b } from './b';\nimport type { C } from './c';\nexport const a: C = b;\n",
      'b.ts': "import { join } from 'node:path';\nexport { c as b } from './c';\nexport const path = join('.');\n",
      'c.ts':
        "import type { Linter } from 'eslint';\nexport type C = number;\nexport const c: C = 1;\nexport type L = Linter;\n",
    });
    expect(messages).toEqual({ 'a.ts': [], 'b.ts': [], 'c.ts': [] });
  });
});
