import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { basename, join } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import { parse } from 'yaml';
import { z } from 'zod';
import { ContentError } from './content-error';
import { contentWarning, type ContentWarning } from './content-warning';
import { isIgnored } from './discover';
import { CONTENT_FOLDER } from './content-folder';
import { englishChanges } from './english-history';
import { LANG } from './edition';
import { articleEntry, rememberEntry, rememberLines } from './editor-names';
import { fillFacts, fillFactsIn, rememberFacts, unknownFact } from './fill-facts';
import { langs, translationFile } from './language';
import { pageMeta, sentenceWith, slug, text } from './shapes';
import { parseYaml, rememberSources, type SourceFile, type SourceFiles } from './source-lines';
import { rememberWarnings } from './load-warnings';
import { comesFromEnglish, markEnglish, outdated, overlay, untranslatedWarnings } from './translate';
import { hashOfWords } from './translation-hash';
import { nearMiss } from './near-miss';
import { keepBodyTokens } from './body-tokens';
import { derivedOnce, parsedOnce, readContentFile } from './content-files';
import { countWords, minutesToRead } from './reading-time';
import { TRANSLATION_FIELDS, TRANSLATION_OF, withoutTranslationFields } from './translation-fields';
import { locateIssue, warningOf } from './validate';
import { jsonSchemaOf, wordTreeOf, type JsonSchema, type Path, type WordTree } from './words';

/**
 * Articles (blog posts, updates, impact stories) are Markdown files with YAML front matter, one per
 * article, in a folder named after their collection: `content/blogs/<slug>.md` beside `content/blogs.ts`,
 * whose `articleSchema` each article meets. This reads them; the collection's record is then checked,
 * articles and all, and a mistake names the article's own file, its field and its line.
 */

const ARTICLE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;
const TRANSLATION = '.sw.md';
/** The front matter: YAML between two `---` lines at the top of the file. */
const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/;

/** Reads Markdown to check it, with raw HTML recognised (so it can be refused). */
const markdown = new MarkdownIt({ html: true });

/**
 * The links markdown-it refuses (javascript:, vbscript:, file:, data:) while it reads a body: it leaves each
 * as literal text on the page and in the feed, so the build refuses the article instead.
 */
const refusedLinks: string[] = [];
const allowsLink = markdown.validateLink.bind(markdown);
markdown.validateLink = (url) => {
  const allowed = allowsLink(url);
  if (!allowed) refusedLinks.push(url);
  return allowed;
};

/** Past this, the build warns: readers leave long pages, and an article this long is better as two. */
const LONGEST = 5_000;

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
  /** The line of its file the body starts on, for messages about a place in it (content/lib/stale.ts). */
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

/** How many list items and headings a body has: a translation keeps the English's. */
interface Outline {
  listItems: number;
  headings: number;
}

const outlineOf = (tokens: Token[]): Outline => ({
  listItems: tokens.filter((t) => t.type === 'list_item_open').length,
  headings: tokens.filter((t) => t.type === 'heading_open').length,
});

const counted = (count: number, what: string) => `${count} ${what}${count === 1 ? '' : 's'}`;
const outlineText = ({ listItems, headings }: Outline) =>
  `${counted(listItems, 'list item')} and ${counted(headings, 'heading')}`;

/** The line of the file where `url` is written in the body, which starts after `before` lines. */
function lineOfLink(body: string, url: string, before: number): number {
  const lines = body.split('\n');
  const scheme = `${url.split(':')[0]}:`;
  const at = lines.findIndex((line) => line.includes(url));
  const index = at >= 0 ? at : lines.findIndex((line) => line.toLowerCase().includes(scheme.toLowerCase()));
  return before + Math.max(index, 0) + 1;
}

/** An article's file read: its front matter and body as written, and with the facts filled in, counted and checked. */
interface ReadArticle {
  file: string;
  /** The front matter and the body as the file has them, `{{facts}}` unfilled: what a translation translates. */
  written: { data: Record<string, unknown>; body: string };
  data: Record<string, unknown>;
  body: string;
  words: number;
  outline: Outline;
  /** The body as Markdown read it, which its page renders (bodyTokens) rather than read it again. */
  tokens: Token[];
  problems: ArticleProblem[];
  source: SourceFile;
  /** The line of the file the body starts on. */
  bodyStart: number;
}

/** Each set of facts by a hash of its words, made once per set: one per edition, as its facts are worded. */
const factsKeys = new WeakMap<Record<string, string>, string>();

