/**
 * The parses of content files that the build keeps: each edition's bundle reads every English record and
 * article, and the dev server builds again on every save, so a file is parsed once, and again only once it
 * changes. The build makes one (`parsedFiles`) and lends it to each bundle as the bundle loads
 * (build/site-bundle.ts), through a slot of the global object: a module, as it is required, takes no
 * arguments. Without one (a unit test that imports a record, a script) each file is parsed where it is read.
 *
 * A parse is shared by every edition, and by the builds that follow: whoever reads it changes a copy.
 */

/** The parses kept, each by the file's path and what it was parsed from. */
export interface ParsedFiles {
  /** The parse of `text`, read from `file` (`what` says which kind of parse), made unless made before from the same text. */
  parsed: <T>(what: string, file: string, text: string, parse: () => T) => T;
  /** Forgets the parses that the build before did not ask for (files removed or renamed): a new build begins. */
  nextBuild: () => void;
}

export function parsedFiles(): ParsedFiles {
  type Kept = { text: string; value: unknown };
  let before = new Map<string, Kept>();
  let now = new Map<string, Kept>();
  return {
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
      before = now;
      now = new Map();
    },
  };
}

/** Where the build lends the bundle being loaded its parses. */
const SLOT = Symbol.for('jenga-stem.parsed-files');
const slot = globalThis as { [SLOT]?: ParsedFiles };

/** Lends `files` to the bundle that `load` loads, and takes them back once it has loaded. */
export function lendParsedFiles<T>(files: ParsedFiles, load: () => T): T {
  slot[SLOT] = files;
  try {
    return load();
  } finally {
    delete slot[SLOT];
  }
}

/** The parse of a content file's text: the one the build keeps, if it lent the bundle its parses. */
export function parsedOnce<T>(what: string, file: string, text: string, parse: () => T): T {
  const files = slot[SLOT];
  return files ? files.parsed(what, file, text, parse) : parse();
}
