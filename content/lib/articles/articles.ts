import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { ContentError } from '../records/content-error';
import { contentWarning, type ContentWarning } from '../records/content-warning';
import { isIgnored } from '../records/discover';
import { CONTENT_FOLDER } from '../records/content-folder';
import { LANG } from '../words/edition';
import { articleEntry, rememberEntry, rememberLines } from '../records/editor-names';
import { asWrittenProblems } from '../words/as-written';
import { rememberFacts } from '../words/fill-facts';
import { langs, translationFile } from '../words/language';
import { readArticle } from './article-file';
import { copiedTranslations } from './copied-translations';
import { translated } from './article-translation';
import { COMPUTED_FIELDS, type ArticleProblem, type ArticleSource } from './article-schema';
import { rememberSources } from '../records/source-lines';
import { rememberWarnings } from '../records/load-warnings';
import { nearMiss } from '../records/near-miss';
import { keepBodyTokens } from './body-tokens';
import { countedFigures } from './counted-figures';
import { derivedOnce } from '../records/content-files';
import { minutesToRead } from './reading-time';
import { TRANSLATION_FIELDS } from '../words/translation-fields';
import { jsonSchemaOf, wordTreeOf } from '../words/words';

/**
 * Articles (blog posts, updates, impact stories) are Markdown files with YAML front matter, one per
 * article, in a folder named after their collection: `content/blogs/<slug>.md` beside `content/blogs.ts`,
 * whose `articleSchema` each article meets. This reads them; the collection's record is then checked,
 * articles and all, and a mistake names the article's own file, its field and its line.
 */

const ARTICLE_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.md$/;
const TRANSLATION = '.sw.md';
/** Past this, the build warns: readers leave long pages, and an article this long is better as two. */
const LONGEST = 5_000;

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
  // Made once for as long as the site's code is the same, not once per build (../records/content-files.ts).
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
  const copies = LANG === 'en' ? new Map<string, string>() : copiedTranslations(folder, names, facts, words);
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
          ? {
              ...asRead,
              problems: [
                ...asRead.problems,
                ...unknownFields(asRead.written.data, schema),
                ...asWrittenProblems(schema, asRead.written.data),
              ],
            }
          : asRead;
      if (LANG === 'en') {
        warnings.push(...countedFigures(english, facts));
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
          : translated(folder, english, words, facts, json, schema, copies.get(name));
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
      if (read.tokens) keepBodyTokens(read.body, read.tokens);
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
