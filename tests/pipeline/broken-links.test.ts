import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import blogs, { blogCategories } from '../../content/blogs';
import { buildProcess, type BuildProcess } from '../../scripts/lib/build-process';
import { writeScalePosts } from '../../scripts/lib/scale-posts';
import { copyProject } from '../support/project-copy';

const root = join(import.meta.dirname, '../..');
/** How many generated posts, each with a link that leads nowhere. */
const POSTS = 300;

let copy: Awaited<ReturnType<typeof copyProject>>;
let build: BuildProcess;

beforeAll(async () => {
  copy = await copyProject('site-broken-links-');
  // The build runs as `npm run build` runs it, in a process of its own, whose reads and memory are counted.
  await Promise.all(
    ['stages', 'build.ts', 'scripts', 'tsconfig.json'].map((name) =>
      cp(join(root, name), join(copy.dir, name), { recursive: true }),
    ),
  );
  const image = blogs.posts[0]?.image;
  if (!image) throw new Error('the frozen content has no post whose picture the generated posts can show');
  // Each post's Kiswahili twin links to another post with the edition's prefix written in, which the build
  // adds itself: /sw/sw/…, a page of none.
  await writeScalePosts(join(copy.dir, 'content/blogs'), POSTS, {
    categories: blogCategories,
    image,
    linkTo: (slug, lang) => `${lang === 'sw' ? '/sw' : ''}/impact/blogs/${slug}/`,
  });
  build = await buildProcess(copy.dir, ['--out', join(copy.dir, 'dist')], join(copy.dir, 'content'));
}, 180_000);
afterAll(() => copy?.remove());

describe('a build whose content holds hundreds of links that lead nowhere', () => {
  it('fails, naming each link, grouped by the file that holds it, the first few in full', () => {
    expect(build.status).toBe(1);
    // Generous: the suite runs beside other work on two cores. Alone, the build fails in a few seconds.
    expect(build.seconds).toBeLessThan(120);
    const message = build.output.slice(build.output.indexOf('Build failed: links lead nowhere:'));
    const lines = message.trim().split('\n');
    const inFull = lines.filter((line) => line.includes('which is no page or file of the site'));
    expect(inFull).toHaveLength(5);
    expect(inFull[0]).toMatch(
      /^ {2}content\/blogs\/scale-post-\d{4}\.sw\.md, line \d+: links to \/sw\/impact\/blogs\/scale-post-\d{4}\/, which is no page or file of the site \(on \/sw\/impact\/blogs\/scale-post-\d{4}\/\): correct the address, or remove the link$/,
    );
    // Past the first few, one line a file.
    expect(message).toContain(`and ${POSTS - 5} more links that lead nowhere, in ${POSTS - 5} more files`);
    const named = lines.flatMap(
      (line) => /^ {2}(content\/blogs\/scale-post-\d{4}\.sw\.md), line \d+: /.exec(line)?.[1] ?? [],
    );
    expect(named).toHaveLength(POSTS);
    expect(new Set(named).size).toBe(POSTS);
  });

  it('reads each content file once, whatever the number of links', () => {
    const contentFiles = Object.entries(build.usage.reads).filter(([file]) => /\.(yml|md)$/.test(file));
    expect(contentFiles.filter(([file]) => file.startsWith('blogs/scale-post-'))).toHaveLength(2 * POSTS);
    expect(contentFiles.length).toBeGreaterThan(2 * POSTS + 40);
    expect(contentFiles.filter(([, reads]) => reads > 1)).toEqual([]);
  });

  it('stays within 1 GB of memory', () => {
    expect(build.usage.peakBytes).toBeGreaterThan(0);
    expect(build.usage.peakBytes).toBeLessThan(1024 ** 3);
  });
});