function factsKey(facts: Record<string, string>): string {
  let key = factsKeys.get(facts);
  if (key === undefined) factsKeys.set(facts, (key = createHash('sha1').update(JSON.stringify(facts)).digest('hex')));
  return key;
}

/**
 * An article's file, read once per build and parsed once per edition's facts (the Kiswahili edition's are
 * worded in Kiswahili), and parsed again only once it or a fact changes (./content-files.ts).
 */
function readArticle(folder: string, name: string, facts: Record<string, string>): ReadArticle {
  const file = `content/${folder}/${name}`;
  const text = readContentFile(join(CONTENT_FOLDER, folder, name));
  return parsedOnce(`article with facts ${factsKey(facts)}`, file, text, () => parseArticle(file, text, facts));
}

function parseArticle(file: string, text: string, facts: Record<string, string>): ReadArticle {
  const frontMatter = FRONT_MATTER.exec(text);
  const yaml = frontMatter?.[1];
  if (!frontMatter || yaml === undefined)
    throw new ContentError(`${file}: starts with no front matter (--- on the first line)`);
  // The front matter's first line is the file's second.
  const parsed = parseYaml(yaml, 1);
  if (parsed.error)
    throw new ContentError(
      `${file}, line ${parsed.error.line}: the front matter is not valid YAML: ${parsed.error.message}`,
    );
  const written = parsed.data;
  if (typeof written !== 'object' || written === null || Array.isArray(written))
    throw new ContentError(`${file}: the front matter must be fields (name: value), one per line`);
  const problems: ArticleProblem[] = [];
  const data = fillFactsIn(written as Record<string, unknown>, facts, (path, message) =>
    problems.push({ path, message }),
  );
  const writtenBody = text.slice(frontMatter[0].length);
  /** The line of the file the body's line `index` (from 0) is. */
  const bodyLine = (index: number) => frontMatter[0].split('\n').length + Math.max(index, 0);
  const body = fillFacts(writtenBody, facts, (name) =>
    problems.push({
      path: ['body'],
      message: unknownFact(name, facts),
      line: bodyLine(writtenBody.split('\n').findIndex((line) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(line))),
    }),
  );
  refusedLinks.length = 0;
  const tokens = markdown.parse(body, {});
  const [refused] = refusedLinks;
  if (refused !== undefined)
    throw new ContentError(
      `${file}, line ${lineOfLink(writtenBody, refused, frontMatter[0].split('\n').length - 1)}: the link to ${refused} is not allowed (a link may not run a script or hold a file, and would show as text): link to a page of the site (/about/) or an address starting https://`,
    );
  problems.push(...checkBody(tokens).map((message) => ({ path: ['body'], message, line: bodyLine(0) })));
  return {
    file,
    written: { data: written as Record<string, unknown>, body: writtenBody },
    data,
    body,
    words: countWords(tokens),
    outline: outlineOf(tokens),
    tokens,
    problems,
    source: parsed.source(file),
    bodyStart: bodyLine(0),
  };
}

/** What an article's translation's `translationOf` must say: a hash of the English words and body, as written. */
export const articleHash = (english: ReadArticle, words: WordTree | undefined) =>
  hashOfWords(english.written.data, words, english.written.body);

/**
 * In the Kiswahili edition, an article's translation (`<slug>.sw.md`: the words of its front matter and
 * the whole body) in place of its English; with none, the English marked as English, its body in English.
 */
