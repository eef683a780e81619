/**
 * Finds the content by convention, so adding a record needs no list to edit: every `content/<name>.ts` is
 * a schema, whose record is the data in `content/<name>.yml` (and its words in Kiswahili in
 * `content/<name>.sw.yml`); a folder `content/<name>/` beside them holds that record's Markdown articles;
 * `content/lib/` holds the shapes and checks they share, `content/pictures/` the photos and drawings
 * records name, `content/sw/` notes for translators, and anything else in `content/` is a mistake the build
 * names rather than ignores.
 */

/** What is in the content folder: a name and whether it is a folder. */
export interface ContentEntry {
  name: string;
  isDirectory: boolean;
}

const NAME = '[a-z0-9]+(?:-[a-z0-9]+)*';
const CONTENT_FILE = new RegExp(`^(${NAME})\\.ts$`);
const RECORD_FILE = new RegExp(`^(${NAME})\\.yml$`);
/** A record's translation: `home.sw.yml` beside `home.yml` (content/lib/words/translate.ts). */
const TRANSLATION_FILE = new RegExp(`^(${NAME})\\.(sw)\\.yml$`);
/** The folder of notes for translators into a language: `content/sw/GLOSSARY.md`. */
const LANGUAGE_FOLDERS = ['sw'];
/** The photos and drawings records name (pictures/catalogue.ts). */
const PICTURES_FOLDER = 'pictures';
const CODE_FOLDER = 'lib';

/**
 * Files that are no content but that computers and editors leave beside it: hidden files (`.DS_Store`,
 * `.gitkeep`), Windows' `Thumbs.db` and `desktop.ini`, editors' backups and swap files (`home.yml~`,
 * `.home.yml.swp`, `#home.yml#`), and the file Chromium writes a save into before it takes the file's place
 * (`home.yml.crswap`: the CMS's local mode saves through it). They are passed over, never published.
 */
export const isIgnored = (name: string) =>
  name.startsWith('.') ||
  /^(thumbs\.db|desktop\.ini)$/i.test(name) ||
  name.endsWith('~') ||
  /^#.*#$/.test(name) ||
  name.endsWith('.crswap');

export interface ContentFiles {
  /** The schemas' modules, as project-relative paths: `content/team.ts`. */
  files: string[];
  problems: string[];
}

/**
 * The content modules among `code` (the project's content/ folder), checked against `data` (the folder the
 * records are read from: the same one, or a copy of the content for the tests).
 */
export function findContentFiles(code: ContentEntry[], data: ContentEntry[] = code): ContentFiles {
  const files: string[] = [];
  const problems: string[] = [];
  const byName = (a: ContentEntry, b: ContentEntry) => a.name.localeCompare(b.name);
  const schemas = new Set<string>();
  for (const { name } of [...code].filter((entry) => !isIgnored(entry.name)).sort(byName)) {
    const schema = CONTENT_FILE.exec(name)?.[1];
    if (schema !== undefined) {
      files.push(`content/${name}`);
      schemas.add(schema);
    } else if (name.endsWith('.ts') || name.endsWith('.tsx')) {
      problems.push(
        `content/${name}: schemas are named in lower-case words joined by hyphens and end in .ts, like content/school-visits.ts (their records are in content/school-visits.yml); code goes in content/lib/`,
      );
    }
  }
  const records = new Set(data.map((entry) => RECORD_FILE.exec(entry.name)?.[1]).filter(Boolean));
  for (const name of schemas)
    if (!records.has(name))
      problems.push(
        `content/${name}.ts: its record, content/${name}.yml, is missing (the schema is of no use without it)`,
      );
  for (const { name, isDirectory } of [...data].filter((entry) => !isIgnored(entry.name)).sort(byName)) {
    const translation = TRANSLATION_FILE.exec(name)?.[1];
    const record = RECORD_FILE.exec(name)?.[1];
    if (CONTENT_FILE.test(name) || name.endsWith('.ts') || name.endsWith('.tsx')) continue;
    if (isDirectory) {
      if (name === CODE_FOLDER || name === PICTURES_FOLDER || LANGUAGE_FOLDERS.includes(name)) continue;
      if (!schemas.has(name))
        problems.push(
          `content/${name}/: not a content folder (a folder of articles sits beside the schema its articles meet, content/${name}.ts; pictures go in content/pictures/)`,
        );
    } else if (translation !== undefined) {
      if (!records.has(translation))
        problems.push(`content/${name}: translates content/${translation}.yml, which does not exist`);
    } else if (record !== undefined) {
      if (!schemas.has(record))
        problems.push(
          `content/${name}: has no schema: a new record needs content/${record}.ts, which says what it holds (a developer writes it)`,
        );
    } else if (name.endsWith('.yaml')) {
      problems.push(`content/${name}: records end in .yml: rename it content/${name.replace(/\.yaml$/, '.yml')}`);
    } else {
      problems.push(
        `content/${name}: not a content file (a record is content/<name>.yml, its Kiswahili words content/<name>.sw.yml, and its schema content/<name>.ts)`,
      );
    }
  }
  return { files, problems };
}
