import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CmsConfig, Collection, CollectionFile, EntryCollection, Field, FileCollection } from '@sveltia/cms';
import Ajv from 'ajv';
import { parse } from 'yaml';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { articleFolder, fieldLabels, type ContentModules } from '../../cms/collections';
import { refuseTextProblems, textProblems, unknownFigureMessage, unknownFigures } from '../../cms/text-checks';
import { figuresOf, figureTextsOf, type FiguresFile } from '../../cms/figures-file';
import { cmsConfig, cmsConfigYaml } from '../../cms/config';
import { DAY_FIRST_WIDGET, readDayFirst, showDayFirst } from '../../cms/day-first';
import { importContentModules } from '../../cms/content-modules';
import { CmsFieldError, cmsRegExp, fieldsOf } from '../../cms/fields';
import { cmsJsonSchemaOf } from '../../cms/json-schema';
import { humanise } from '../../content/lib/records/editor-names';
import { repositoryOf } from '../../cms/repository';
import { article } from '../../content/lib/articles/article-schema';
import { image, text } from '../../content/lib/records/shapes';
import { minorName } from '../../content/lib/records/people';
import { isWordsAt, pathText, wordTreeFor, type Path } from '../../content/lib/words/words';
import { defined } from '../support/defined';
import { NEW_EVENT_ASKS } from '../support/new-event';

/**
 * The CMS's configuration (cms/config.ts) is made from the content's schemas: these tests read as what it
 * promises an editor. It is what Sveltia CMS 0.221.1 accepts; every record and collection is in it; every
 * key of every file is a field (nothing in content/ is a developer's alone); words are translated and
 * nothing else is; rules carry zod's messages; dates are days.
 */

const root = join(import.meta.dirname, '..', '..');
const content = join(root, 'content');
const REPOSITORY = { repo: 'example/site', branch: 'main' };

let modules: ContentModules;
let config: CmsConfig;

beforeAll(async () => {
  modules = await importContentModules();
  config = cmsConfig(modules, { repository: REPOSITORY });
});

const isFileCollection = (collection: Collection): collection is FileCollection => 'files' in collection;
const isFolderCollection = (collection: Collection): collection is EntryCollection => 'folder' in collection;
const collections = () => (config.collections ?? []) as Collection[];
const files = () =>
  collections()
    .filter(isFileCollection)
    .flatMap((collection) => collection.files);
const folders = () => collections().filter(isFolderCollection);

/** A record's file in the configuration: `site` for content/site.yml. */
function recordFile(name: string): CollectionFile {
  const found = files().filter((file) => file.name === name);
  expect(found, name).toHaveLength(1);
  return defined(found[0], name);
}

/** What a field holds: its subfields, a list's one field, or each type's fields. */
interface Container {
  fields?: Field[];
  field?: Field;
  types?: { name: string; fields?: Field[] }[];
  typeKey?: string;
}

/** The field at a dotted path of a file's fields (`giving.mpesa.paybill`; a list's item fields by name too). */
function fieldAt(fields: Field[], path: string): Field & Record<string, unknown> {
  let here: Container = { fields };
  let field: Field | undefined;
  for (const key of path.split('.')) {
    const candidates = [...(here.fields ?? []), ...(here.types ?? []).flatMap((type) => type.fields ?? [])];
    field = candidates.find((f) => f.name === key) ?? (here.field?.name === key ? here.field : undefined);
    if (!field) throw new Error(`no field ${key} in ${path}`);
    here = field as Container;
  }
  return field as Field & Record<string, unknown>;
}

const recordFields = (name: string) => recordFile(name).fields;
const articleFields = (name: string) => folders().find((folder) => folder.name === name)!.fields;

/** Every field of a list of fields, with its path, depth first (a list's one field and each type's too). */
function everyField(fields: Field[], at = ''): [string, Field & Record<string, unknown>][] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    const { fields: sub, field: one, types } = field as Container;
    return [
      [path, field as Field & Record<string, unknown>] as [string, Field & Record<string, unknown>],
      ...everyField(sub ?? [], path),
      ...(one ? everyField([one], `${path}[]`) : []),
      ...(types ?? []).flatMap((type) => everyField(type.fields ?? [], `${path}(${type.name})`)),
    ];
  });
}

const everyConfiguredField = () => [
  ...files().flatMap((file) => everyField(file.fields, file.name)),
  ...folders().flatMap((folder) => everyField(folder.fields, folder.name)),
];

const schemaPath = join(root, 'node_modules', '@sveltia', 'cms', 'schema', 'sveltia-cms.json');

