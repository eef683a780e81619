import { readFileSync } from 'node:fs';
import { sha256 } from '../../../lib/files';

/**
 * The content files as the build reads them: each edition's bundle reads every English record and article,
 * a failed build's message looks through them all, and the dev server builds again on every save. So a
 * file is read once per build, and parsed once, and again only once it or the code that parses it changes;
 * and what the site's code alone makes of a record's schema is made once, and again only once the code
 * changes. The build makes them (`contentFiles`) and lends them to each bundle as the bundle loads
 * (stages/site-bundle.ts), through a slot of the global object: a module, as it is required, takes no
 * arguments. Without them (a unit test that imports a record, a script) each file is read and parsed where
 * it is asked for.
 *
 * A parse is kept in memory from build to build (the dev server's), and, where the build gives a store,
 * written down on disk for the builds of other processes (stages/content-cache.ts): only what depends on
 * the file's own bytes and the code that reads it, which the key holds. What reads other files or the date
 * (the facts filled in, a translation laid over its English, the links, staleness) is done on every build.
 *
 * A parse is shared by every edition, and by the builds that follow: whoever reads it changes a copy.
 */
export interface ContentFiles {
  /** The text of the file at `path` (absolute), read once per build. */
  read: (path: string) => string;
  /**
   * The parse of `text`, read from `file` (`what` says which kind of parse) by the code of version `code`,
   * made unless made before from the same text by the same code. `kept` says how it is written down to be
   * kept on disk, and read back; without it, it is kept in memory only.
   */
  parsed: <T>(what: string, file: string, text: string, parse: () => T, code: string, kept?: KeptAs<T>) => T;
  /**
   * What the site's code alone makes (a record's JSON Schema), by `key`, made unless made before by the same
   * code (`code`, the bundle's version): the dev server evaluates the bundle again on every save.
   */
  derived: <T>(code: string, key: string, make: () => T) => T;
  /** A new build begins: every file is read again, and the parses it does not ask for are forgotten. */
  nextBuild: () => void;
  /** Writes down what this build parsed anew, once the content has loaded (the store's, if it has one). */
  save: () => Promise<void>;
}

/**
 * How a parse is written down as JSON, and read back: `read` gives undefined for what is not such a parse
 * (an entry of the store that is damaged, or of another shape), which is then made again and never trusted.
 */
export interface KeptAs<T> {
  write: (value: T) => unknown;
  read: (written: unknown) => T | undefined;
}

/**
 * Where parses are kept between builds, by key (a hash of the parse's kind, the file, its text and the code
 * that parses it): the build's is a folder of node_modules/.cache (stages/content-cache.ts).
 */
export interface ParseStore {
  /** What was written down under `key`, if the store has it whole: undefined for none, or a damaged one. */
  get: (key: string) => unknown;
  set: (key: string, written: unknown) => void;
  /** This build uses what is kept under `key` (as the dev server's builds kept it in memory). */
  use: (key: string) => void;
  /** Writes what this build used, if it parsed anything anew, and forgets the rest. */
  save: () => Promise<void>;
}

export function contentFiles(store?: ParseStore): ContentFiles {
  type Kept = { code: string; value: unknown };
  let texts = new Map<string, string>();
  let before = new Map<string, unknown>();
  let now = new Map<string, unknown>();
  let derivedBefore = new Map<string, Kept>();
  let derivedNow = new Map<string, Kept>();
  return {
    read: (path) => {
      let text = texts.get(path);
      if (text === undefined) texts.set(path, (text = readFileSync(path, 'utf8')));
      return text;
    },
    parsed: <T>(what: string, file: string, text: string, parse: () => T, code: string, kept?: KeptAs<T>) => {
      const key = sha256(`${what}\0${file}\0${code}\0${text}`);
      if (now.has(key) || before.has(key)) {
        const value = (now.has(key) ? now.get(key) : before.get(key)) as T;
        now.set(key, value);
        if (kept) store?.use(key);
        return value;
      }
      const written = kept && store?.get(key);
      let value = kept && written !== undefined ? kept.read(written) : undefined;
      if (value === undefined) {
        value = parse();
        if (kept) store?.set(key, kept.write(value));
      }
      now.set(key, value);
      return value;
    },
    derived: <T>(code: string, key: string, make: () => T) => {
      const kept = derivedNow.get(key) ?? derivedBefore.get(key);
      if (kept?.code === code) {
        derivedNow.set(key, kept);
        return kept.value as T;
      }
      const value = make();
      derivedNow.set(key, { code, value });
      return value;
    },
    nextBuild: () => {
      texts = new Map();
      before = now;
      now = new Map();
      derivedBefore = derivedNow;
      derivedNow = new Map();
    },
    save: async () => {
      await store?.save();
    },
  };
}

/** Where the build lends the bundle being loaded its content files, with the versions of its code. */
const SLOT = Symbol.for('jenga-stem.content-files');

/**
 * The versions of the bundle's code: the whole bundle's (`code`), and that of the code that reads the
 * content (`contentCode`: content/, lib/ and the packages they use), which a kept parse depends on.
 */
export interface CodeVersions {
  code: string;
  contentCode: string;
}

const slot = globalThis as { [SLOT]?: { files: ContentFiles } & CodeVersions };

/** Lends `files` to the bundle of versions `versions` that `load` loads, and takes them back once it has loaded. */
export function lendContentFiles<T>(files: ContentFiles, versions: CodeVersions, load: () => T): T {
  slot[SLOT] = { files, ...versions };
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

/**
 * The parse of a content file's text: the one the build keeps, if it lent the bundle its files (on disk too,
 * when it says how: `kept`).
 */
export function parsedOnce<T>(what: string, file: string, text: string, parse: () => T, kept?: KeptAs<T>): T {
  const lent = slot[SLOT];
  return lent ? lent.files.parsed(what, file, text, parse, lent.contentCode, kept) : parse();
}

/** What the site's code alone makes, by `key`: the one the build keeps from the same code, if it lent it. */
export function derivedOnce<T>(key: string, make: () => T): T {
  const lent = slot[SLOT];
  return lent ? lent.files.derived(lent.code, key, make) : make();
}
