import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { z } from 'zod';
import { ContentError } from './content-error';
import { CONTENT_FOLDER } from './content-folder';
import { englishChanges } from '../words/english-history';
import { contentWarning, type ContentWarning } from './content-warning';
import { recordEntry, rememberEntry, rememberLines } from './editor-names';
import { LANG } from '../words/edition';
import { derivedOnce, parsedOnce, readContentFile } from './content-files';
import { asWrittenProblems, translationAsWrittenProblems } from '../words/as-written';
import { fillFactsIn, rememberFacts } from '../words/fill-facts';
import { langs, translationFile, type Lang } from '../words/language';
import { keptYaml, readYaml, rememberSources, yamlSource, type SourceFile, type SourceFiles } from './source-lines';
import { rememberWarnings, warningsOf } from './load-warnings';
import { ignoredMessage, markEnglish, outdated, overlay, untranslatedWarnings } from '../words/translate';
import { hashOfRecordWords } from '../words/translation-hash';
import { staleItems } from '../words/stale-items';
import { valueAt, withoutItems } from '../words/translation-items';
import { TRANSLATION_OF } from '../words/translation-fields';
import { contentIssues, locateIssue, mistakeItem, mistakeText, warningOf } from './validate';
import { branchesOf, jsonSchemaOf, wordTreeOf, type JsonSchema, type Path } from '../words/words';

/**
 * Reads a record: `content/<name>.yml`, the data the organisation's editor changes (in the CMS at /admin/,
 * or by hand), checked against the schema in `content/<name>.ts` beside it. In the Kiswahili edition its
 * words come from `content/<name>.sw.yml` (content/lib/words/translate.ts). A mistake stops the build with the
 * file, the record, the field and the line.
 */

export interface RecordOptions<T> {
  /** What `{{name}}`s in its texts stand for: content/facts.ts, `factWords`. */
  facts?: Record<string, string>;
  /** Parts of the record that are not in its YAML file: a collection's articles, read from their folder. */
  add?: () => Partial<T>;
  /**
   * The edition to read, when not the one being built: the documents the site publishes are in English in
   * every edition (content/lib/records/documents.ts), so they are made from the English record.
   */
  lang?: Lang;
  /**
   * What the file may leave out because it is made from the rest (an event's id, from its title): given the
   * English as written, not yet checked, it returns a copy with those values filled in. They are filled
   * before the translation is laid over the English, so both editions agree on them.
   */
  derive?: (english: Record<string, unknown>) => Record<string, unknown>;
}

