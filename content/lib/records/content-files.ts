import { readFileSync } from 'node:fs';

/**
 * The content files as the build reads them: each edition's bundle reads every English record and article,
 * a failed build's message looks through them all, and the dev server builds again on every save. So a
 * file is read once per build, and parsed once, and again only once it changes; and what the site's code
 * alone makes of a record's schema is made once, and again only once the code changes. The build makes them
 * (`contentFiles`) and lends them to each bundle as the bundle loads (stages/site-bundle.ts), through a slot
 * of the global object: a module, as it is required, takes no arguments. Without them (a unit test that
 * imports a record, a script) each file is read and parsed where it is asked for.
 *
 * A parse is shared by every edition, and by the builds that follow: whoever reads it changes a copy.
 */
export interface ContentFiles {
  /** The text of the file at `path` (absolute), read once per build. */
  read: (path: string) => string;
  /** The parse of `text`, read from `file` (`what` says which kind of parse), made unless made before from the same text. */
  parsed: <T>(what: string, file: string, text: string, parse: () => T) => T;
  /**
   * What the site's code alone makes (a record's JSON Schema), by `key`, made unless made before by the same
   * code (`code`, the bundle's version): the dev server evaluates the bundle again on every save.
   */
  derived: <T>(code: string, key: string, make: () => T) => T;
  /** A new build begins: every file is read again, and the parses it does not ask for are forgotten. */
  nextBuild: () => void;
}

export function contentFiles(): ContentFiles {
  type Kept = { text: string; value: unknown };
  let texts = new Map<string, string>();
  let before = new Map<string, Kept>();
  let now = new Map<string, Kept>();
  const keep = <T>(key: string, text: string, make: () => T): T => {
    const kept = now.get(key) ?? before.get(key);
    if (kept?.text === text) {
      now.set(key, kept);
      return kept.value as T;
    }
    const value = make();
    now.set(key, { text, value });
    return value;
  };
  return {
    read: (path) => {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, 'utf8')));
      return text;
    },
    parsed: (what, file, text, parse) => keep(`${what}\0${file}`, text, parse),
    derived: (code, key, make) => keep(`code\0${key}`, code, make),
    nextBuild: () => {
      texts = new Map();
      before = now;
      now = new Map();
    },
  };
}

/** Where the build lends the bundle being loaded its content files, with the bundle's version. */
const SLOT = Symbol.for('jenga-stem.content-files');
const slot = globalThis as { [SLOT]?: { files: ContentFiles; code: string } };

/** Lends `files` to the bundle of version `code` that `load` loads, and takes them back once it has loaded. */
export function lendContentFiles<T>(files: ContentFiles, code: string, load: () => T): T {
  slot[SLOT] = { files, code };
  try {
    return load();
  } finally {
    delete slot[SLOT];
  }
}

/** The text of a content file (an absolute path): as the build read it, if it lent the bundle its files. */
export function readContentFile(path: string): string {
  const lent = slot[SLOT];
  return lent ? lent.files.read(path) : readFileSync(path, 'utf8');
}

/** The parse of a content file's text: the one the build keeps, if it lent the bundle its files. */
export function parsedOnce<T>(what: string, file: string, text: string, parse: () => T): T {
  const lent = slot[SLOT];
  return lent ? lent.files.parsed(what, file, text, parse) : parse();
}

/** What the site's code alone makes, by `key`: the one the build keeps from the same code, if it lent it. */
export function derivedOnce<T>(key: string, make: () => T): T {
  const lent = slot[SLOT];
  return lent ? lent.files.derived(lent.code, key, make) : make();
}
