import { describe, expect, it } from 'vitest';
import { blogPosts } from '../../content/blog';
import { collection } from '../../content/collection';
import { gallery } from '../../content/gallery';
import { collections } from '../../content/index';
import { reports } from '../../content/reports';
import { blogSchema } from '../../content/schemas/blog';
import { gallerySchema } from '../../content/schemas/gallery';
import { reportsSchema } from '../../content/schemas/reports';
import { siteSchema } from '../../content/schemas/site';
import { site } from '../../content/site';
import { validateCollections } from '../../content/validate';

/** The records of a content file with one record changed, as an editor's slip would change it. */
function withChange<T>(records: T[], index: number, change: Partial<T>): T[] {
  return records.map((record, i) => (i === index ? { ...record, ...change } : record));
}

describe('content checks', () => {
  it('pass for the content as it is', () => {
    expect(validateCollections(collections)).toEqual([]);
  });

  it('name the file, the record and the field of a video duration not like m:ss', () => {
    const bad = withChange(gallery, 6, { type: 'video', duration: '435' } as Partial<(typeof gallery)[number]>);
    expect(validateCollections([collection('content/gallery.ts', gallerySchema, bad)])).toEqual([
      `content/gallery.ts: item 7 "${gallery[6].title}": duration "435" must be a running time like 3:45 (m:ss)`,
    ]);
  });

  it('catch a gallery category that is not one of the filters', () => {
    const bad = withChange(gallery, 0, { category: 'Parties' } as never);
    const [message] = validateCollections([collection('content/gallery.ts', gallerySchema, bad)]);
    expect(message).toMatch(/^content\/gallery\.ts: item 1 ".+": category "Parties" /);
  });

  it('catch a second featured report', () => {
    const bad = withChange(reports, 1, { featured: true });
    expect(validateCollections([collection('content/reports.ts', reportsSchema, bad)])).toContain(
      'content/reports.ts: must have exactly one featured report',
    );
  });

  it('catch a blog post whose category is not in the filter row', () => {
    const bad = withChange(blogPosts, 2, { category: 'Sports' } as never);
    const [message] = validateCollections([collection('content/blog.ts', blogSchema, bad)]);
    expect(message).toMatch(/^content\/blog\.ts: item 3 ".+": category "Sports" /);
  });

  it('catch a list longer than the page shows', () => {
    const [message] = validateCollections([collection('content/blog.ts', blogSchema, [...blogPosts, blogPosts[0]])]);
    expect(message).toMatch(/^content\/blog\.ts: .*exactly 6 items/);
  });

  it('catch an empty text and a bad email address in the site record', () => {
    const messages = validateCollections([
      collection('content/site.ts', siteSchema, { ...site, tagline: ' ', email: 'hello at example' }),
    ]);
    expect(messages).toContain('content/site.ts: tagline " " must not be empty');
    expect(messages.some((m) => m.startsWith('content/site.ts: email "hello at example"'))).toBe(true);
  });

  it('catch a malformed date', () => {
    const bad = withChange(gallery, 3, { date: '2024-05' });
    expect(validateCollections([collection('content/gallery.ts', gallerySchema, bad)])).toEqual([
      `content/gallery.ts: item 4 "${gallery[3].title}": date "2024-05" must be like March 2025`,
    ]);
  });
});
