import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BLOG_PATH } from '../../content/lib/articles/routes';
import { defined } from '../support/defined';
import { builtPage, builtPaths } from '../support/dist';
import { enlargedContentDir } from '../support/enlarged-content';
import { distDir, enlargedDistDir } from '../support/server';

/**
 * A post's likes and comments (components/Reactions.tsx) are shown where its file gives them and nowhere
 * else: a count written into a file is out of date as soon as it is written, so the live posts give none
 * (content/blogs.ts), and the spec's frozen ones keep theirs (tests/build/articles.test.ts pins them). What
 * any valid content satisfies, checked on the published site, whatever its content.
 */

const root = join(import.meta.dirname, '..', '..');
const contentOf = (folder: string) => join(root, folder);

/** A YAML file or a Markdown file's front matter, as data. */
const yamlOf = (text: string) => parse(text) as Record<string, unknown>;
const frontMatter = (file: string) =>
  yamlOf(defined(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1], `${file}: its front matter`));

/** The posts of a content folder, by slug, with whether each gives a count. */
function postsOf(content: string): { slug: string; counted: boolean }[] {
  const folder = join(content, 'blogs');
  return readdirSync(folder)
    .filter((name) => name.endsWith('.md') && !name.endsWith('.sw.md'))
    .map((name) => {
      const post = frontMatter(join(folder, name));
      return { slug: name.replace(/\.md$/, ''), counted: post.likes !== undefined || post.comments !== undefined };
    });
}

/** How each edition writes a count ("{count} likes", "Maoni {count}"), as a pattern that finds one in a page's text. */
function countsIn(content: string): RegExp {
  const words = ['blogs.yml', 'blogs.sw.yml'].flatMap((file) => {
    const { listing } = yamlOf(readFileSync(join(content, file), 'utf8')) as { listing: Record<string, string> };
    return [listing.likes, listing.comments].map((template) =>
      defined(template, `${file}: listing.likes and listing.comments`)
        .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
        .replace('\\{count\\}', '\\d[\\d,.]*'),
    );
  });
  return new RegExp(words.join('|'));
}

/** The blog's pages of a build, both editions: the listings and the posts. */
const blogPages = (dir: string) => builtPaths(dir).filter((path) => path.replace(/^\/sw/, '').startsWith(BLOG_PATH));

/** Whether a page shows a count, in the words of its content. */
const showsCount = (dir: string, path: string, counts: RegExp) =>
  counts.test(builtPage(path, dir)('main').text().replace(/\s+/g, ' '));

describe('a post’s likes and comments', () => {
  it('are found where a post gives them: the check reads the counts the frozen content shows', () => {
    const content = contentOf('tests/fixtures/content');
    const counted = postsOf(content).filter((post) => post.counted);
    expect(counted.length).toBeGreaterThan(0);
    for (const { slug } of counted)
      for (const path of [`${BLOG_PATH}${slug}/`, `/sw${BLOG_PATH}${slug}/`])
        expect(showsCount(distDir, path, countsIn(content)), path).toBe(true);
  });

  it('are shown on the published site only where a post’s file gives them: none at all when no post does', () => {
    const content = enlargedContentDir;
    const posts = postsOf(content);
    const counts = countsIn(content);
    const pages = blogPages(enlargedDistDir);
    const postPages = pages.filter((path) => posts.some(({ slug }) => path.endsWith(`${BLOG_PATH}${slug}/`)));
    expect(postPages).toHaveLength(posts.length * 2);
    for (const path of postPages) {
      const post = defined(
        posts.find(({ slug }) => path.endsWith(`/${slug}/`)),
        path,
      );
      expect(showsCount(enlargedDistDir, path, counts), path).toBe(post.counted);
    }
    // The listings show each post's card: with no post giving a count, none shows one.
    if (posts.every((post) => !post.counted))
      for (const path of pages) expect(showsCount(enlargedDistDir, path, counts), path).toBe(false);
  });
});
