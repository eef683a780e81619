import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import blogs, * as blogsFile from '../../content/blogs';
import gallery, * as galleryFile from '../../content/gallery';
import { findContentFiles } from '../../content/lib/records/discover';
import { validateContent, type ContentModule } from '../../content/lib/records/validate';
import reports, * as reportsFile from '../../content/reports';
import site, * as siteFile from '../../content/site';
import team, * as teamFile from '../../content/team';
import { defined } from '../support/defined';

const root = join(import.meta.dirname, '../..');

/** A post and a gallery item of the fixture's content, which the checks below change. */
const post = (index: number) => defined(blogs.posts[index], `post ${index + 1}`);
const galleryItem = (index: number) => defined(gallery.items[index], `gallery item ${index + 1}`);

/** A list with one record changed, as an editor's slip would change it. */
function withChange<T>(records: T[], index: number, change: Partial<T>): T[] {
  return records.map((record, i) => (i === index ? { ...record, ...change } : record));
}

/** The messages for a content file whose record is `data`, checked against the file's own schema. */
function check(file: string, mod: ContentModule, data: unknown): string[] {
  return validateContent(file, { schema: mod.schema, default: data });
}

describe('content checks', () => {
  it('pass for every content file as it is, found the way the build finds them', async () => {
    const entries = readdirSync(join(root, 'content'), { withFileTypes: true });
    const { files, problems } = findContentFiles(entries.map((e) => ({ name: e.name, isDirectory: e.isDirectory() })));
    expect(problems).toEqual([]);
    expect(files.length).toBeGreaterThan(20);
    const messages = await Promise.all(
      files.map(async (file) => validateContent(file, (await import(join(root, file))) as ContentModule)),
    );
    expect(messages.flat()).toEqual([]);
  });

  it('name the entry and field as the content editor shows them, then the file, of a video duration not like m:ss', () => {
    const items = withChange(gallery.items, 6, { type: 'video', duration: '435' } as never);
    expect(check('content/gallery.yml', galleryFile, { ...gallery, items })).toEqual([
      `Pages → Gallery → Items → item 7 "${galleryItem(6).title}" → Duration: "435" must be a running time like 3:45 (m:ss) (content/gallery.yml)`,
    ]);
  });

  it('catch a gallery category that is not one of the filters', () => {
    const items = withChange(gallery.items, 0, { category: 'Parties' } as never);
    const [message] = check('content/gallery.yml', galleryFile, { ...gallery, items });
    expect(message).toMatch(
      /^Pages → Gallery → Items → item 1 ".+" → Category: "Parties" .+ \(content\/gallery\.yml\)$/,
    );
  });

  it('catch a second featured report, and a featured report that is not an annual report', () => {
    const second = withChange(reports.reports, 1, { featured: true });
    expect(check('content/reports.yml', reportsFile, { ...reports, reports: second })).toContain(
      'Pages → Reports → Reports: must have exactly one featured report (content/reports.yml)',
    );
    const programme = reports.reports.findIndex((r) => r.type === 'Program Report');
    const moved = reports.reports.map((r, i) => ({ ...r, featured: i === programme }));
    expect(check('content/reports.yml', reportsFile, { ...reports, reports: moved })).toEqual([
      'Pages → Reports → Reports: the featured report must be an Annual Report (it is shown as the Latest Annual Report) (content/reports.yml)',
    ]);
  });

  it('accept a featured report of any year, so next year’s annual report can be featured', () => {
    const annual = reports.reports.map((r) => (r.featured ? { ...r, year: 2025, published: '2026-03' } : r));
    expect(check('content/reports.yml', reportsFile, { ...reports, reports: annual })).toEqual([]);
  });

  it('catch a featured annual report that is not the newest, since it is shown as the latest', () => {
    const older = reports.reports.map((r) => ({ ...r, featured: r.type === 'Annual Report' && r.year === 2023 }));
    expect(check('content/reports.yml', reportsFile, { ...reports, reports: older })).toEqual([
      'Pages → Reports → Reports: the featured report must be the newest annual report (it is shown as the Latest Annual Report): feature the newest (content/reports.yml)',
    ]);
  });

  it('name the post, and its own file, for a category not in the filter row, and catch two posts with one name', () => {
    const posts = withChange(blogs.posts, 2, { category: 'Sports' } as never);
    const [message] = check('content/blogs.yml', blogsFile, { ...blogs, posts });
    expect(message).toMatch(
      new RegExp(`^Blog posts → ${post(2).title} → Category: "Sports" .+ \\(${post(2).file}\\)$`),
    );
    const twins = withChange(blogs.posts, 1, { slug: post(0).slug });
    expect(check('content/blogs.yml', blogsFile, { ...blogs, posts: twins })).toEqual([
      'Pages → Blogs → Posts: must give each record its own name (slug) (content/blogs.yml)',
    ]);
  });

  it('name the post, its field and its file for a date not written as YYYY-MM-DD, and for raw HTML in its text', () => {
    for (const date of ['5 March 2025', '2025-02-30'])
      expect(check('content/blogs.yml', blogsFile, { ...blogs, posts: withChange(blogs.posts, 0, { date }) })).toEqual([
        `Blog posts → ${post(0).title} → Date: "${date}" must be a date like 2025-07-15 (${post(0).file})`,
      ]);
    const html = withChange(blogs.posts, 0, {
      problems: [{ path: ['body'], message: 'has raw HTML: write it in Markdown', line: 20 }],
    });
    expect(check('content/blogs.yml', blogsFile, { ...blogs, posts: html })).toEqual([
      `Blog posts → ${post(0).title} → Body: has raw HTML: write it in Markdown (${post(0).file}, line 20)`,
    ]);
  });

  it('hold no counts: a seventh post, a thirteenth photo and a fifth department are valid', () => {
    const posts = [...blogs.posts, { ...post(0), slug: 'a-seventh-post', file: 'content/blogs/a-seventh-post.md' }];
    expect(check('content/blogs.yml', blogsFile, { ...blogs, posts })).toEqual([]);
    const items = [...gallery.items, { ...galleryItem(0), id: 'a-thirteenth-photo' }];
    expect(check('content/gallery.yml', galleryFile, { ...gallery, items })).toEqual([]);
    const departments = [...team.departments, { name: 'Finance', description: 'Grants and accounts.', members: 3 }];
    expect(check('content/team.yml', teamFile, { ...team, departments })).toEqual([]);
  });

  it('catch an empty text and a bad email address in the site record', () => {
    const messages = check('content/site.yml', siteFile, { ...site, tagline: ' ', email: 'hello at example' });
    expect(messages).toContain('Site-wide → Site → Tagline: " " must not be empty (content/site.yml)');
    expect(messages.some((m) => m.startsWith('Site-wide → Site → Email: "hello at example"'))).toBe(true);
  });

  it('catch a malformed date', () => {
    const items = withChange(gallery.items, 3, { date: 'May 2024' });
    expect(check('content/gallery.yml', galleryFile, { ...gallery, items })).toEqual([
      `Pages → Gallery → Items → item 4 "${galleryItem(3).title}" → Date: "May 2024" must be a month like 2025-07 (content/gallery.yml)`,
    ]);
  });

  it('name a content file that exports no schema or no record', () => {
    expect(validateContent('content/partners.ts', { default: {} })).toEqual([
      'content/partners.ts: must export the schema its record meets, as `export const schema`',
    ]);
    expect(validateContent('content/partners.ts', { schema: siteFile.schema })).toEqual([
      'content/partners.ts: must export its record as `export default`',
    ]);
  });
});

