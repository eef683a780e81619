import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { typeCheckAndLint } from '../../scripts/type-check-and-lint';

/** The projects made here, removed afterwards. */
const made: string[] = [];
afterAll(() => Promise.all(made.map((dir) => rm(dir, { recursive: true, force: true }))));

/**
 * A small project with its own tsconfig.json and type-aware ESLint configuration, as this one has, and
 * these source files.
 */
async function project(files: Record<string, string>): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'type-check-'));
  made.push(dir);
  // Its configuration imports typescript-eslint: this project's packages.
  await symlink(join(import.meta.dirname, '../../node_modules'), join(dir, 'node_modules'), 'dir');
  const config = {
    // The smallest library with promises: the check of the project's own files is what is tested.
    compilerOptions: {
      strict: true,
      noEmit: true,
      target: 'ES2015',
      lib: ['ES2015'],
      module: 'ESNext',
      moduleResolution: 'Bundler',
      types: [],
    },
    include: ['*.ts'],
  };
  const eslintConfig = `import tseslint from 'typescript-eslint';
export default tseslint.config(
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['*.mjs'], ...tseslint.configs.disableTypeChecked },
);
`;
  const all = { 'tsconfig.json': JSON.stringify(config), 'eslint.config.mjs': eslintConfig, ...files };
  await Promise.all(Object.entries(all).map(([file, text]) => writeFile(join(dir, file), text)));
  return dir;
}

const sum = 'export const sum = (a: number, b: number): number => a + b;\n';

describe('the type check and lint of npm run check', () => {
  it('passes a project with no type error and nothing for ESLint to report', async () => {
    expect(await typeCheckAndLint(await project({ 'sum.ts': sum }))).toEqual({ ok: true, text: '' });
  });

  it('fails on a type error, a type-aware rule’s error and a warning, naming each file and line', async () => {
    const dir = await project({
      'sum.ts': sum,
      'typed.ts': "export const count: number = 'three';\n",
      // no-floating-promises needs the promise's type: the rule runs on the checked program.
      'floating.ts': 'export async function later() {\n  await Promise.resolve();\n}\nlater();\n',
      // A directive that turns off nothing is a warning, and no warning is allowed.
      'unused.ts': '// eslint-disable-next-line no-console\nexport const two = 2;\n',
    });
    const { ok, text } = await typeCheckAndLint(dir);
    expect(ok).toBe(false);
    expect(text).toMatch(/typed\.ts\(1,14\): error TS2322/);
    expect(text).toMatch(/floating\.ts\n\s+4:1\s+error .*@typescript-eslint\/no-floating-promises/);
    expect(text).toMatch(/unused\.ts\n\s+1:1\s+warning\s+Unused eslint-disable directive/);
    expect(text).toContain('tsc: 1 error');
    expect(text).toContain('ESLint: 2 problems (no warning is allowed)');
  });
});