describe('the CMS configuration', () => {
  let validate: ReturnType<Ajv['compile']>;

  beforeAll(() => {
    // Draft-07, with the package's own annotations (markdownDescription…) allowed; a `regex` must compile.
    const ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addFormat('regex', { validate: (value: string) => (new RegExp(value), true) });
    ajv.addFormat('uri', true);
    validate = ajv.compile(JSON.parse(readFileSync(schemaPath, 'utf8')) as object);
  });

  it('is what Sveltia CMS 0.221.1 accepts: it validates against the JSON schema the package ships', () => {
    const valid = validate(config);
    expect(validate.errors?.slice(0, 5) ?? [], 'the first errors').toEqual([]);
    expect(valid).toBe(true);
  });

  it('is checked for real: a broken configuration fails that schema', () => {
    const broken = (change: (copy: CmsConfig) => void) => {
      const copy = structuredClone(config);
      change(copy);
      return validate(copy);
    };
    const homeField = (copy: CmsConfig, path: string) => {
      const pages = defined((copy.collections as FileCollection[])[0], 'the first collection');
      return fieldAt(
        defined(
          pages.files.find((file) => file.name === 'home'),
          'the home page’s file',
        ).fields,
        path,
      );
    };
    expect(broken(() => {})).toBe(true);
    expect(broken((copy) => delete (copy as Partial<CmsConfig>).backend)).toBe(false);
    expect(broken((copy) => (copy.media_libraries = { default: { max_file_size: 1 } } as never))).toBe(false);
    expect(broken((copy) => delete homeField(copy, 'programmeAreas.image.src').widget)).toBe(false);
    expect(broken((copy) => (homeField(copy, 'hero.title').i18n = 'sometimes' as never))).toBe(false);
    expect(broken((copy) => (homeField(copy, 'programmeAreas.href').pattern = ['^/'] as never))).toBe(false);
  });

  it('is written as YAML that reads back as the same configuration', () => {
    const yaml = cmsConfigYaml(modules, { repository: REPOSITORY });
    expect(yaml).toMatch(/^# Made by cms\/config\.ts/);
    expect(parse(yaml)).toEqual(config);
  });

  it('commits to the repository and branch package.json names', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { repository: unknown };
    expect(cmsConfig(modules).backend).toEqual({ name: 'github', ...repositoryOf(pkg.repository) });
    expect(repositoryOf('github:jenga/site#live')).toEqual({ repo: 'jenga/site', branch: 'live' });
    expect(repositoryOf({ type: 'git', url: 'git+https://github.com/jenga/site.git' })).toEqual({
      repo: 'jenga/site',
      branch: 'main',
    });
    expect(() => repositoryOf(undefined)).toThrow(/package\.json: "repository" must name/);
  });

  it('keeps pictures in content/pictures/, named from there with a leading slash, at most 20 MB, no stock photos', () => {
    expect(config).toMatchObject({
      media_folder: 'content/pictures',
      public_folder: '/',
      media_libraries: {
        default: { config: { max_file_size: 20_000_000, slugify_filename: true } },
        stock_assets: false,
      },
    });
    const pictures = everyConfiguredField().filter(([, field]) => field.widget === 'image');
    expect(pictures.length).toBeGreaterThan(20);
    for (const [path, field] of pictures) {
      expect(field.accept, path).toBe('image/jpeg,image/png,image/webp,image/avif,image/svg+xml');
      expect(field.choose_url, path).toBe(false);
      // No pattern: the CMS would check it against the upload's blob: address and refuse every picture.
      expect(field.pattern, path).toBeUndefined();
    }
  });

  it('has two editions, English by default in content/<name>.yml and Kiswahili beside it, and writes no empty fields', () => {
    expect(config.i18n).toMatchObject({
      structure: 'multiple_files',
      locales: ['en', 'sw'],
      default_locale: 'en',
      omit_default_locale_from_file_path: true,
    });
    expect(config.output).toEqual({ omit_empty_optional_fields: true });
    expect(config.slug).toMatchObject({ encoding: 'ascii', clean_accents: true, lowercase: true });
  });
});

describe('its collections', () => {
  it('edit every record file content/*.yml (not a translation) as a file of exactly one collection', () => {
    const records = readdirSync(content).filter((name) => name.endsWith('.yml') && !/\.\w+\.yml$/.test(name));
    expect(records.length).toBeGreaterThan(20);
    const edited = files().map((file) => file.file.replace('.{{locale}}', ''));
    for (const record of records)
      expect(
        edited.filter((file) => file === `content/${record}`),
        record,
      ).toHaveLength(1);
    expect(edited).toHaveLength(records.length);
  });

  it('group the records for an editor: pages (with their meta) and what is used site-wide', () => {
    const grouped = collections().filter(isFileCollection);
    const pages = defined(grouped[0], 'the first file collection');
    const siteWide = defined(grouped[1], 'the second file collection');
    expect([pages.label, siteWide.label]).toEqual(['Pages', 'Site-wide']);
    expect(pages.files.map((file) => file.name)).toEqual(
      expect.arrayContaining(['home', 'gallery', 'privacy', 'blogs']),
    );
    expect(siteWide.files.map((file) => file.name).sort()).toEqual(
      ['cookie-banner', 'email-signup', 'facts', 'legal-document', 'navigation', 'site'].sort(),
    );
  });

  it('edit every folder of articles as a folder collection of Markdown with front matter, named from the title', () => {
    const folderNames = readdirSync(content, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !['lib', 'pictures', 'sw'].includes(entry.name))
      .map((entry) => entry.name);
    expect(folderNames.sort()).toEqual(['blogs', 'features', 'updates']);
    expect(
      folders()
        .map((folder) => folder.name)
        .sort(),
    ).toEqual(folderNames);
    for (const folder of folders())
      expect(folder, folder.name).toMatchObject({
        folder: `content/${folder.name}`,
        extension: 'md',
        format: 'yaml-frontmatter',
        i18n: true,
        create: true,
        identifier_field: 'title',
        slug: '{{slug}}',
        label_singular: expect.any(String) as string,
      });
  });

  it('leave out of a collection’s record file the articles its folder holds, and out of an article what is computed or its file’s alone', () => {
    expect(recordFields('blogs').map((field) => field.name)).not.toContain('posts');
    expect(recordFields('features').map((field) => field.name)).not.toContain('stories');
    expect(recordFields('updates').map((field) => field.name)).not.toContain('updates');
    const post = articleFields('blogs').map((field) => field.name);
    for (const computed of ['file', 'slug', 'words', 'minutes', 'problems', 'lang'])
      expect(post).not.toContain(computed);
    // A post's likes and comments are its file's alone (.meta({ cms: false })): the live posts have none.
    for (const kept of ['likes', 'comments']) expect(post).not.toContain(kept);
    expect(post.at(-1)).toBe('body');
    expect(fieldAt(articleFields('blogs'), 'body')).toMatchObject({ widget: 'markdown', i18n: true, required: ['en'] });
  });
});

