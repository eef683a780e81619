import { existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { contentWarning, type ContentWarning } from '../records/content-warning';
import { CONTENT_FOLDER } from '../records/content-folder';
import type { SourceFiles } from '../records/source-lines';
import { locateIssue, warningOf } from '../records/validate';
import { translationAsWrittenProblems } from '../words/as-written';
import { LANG } from '../words/edition';
import { englishChanges } from '../words/english-history';
import { translationFile } from '../words/language';
import { ignoredMessage, markEnglish, outdated, overlay, untranslatedWarnings } from '../words/translate';
import { TRANSLATION_OF } from '../words/translation-fields';
import type { JsonSchema, WordTree } from '../words/words';
import { articleHash, FRONT_MATTER, outlineText, readArticle, type ReadArticle } from './article-file';

/**
 * In the Kiswahili edition, an article's translation (`<slug>.sw.md`: the words of its front matter and
 * the whole body) in place of its English; with none, the English marked as English, its body in English.
 */
export function translated(
  folder: string,
  english: ReadArticle,
  words: WordTree | undefined,
  facts: Record<string, string>,
  schema: JsonSchema,
  articleSchema: z.ZodType,
  /** Another article's translation whose text this one's is, though their English differs (a copied file). */
  copyOf?: string,
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
  // One that says nothing of the English it was made from (never marked) is shown, and asked to be checked.
  const marked = typeof sw.data[TRANSLATION_OF] === 'string' && sw.data[TRANSLATION_OF] !== '';
  const stale = outdated(
    swFile,
    english.file,
    sw.data[TRANSLATION_OF],
    articleHash(english, words),
    (then) =>
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
    marked,
  );
  if (copyOf)
    stale.push(
      contentWarning(
        'translation',
        swFile,
        `${swFile}: its text is the same as ${copyOf}'s, though their English differs, so it translates that article: translate this one's, then save the translation in the content editor; until then the Kiswahili page shows it in English`,
      ),
    );
  // One made from other English than its own is shown in English until it is translated again.
  if ((marked && stale.length > 0) || copyOf)
    return {
      read: { ...english, data: markEnglish(english.data, words) },
      sources: [english.source, sw.source],
      lang: 'en',
      warnings: stale,
    };
  // Laid over a copy: the English as read is the English edition's too.
  const data = structuredClone(english.data);
  const { problems: misfits, ignored, ...left } = overlay(data, sw.data, words);
  const problems = [...misfits, ...translationAsWrittenProblems(articleSchema, english.written.data, sw.written.data)];
  const warnings = [
    ...stale,
    ...untranslatedWarnings(swFile, left),
    ...ignored.map((misfit) =>
      warningOf(
        'translation',
        locateIssue(
          english.file,
          english.data,
          { path: misfit.path, message: ignoredMessage(misfit, english.file) },
          sw.source,
          misfit.written,
        ),
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
