/**
 * How a collection of articles is ordered and walked: newest first, in pages, with each article's
 * neighbours and the articles most like it. Every step is linear (or n log n to sort) in the number of
 * articles, so a collection of thousands builds as fast, article for article, as one of six.
 */

/** What the ordering and matching read from an article. */
export interface Listed {
  slug: string;
  /** YYYY-MM-DD. */
  date: string;
  category: string;
  tags?: string[];
}

/** Newest first; articles of the same day by slug, so the order never depends on the file system. */
export function newestFirst<T extends Listed>(articles: readonly T[]): T[] {
  return [...articles].sort((a, b) => (a.date === b.date ? a.slug.localeCompare(b.slug) : a.date < b.date ? 1 : -1));
}

/** A listing's pages: there is always a first, empty when there is nothing to list. */
export type Pages<T> = [first: T[], ...rest: T[][]];

/** `items` in pages of `size`: page 1 first. A list with nothing in it still has one (empty) page. */
export function paginate<T>(items: readonly T[], size: number): Pages<T> {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  const [first = [], ...rest] = pages;
  return [first, ...rest];
}

/** How many of its closest neighbours in date, within each shared tag or category, an article is compared with. */
const NEAREST = 8;

/**
 * For each article, the `count` others that share the most tags or its category, nearer in date first,
 * then, if too few share anything, the nearest in date.
 * Rather than comparing every pair, each tag (and category) keeps its articles in date order, and an
 * article is compared only with its few nearest neighbours in each of its own tags: the work grows with
 * the number of articles times their tags, never with the square of the collection.
 */
export function relatedArticles<T extends Listed>(ordered: readonly T[], count = 2): Map<string, T[]> {
  const groups = new Map<string, number[]>();
  const keysOf = (a: T) => [`category:${a.category}`, ...(a.tags ?? []).map((tag) => `tag:${tag.toLowerCase()}`)];
  ordered.forEach((article, i) => {
    for (const key of keysOf(article)) {
      const group = groups.get(key);
      if (group) group.push(i);
      else groups.set(key, [i]);
    }
  });
  // Where each article sits within each of its groups, to find its neighbours without searching.
  const positions = new Map<string, Map<number, number>>();
  for (const [key, members] of groups) positions.set(key, new Map(members.map((index, at) => [index, at])));

  const related = new Map<string, T[]>();
  ordered.forEach((article, i) => {
    const scores = new Map<number, number>();
    for (const key of keysOf(article)) {
      const members = groups.get(key) as number[];
      const at = positions.get(key)?.get(i) as number;
      for (const other of members.slice(Math.max(0, at - NEAREST), at + NEAREST + 1)) {
        if (other !== i) scores.set(other, (scores.get(other) ?? 0) + 1);
      }
    }
    // Too few that share anything: the nearest in date fill the places, so every article links onwards.
    for (let step = 1; scores.size < count && step < ordered.length; step++) {
      for (const other of [i - step, i + step]) {
        if (other >= 0 && other < ordered.length && !scores.has(other)) scores.set(other, 0);
      }
    }
    const best = [...scores]
      .sort(([a, scoreA], [b, scoreB]) => scoreB - scoreA || Math.abs(a - i) - Math.abs(b - i) || a - b)
      .slice(0, count)
      .map(([index]) => ordered[index])
      // Each index scored is one of `ordered`'s: a group's member, or a step kept within its length above.
      .filter((other) => other !== undefined);
    related.set(article.slug, best);
  });
  return related;
}

/** A name in an address: "Girls in STEM" is girls-in-stem; "Fête" is fete (its accent dropped, not a break). */
export function slugify(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** A collection walked once: newest first, with each article's neighbours and related articles at hand. */
export interface ArticleIndex<T extends Listed> {
  ordered: T[];
  bySlug: Map<string, T>;
  neighbours: (slug: string) => { newer?: T; older?: T };
  related: (slug: string) => T[];
}

const indexes = new WeakMap<readonly Listed[], ArticleIndex<Listed>>();

/**
 * The collection's index, worked out the first time a page asks for it and shared by every page after,
 * so a thousand article pages order and match the collection once, not a thousand times.
 */
export function indexArticles<T extends Listed>(articles: readonly T[]): ArticleIndex<T> {
  const known = indexes.get(articles);
  if (known) return known as unknown as ArticleIndex<T>;
  const ordered = newestFirst(articles);
  const positions = new Map(ordered.map((article, i) => [article.slug, i]));
  const related = relatedArticles(ordered);
  const index: ArticleIndex<T> = {
    ordered,
    bySlug: new Map(ordered.map((article) => [article.slug, article])),
    neighbours: (slug) => {
      const i = positions.get(slug);
      return i === undefined ? {} : { newer: ordered[i - 1], older: ordered[i + 1] };
    },
    related: (slug) => related.get(slug) ?? [],
  };
  indexes.set(articles, index);
  return index;
}

/** The address of a listing's page: page 1 is the listing itself, page 2 is `<listing>page/2/`. */
export function listingHref(listing: string, page: number): string {
  return page === 1 ? listing : `${listing}page/${page}/`;
}

/**
 * Where a page of a file made once per article used to be, by its `[slug]`, and where it is now: one for
 * each former name an article lists (`formerSlugs`), as a `[slug].tsx` page's `redirects()` gives them.
 */
export interface FormerAddress {
  from: { slug: string };
  to: { slug: string };
}

export function formerAddresses(articles: readonly { slug: string; formerSlugs?: string[] }[]): FormerAddress[] {
  return articles.flatMap((article) =>
    (article.formerSlugs ?? []).map((former) => ({ from: { slug: former }, to: { slug: article.slug } })),
  );
}