/** The keys of `value` (a file's data) that no field describes, as paths, and values of the wrong kind. */
function misfits(value: unknown, container: Container, path: Path): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [`${pathText(path)}: is not fields (name: value)`];
  const fields = [...(container.fields ?? [])];
  if (container.types) {
    const typeKey = container.typeKey ?? 'type';
    const type = container.types.find((t) => t.name === (value as Record<string, unknown>)[typeKey]);
    if (!type) return [`${pathText([...path, typeKey])}: is none of the field's types`];
    fields.push(...(type.fields ?? []), { name: typeKey, widget: 'hidden' });
  }
  return Object.entries(value).flatMap(([key, child]) => {
    const field = fields.find((f) => f.name === key);
    return field
      ? misfitsOfField(child, field as Field & Container, [...path, key])
      : [`${pathText([...path, key])}: is no field`];
  });
}

function misfitsOfField(value: unknown, field: Field & Container, path: Path): string[] {
  if (field.widget === 'list') {
    if (!Array.isArray(value)) return [`${pathText(path)}: is a list field, but not a list`];
    return value.flatMap((item, i) =>
      field.field
        ? misfitsOfField(item, field.field as Field & Container, [...path, i])
        : misfits(item, field, [...path, i]),
    );
  }
  if (field.widget === 'object') return misfits(value, field, path);
  // A map edited as pairs of a key and a text: every key is the editor's, every value a text.
  if (field.widget === 'keyvalue')
    return typeof value === 'object' && value !== null && Object.values(value).every((v) => typeof v === 'string')
      ? []
      : [`${pathText(path)}: is a map of texts to edit as pairs, but not one`];
  if (typeof value === 'object' && value !== null)
    return [`${pathText(path)}: is fields, but its field is a ${field.widget}`];
  return [];
}

/** The front matter of an article file. */
const frontMatter = (file: string) =>
  parse(defined(/^---\n([\s\S]*?)\n---/.exec(readFileSync(file, 'utf8'))?.[1], `${file}: its front matter`)) as unknown;

