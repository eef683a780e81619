import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import frontMatter from 'markdown-it-front-matter';
import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { LANG } from './edition';
import { translationFile } from './language';
import { pageMeta, sentenceWith, slug, text } from './shapes';
import { checkUpToDate, hashOfEnglish, markEnglish, overlay, report, translationWarnings } from './translate';

/**
 * Articles (blog posts, updates, impact stories) are Markdown files with YAML front matter, one per
 * article, in a folder named after their collection: `content/blogs/<slug>.md` beside `content/blogs.ts`,
 * which holds the collection's schema. This reads them; the build then checks each against that schema.
 */

/** A mistake in how content is laid out (a file misnamed, front matter that is not YAML), named by file. */
export class ContentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ContentError';
  }
}

const projectDir = join(import.meta.dirname, '../..');
const ARTICLE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;
const WORDS_PER_MINUTE = 200;
const TRANSLATION = '.sw.md';

/** Reads Markdown to check it, with raw HTML recognised (so it can be refused) and the front matter split off. */
function parser(onFrontMatter: (raw: string) => void) {
  return new MarkdownIt({ html: true }).use(frontMatter, onFrontMatter);
}

/** What every article carries besides its front matter: where it came from and what its body says. */
export interface ArticleSource {
  /** For messages: `content/blogs/why-girls-leave-stem.md`. */
  file: string;
  /** Its address in the collection: the file's name. */
  slug: string;
  /** The Markdown after the front matter, with `{{fact}}`s filled in. */
  body: string;
  words: number;
  /** Reading time, from the word count at about 200 words a minute. */
  minutes: number;
  /** What is wrong with the body, if anything: the schema turns each into a message. */
  bodyProblems: string[];
  /** `en` in the Kiswahili edition when the article has no translation yet, so its page is marked English. */
  lang?: 'en';
}

/** Problems in a body's structure: raw HTML, a second title, more than one pull quote, pictures. */
function checkBody(tokens: Token[]): string[] {
  const problems: string[] = [];
  const types = (type: string) => tokens.filter((t) => t.type === type);
  const inline = tokens.flatMap((t) => t.children ?? []);
  if (types('html_block').length + inline.filter((t) => t.type === 'html_inline').length > 0)
    problems.push('has raw HTML: write it in Markdown (raw HTML is not published)');
  if (types('heading_open').some((t) => t.tag === 'h1'))
    problems.push('has a # heading: the title is the page’s only h1, so sections start at ##');
  if (types('blockquote_open').length > 1) problems.push('has more than one pull quote (> ...): keep at most one');
  if (inline.some((t) => t.type === 'image'))
    problems.push('has a picture in the text: give the article its picture in the front matter’s image');
  return problems;
}

function countWords(tokens: Token[]): number {
  return tokens
    .flatMap((t) => t.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .reduce((sum, t) => sum + t.content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length, 0);
}

/** Fills `{{name}}` from `words`; an unknown name is left as it is and reported. */
function fillFacts(source: string, words: Record<string, string>, problems: string[]): string {
  return source.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => {
    if (name in words) return words[name];
    problems.push(`uses {{${name}}}, which is not a fact (content/facts.ts names them)`);
    return whole;
  });
}

type ReadArticle = ReturnType<typeof parseArticle>;

/**
 * Articles already read in this process, by file, with the text and facts they were read from. Each
 * edition is its own bundle (build.ts) and reads every English article: the second edition, and the dev
 * server's next build, take the reading from here unless the file or a fact changed (on a site of 1,000
 * articles, reading them again took 0.4 s). Kept on globalThis because the bundles share no module.
 */
const shared = globalThis as { [key: symbol]: Map<string, { text: string; facts: string; read: ReadArticle }> };
const readBefore = (shared[Symbol.for('site:articles-read')] ??= new Map());

/** Forgets every article read so far, so that a timed build (`npm run bench`) reads them all itself. */
export function forgetArticlesRead(): void {
  readBefore.clear();
}

/** An article's file read: its front matter, and its body with the facts filled in, counted and checked. */
function readArticle(dir: string, folder: string, name: string, facts: Record<string, string>): ReadArticle {
  const file = `${folder}/${name}`;
  const text = readFileSync(join(dir, name), 'utf8');
  const factsNow = JSON.stringify(facts);
  const before = readBefore.get(file);
  // A copy: the Kiswahili edition marks an untranslated article's words as English in place.
  if (before && before.text === text && before.facts === factsNow) return structuredClone(before.read);
  const read = parseArticle(file, text, facts);
  readBefore.set(file, { text, facts: factsNow, read: structuredClone(read) });
  return read;
}

