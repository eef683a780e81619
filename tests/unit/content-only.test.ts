/**
 * What the publishing workflow asks of a push (scripts/content-only.ts): did it change only what the content
 * editor saves? Run as the workflow runs it, on a repository of its own.
 */
import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEditorsFile } from '../../scripts/lib/content-only';

const root = join(import.meta.dirname, '../..');
let repo: string;

const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();

/** Commits these files (path: text) and returns the commit. */
async function commit(files: Record<string, string>, message: string): Promise<string> {
  for (const [path, text] of Object.entries(files)) {
    await mkdir(dirname(join(repo, path)), { recursive: true });
    await writeFile(join(repo, path), text);
  }
  git('add', '-A');
  git('commit', '-qm', message);
  return git('rev-parse', 'HEAD');
}

/** What the workflow's step prints for a push from `from` to `to`. */
const kindOf = (from: string, to = 'HEAD') =>
  execFileSync(join(root, 'node_modules/.bin/tsx'), [join(root, 'scripts/content-only.ts'), from, to], {
    cwd: repo,
    encoding: 'utf8',
  }).trim();

beforeAll(async () => {
  repo = await mkdtemp(join(tmpdir(), 'content-only-'));
  git('init', '-q');
  await commit({ 'content/home.yml': 'a: 1\n', 'content/home.ts': 'export {};\n', 'README.md': '#\n' }, 'First');
});
afterAll(() => rm(repo, { recursive: true, force: true }));

describe('a push is content only', () => {
  it('when it changes records, translations, articles and pictures alone', async () => {
    const before = git('rev-parse', 'HEAD');
    await commit({ 'content/home.yml': 'a: 2\n', 'content/home.sw.yml': 'a: 2\n' }, 'Update Pages “Home”');
    await commit(
      { 'content/blogs/saturday-club.md': '---\n---\n', 'content/pictures/club.jpg': 'jpeg' },
      'Create Blog posts “saturday-club”',
    );
    expect(kindOf(before)).toBe('content');
  });

  it('but not when it also changes a schema, the loader, code or the workflow', async () => {
    for (const file of [
      'content/home.ts',
      'content/lib/records/records.ts',
      'components/Hero.tsx',
      '.github/workflows/x.yml',
    ]) {
      const before = git('rev-parse', 'HEAD');
      await commit({ 'content/home.yml': `a: ${file}\n`, [file]: `// ${file}\n` }, `Change ${file}`);
      expect(kindOf(before), file).toBe('code');
    }
  });

  it('nor when git cannot tell: a branch’s first push, or a commit it does not have', () => {
    expect(kindOf('0000000000000000000000000000000000000000')).toBe('code');
    expect(kindOf('1234567890abcdef1234567890abcdef12345678')).toBe('code');
    expect(kindOf('HEAD', 'HEAD')).toBe('code');
  });

  it('reads the editor’s files as the CMS saves them, and nothing of the developers’ beside them', () => {
    for (const file of [
      'content/facts.yml',
      'content/about.sw.yml',
      'content/blogs/why-girls-leave-stem.md',
      'content/updates/mombasa-lab-opens.sw.md',
      'content/pictures/impact/blog-education.svg',
    ])
      expect(isEditorsFile(file), file).toBe(true);
    for (const file of [
      'content/facts.ts',
      'content/lib/records/records.ts',
      'content/sw/GLOSSARY.md',
      'content/blogs.yaml',
    ])
      expect(isEditorsFile(file), file).toBe(false);
  });
});
