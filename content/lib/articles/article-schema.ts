import { z } from 'zod';
import { pageMeta, sentenceWith, slug, text } from '../records/shapes';
import type { Path } from '../words/words';

/**
 * What an article is, as its collection's schema checks it: the fields every article has (its own file's
 * and those the loader adds: ./articles.ts), the problems the loader found in it, and the words a
 * collection's pages use around its articles.
 */

/** A problem in an article, at a field of its front matter or in its `body`: the schema reports each. */
export interface ArticleProblem {
  path: Path;
  message: string;
  /** The line of the file, where the path alone does not say it (a place in the body). */
  line?: number;
}

/** What every article carries besides its front matter: where it came from and what its body says. */
export interface ArticleSource {
  /** For messages: `content/blogs/why-girls-leave-stem.md`. */
  file: string;
  /** Its address in the collection: the file's name. */
  slug: string;
  /** The Markdown after the front matter, with `{{fact}}`s filled in. */
  body: string;
  /** The line of its file the body starts on, for messages about a place in it (content/lib/time/stale.ts). */
  bodyStart?: number;
  words: number;
  /** Reading time, from the word count at about 200 words a minute. */
  minutes: number;
  /** What is wrong with the article, if anything: the schema turns each into a message. */
  problems: ArticleProblem[];
  /** `en` in the Kiswahili edition when the article has no translation yet, so its page is marked English. */
  lang?: 'en';
}

/**
 * What ArticleSource adds that the article's file does not hold: the CMS leaves them out of its form (the
 * body it edits as the article's Markdown).
 */
export const COMPUTED_FIELDS = [
  'file',
  'slug',
  'bodyStart',
  'words',
  'minutes',
  'problems',
  'lang',
] as const satisfies readonly Exclude<keyof ArticleSource, 'body'>[];

/** The fields every article's schema starts from. */
export const articleSource = z.object({
  file: z.string(),
  slug,
  title: pageMeta.shape.title.describe(
    "The page's h1 and its title in search results, which cut it after 70 characters.",
  ),
  summary: pageMeta.shape.description.describe("The page's description in search results and link previews."),
  body: text
    .meta({ widget: 'markdown' })
    .describe("The article itself, in Markdown: sections start at ## (the title is the page's only h1)."),
  words: z.number().int().min(150, 'is too few: an article page needs at least 150 words (it is more than its card)'),
  minutes: z.number().int().positive(),
  problems: z.array(
    z.object({
      path: z.array(z.union([z.string(), z.number()])),
      message: z.string(),
      line: z.number().optional(),
    }),
  ),
  lang: z.literal('en').optional(),
  /**
   * The names the article had before (its file's name, without .md), whose addresses now lead here.
   */
  formerSlugs: z
    .array(slug)
    .optional()
    .describe(
      'Former names: when you rename an article (its file name, which is its address), list its old name here, and its old address, in both languages, leads readers and search engines to the new one. Lower-case words joined by hyphens, as the file was named; never the name of another article.',
    ),
});

/** An article's schema: its front matter's fields on top of articleSource, with the article's problems reported. */
export function article<S extends z.ZodRawShape>(frontMatter: S) {
  return articleSource.extend(frontMatter).superRefine((a, ctx) => {
    for (const { path, message, line } of (a as z.infer<typeof articleSource>).problems)
      ctx.addIssue({ code: 'custom', path, message, ...(line === undefined ? {} : { params: { line } }) });
  });
}

/**
 * The words a collection's pages use around its articles: the card's link to the article, the links to
 * the newer and older article, the related articles' heading, and the feed's name.
 */
export const articleWords = z.object({
  readMore: text.describe("The card's link: Read More, Read Full Story."),
  readMoreAbout: sentenceWith('title').describe(
    'What screen readers read after it, naming the article: "about: {title}" (Read More about: {title}).',
  ),
  readTime: sentenceWith('minutes').describe('"{minutes} min read".'),
  newer: text,
  older: text,
  related: text,
  overAYearOld: sentenceWith('date').describe(
    'Said before the text of an article published more than a year before the site is built: "This post is more than a year old: it was published on {date}."',
  ),
});
export type ArticleWords = z.infer<typeof articleWords>;

/** A collection's Atom feed: its name and a line about it. */
export const feedWords = z.object({ title: text, subtitle: text });