describe('its fields', () => {
  it('describe every key of every record file, English and Kiswahili: nothing in content/ is a developer’s alone', () => {
    const problems = files().flatMap((file) =>
      readdirSync(content)
        .filter((name) => name === `${file.name}.yml` || name === `${file.name}.sw.yml`)
        .flatMap((name) =>
          misfits(parse(readFileSync(join(content, name), 'utf8')), file, []).map((p) => `${name}: ${p}`),
        ),
    );
    expect(problems).toEqual([]);
  });

  it('describe every front-matter key of every article, English and Kiswahili', () => {
    const problems = folders().flatMap((folder) =>
      readdirSync(join(content, folder.name)).flatMap((name) =>
        misfits(frontMatter(join(content, folder.name, name)), folder, []).map((p) => `${folder.name}/${name}: ${p}`),
      ),
    );
    expect(problems).toEqual([]);
  });

  it('translate exactly the words: a text is i18n: true where content/lib/words/words.ts says it is words, and false elsewhere', () => {
    const problems: string[] = [];
    const walk = (value: unknown, field: Field & Container, tree: ReturnType<typeof wordTreeFor>, path: Path) => {
      if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
        const words = typeof value === 'string' && isWordsAt(tree, path);
        if ((field.i18n === true) !== words)
          problems.push(`${pathText(path)}: i18n ${String(field.i18n)}, but words.ts says ${words ? '' : 'not '}words`);
      } else if (Array.isArray(value))
        value.forEach((item, i) =>
          field.field
            ? walk(item, field.field as Field & Container, tree, [...path, i])
            : walkFields(item, field, tree, [...path, i]),
        );
      else walkFields(value, field, tree, path);
    };
    const walkFields = (value: unknown, container: Container, tree: ReturnType<typeof wordTreeFor>, path: Path) => {
      const typeFields = (container.types ?? []).find(
        (t) => t.name === (value as Record<string, unknown>)[container.typeKey ?? 'type'],
      )?.fields;
      for (const [key, child] of Object.entries(value as object)) {
        const field = [...(container.fields ?? []), ...(typeFields ?? [])].find((f) => f.name === key);
        if (field) walk(child, field as Field & Container, tree, [...path, key]);
      }
    };
    for (const file of files()) {
      const data = parse(readFileSync(join(content, `${file.name}.yml`), 'utf8')) as unknown;
      const before = problems.length;
      walkFields(data, file, wordTreeFor(defined(modules[file.name], `content/${file.name}.ts`).schema), []);
      problems.splice(before, Infinity, ...problems.slice(before).map((problem) => `${file.name}.yml: ${problem}`));
    }
    expect(problems).toEqual([]);
  });

  it('keep the payment details, addresses, links, picture files and dates out of the Kiswahili file', () => {
    const site = recordFields('site');
    for (const path of [
      'giving.mpesa.paybill',
      'giving.mpesa.account',
      'giving.bank.accountNumber',
      'giving.bank.swift',
      'giving.paypal',
      'email',
      'url',
      'shareImage.src',
      'name',
    ])
      expect(fieldAt(site, path).i18n, path).toBe(false);
    expect(fieldAt(site, 'email')).toMatchObject({ widget: 'string', type: 'email' });
    expect(fieldAt(site, 'giving.paypal')).toMatchObject({ widget: 'string', type: 'url' });
    for (const path of ['tagline', 'shareImage.alt', 'address.street'])
      expect(fieldAt(site, path).i18n, path).toBe(true);
    expect(fieldAt(site, 'shareImage').i18n).toBe(true);
    expect(fieldAt(site, 'social').i18n).toBe(false);
    expect(fieldAt(articleFields('blogs'), 'date').i18n).toBe(false);
    expect(fieldAt(articleFields('blogs'), 'image.src').i18n).toBe(false);
  });

  it('let the Kiswahili side translate a list’s items but not add, drop or reorder them (i18n: duplicate)', () => {
    const home = recordFields('home');
    expect(fieldAt(home, 'reach')).toMatchObject({ widget: 'list', i18n: 'duplicate' });
    expect(fieldAt(home, 'reach.label').i18n).toBe(true);
    expect(fieldAt(home, 'welcome.paragraphs')).toMatchObject({ widget: 'list', i18n: 'duplicate' });
    expect(fieldAt(home, 'welcome.paragraphs.paragraphs')).toMatchObject({ widget: 'text', i18n: true });
    expect(fieldAt(home, 'programmeAreas.href').i18n).toBe(false);
  });

  it('translate only the words of the figures’ record: its numbers, dates and lists of names come from the English', () => {
    const facts = recordFile('facts');
    expect(facts.file).toBe('content/facts.{{locale}}.yml');
    expect(facts.i18n).toBe(true);
    for (const path of ['founded', 'completionRate', 'counted', 'labs', 'labs.name', 'labs.opened', 'countyNames'])
      expect(fieldAt(facts.fields, path).i18n, path).toBe(false);
    for (const path of ['sources.youthPlacement', 'words.asOf', 'words.figuresAsOf'])
      expect(fieldAt(facts.fields, path).i18n, path).toBe(true);
    expect(fieldAt(facts.fields, 'founded')).toMatchObject({ widget: 'number', value_type: 'int', min: 1900 });
    expect(fieldAt(facts.fields, 'completionRate')).toMatchObject({ min: 0, max: 100 });
    expect(fieldAt(facts.fields, 'labs.kind')).toMatchObject({
      widget: 'select',
      options: ['hub', 'school', 'community'],
    });
  });

  it('keep each translation’s hashes in its file (hidden): translationOf and translationHash', () => {
    for (const fields of [recordFields('home'), articleFields('blogs')])
      expect(fields.slice(0, 2)).toEqual([
        { name: 'translationHash', widget: 'hidden', i18n: true },
        { name: 'translationOf', widget: 'hidden', i18n: true },
      ]);
  });

  it('carry required and pattern with the zod message: a post’s title, a video’s running time, a minor’s name', () => {
    // Words are required in English, and a translation may be saved in part.
    expect(fieldAt(articleFields('blogs'), 'title')).toMatchObject({
      label: 'Title',
      widget: 'string',
      required: ['en'],
      maxlength: 70,
    });
    expect(fieldAt(articleFields('blogs'), 'date')).toMatchObject({ required: true });
    expect(fieldAt(recordFields('home'), 'hero.image')).toMatchObject({ required: false });
    const duration = fieldAt(recordFields('gallery'), 'items.duration');
    expect(duration).toMatchObject({
      widget: 'string',
      required: true,
      pattern: ['/^\\d{1,2}:[0-5]\\d$/', 'must be a running time like 3:45 (m:ss)'],
    });
    expect(cmsRegExp(duration.pattern as [string, string]).test('3:45')).toBe(true);
    expect(cmsRegExp(duration.pattern as [string, string]).test('345')).toBe(false);
    // The flags travel with the pattern: \p{Lu} needs u.
    const [name] = fieldsOf(cmsJsonSchemaOf(z.object({ name: minorName })), {
      where: 'content/x.yml:',
      translated: true,
    });
    expect((name as Record<string, unknown>).pattern).toEqual([
      expect.stringMatching(/^\/\^\\p\{Lu\}.*\/u$/),
      'must be a first name alone or with an initial, like Wanjiru K. (a minor is never named in full)',
    ]);
    expect(cmsRegExp((name as { pattern: [string, string] }).pattern).test('Wanjiru K.')).toBe(true);
    expect(cmsRegExp((name as { pattern: [string, string] }).pattern).test('Wanjiru Kamau')).toBe(false);
  });

  it('name what the schema says: labels from .meta({ title }) or the key in words, hints from .describe()', () => {
    expect(humanise('whatWeDo')).toBe('What we do');
    expect(humanise('cookie-banner')).toBe('Cookie banner');
    expect(humanise('Girls in STEM')).toBe('Girls in STEM');
    expect(fieldAt(recordFields('home'), 'words.whatWeDo').label).toBe('What we do');
    expect(fieldAt(recordFields('home'), 'hero.image.src').label).toBe('Picture');
    expect(fieldAt(recordFields('home'), 'hero.image.alt')).toMatchObject({
      label: 'Alt text',
      hint: 'What the picture shows, for a visitor who cannot see it.',
    });
  });

  it('edit long free text in a text area and a line in a line', () => {
    const home = recordFields('home');
    expect(fieldAt(home, 'hero.lead').widget).toBe('text');
    expect(fieldAt(home, 'programmeAreas.description').widget).toBe('text');
    expect(fieldAt(home, 'hero.title').widget).toBe('string');
  });

  it('offer a fixed set of values as a choice, and a map with fixed keys as a field per key, or as pairs where a key is no field name', () => {
    expect(fieldAt(articleFields('blogs'), 'category')).toMatchObject({ widget: 'select', i18n: false });
    expect((fieldAt(articleFields('blogs'), 'category').options as string[]).length).toBe(6);
    // "Girls in STEM" has spaces, which the CMS refuses in a field's name (measured: "Errors found in
    // configuration"): the categories' names are pairs, exactly one per category.
    expect(fieldAt(recordFields('blogs'), 'categories')).toMatchObject({
      widget: 'keyvalue',
      i18n: true,
      min: 6,
      max: 6,
    });
    const [map] = fieldsOf(cmsJsonSchemaOf(z.object({ sizes: z.record(z.enum(['small', 'large']), text) })), {
      where: 'content/x.yml:',
      translated: true,
    });
    expect((map as { fields: Field[] }).fields.map((field) => field.name)).toEqual(['small', 'large']);
  });

  it('edit a value of one of several shapes as types, by the key that says which', () => {
    expect(fieldAt(recordFields('gallery'), 'items')).toMatchObject({
      widget: 'list',
      typeKey: 'type',
      i18n: 'duplicate',
    });
    const blocks = fieldAt(recordFields('privacy'), 'sections.blocks') as Container;
    expect(blocks.types!.map((type) => type.name)).toEqual([
      'paragraph',
      'list',
      'definitions',
      'cookie-categories',
      'contact',
    ]);
    const timeline = fieldAt(recordFields('competitions'), 'events.details.timeline') as Container;
    expect(timeline).toMatchObject({ widget: 'object', typeKey: 'type', i18n: false });
    expect(timeline.types!.map((type) => type.name)).toEqual(['single', 'staged']);
    expect(fieldAt(articleFields('features'), 'subject')).toMatchObject({ widget: 'object', typeKey: 'kind' });
  });

  it('refuse a union with no key that says which shape a value is, naming where it is', () => {
    const schema = z.object({ block: z.union([z.object({ paragraph: text }), z.object({ list: z.array(text) })]) });
    expect(() => fieldsOf(cmsJsonSchemaOf(schema), { where: 'content/x.yml:', translated: true })).toThrow(
      new CmsFieldError(
        "content/x.yml: block: is one of 2 shapes with no key that says which (the CMS needs one to edit it): make it z.discriminatedUnion('type', [...]) and give each value its type",
      ),
    );
    expect(() => articleFolder('notes', article({}))).not.toThrow();
  });

  it('take a picture as the CMS writes it: an unticked decorative box is the same as none', () => {
    expect(image.safeParse({ src: '/home/hero.svg', alt: 'A robot', decorative: false }).success).toBe(true);
    expect(image.safeParse({ src: '/home/hero.svg', decorative: true }).success).toBe(true);
    expect(image.safeParse({ src: '/home/hero.svg', decorative: false }).success).toBe(false);
    expect(image.safeParse({ src: '/home/hero.svg', alt: 'A robot', decorative: true }).success).toBe(false);
  });
});