function parseArticle(file: string, text: string, facts: Record<string, string>) {
  const bodyProblems: string[] = [];
  const source = fillFacts(text, facts, bodyProblems);
  let raw: string | undefined;
  const tokens = parser((found) => (raw = found)).parse(source, {});
  if (raw === undefined) throw new ContentError(`${file}: starts with no front matter (--- on the first line)`);
  let data: unknown;
  try {
    data = parseYaml(raw);
  } catch (error) {
    throw new ContentError(`${file}: the front matter is not valid YAML: ${(error as Error).message}`);
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ContentError(`${file}: the front matter must be fields (name: value), one per line`);
  const body = source.replace(/^---\r?\n[\s\S]*?\r?\n---\r?\n?/, '');
  bodyProblems.push(...checkBody(tokens));
  return { file, data: data as Record<string, unknown>, body, words: countWords(tokens), bodyProblems };
}

/** What an article's translation's `translationOf` must say: a hash of the English words and body. */
const articleHash = (english: ReturnType<typeof readArticle>) => hashOfEnglish(english.data, english.body);

/** The English an article's translation must name in `translationOf`, for `npm run translations`. */
export function englishHashOfArticle(path: string, facts: Record<string, string>): string {
  const dir = join(path, '..');
  return articleHash(readArticle(dir, relative(projectDir, dir), path.replace(/^.*\//, ''), facts));
}

/**
 * In the Kiswahili edition, an article's translation (`<slug>.sw.md`: the words of its front matter and
 * the whole body) in place of its English; with none, the English marked as English, its body in English.
 */
function translated(
  dir: string,
  folder: string,
  english: ReturnType<typeof readArticle>,
  facts: Record<string, string>,
) {
  const swName = translationFile(english.file.replace(/^.*\//, ''), LANG);
  const swFile = `${folder}/${swName}`;
  if (!existsSync(join(dir, swName))) {
    translationWarnings.push(`${swFile}: no translation yet; the Kiswahili pages show ${english.file} in English`);
    markEnglish(english.data);
    return { ...english, lang: 'en' as const };
  }
  const sw = readArticle(dir, folder, swName, facts);
  const { translationOf, ...words } = sw.data;
  checkUpToDate(swFile, translationOf as string | undefined, articleHash(english));
  report(swFile, overlay(english.data, words));
  return { ...sw, data: english.data };
}

/**
 * Every article in `dir` (an absolute path): its front matter as written, plus ArticleSource. The records
 * are checked by the collection's schema at build time, which names the file and the field of a mistake.
 * Translations (`<slug>.sw.md`) are not articles of their own: the Kiswahili edition reads them in place
 * of their English.
 */
export function readArticles(dir: string, facts: Record<string, string>): Record<string, unknown>[] {
  const folder = relative(projectDir, dir).split('\\').join('/');
  const names = readdirSync(dir).sort();
  for (const name of names.filter((n) => n.endsWith(TRANSLATION)))
    if (!names.includes(name.replace(TRANSLATION, '.md')))
      throw new ContentError(
        `${folder}/${name}: translates ${folder}/${name.replace(TRANSLATION, '.md')}, which does not exist (rename it with its article)`,
      );
  return names
    .filter((name) => !name.endsWith(TRANSLATION))
    .map((name) => {
      if (!ARTICLE_FILE.test(name))
        throw new ContentError(
          `${folder}/${name}: articles are Markdown files named in lower-case words joined by hyphens, like ${folder}/kisumu-hackathon.md`,
        );
      const english = readArticle(dir, folder, name, facts);
      const { file, data, body, words, bodyProblems, ...rest } =
        LANG === 'en' ? english : translated(dir, folder, english, facts);
      const article: ArticleSource = {
        file,
        slug: name.replace(/\.md$/, ''),
        body,
        words,
        minutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)),
        bodyProblems,
        ...rest,
      };
      return { ...data, ...article };
    });
}

/** The fields every article's schema starts from. */
export const articleSource = z.object({
  file: z.string(),
  slug,
  /** The page's h1 and its title in search results, which cut it after 70 characters. */
  title: pageMeta.shape.title,
  /** The page's description in search results and link previews. */
  summary: pageMeta.shape.description,
  body: text,
  words: z.number().int().min(150, 'is too few: an article page needs at least 150 words (it is more than its card)'),
  minutes: z.number().int().positive(),
  bodyProblems: z.array(z.string()),
  lang: z.literal('en').optional(),
});

/** An article's schema: its front matter's fields on top of articleSource, with the body's problems reported. */
export function article<S extends z.ZodRawShape>(frontMatter: S) {
  return articleSource.extend(frontMatter).superRefine((a, ctx) => {
    for (const message of (a as z.infer<typeof articleSource>).bodyProblems)
      ctx.addIssue({ code: 'custom', path: ['body'], message });
  });
}

/**
 * The words a collection's pages use around its articles: the card's link to the article, the links to
 * the newer and older article, the related articles' heading, and the feed's name.
 */
export const articleWords = z.object({
  /** The card's link: Read More, Read Full Story. */
  readMore: text,
  /** Its accessible name, naming the article: "Read more: {title}". */
  readMoreName: sentenceWith('title'),
  /** "{minutes} min read". */
  readTime: sentenceWith('minutes'),
  newer: text,
  older: text,
  related: text,
});
export type ArticleWords = z.infer<typeof articleWords>;

/** A collection's Atom feed: its name and a line about it. */
export const feedWords = z.object({ title: text, subtitle: text });
