/**
 * Every value in content/ and in the spec's frozen copy (tests/fixtures/content/) is one the content editor
 * saves as it is (issue 49; decisions.md: "Every entry the CMS opens saves unchanged"), checked against the
 * configuration the build writes (cms/config.ts) without a browser. What Sveltia CMS does to an entry it
 * saves, found by tests/browser/cms-round-trip.test.ts and each a rule here:
 * - it reads a dot in a name as a step into a field, so it cannot keep a key with a dot (`Dr.: Dr.`);
 * - it refuses a text that breaks its field's pattern or length, counted as written;
 * - it trims every text, writes every box (an unticked one as `false`), and leaves out an empty optional list;
 * - on the Kiswahili side it copies the English of a list the translation does not give (`i18n: duplicate`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsConfig, EntryCollection, Field } from '@sveltia/cms';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { z } from 'zod';
import { type ContentModules } from '../../cms/collections';
import { cmsConfig } from '../../cms/config';
import { importContentModules } from '../../cms/content-modules';
import { CmsFieldError, cmsRegExp, fieldsOf, type Pattern } from '../../cms/fields';
import { cmsJsonSchemaOf } from '../../cms/json-schema';
import { pageMeta, text } from '../../content/lib/records/shapes';
import { asWrittenProblems, translationAsWrittenProblems } from '../../content/lib/words/as-written';
import { FRONT_MATTER } from '../../content/lib/articles/article-file';
import { TRANSLATION_CHECKED } from '../../content/lib/words/translation-fields';

const root = join(import.meta.dirname, '..', '..');
const FOLDERS = { 'content/': join(root, 'content'), 'tests/fixtures/content/': join(root, 'tests/fixtures/content') };

type Side = 'English' | 'Kiswahili';
type AnyField = Field & Record<string, unknown>;

const isFields = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const shown = (value: unknown) => JSON.stringify(value);

/** Where a value is: its file, which side of the form it is on, its path, and the English beside it. */
interface Place {
  file: string;
  side: Side;
  path: string[];
  english: unknown;
}

const where = ({ file, path }: Place) => `${file}: ${path.join('.')}`;
/** The place of a member of the value at `place`. */
const inside = (place: Place, key: string): Place => ({
  ...place,
  path: [...place.path, key],
  english:
    isFields(place.english) || Array.isArray(place.english)
      ? (place.english as Record<string, unknown>)[key]
      : undefined,
});

/** The keys the content editor cannot keep: it reads a dot in a name as a step into a field. */
const dotted = (value: Record<string, unknown>, place: Place) =>
  Object.keys(value)
    .filter((key) => key.includes('.'))
    .map(
      (key) =>
        `${where(inside(place, key))}: has a dot in its name, which the content editor reads as a step into a field and cannot keep: name it without one`,
    );

/** What the content editor would not save as it is in `value`, a file's data or a part of it, edited by `fields`. */
function unsaveable(fields: AnyField[], value: unknown, place: Place): string[] {
  if (!isFields(value)) return [`${where(place)}: is ${shown(value)}, where the content editor has fields`];
  return [
    ...dotted(value, place),
    ...fields.flatMap((field) => {
      const here = inside(place, field.name);
      const written = value[field.name];
      if (written !== undefined) return unsaveableValue(field, written, here);
      // "Kiswahili checked" is no value of the file: the save's hook takes it out (cms/translation-of.ts).
      if (field.widget === 'boolean' && place.side === 'English' && field.name !== TRANSLATION_CHECKED)
        return [`${where(here)}: is left out, which the content editor writes as ${field.name}: false: write that`];
      if (place.side === 'Kiswahili' && field.i18n === 'duplicate' && here.english !== undefined)
        return [
          `${where(here)}: is left out, and the content editor copies the English there when it saves the Kiswahili: write it, translated or as the English says`,
        ];
      return [];
    }),
  ];
}