/**
 * What a blank item's English form asks the editor to fill (a red star), by path: each required field that is
 * no group of others; in a required group, what it asks; of a group of several kinds, the fields of the
 * kind it starts as (its `default`), or the choice of one. A group the item need not have stays closed.
 */
function askedOf(fields: Field[], at = ''): string[] {
  return fields.flatMap((field) => {
    const path = at ? `${at}.${field.name}` : field.name;
    const { required, widget } = field as Field & { required?: boolean | string[] };
    if (widget === 'hidden' || !(required === true || (Array.isArray(required) && required.includes('en')))) return [];
    const { fields: sub, types } = field as Container;
    const starts = (field as { default?: { type?: string } }).default?.type;
    if (widget === 'object' && types) {
      const kind = types.find((type) => type.name === starts);
      return kind ? askedOf(kind.fields ?? [], path) : [`${path} (its kind)`];
    }
    if (widget === 'object' && sub) return askedOf(sub, path);
    return [path];
  });
}

describe('a new competition', () => {
  it('asks at most 8 fields of a blank event’s English form: what a visitor must know, and whom to write to (filled in)', () => {
    const events = fieldAt(recordFields('competitions'), 'events') as Container;
    const asked = askedOf(events.fields ?? []);
    expect(asked).toEqual(NEW_EVENT_ASKS);
    expect(asked.length).toBeLessThanOrEqual(8);
    // Filled in on a new event: the programmes team to write to, and one event with registration before it.
    expect(fieldAt(events.fields ?? [], 'howToEnter.contact').default).toBe('programmes');
    expect(fieldAt(events.fields ?? [], 'details.timeline').default).toEqual({ type: 'single' });
    // Its id, made from its title when left empty, is offered, not asked.
    expect(fieldAt(events.fields ?? [], 'id')).toMatchObject({ widget: 'string', required: false });
  });
});

