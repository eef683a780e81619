import { readFileSync } from 'node:fs';

/**
 * The content files as the build reads them: each edition's bundle reads every English record and article,
 * a failed build's message looks through them all, and the dev server builds again on every save. So a
 * file is read once per build, and parsed once, and again only once it changes. The build makes them
 * (`contentFiles`) and lends them to each bundle as the bundle loads (build/site-bundle.ts), through a slot
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
  /** A new build begins: every file is read again, and the parses it does not ask for are forgotten. */
  nextBuild: () => void;
}

export function contentFiles(): ContentFiles {
  type Kept = { text: string; value: unknown };
  let texts = new Map<string, string>();
  let before = new Map<string, Kept>();
  let now = new Map<string, Kept>();
  return {
    read: (path) => {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, 'utf8')));
      return text;
    },
    parsed: <T>(what: string, file: string, text: string, parse: () => T): T => {
      const key = `${what}\0${file}`;
      const kept = now.get(key) ?? before.get(key);
      if (kept?.text === text) {
        now.set(key, kept);
        return kept.value as T;
      }
      const value = parse();
      now.set(key, { text, value });
      return value;
    },
    nextBuild: () => {
      texts = new Map();
      before = now;
      now = new Map();
    },
  };
}

/** Where the build lends the bundle being loaded its content files. */
const SLOT = Symbol.for('jenga-stem.content-files');
const slot = globalThis as { [SLOT]?: ContentFiles };

/** Lends `files` to the bundle that `load` loads, and takes them back once it has loaded. */
export function lendContentFiles<T>(files: ContentFiles, load: () => T): T {
  slot[SLOT] = files;
  try {
    return load();
  } finally {
    delete slot[SLOT];
  }
}

/** The text of a content file (an absolute path): as the build read it, if it lent the bundle its files. */
export function readContentFile(path: string): string {
  const files = slot[SLOT];
  return files ? files.read(path) : readFileSync(path, 'utf8');
}

/** The parse of a content file's text: the one the build keeps, if it lent the bundle its files. */
export function parsedOnce<T>(what: string, file: string, text: string, parse: () => T): T {
  const files = slot[SLOT];
  return files ? files.parsed(what, file, text, parse) : parse();
}