function unsaveableValue(field: AnyField, written: unknown, place: Place): string[] {
  if (field.widget === 'list') {
    if (!Array.isArray(written)) return [];
    if (written.length === 0 && field.required === false)
      return [`${where(place)}: is an empty list, which the content editor leaves out: leave it out`];
    return written.flatMap((item: unknown, i) => {
      const here = inside(place, String(i));
      if (field.field) return unsaveableValue(field.field as AnyField, item, here);
      if (Array.isArray(field.types)) return ofType(field, item, here);
      return unsaveable((field.fields ?? []) as AnyField[], item, here);
    });
  }
  if (field.widget === 'object')
    return Array.isArray(field.types)
      ? ofType(field, written, place)
      : unsaveable((field.fields ?? []) as AnyField[], written, place);
  if (field.widget === 'keyvalue') return isFields(written) ? dotted(written, place) : [];
  if (typeof written !== 'string' || !['string', 'text', 'markdown'].includes(String(field.widget))) return [];
  return textProblems(field, written).map((problem) => `${where(place)}: ${problem}`);
}

/** A value of one of a field's types, by the key that says which. */
function ofType(field: AnyField, written: unknown, place: Place): string[] {
  const typeKey = String(field.typeKey ?? 'type');
  const types = field.types as { name: string; fields?: AnyField[] }[];
  const typeOf = (value: unknown) => (isFields(value) ? value[typeKey] : undefined);
  const type = types.find((t) => t.name === (typeOf(written) ?? typeOf(place.english)));
  if (!type) return [`${where(place)}: is none of the field's types`];
  // The key that says which type is the CMS's own, and no field of the type's.
  const rest = Object.fromEntries(Object.entries(isFields(written) ? written : {}).filter(([key]) => key !== typeKey));
  return unsaveable(type.fields ?? [], rest, place);
}

/** What the content editor refuses or changes in a text: a pattern or a length it breaks, counted as the CMS counts, or spaces it trims. */
function textProblems(field: AnyField, written: string): string[] {
  const problems: string[] = [];
  if (written !== written.trim())
    problems.push(
      `${shown(written)} begins or ends with a space or a new line, which the content editor trims: remove it`,
    );
  // Counted in characters of the trimmed text, as Sveltia CMS counts (fields/string/validate.js).
  const length = [...written.trim()].length;
  if (typeof field.maxlength === 'number' && length > field.maxlength)
    problems.push(`is ${length} characters as written, where the content editor takes at most ${field.maxlength}`);
  if (typeof field.minlength === 'number' && length < field.minlength)
    problems.push(`is ${length} characters as written, where the content editor takes at least ${field.minlength}`);
  const pattern = field.pattern as Pattern | undefined;
  if (pattern && !cmsRegExp(pattern).test(written))
    problems.push(`${shown(written)} is refused by the content editor: ${pattern[1]}`);
  return problems;
}

/** A file's data as the CMS edits it: a record's YAML, or an article's front matter and body. */
function dataOf(path: string): Record<string, unknown> {
  const contents = readFileSync(path, 'utf8');
  if (!path.endsWith('.md')) return parse(contents) as Record<string, unknown>;
  const frontMatter = FRONT_MATTER.exec(contents);
  return {
    ...(parse(frontMatter?.[1] ?? '') as Record<string, unknown>),
    body: contents.slice(frontMatter?.[0].length ?? 0).trim(),
  };
}