describe('its figures', () => {
  const FIGURE_NOTE = 'Figures**, in the corner of every screen, lists them all.';
  // The list of names, or the pattern made of them, that was under each of 879 texts.
  const factsDriven = (field: Field & Record<string, unknown>) =>
    [field.hint, field.pattern].some((said) => JSON.stringify(said ?? '').includes('studentsReached'));

  it('are not listed under any field: a collection whose texts may state one says so once, in its description', () => {
    expect(
      everyConfiguredField()
        .filter(([, field]) => factsDriven(field))
        .map(([path]) => path),
    ).toEqual([]);
    const noted = collections().filter((collection) => collection.description?.endsWith(FIGURE_NOTE));
    expect(noted.map((collection) => collection.name).sort()).toEqual(
      ['blogs', 'features', 'pages', 'site-wide', 'updates'].sort(),
    );
    expect(defined(noted[0], 'a noted collection').description).toMatch(/like `\{\{studentsReached\}\}`/);
    const yaml = cmsConfigYaml(modules, { repository: REPOSITORY });
    expect(yaml.split('{{studentsReached}}').length - 1).toBe(noted.length);
  });

  it('are listed once, each with what it says now and where it is set, as the form names and opens that field', async () => {
    const { factWords } = await import('../../content/facts');
    const figures = figuresOf(modules);
    expect(figures.map((figure) => figure.name)).toEqual(Object.keys(factWords));
    const named = (name: string) =>
      defined(
        figures.find((figure) => figure.name === name),
        name,
      );
    expect(named('studentsReached')).toEqual({
      name: 'studentsReached',
      value: factWords.studentsReached,
      where: 'Site-wide → Facts → Students reached',
      link: '#/collections/site-wide/entries/facts',
      keyPath: 'studentsReached',
    });
    expect(named('yearsRunning').where).toBe('Site-wide → Facts → the years since Founded');
    expect(named('paybill')).toMatchObject({
      where: 'Site-wide → Site → Giving → M-Pesa → Paybill',
      link: '#/collections/site-wide/entries/site',
      keyPath: 'giving.mpesa.paybill',
    });
    expect(named('thisYear')).toEqual({
      name: 'thisYear',
      value: factWords.thisYear,
      where: 'the year the site is built in',
    });
    // Each label is the form's own: the facts' file and field as the configuration names them.
    expect(recordFile('facts').label).toBe('Facts');
    expect(fieldAt(recordFields('facts'), 'studentsReached').label).toBe('Students reached');
    expect(fieldAt(recordFields('site'), 'giving.mpesa.paybill').label).toBe('Paybill');
  });

  it('stops the configuration where a figure is said to be set in a field that does not exist', () => {
    const labels = fieldLabels(modules);
    expect(labels('facts', ['studentsReached'])).toEqual(['Site-wide', 'Facts', 'Students reached']);
    expect(() => labels('facts', ['studentsReachd'])).toThrow(
      new CmsFieldError(
        'content/facts.ts: factPlaces sets a figure in studentsReachd of content/facts.yml, which content/facts.ts has no field for',
      ),
    );
  });
});

