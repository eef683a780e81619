import { join } from 'node:path';
import MarkdownIt, { type Token } from 'markdown-it';
import { ContentError } from '../records/content-error';
import { CONTENT_FOLDER } from '../records/content-folder';
import { fillFacts, fillFactsIn, unknownFact } from '../words/fill-facts';
import type { ArticleProblem } from './article-schema';
import { keptYaml, readYaml, yamlSource, type SourceFile } from '../records/source-lines';
import { hashOfWords, shortHash } from '../words/translation-hash';
import { parsedOnce, readContentFile, type KeptAs } from '../records/content-files';
import { countWords } from './reading-time';
import { withoutTranslationFields } from '../words/translation-fields';
import { ownWordsText, type WordTree } from '../words/words';

/**
 * One article's file read: its front matter and its Markdown body, with the facts filled in, its words
 * counted and its body's structure checked; and the hashes a translation keeps of it.
 */

/** The front matter: YAML between two `---` lines at the top of the file. */
export const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n?---(?:\r?\n|$)/;

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
export const outlineText = ({ listItems, headings }: Outline) =>
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
export interface ReadArticle {
  file: string;
  /** The front matter and the body as the file has them, `{{facts}}` unfilled: what a translation translates. */
  written: { data: Record<string, unknown>; body: string };
  data: Record<string, unknown>;
  body: string;
  words: number;
  outline: Outline;
  /** The body as Markdown read it, which its page renders (bodyTokens) rather than read it again, if kept. */
  tokens?: Token[];
  problems: ArticleProblem[];
  source: SourceFile;
  /** The line of the file the body starts on. */
  bodyStart: number;
}

/**
 * An article's file, read once per build. What depends on its bytes alone (its front matter read as YAML,
 * its body read as Markdown and checked) is parsed again only once it changes (../records/content-files.ts);
 * its `{{facts}}` are filled in on every build, in each edition's words (the Kiswahili edition's facts are
 * worded in Kiswahili), and the body is read once per filled text.
 */
export function readArticle(folder: string, name: string, facts: Record<string, string>): ReadArticle {
  const file = `content/${folder}/${name}`;
  const text = readContentFile(join(CONTENT_FOLDER, folder, name));
  const frontMatter = FRONT_MATTER.exec(text);
  const yaml = frontMatter?.[1];
  if (!frontMatter || yaml === undefined)
    throw new ContentError(`${file}: starts with no front matter (--- on the first line)`);
  // The front matter's first line is the file's second.
  const parsed = parsedOnce('front matter', file, yaml, () => readYaml(yaml, 1), keptYaml);
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
      message: unknownFact(name, Object.keys(facts)),
      line: bodyLine(writtenBody.split('\n').findIndex((line) => new RegExp(`\\{\\{\\s*${name}\\s*\\}\\}`).test(line))),
    }),
  );
  const read = parsedOnce('body', file, body, () => readBody(body), keptBody);
  if (read.refused !== undefined)
    throw new ContentError(
      `${file}, line ${lineOfLink(writtenBody, read.refused, frontMatter[0].split('\n').length - 1)}: the link to ${read.refused} is not allowed (a link may not run a script or hold a file, and would show as text): link to a page of the site (/about/) or an address starting https://`,
    );
  problems.push(...read.problems.map((message) => ({ path: ['body'], message, line: bodyLine(0) })));
  return {
    file,
    written: { data: written as Record<string, unknown>, body: writtenBody },
    data,
    body,
    words: read.words,
    outline: read.outline,
    tokens: read.tokens,
    problems,
    source: yamlSource(yaml, 1)(file),
    bodyStart: bodyLine(0),
  };
}

/** A body as Markdown reads it: its tokens, what they count, and what is wrong with its structure. */
interface ReadBody {
  /**
   * Its tokens, for its page to render rather than read it again (./body-tokens.ts): kept in memory, not on
   * disk, where they take longer to read back than the body takes to read again as its page renders.
   */
  tokens?: Token[];
  words: number;
  outline: Outline;
  /** Problems in its structure (checkBody). */
  problems: string[];
  /** The first link Markdown refused to make (javascript:, data:…), if any. */
  refused?: string;
}

function readBody(body: string): ReadBody {
  refusedLinks.length = 0;
  const tokens = markdown.parse(body, {});
  const [refused] = refusedLinks;
  return {
    tokens,
    words: countWords(tokens),
    outline: outlineOf(tokens),
    problems: checkBody(tokens),
    ...(refused === undefined ? {} : { refused }),
  };
}

/** What the build keeps on disk of a body's reading: what it counts and finds wrong, not its tokens. */
const keptBody: KeptAs<ReadBody> = {
  write: ({ words, outline, problems, refused }) => ({
    words,
    outline,
    problems,
    ...(refused === undefined ? {} : { refused }),
  }),
  read: (written) => {
    if (typeof written !== 'object' || written === null) return undefined;
    const { words, outline, problems, refused } = written as Record<string, unknown>;
    const counts = outline as Partial<Outline> | undefined;
    if (
      typeof words !== 'number' ||
      typeof counts?.listItems !== 'number' ||
      typeof counts.headings !== 'number' ||
      !Array.isArray(problems) ||
      !problems.every((problem) => typeof problem === 'string') ||
      (refused !== undefined && typeof refused !== 'string')
    )
      return undefined;
    return {
      words,
      outline: { listItems: counts.listItems, headings: counts.headings },
      problems,
      ...(refused === undefined ? {} : { refused }),
    };
  },
};

/** What an article's translation's `translationOf` must say: a hash of the English words and body, as written. */
export const articleHash = (english: ReadArticle, words: WordTree | undefined) =>
  hashOfWords(english.written.data, words, english.written.body);

/**
 * The hashes `npm run translations -- --mark` writes in an article's translation: of the English words as
 * written, whatever the facts (`translationOf`), and of the translation's own (`translationHash`).
 */
export function englishHashOfArticle(folder: string, name: string, words: WordTree | undefined): string {
  return articleHash(readArticle(folder, name, {}), words);
}

export function ownHashOfArticle(
  folder: string,
  name: string,
  englishName: string,
  words: WordTree | undefined,
): string {
  const { written } = readArticle(folder, name, {});
  const english = readArticle(folder, englishName, {}).written.data;
  return shortHash(ownWordsText(withoutTranslationFields(written.data), english, words, written.body));
}