describe('finding content files', () => {
  it('takes every content/<name>.ts as the schema of content/<name>.yml, allows its translation and a folder of articles beside it, and names anything else', () => {
    const entry = (name: string, isDirectory = false) => ({ name, isDirectory });
    const { files, problems } = findContentFiles([
      entry('team.ts'),
      entry('team.yml'),
      entry('team.sw.yml'),
      entry('team', true),
      entry('school-visits.ts'),
      entry('school-visits.yml'),
      entry('lib', true),
      entry('pictures', true),
      entry('Partners.ts'),
      entry('partners.json'),
      entry('partners.yml'),
      entry('drafts', true),
      entry('board.sw.yml'),
      entry('labs.yaml'),
      entry('donate.ts'),
    ]);
    expect(files).toEqual(['content/donate.ts', 'content/school-visits.ts', 'content/team.ts']);
    expect(problems).toEqual([
      'content/Partners.ts: schemas are named in lower-case words joined by hyphens and end in .ts, like content/school-visits.ts (their records are in content/school-visits.yml); code goes in content/lib/',
      'content/donate.ts: its record, content/donate.yml, is missing (the schema is of no use without it)',
      'content/board.sw.yml: translates content/board.yml, which does not exist',
      'content/drafts/: not a content folder (a folder of articles sits beside the schema its articles meet, content/drafts.ts; pictures go in content/pictures/)',
      'content/labs.yaml: records end in .yml: rename it content/labs.yml',
      'content/partners.json: not a content file (a record is content/<name>.yml, its Kiswahili words content/<name>.sw.yml, and its schema content/<name>.ts)',
      'content/partners.yml: has no schema: a new record needs content/partners.ts, which says what it holds (a developer writes it)',
    ]);
  });

  it('passes over what computers and editors leave beside content: hidden files, backups, swap files', () => {
    const entry = (name: string, isDirectory = false) => ({ name, isDirectory });
    const left = [
      '.DS_Store',
      '.gitkeep',
      'Thumbs.db',
      'desktop.ini',
      'home.yml~',
      '.home.yml.swp',
      '#home.yml#',
      'home.yml.crswap',
    ];
    expect(findContentFiles([entry('home.ts'), entry('home.yml'), ...left.map((name) => entry(name))])).toEqual({
      files: ['content/home.ts'],
      problems: [],
    });
  });

  it('reads the records from another folder than the schemas (the tests’ frozen copy), where no schema lives', () => {
    const entry = (name: string, isDirectory = false) => ({ name, isDirectory });
    const code = [entry('team.ts'), entry('team.yml'), entry('lib', true)];
    expect(findContentFiles(code, [entry('team.yml'), entry('team.sw.yml'), entry('pictures', true)])).toEqual({
      files: ['content/team.ts'],
      problems: [],
    });
    expect(findContentFiles(code, [entry('pictures', true)]).problems).toEqual([
      'content/team.ts: its record, content/team.yml, is missing (the schema is of no use without it)',
    ]);
  });
});
