import { mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typeCheckAndLint } from '../../scripts/type-check-and-lint';

/** A small project with its own tsconfig.json and type-aware ESLint configuration, as this one has. */
let dir: string;
const write = (file: string, text: string) => writeFile(join(dir, file), text);

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'type-check-'));
  // Its configuration imports typescript-eslint: this project's packages.
  await symlink(join(import.meta.dirname, '../../node_modules'), join(dir, 'node_modules'), 'dir');
  await write(
    'tsconfig.json',
    JSON.stringify({
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
    }),
  );
  await write(
    'eslint.config.mjs',
    `import tseslint from 'typescript-eslint';
export default tseslint.config(
  ...tseslint.configs.recommendedTypeChecked,
  { languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } } },
  { files: ['*.mjs'], ...tseslint.configs.disableTypeChecked },
);
`,
  );
  await write('sum.ts', 'export const sum = (a: number, b: number): number => a + b;\n');
});
afterAll(() => rm(dir, { recursive: true, force: true }));

describe('the type check and lint of npm run check', () => {
  it('passes a project with no type error and nothing for ESLint to report', async () => {
    expect(await typeCheckAndLint(dir)).toEqual({ ok: true, text: '' });
  });

  it('fails on a type error, a type-aware rule’s error and a warning, naming each file and line', async () => {
    await write('typed.ts', "export const count: number = 'three';\n");
    // no-floating-promises needs the promise's type: the rule runs on the checked program.
    await write('floating.ts', 'export async function later() {\n  await Promise.resolve();\n}\nlater();\n');
    // A directive that turns off nothing is a warning, and no warning is allowed.
    await write('unused.ts', '// eslint-disable-next-line no-console\nexport const two = 2;\n');
    const { ok, text } = await typeCheckAndLint(dir);
    expect(ok).toBe(false);
    expect(text).toMatch(/typed\.ts\(1,14\): error TS2322/);
    expect(text).toMatch(/floating\.ts\n\s+4:1\s+error .*@typescript-eslint\/no-floating-promises/);
    expect(text).toMatch(/unused\.ts\n\s+1:1\s+warning\s+Unused eslint-disable directive/);
    expect(text).toContain('tsc: 1 type error');
    expect(text).toContain('ESLint: 2 problems (no warning is allowed)');
  });
});
