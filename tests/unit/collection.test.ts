import { describe, expect, it } from 'vitest';
import { indexArticles, newestFirst, paginate, relatedArticles, slugify } from '../../content/lib/articles/collection';

const article = (slug: string, date: string, category: string, tags: string[] = []) => ({ slug, date, category, tags });

describe('a collection of articles', () => {
  const articles = [
    article('a', '2025-01-10', 'Innovation', ['labs', 'kisumu']),
    article('b', '2025-03-01', 'Education', ['teachers']),
    article('c', '2025-02-15', 'Innovation', ['labs']),
    article('d', '2024-12-01', 'Education', ['teachers', 'kisumu']),
    article('e', '2024-11-20', 'Community', []),
  ];

  it('orders newest first, and pages by the page size', () => {
    expect(newestFirst(articles).map((a) => a.slug)).toEqual(['b', 'c', 'a', 'd', 'e']);
    expect(paginate([1, 2, 3, 4, 5, 6, 7], 6)).toEqual([[1, 2, 3, 4, 5, 6], [7]]);
    expect(paginate([], 6)).toEqual([[]]);
  });

  it('gives each article its newer and older neighbour', () => {
    const index = indexArticles(articles);
    expect(index.neighbours('c')).toMatchObject({ newer: { slug: 'b' }, older: { slug: 'a' } });
    expect(index.neighbours('b').newer).toBeUndefined();
  });

  it('relates the articles that share most tags and category, and fills from the nearest in date', () => {
    const related = relatedArticles(newestFirst(articles));
    expect(related.get('a')?.map((x) => x.slug)).toEqual(['c', 'd']);
    expect(related.get('b')?.map((x) => x.slug)).toEqual(['d', 'c']);
    expect(related.get('e')?.map((x) => x.slug)).toEqual(['d', 'a']);
  });

  it('relates a thousand articles in time that grows linearly, not with every pair', () => {
    const make = (n: number) =>
      newestFirst(
        Array.from({ length: n }, (_, i) =>
          article(`post-${i}`, `2025-01-${String((i % 28) + 1).padStart(2, '0')}`, `cat-${i % 6}`, [`tag-${i % 9}`]),
        ),
      );
    const time = (n: number) => {
      const list = make(n);
      const started = performance.now();
      relatedArticles(list);
      return performance.now() - started;
    };
    time(1000); // warm up
    // The best of three runs each, so a busy machine's pauses do not count.
    const small = Math.min(time(2000), time(2000), time(2000));
    const large = Math.min(time(8000), time(8000), time(8000));
    // Four times the articles: about four times the work; every pair would be sixteen times.
    expect(large / small).toBeLessThan(8);
    expect(relatedArticles(make(1000)).get('post-0')).toHaveLength(2);
  });

  it('names categories in addresses as slugs', () => {
    expect(slugify('Girls in STEM')).toBe('girls-in-stem');
    expect(slugify('Youth Entrepreneurship')).toBe('youth-entrepreneurship');
    expect(slugify('Fête des Jeunes Inventeurs 2027')).toBe('fete-des-jeunes-inventeurs-2027');
  });
});
