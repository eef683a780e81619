/**
 * A translation the English has moved on from: the build says what changed in the English, as the content
 * editor names it (a field by its label, a paragraph of an article's text), read from the English file's
 * history in git; without the history, it says so in general terms. Never a hash, never a command.
 */
import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../../build';
import { copyProject } from '../support/project-copy';

let copy: Awaited<ReturnType<typeof copyProject>>;
const git = (...args: string[]) =>
  execFileSync('git', ['-c', 'user.name=Editor', '-c', 'user.email=editor@example.org', ...args], {
    cwd: copy.dir,
    encoding: 'utf8',
  });

beforeAll(async () => {
  copy = await copyProject('outdated-translation-');
}, 30_000);
afterAll(() => copy?.remove());

/** The build's warnings about a translation file. */
async function warningsAbout(file: string): Promise<string[]> {
  const { warnings } = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
  return warnings.filter((warning) => warning.startsWith(file));
}

describe('a translation the English has changed since', () => {
  it(
    'is named with what changed, from git, and generally without the English file’s history',
    { timeout: 90_000 },
    async () => {
      const change = () =>
        Promise.all([
          copy.edit('content/home.yml', (text) => text.replace(/^( {2}lead: )(.*)$/m, '$1A new lead for the hero.')),
          copy.edit('content/blogs/why-girls-leave-stem.md', (text) =>
            text.replace(/\n\n([^\n#][^\n]*)\n/, '\n\nA paragraph the author rewrote.\n'),
          ),
        ]);
      // Not in git: nothing to compare with.
      const undo = await change();
      expect(await warningsAbout('content/home.sw.yml')).toEqual([
        'content/home.sw.yml: the English (content/home.yml) has changed since this translation was saved: compare the two, translate what changed, then save the translation in the content editor',
      ]);

      // The English as translated is the one committed; the changes come after it.
      for (const restore of undo) await restore();
      await writeFile(join(copy.dir, '.gitignore'), 'node_modules\ndist*/\n');
      git('init', '-q');
      git('add', '-A');
      git('commit', '-qm', 'The site as translated');
      await change();
      expect(await warningsAbout('content/home.sw.yml')).toEqual([
        'content/home.sw.yml: the English has changed since this translation was saved: Hero → Lead. Translate what changed, then save the translation in the content editor',
      ]);
      const post = await warningsAbout('content/blogs/why-girls-leave-stem.sw.md');
      expect(post).toEqual([
        expect.stringMatching(
          /^content\/blogs\/why-girls-leave-stem\.sw\.md: the English has changed since this translation was saved: paragraph \d+ of the text\. Translate what changed/,
        ),
      ]);
      for (const warning of post) expect(warning).not.toMatch(/translationOf|npm run|[0-9a-f]{12}/);
    },
  );
});
