/**
 * A feed, as a file of pages/ gives it (`pages/impact/blogs/feed.xml.ts` exports a function that returns
 * one): its words and addresses, and the collection's articles with how each becomes an entry. The build
 * writes it as Atom in each edition (stages/atom.ts), keeping the newest articles.
 */

export interface FeedEntry {
  title: string;
  /** The article's page, root-relative: /impact/blogs/<slug>/. */
  path: string;
  /** YYYY-MM-DD. */
  published: string;
  updated?: string;
  author: string;
  summary: string;
  /** The article's text as HTML. */
  html: string;
  categories: string[];
}

export interface Feed<Article> {
  title: string;
  subtitle: string;
  /** The feed's own address and the page it belongs to, root-relative. */
  path: string;
  pagePath: string;
  /** The collection's articles, newest first. */
  articles: readonly Article[];
  /** An article as an entry: called only for the articles the feed keeps. */
  entry(article: Article): FeedEntry;
}