/** A YAML file of the content folder, read and parsed; a file that is not YAML fields stops the build. */
export function readYamlFile(file: string): { data: Record<string, unknown>; source: SourceFile } {
  const path = join(CONTENT_FOLDER, file.replace(/^content\//, ''));
  if (!existsSync(path))
    throw new ContentError(`${file}: is missing (the schema in ${file.replace(/(\.\w+)?\.yml$/, '.ts')} needs it)`);
  // Read once per build, and parsed again only once it or the code that reads it changes (./content-files.ts).
  const text = readContentFile(path);
  const parsed = parsedOnce('record', file, text, () => readYaml(text), keptYaml);
  if (parsed.error) {
    const hint = /:\s*\{\{/.test(text.split('\n')[parsed.error.line - 1] ?? '')
      ? ' (a text that begins with {{ must be in quotes)'
      : '';
    throw new ContentError(`${file}, line ${parsed.error.line}: is not valid YAML: ${parsed.error.message}${hint}`);
  }
  const { data } = parsed;
  if (typeof data !== 'object' || data === null || Array.isArray(data))
    throw new ContentError(`${file}: must be fields (name: value), one per line`);
  return { data: data as Record<string, unknown>, source: yamlSource(text)(file) };
}

/**
 * A copy of a record with an empty list wherever its schema wants a list that may be empty and the file
 * has none: the CMS leaves an empty list out of the file it writes (the board's members, until the board is
 * announced), which means no items, not a mistake.
 */
export function withEmptyLists<T>(record: T, schema: JsonSchema): T {
  const walk = (value: unknown, here: JsonSchema): unknown => {
    if (Array.isArray(value)) return here.items ? value.map((item) => walk(item, here.items!)) : value;
    if (typeof value !== 'object' || value === null) return value;
    const object: Record<string, unknown> = { ...value };
    for (const branch of branchesOf(here))
      for (const [key, property] of Object.entries(branch.properties ?? {})) {
        if (
          object[key] === undefined &&
          property.type === 'array' &&
          !property.minItems &&
          branch.required?.includes(key)
        )
          object[key] = [];
        else if (object[key] !== undefined) object[key] = walk(object[key], property);
      }
    return object;
  };
  return walk(record, schema) as T;
}

/** Reads, translates, fills and checks `content/<name>.yml`; see above. */
export function loadRecord<T>(name: string, schema: z.ZodType<T>, options: RecordOptions<T> = {}): T {
  const file = `content/${name}.yml`;
  // Made once for as long as the site's code is the same, not once per build (./content-files.ts).
  const json = derivedOnce(`JSON Schema of ${file}`, () => jsonSchemaOf(schema));
  rememberEntry(
    recordEntry(name, json),
    json,
    file,
    langs.slice(1).map((other) => translationFile(file, other)),
  );
  const english = readYamlFile(file);
  const words = wordTreeOf(json);
  /** Problems found on the way, each in the file that holds it: said once the record is whole. */
  const found: { source: SourceFile; path: Path; message: string; written?: unknown }[] = [];
  const sources: SourceFiles = [english.source];
  const warnings: ContentWarning[] = [];
  if (options.facts) rememberFacts(schema, options.facts);
  const written = withEmptyLists(options.derive ? options.derive(english.data) : english.data, json);
  let data = fillFactsIn(written, options.facts ?? {}, (path, message) =>
    found.push({ source: english.source, path, message }),
  );
  if (options.facts)
    found.push(...asWrittenProblems(schema, written).map((problem) => ({ source: english.source, ...problem })));

  const lang = options.lang ?? LANG;
  if (lang !== 'en') {
    const swFile = translationFile(file, lang);
    if (existsSync(join(CONTENT_FOLDER, `${name}.${lang}.yml`))) {
      const translation = readYamlFile(swFile);
      sources.push(translation.source);
      const ownWords = withoutItems(words);
      warnings.push(
        ...outdated(swFile, file, translation.data[TRANSLATION_OF], hashOfRecordWords(english.data, words), (then) =>
          englishChanges({
            path: join(CONTENT_FOLDER, `${name}.yml`),
            translationOf: then,
            now: { record: english.data },
            tree: ownWords,
            schema: json,
            read: (text) => ({ record: parse(text) as unknown }),
          }),
        ),
      );
      // Items out of date (copied, or changed in the English) are left out, so their English shows.
      const items = staleItems({
        english: english.data,
        translation: translation.data,
        tree: words,
        schema: json,
        swFile,
        englishPath: join(CONTENT_FOLDER, `${name}.yml`),
      });
      warnings.push(...items.warnings);
      const translated = fillFactsIn(items.translation, options.facts ?? {}, (path, message) =>
        found.push({ source: translation.source, path, message }),
      );
      if (options.facts)
        found.push(
          ...translationAsWrittenProblems(schema, written, translation.data).map((problem) => ({
            source: translation.source,
            ...problem,
          })),
        );
      const { problems: misfits, ignored, ...left } = overlay(data, translated, words);
      for (const { path, items: tree } of items.stale) markEnglish(valueAt(data, path), tree);
      found.push(...misfits.map((misfit) => ({ ...misfit, source: translation.source })));
      warnings.push(
        ...untranslatedWarnings(swFile, left),
        ...ignored.map((misfit) =>
          warningOf(
            'translation',
            locateIssue(
              file,
              data,
              { path: misfit.path, message: ignoredMessage(misfit, file) },
              translation.source,
              misfit.written,
            ),
          ),
        ),
      );
    } else if (words) {
      warnings.push(
        contentWarning(
          'translation',
          swFile,
          `${swFile}: no translation yet; the Kiswahili pages show this file's English`,
        ),
      );
      data = markEnglish(data, words);
    }
  }

  const added = options.add?.() ?? {};
  const record = { ...data, ...added } as T & object;
  rememberSources(record, sources);
  for (const source of sources) rememberLines(source.file, record, source.pathAt);
  rememberWarnings(record, [...warnings, ...Object.values(added).flatMap(warningsOf)]);
  const problems = [
    ...found.map(({ source, path, message, written }) => locateIssue(file, record, { path, message }, source, written)),
    ...contentIssues(file, { schema, default: record }),
  ];
  if (problems.length > 0)
    throw new ContentError([...new Set(problems.map(mistakeText))].join('\n'), problems.map(mistakeItem));
  return record;
}