function translated(
  folder: string,
  english: ReadArticle,
  words: WordTree | undefined,
  facts: Record<string, string>,
  schema: JsonSchema,
): { read: ReadArticle; sources: SourceFiles; lang?: 'en'; warnings: ContentWarning[] } {
  const swName = translationFile(english.file.replace(/^.*\//, ''), LANG);
  const swFile = `content/${folder}/${swName}`;
  if (!existsSync(join(CONTENT_FOLDER, folder, swName))) {
    return {
      read: { ...english, data: markEnglish(english.data, words) },
      sources: [english.source],
      lang: 'en',
      warnings: [
        contentWarning(
          'translation',
          swFile,
          `${swFile}: no translation yet; the Kiswahili pages show ${english.file} in English`,
        ),
      ],
    };
  }
  const sw = readArticle(folder, swName, facts);
  // Laid over a copy: the English as read is the English edition's too.
  const data = structuredClone(english.data);
  const { problems, ignored, ...left } = overlay(data, sw.data, words);
  const warnings = [
    ...outdated(swFile, english.file, sw.data[TRANSLATION_OF], articleHash(english, words), (then) =>
      englishChanges({
        path: join(CONTENT_FOLDER, folder, basename(english.file)),
        translationOf: then,
        now: { record: english.written.data, body: english.written.body },
        tree: words,
        schema,
        read: (text) => {
          const frontMatter = FRONT_MATTER.exec(text);
          return frontMatter
            ? { record: parse(frontMatter[1] ?? ''), body: text.slice(frontMatter[0].length) }
            : undefined;
        },
      }),
    ),
    ...untranslatedWarnings(swFile, left),
    ...ignored.map(({ path, written }) =>
      warningOf(
        'translation',
        locateIssue(english.file, english.data, { path, message: comesFromEnglish(english.file) }, sw.source, written),
      ),
    ),
  ];
  const sources: SourceFiles = [english.source, sw.source];
  // A translation begun in the CMS may have its title and no text yet: the page shows the English text,
  // marked as English, until it has.
  if (sw.body.trim() === '') {
    return {
      read: { ...english, data, problems: [...english.problems, ...problems] },
      sources,
      lang: 'en',
      warnings: [
        ...warnings,
        contentWarning(
          'translation',
          swFile,
          `${swFile}: has no text yet; the Kiswahili page shows the English text of ${english.file}`,
        ),
      ],
    };
  }
  if (sw.outline.listItems !== english.outline.listItems || sw.outline.headings !== english.outline.headings)
    warnings.push(
      contentWarning(
        'translation',
        swFile,
        `${swFile}: has ${outlineText(sw.outline)}, where ${english.file} has ${outlineText(english.outline)}: translate the whole text, keeping its lists and headings`,
      ),
    );
  return { read: { ...sw, data, problems: [...sw.problems, ...problems] }, sources, warnings };
}

/**
 * What an article's front matter holds that its schema has no field for (`updatd:`, `slug:`), each a
 * problem at its line, with the field it is most likely a slip for: a field the schema does not know would
 * otherwise be dropped without a word.
 */
function unknownFields(written: Record<string, unknown>, schema: z.ZodType): ArticleProblem[] {
  const shape = (schema as Partial<z.ZodObject>).shape;
  if (!shape) return [];
  const computed: readonly string[] = COMPUTED_FIELDS;
  const fields = Object.keys(shape).filter((name) => !computed.includes(name) && name !== 'body');
  const title = schema.meta()?.title?.toLowerCase() ?? 'article';
  return Object.keys(written)
    .filter((name) => !fields.includes(name) && !TRANSLATION_FIELDS.includes(name))
    .map((name) => {
      const meant = nearMiss(name, fields);
      // The record's slug is the file's name, which the message then shows as the field's value.
      if (name === 'slug')
        return {
          path: [name],
          message: `is the file’s name, not a field of a ${title}: remove this line (rename the file to change the article’s address)`,
        };
      const advice = meant
        ? `did you mean ${meant}? (or remove it)`
        : `remove it (the fields are ${fields.join(', ')})`;
      return { path: [name], message: `is not a field of a ${title}: ${advice}` };
    });
}

/**
 * Every article in the content folder `folder` (`blogs`): its front matter, plus ArticleSource, each
 * checked by `schema` with the collection's record. Translations (`<slug>.sw.md`) are not articles of
 * their own: the Kiswahili edition reads them in place of their English.
 */
export function readArticles(
  folder: string,
  schema: z.ZodType,
  facts: Record<string, string>,
): Record<string, unknown>[] {
  rememberFacts(schema, facts);
  // Made once for as long as the site's code is the same, not once per build (./content-files.ts).
  const json = derivedOnce(`JSON Schema of content/${folder}/`, () => jsonSchemaOf(schema));
  const words = wordTreeOf(json);
  const names = readdirSync(join(CONTENT_FOLDER, folder))
    .filter((name) => !isIgnored(name))
    .sort();
  for (const name of names.filter((n) => n.endsWith(TRANSLATION)))
    if (!names.includes(name.replace(TRANSLATION, '.md')))
      throw new ContentError(
        `content/${folder}/${name}: translates content/${folder}/${name.replace(TRANSLATION, '.md')}, which does not exist (rename it with its article)`,
      );
  const warnings: ContentWarning[] = [];
  const records = names
    .filter((name) => !name.endsWith(TRANSLATION))
    .map((name) => {
      if (!ARTICLE_FILE.test(name))
        throw new ContentError(
          `content/${folder}/${name}: articles are Markdown files named in lower-case words joined by hyphens, like content/${folder}/kisumu-hackathon.md`,
        );
      const asRead = readArticle(folder, name, facts);
      const slug = name.replace(/\.md$/, '');
      const title = typeof asRead.data.title === 'string' ? asRead.data.title : slug;
      rememberEntry(
        articleEntry(folder, json, slug, title),
        json,
        asRead.file,
        langs.slice(1).map((other) => `content/${folder}/${translationFile(name, other)}`),
      );
      // Said once, by the English edition, and of the English file, which holds the mistake.
      const english =
        LANG === 'en'
          ? { ...asRead, problems: [...asRead.problems, ...unknownFields(asRead.written.data, schema)] }
          : asRead;
      if (LANG === 'en') {
        if (english.words > LONGEST)
          warnings.push(
            contentWarning(
              'article',
              english.file,
              `${english.file}: is ${english.words.toLocaleString('en-US')} words long: readers leave long pages; over ${LONGEST.toLocaleString('en-US')} words, split it into two articles`,
            ),
          );
      }
      const { read, sources, lang, ...found }: ReturnType<typeof translated> =
        LANG === 'en'
          ? { read: english, sources: [english.source], warnings: [] }
          : translated(folder, english, words, facts, json);
      warnings.push(...found.warnings);
      const article: ArticleSource = {
        file: read.file,
        slug,
        body: read.body,
        bodyStart: read.bodyStart,
        words: read.words,
        minutes: minutesToRead(read.words),
        problems: read.problems,
        ...(lang ? { lang } : {}),
      };
      const record = { ...read.data, ...article };
      rememberSources(record, sources);
      for (const file of new Set([english, read]))
        rememberLines(file.file, record, (line) => (line >= file.bodyStart ? ['body'] : file.source.pathAt(line)));
      keepBodyTokens(read.body, read.tokens);
      return record;
    });
  const articles = withFormerSlugsChecked(records);
  rememberWarnings(articles, warnings);
  return articles;
}

/**
 * The articles with the problems of the former names they list (`formerSlugs`): an old address leads to
 * one article only, so a former name may be no article's name now and is listed once in the collection.
 * The schema checks each name's form; this, what only the whole folder shows.
 */
function withFormerSlugsChecked<A extends { slug: string; file: string; problems: ArticleProblem[] }>(articles: A[]) {
  // Named by their English files, which hold the field, in either edition.
  const englishFile = (article: A) => article.file.replace(TRANSLATION, '.md');
  const current = new Map(articles.map((a) => [a.slug, englishFile(a)]));
  const listedBy = new Map<string, string>();
  for (const article of articles) {
    const former = (article as { formerSlugs?: unknown }).formerSlugs;
    if (!Array.isArray(former)) continue;
    const problems: ArticleProblem[] = [];
    former.forEach((name: unknown, i) => {
      if (typeof name !== 'string') return;
      const path = ['formerSlugs', i];
      const owner = current.get(name);
      const lister = listedBy.get(name);
      if (name === article.slug)
        problems.push({ path, message: `is this article's own name: list only the names it had before` });
      else if (owner)
        problems.push({
          path,
          message: `is the name of ${owner}, which has its page there now: an address leads to one article only`,
        });
      else if (lister === englishFile(article))
        problems.push({ path, message: 'is listed twice: list each former name once' });
      else if (lister)
        problems.push({
          path,
          message: `is listed by ${lister} too: an old address can lead to one article only, so list it in one`,
        });
      else listedBy.set(name, englishFile(article));
    });
    // The same object: where it was read from is remembered by it (rememberSources).
    if (problems.length > 0) article.problems = [...article.problems, ...problems];
  }
  return articles;
}

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

/**
 * The hashes `npm run translations -- --mark` writes in an article's translation: of the English words as
 * written, whatever the facts (`translationOf`), and of the translation's own (`translationHash`).
 */
export function englishHashOfArticle(folder: string, name: string, words: WordTree | undefined): string {
  return articleHash(readArticle(folder, name, {}), words);
}

export function ownHashOfArticle(folder: string, name: string, words: WordTree | undefined): string {
  const { written } = readArticle(folder, name, {});
  return hashOfWords(withoutTranslationFields(written.data), words, written.body);
}