/** What the content editor would not save as it is in every file of a content folder (`prefix` names it). */
function unsaveableIn(config: CmsConfig, prefix: keyof typeof FOLDERS): { files: number; problems: string[] } {
  const folder = FOLDERS[prefix];
  const pairs: { english: string; kiswahili?: string; fields: AnyField[] }[] = [];
  for (const collection of config.collections ?? []) {
    if ('files' in collection)
      for (const file of collection.files) {
        const name = file.file.replace(/^content\//, '');
        pairs.push({
          english: name.replace('.{{locale}}', ''),
          ...(name.includes('{{locale}}') ? { kiswahili: name.replace('{{locale}}', 'sw') } : {}),
          fields: file.fields as AnyField[],
        });
      }
    else {
      const { folder: articles, fields } = collection as EntryCollection;
      const name = articles.replace(/^content\//, '');
      for (const article of readdirSync(join(folder, name)).filter((f) => f.endsWith('.md') && !f.endsWith('.sw.md')))
        pairs.push({
          english: `${name}/${article}`,
          kiswahili: `${name}/${article.replace(/\.md$/, '.sw.md')}`,
          fields: fields as AnyField[],
        });
    }
  }
  const problems: string[] = [];
  let files = 0;
  for (const { english, kiswahili, fields } of pairs) {
    const englishData = dataOf(join(folder, english));
    problems.push(
      ...unsaveable(fields, englishData, {
        file: `${prefix}${english}`,
        side: 'English',
        path: [],
        english: undefined,
      }),
    );
    files += 1;
    if (!kiswahili || !readdirSync(join(folder, kiswahili, '..')).includes(kiswahili.split('/').at(-1)!)) continue;
    const translated = fields.filter((field) => field.i18n !== false);
    const place: Place = { file: `${prefix}${kiswahili}`, side: 'Kiswahili', path: [], english: englishData };
    problems.push(...unsaveable(translated, dataOf(join(folder, kiswahili)), place));
    files += 1;
  }
  return { files, problems };
}

let modules: ContentModules;
let config: CmsConfig;

beforeAll(async () => {
  modules = await importContentModules();
  config = cmsConfig(modules, { repository: { repo: 'example/site', branch: 'main' } });
});

describe('every value the content editor opens, it saves as it is', () => {
  for (const prefix of Object.keys(FOLDERS) as (keyof typeof FOLDERS)[])
    it(`in ${prefix}, English and Kiswahili, records and articles`, () => {
      const { files, problems } = unsaveableIn(config, prefix);
      expect(files).toBeGreaterThan(60);
      expect(problems).toEqual([]);
    });
});

describe('a shape the content editor cannot save', () => {
  it('stops the configuration where a schema names keys with dots, naming the field', () => {
    const honorifics = z.object({ honorifics: z.record(z.enum(['Dr.', 'Mr.']), text) });
    expect(() => fieldsOf(cmsJsonSchemaOf(honorifics), { where: 'content/site.yml:', translated: true })).toThrow(
      new CmsFieldError(
        'content/site.yml: honorifics: the CMS cannot keep a key with a dot (Dr., Mr.): name the keys without one',
      ),
    );
  });

  it('is found in a file: each way the content editor changes a value, in a copy of the fixture broken on purpose', () => {
    const files = (config.collections ?? []).flatMap((collection) => ('files' in collection ? collection.files : []));
    const fieldsOfFile = (name: string) => files.find((file) => file.name === name)!.fields as AnyField[];
    /** The parts of the fixture's files broken here. */
    interface Parts {
      placement: { value: string };
      meta: { description: string };
      hero: { title: string; image: { decorative?: boolean } };
      honorifics: Record<string, string>;
      members: unknown[];
      events: { categories?: string[] }[];
    }
    const read = (name: string) => dataOf(join(FOLDERS['tests/fixtures/content/'], name)) as unknown as Parts;
    const problems = (name: string, change: (data: Parts) => void, english?: unknown) => {
      const data = read(name);
      change(data);
      const side: Side = name.includes('.sw.') ? 'Kiswahili' : 'English';
      return unsaveable(
        fieldsOfFile(name.replace(/(\.sw)?\.yml$/, '')).filter((f) => side === 'English' || f.i18n !== false),
        data,
        { file: name, side, path: [], english },
      );
    };
    expect(problems('youth.yml', () => {})).toEqual([]);
    // A figure alone whose value fits the pattern, as the build fills it in.
    expect(problems('youth.yml', (youth) => (youth.placement.value = '{{youthPlacement}}'))).toEqual([]);
    expect(
      problems('youth.yml', (youth) => {
        youth.placement.value = 'about {{youthPlacement}}';
        youth.meta.description = `${youth.meta.description} ${'More words. '.repeat(10).trim()}`;
        delete youth.hero.image.decorative;
        youth.hero.title = `${youth.hero.title} `;
      }),
    ).toEqual([
      expect.stringMatching(
        /^youth\.yml: meta\.description: is \d+ characters as written, where the content editor takes at most 170$/,
      ),
      expect.stringMatching(/^youth\.yml: hero\.title: ".*" begins or ends with a space/),
      'youth.yml: hero.image.decorative: is left out, which the content editor writes as decorative: false: write that',
      expect.stringMatching(
        /^youth\.yml: placement\.value: "about \{\{youthPlacement\}\}" is refused by the content editor: must be a percentage like 85%$/,
      ),
    ]);
    expect(problems('site.yml', (site) => (site.honorifics = { 'Dr.': 'Dr.', ...site.honorifics }))).toEqual([
      'site.yml: honorifics.Dr.: has a dot in its name, which the content editor reads as a step into a field and cannot keep: name it without one',
    ]);
    expect(problems('board.yml', (board) => (board.members = []))).toEqual([
      'board.yml: members: is an empty list, which the content editor leaves out: leave it out',
    ]);
    const competitions = read('competitions.yml');
    expect(problems('competitions.sw.yml', (sw) => delete sw.events[0]?.categories, competitions)).toEqual([
      'competitions.sw.yml: events.0.categories: is left out, and the content editor copies the English there when it saves the Kiswahili: write it, translated or as the English says',
    ]);
  });
});

describe('the build, as the content editor checks a text that names a figure', () => {
  const schema = z.object({ meta: pageMeta, share: z.string().regex(/^\d{1,3}%$/, 'must be a percentage like 85%') });
  const description = (length: number) => `For young people aged {{youthAges}}: ${'x'.repeat(length - 38)}.`;
  const record = (length: number, share = '{{youthPlacement}}') => ({
    meta: { title: 'Youth programs', description: description(length) },
    share,
  });

  it('refuses one longer or shorter as written than the editor takes, though it is not once filled', () => {
    expect(description(171)).toHaveLength(171);
    expect(asWrittenProblems(schema, record(170))).toEqual([]);
    expect(asWrittenProblems(schema, record(171))).toEqual([
      {
        path: ['meta', 'description'],
        message:
          'is 171 characters as written, {{figures}} counted by their names as the content editor counts them, where it takes at most 170: shorten it',
      },
    ]);
    const short = { ...record(170), meta: { title: 'Youth', description: 'Aged {{youthAges}}.' } };
    expect(asWrittenProblems(schema, short)[0]?.message).toMatch(
      /^is 19 characters as written, .* at least 50: lengthen it$/,
    );
  });

  it('takes a figure alone where a pattern is, which is checked filled in, but not a figure within other words', () => {
    expect(asWrittenProblems(schema, record(100, '{{youthPlacement}}'))).toEqual([]);
    expect(asWrittenProblems(schema, record(100, 'about {{youthPlacement}}'))).toEqual([
      {
        path: ['share'],
        message: 'must be a percentage like 85%, as written ({{figures}} and all), which the content editor checks',
      },
    ]);
    // A text without a figure is the schema's to refuse, once.
    expect(asWrittenProblems(schema, record(100, 'about 85%'))).toEqual([]);
  });

  it('names the Kiswahili side’s own texts, laid over the English', () => {
    const sw = { meta: { description: description(175) } };
    expect(translationAsWrittenProblems(schema, record(100), sw)).toEqual([
      { path: ['meta', 'description'], message: expect.stringMatching(/^is 175 characters as written/) as string },
    ]);
    // What the English says wrong is the English file's.
    expect(translationAsWrittenProblems(schema, record(175), { meta: { title: 'Programu za vijana' } })).toEqual([]);
  });
});