describe('its check of the {{names}} a text states, as a save is made', () => {
  let file: FiguresFile;
  beforeAll(() => {
    file = { figures: figuresOf(modules), texts: figureTextsOf(modules) };
  });
  /** An entry as the CMS's save hook hands it over (an Immutable.js Map's `get`). */
  const saved = (collection: string, slug: string, data: unknown, sw?: unknown) => ({
    get: (key: 'collection' | 'slug' | 'data' | 'i18n') =>
      ({ collection, slug, data, i18n: sw === undefined ? {} : { sw: { data: sw } } })[key],
  });

  it('is of the texts the site fills, and of no others', () => {
    expect(Object.keys(file.texts)).toEqual(
      expect.arrayContaining(['pages/home', 'pages/about', 'site-wide/navigation', 'blogs', 'features', 'updates']),
    );
    expect(Object.keys(file.texts)).not.toContain('site-wide/site');
    expect(Object.keys(file.texts)).not.toContain('site-wide/facts');
    expect(unknownFigures(saved('site-wide', 'site', { name: '{{studentsReachd}}' }), file)).toEqual([]);
  });

  it('finds a name the site does not know anywhere in an entry, and names its field, the name and the one meant', () => {
    const home = {
      hero: { title: 'Welcome', lead: 'We have reached {{studentsReachd}} students in {{counties}} counties.' },
      programmeAreas: [
        { title: 'Schools', description: 'Since {{ founded }}.' },
        { title: 'Labs', description: '{{labz}}' },
      ],
      translationOf: 'abc',
    };
    const found = unknownFigures(
      saved('pages', 'home', home, { hero: { lead: 'Tumefikia {{studentsReachd}}.' } }),
      file,
    );
    expect(found).toEqual([
      { name: 'studentsReachd', labels: ['Hero', 'Lead'], locale: 'en', keyPath: 'hero.lead' },
      {
        name: 'labz',
        labels: ['Programme areas', 'item 2 "Labs"', 'Description'],
        locale: 'en',
        keyPath: 'programmeAreas.1.description',
      },
      { name: 'studentsReachd', labels: ['Hero', 'Lead'], locale: 'sw', keyPath: 'hero.lead' },
    ]);
    expect(unknownFigureMessage(found[0]!, file)).toMatch(
      /^Hero → Lead: uses \{\{studentsReachd\}\}, which is not a figure the site knows: did you mean \{\{studentsReached\}\}\? \(Figures, in the corner/,
    );
    expect(unknownFigureMessage(found[1]!, file)).toMatch(
      /^Programme areas → item 2 "Labs" → Description: uses \{\{labz\}\}, which is not a figure the site knows: did you mean \{\{labs\}\}\?/,
    );
    expect(unknownFigureMessage(found[2]!, file)).toMatch(/^Hero → Lead \(Kiswahili\): uses \{\{studentsReachd\}\}/);
    // An article's body and front matter alike; the known names pass.
    expect(
      unknownFigures(
        saved('blogs', 'x', { title: '{{organisation}} at {{thisYear}}', body: 'In {{yearsRunnig}} years' }),
        file,
      ),
    ).toMatchObject([{ name: 'yearsRunnig', labels: ['Body'], keyPath: 'body' }]);
  });

  it('refuses the save through the CMS’s error dialog, with every name, after showing the first one’s field', () => {
    const shown: unknown[] = [];
    const entry = saved('pages', 'home', { hero: { lead: '{{studentsReachd}} and {{teachrsTrained}}' } });
    let refused: unknown;
    try {
      refuseTextProblems(entry, file, (field) => shown.push(field));
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(Error);
    expect((refused as Error).message).toBe('saving_failed');
    const said = ((refused as Error).cause as Error).message.split('\n');
    expect(said).toEqual([
      expect.stringContaining('did you mean {{studentsReached}}?'),
      expect.stringContaining('did you mean {{teachersTrained}}?'),
    ]);
    expect(shown).toEqual([expect.objectContaining({ labels: ['Hero', 'Lead'], locale: 'en', keyPath: 'hero.lead' })]);
    expect(() =>
      refuseTextProblems(saved('pages', 'home', { hero: { lead: '{{studentsReached}}' } }), file, () => {}),
    ).not.toThrow();
  });
});

describe('its check of an article’s text, as a save is made', () => {
  it('refuses a Heading 1, which the Markdown editor makes of a line typed “# ”, and nothing like it', () => {
    const file: FiguresFile = { figures: figuresOf(modules), texts: figureTextsOf(modules) };
    const post = (body: string, sw?: string) => ({
      get: (key: 'collection' | 'slug' | 'data' | 'i18n') =>
        ({
          collection: 'blogs',
          slug: 'x',
          data: { title: 'A post', body },
          i18n: sw ? { sw: { data: { body: sw } } } : {},
        })[key],
    });
    expect(
      textProblems(post('Intro.\n\n## A section\n\n```\n# a comment in code\n```\n\nNot # a heading'), file),
    ).toEqual([]);
    expect(textProblems(post('Intro.\n\n# A title again\n\nText.', '#  Kichwa'), file)).toEqual([
      {
        labels: ['Body'],
        locale: 'en',
        keyPath: 'body',
        message:
          'Body: has a Heading 1, which is the title’s alone (the page’s one h1): make it a Heading 2, in the text style menu',
      },
      expect.objectContaining({
        locale: 'sw',
        message: expect.stringMatching(/^Body \(Kiswahili\): has a Heading 1/) as string,
      }),
    ]);
  });
});

describe('its Markdown editor', () => {
  it('offers no Heading 1, since an article’s title is its page’s one h1, and every other button', () => {
    const markdown = everyConfiguredField().filter(([, field]) => field.widget === 'markdown');
    expect(markdown.map(([path]) => path)).toEqual(
      expect.arrayContaining(['blogs.body', 'features.body', 'updates.body']),
    );
    for (const [path, field] of markdown) {
      expect(field.buttons, path).not.toContain('heading-one');
      expect(field.buttons, path).toEqual(expect.arrayContaining(['heading-two', 'bold', 'link', 'bulleted-list']));
    }
  });
});

describe('its file, /admin/config.yml', () => {
  it('is at most 300 KB, its fields one to a line', () => {
    const yaml = cmsConfigYaml(modules, { repository: REPOSITORY });
    expect(Buffer.byteLength(yaml)).toBeLessThanOrEqual(300 * 1024);
    expect(yaml).toMatch(/^ +- \{ name: title, label: Title, widget: string/m);
  });
});

describe('its dates', () => {
  it('are typed day first in the date field that saves YYYY-MM-DD, wherever the schema says a date', () => {
    const dates = everyConfiguredField().filter(([, field]) => field.widget === DAY_FIRST_WIDGET);
    expect(dates.map(([path]) => path)).toEqual(
      expect.arrayContaining([
        'blogs.date',
        'blogs.updated',
        'updates.date',
        'features.date',
        'privacy.updated',
        'home.meta.article.published',
      ]),
    );
    for (const [path, field] of dates)
      expect(field.hint, path).toMatch(
        field.months ? /Day first, like 15\/07\/2025, or a month alone/ : /Day first, like 15\/07\/2025\.$/,
      );
    // The browser's own date input is gone: it follows the browser's language and cannot hold 30/02/2025.
    expect(everyConfiguredField().filter(([, field]) => field.widget === 'datetime')).toEqual([]);
  });

  it('are a day or a month where either will do, in the same field', () => {
    const from = fieldAt(recordFields('competitions'), 'events.details.timeline.registration.from');
    expect(from).toMatchObject({ widget: DAY_FIRST_WIDGET, months: true });
    expect(fieldAt(articleFields('blogs'), 'date').months).toBeUndefined();
  });
});

describe('the date field', () => {
  it('takes a date day first and saves it year first, and a month alone where the field takes one', () => {
    expect(readDayFirst('15/07/2025')).toEqual({ value: '2025-07-15' });
    expect(readDayFirst(' 5.7.2025 ')).toEqual({ value: '2025-07-05' });
    expect(readDayFirst('29/02/2024')).toEqual({ value: '2024-02-29' });
    expect(readDayFirst('')).toEqual({ value: '' });
    expect(readDayFirst('07/2025', { months: true })).toEqual({ value: '2025-07' });
    expect(readDayFirst('15/07/2025', { months: true })).toEqual({ value: '2025-07-15' });
  });

  it('says why a date is impossible, rather than that the field is empty', () => {
    expect(readDayFirst('30/02/2025')).toEqual({ problem: '30/02/2025 is not a date: February 2025 has 28 days' });
    expect(readDayFirst('31/04/2026')).toEqual({ problem: '31/04/2026 is not a date: April 2026 has 30 days' });
    expect(readDayFirst('07/15/2025')).toEqual({
      problem: '07/15/2025 is not a date: a year has 12 months, and the day comes first, like 15/07/2025',
    });
    expect(readDayFirst('2025-07-15')).toEqual({
      problem: '2025-07-15 is written year first: write the day first, like 15/07/2025',
    });
    expect(readDayFirst('15/07/25')).toEqual({
      problem: '15/07/25 is not a date: write the year in full, like 15/07/2025',
    });
    expect(readDayFirst('next week')).toEqual({
      problem: 'next week is not a date: write it day first, like 15/07/2025',
    });
    expect(readDayFirst('07/2025')).toEqual({
      problem: '07/2025 is not a date: write it day first, like 15/07/2025',
    });
    expect(readDayFirst('13/2025', { months: true })).toMatchObject({
      problem: expect.stringMatching(/^13\/2025 is not a date: a year has 12 months/) as string,
    });
  });

  it('shows what the file holds day first, and anything else as it is', () => {
    expect(showDayFirst('2025-07-15')).toBe('15/07/2025');
    expect(showDayFirst('2025-07')).toBe('07/2025');
    expect(showDayFirst('30/02/2025')).toBe('30/02/2025');
    expect(showDayFirst(undefined)).toBe('');
    // What it shows reads back as what the file holds.
    for (const value of ['2025-07-15', '2024-02-29']) expect(readDayFirst(showDayFirst(value))).toEqual({ value });
  });
});
