/**
 * Finds the content files by convention, so adding one needs no list to edit: every `content/<name>.ts`
 * is a content file (its schema beside its record), a folder `content/<name>/` beside it holds that file's
 * Markdown articles, `content/lib/` holds the shapes and checks they share, `content/pictures/` the
 * photos and drawings records name, and anything else in
 * `content/` is a mistake the build names rather than ignores.
 */

/** What is in the content folder: a name and whether it is a folder. */
export interface ContentEntry {
  name: string;
  isDirectory: boolean;
}

const CONTENT_FILE = /^[a-z0-9]+(-[a-z0-9]+)*\.ts$/;
/** A content file's translation: `home.sw.ts` beside `home.ts` (content/lib/translate.ts). */
const TRANSLATION_FILE = /^([a-z0-9]+(?:-[a-z0-9]+)*)\.(sw)\.ts$/;
/** The folder of notes for translators into a language: `content/sw/GLOSSARY.md`. */
const LANGUAGE_FOLDERS = ['sw'];
/** The photos and drawings records name (pictures/catalogue.ts). */
const PICTURES_FOLDER = 'pictures';

export interface ContentFiles {
  /** Project-relative paths: `content/team.ts`. */
  files: string[];
  problems: string[];
}

export function findContentFiles(entries: ContentEntry[]): ContentFiles {
  const files: string[] = [];
  const problems: string[] = [];
  const names = new Set(entries.map((entry) => entry.name));
  for (const { name, isDirectory } of [...entries].sort((a, b) => a.name.localeCompare(b.name))) {
    const translation = TRANSLATION_FILE.exec(name);
    if (translation) {
      if (!names.has(`${translation[1]}.ts`))
        problems.push(`content/${name}: translates content/${translation[1]}.ts, which does not exist`);
    } else if (isDirectory) {
      if (name !== 'lib' && name !== PICTURES_FOLDER && !LANGUAGE_FOLDERS.includes(name) && !names.has(`${name}.ts`))
        problems.push(
          `content/${name}/: not a content folder (a folder of articles sits beside the content file whose schema it meets, content/${name}.ts; code goes in content/lib/)`,
        );
    } else if (CONTENT_FILE.test(name)) {
      files.push(`content/${name}`);
    } else if (name.endsWith('.ts') || name.endsWith('.tsx')) {
      problems.push(
        `content/${name}: content files are named in lower-case words joined by hyphens and end in .ts, like content/school-visits.ts`,
      );
    } else {
      problems.push(
        `content/${name}: not a content file (content is content/<name>.ts, exporting its schema as \`schema\` and its record as \`export default\`)`,
      );
    }
  }
  return { files, problems };
}
