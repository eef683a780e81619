import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildSite } from '../../build';
import { describeFailure } from '../../stages/build-error';
import { copyProject } from '../support/project-copy';

/**
 * The catalogue of mistakes an editor can make (tests/fixtures/bad-inputs/content/), each built into a copy
 * of the project, with the exact words the build says about it: a message stops the build, a warning does
 * not. Each article there is kept small; the test gives its body (and its translation's) enough words to be
 * an article, so that the one mistake it holds is the only one. A translation there is marked as translating
 * its English with that filler (`npm run translations -- --mark` on the filled files), so that it is current.
 */
const catalogue = join(import.meta.dirname, '../fixtures/bad-inputs/content');

const FILLER_WORDS = 160;
const filler = (words: number) =>
  Array.from({ length: words }, (_, i) => (i % 12 === 11 ? 'makers.' : 'makers')).join(' ');

/** What the build says about one fixture: the message it stopped with, or its warnings. */
type Said = { stopped: string } | { warnings: string[] };

let copy: Awaited<ReturnType<typeof copyProject>>;

beforeAll(async () => {
  copy = await copyProject('site-bad-inputs-');
}, 30_000);

// Each case builds the site (two editions), some twice.
vi.setConfig({ testTimeout: 90_000 });
afterAll(() => copy?.remove());

async function build(): Promise<Said> {
  try {
    const { warnings } = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
    return { warnings };
  } catch (error) {
    return { stopped: describeFailure(error) };
  }
}

/** Builds the copy with the article `name` of content/blogs/ (and its translation, if the catalogue has one). */
async function buildWithArticle(name: string, words = FILLER_WORDS): Promise<Said> {
  const files = (await readdir(join(catalogue, 'blogs'))).filter((file) => file.startsWith(`${name}.`));
  const placed = files.map((file) => [file, join(copy.dir, 'content/blogs', file)] as const);
  await Promise.all(
    placed.map(async ([file, to]) =>
      writeFile(to, `${await readFile(join(catalogue, 'blogs', file), 'utf8')}\n${filler(words)}\n`),
    ),
  );
  try {
    return await build();
  } finally {
    await Promise.all(placed.map(([, to]) => rm(to)));
  }
}

/** Builds the copy with the change a record fragment of the catalogue describes. */
async function buildWithChange(name: string): Promise<Said> {
  const change = parse(await readFile(join(catalogue, `${name}.yml`), 'utf8')) as {
    file: string;
    replace: string;
    with: string;
  };
  const restore = await copy.edit(change.file, (text) => {
    if (!text.includes(change.replace)) throw new Error(`${change.file} no longer says ${change.replace}`);
    return text.replace(change.replace, change.with);
  });
  try {
    return await build();
  } finally {
    await restore();
  }
}

const invalid = (message: string) => ({ stopped: `content is not valid:\n  ${message}` });

describe('the build’s words for each mistake in the catalogue', () => {
  it('a front-matter field with a typo: names the post, the line and the field meant', async () => {
    expect(await buildWithArticle('updatd-typo')).toEqual(
      invalid(
        'Blog posts → A post with a typo in a field name → Updatd: "2025-02-01" is not a field of a blog post: did you mean updated? (or remove it) (content/blogs/updatd-typo.md, line 16)',
      ),
    );
  });

  it('slug in the front matter: the address is the file’s name', async () => {
    expect(await buildWithArticle('slug-in-front-matter')).toEqual(
      invalid(
        'Blog posts → A post that names its own address → Slug: "slug-in-front-matter" is the file’s name, not a field of a blog post: remove this line (rename the file to change the article’s address) (content/blogs/slug-in-front-matter.md, line 16)',
      ),
    );
  });

  it('a link Markdown refuses (javascript:, data:): names the article and its line', async () => {
    expect(await buildWithArticle('javascript-link')).toEqual(
      invalid(
        'content/blogs/javascript-link.md, line 20: the link to javascript:alert(1) is not allowed (a link may not run a script or hold a file, and would show as text): link to a page of the site (/about/) or an address starting https://',
      ),
    );
    expect(await buildWithArticle('data-link')).toEqual(
      invalid(
        'content/blogs/data-link.md, line 20: the link to data:text/html;base64,PGgxPmhpPC9oMT4= is not allowed (a link may not run a script or hold a file, and would show as text): link to a page of the site (/about/) or an address starting https://',
      ),
    );
  });

  it('a link in an article to no page: names the article, its line and the link', async () => {
    expect(await buildWithArticle('link-to-no-page')).toEqual({
      stopped:
        'links lead nowhere:\n  content/blogs/link-to-no-page.md, line 20: links to /about/nope/, which is no page or file of the site (on /impact/blogs/link-to-no-page/ and /sw/impact/blogs/link-to-no-page/): correct the address, or remove the link',
    });
  });

  it('a menu link to no page: names content/navigation.yml and the link', async () => {
    const said = await buildWithChange('navigation-link-to-no-page');
    expect(said).toEqual({
      stopped: expect.stringMatching(
        /^links lead nowhere:\n {2}content\/navigation\.yml, line 22: links to \/about\/nope\/, which is no page or file of the site \(on \/ and \d+ other pages\): correct the address, or remove the link$/,
      ) as string,
    });
  });

  it('two articles with one title: names both articles’ files', async () => {
    expect(await buildWithArticle('same-title')).toEqual({
      stopped:
        'content/blogs/offline-first-learning.md: the title "Learning to code without a data bundle" is already the title of content/blogs/same-title.md: give each page its own title',
    });
  });

  it('a required field left out: says it is missing, in the English file only', async () => {
    expect(await buildWithArticle('no-author')).toEqual(
      invalid(
        'Blog posts → A post without its author → Author: is missing: add it (content/blogs/no-author.md, line 2)',
      ),
    );
  });

  it('a translation whose lists or headings differ from the English: warns, naming both files', async () => {
    const said = await buildWithArticle('translation-drops-a-list');
    expect(said).toHaveProperty('warnings');
    expect((said as { warnings: string[] }).warnings).toContain(
      'content/blogs/translation-drops-a-list.sw.md: has 0 list items and 1 heading, where content/blogs/translation-drops-a-list.md has 3 list items and 2 headings: translate the whole text, keeping its lists and headings',
    );
  });

  it('an article over 5,000 words: warns with its length', async () => {
    const said = await buildWithArticle('too-long', 5_100);
    expect(said).toHaveProperty('warnings');
    expect((said as { warnings: string[] }).warnings).toContain(
      'content/blogs/too-long.md: is 5,102 words long: readers leave long pages; over 5,000 words, split it into two articles',
    );
  });
});
