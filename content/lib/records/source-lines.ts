import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { Path } from '../words/words';

/**
 * Where in its file each value of a record was written, so that a message can say "line 12". A record read
 * from YAML (a content file, an article's front matter) keeps its files here: the English, and in the
 * Kiswahili edition the translation laid over it, whose line is given for a value it holds.
 */
export interface SourceFile {
  /** The file, as messages name it: `content/home.yml`. */
  file: string;
  /** The line of the value at `path` (of the record), or of the nearest part of it the file holds. */
  lineOf: (path: Path) => number | undefined;
  /** Whether the file itself holds a value at `path`. */
  holds: (path: Path) => boolean;
  /** The path of the innermost value written on `line`, or undefined when the line holds none. */
  pathAt: (line: number) => Path | undefined;
}

/** The files a record was read from: its English file, then any translation laid over it. */
export type SourceFiles = [english: SourceFile, ...translations: SourceFile[]];

/** A YAML text parsed for its data and for where each value is; `offset` lines come before it in its file. */
export interface ParsedYaml {
  data: unknown;
  /** The first problem YAML found, with its line: the text is not YAML. */
  error?: { line: number; message: string };
  source: (file: string) => SourceFile;
}

export function parseYaml(text: string, offset = 0): ParsedYaml {
  const lines = new LineCounter();
  // `uniqueKeys`: a field written twice is a mistake the editor should hear of, not a silent choice.
  const document: Document = parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true });
  const lineAt = (position: number) => lines.linePos(position).line + offset;
  const [first] = document.errors;
  const nodeAt = (path: Path) => document.getIn(path, true);
  return {
    data: first ? undefined : document.toJS(),
    error: first && { line: lineAt(first.pos[0]), message: first.message.replace(/\n[\s\S]*$/, '') },
    source: (file) => ({
      file,
      holds: (path) => nodeAt(path) !== undefined,
      pathAt: (line) => {
        // Down the tree, into the value whose lines hold `line`; the innermost one that starts on it wins.
        let found: Path | undefined;
        const within = (node: unknown, path: Path): void => {
          if (!isNode(node) || !node.range) return;
          const [start, end] = [lineAt(node.range[0]), lineAt(Math.max(node.range[0], node.range[1] - 1))];
          if (line < start || line > end) return;
          if (isScalar(node)) found = path;
          else if (isMap(node))
            for (const pair of node.items) {
              const key = isScalar(pair.key) ? String(pair.key.value) : undefined;
              if (key === undefined) continue;
              if (isNode(pair.key) && pair.key.range && lineAt(pair.key.range[0]) === line) found = [...path, key];
              within(pair.value, [...path, key]);
            }
          else if (isSeq(node)) node.items.forEach((item, i) => within(item, [...path, i]));
        };
        within(document.contents, []);
        return found;
      },
      lineOf: (path) => {
        // A field that is missing is named at the fields around it: where its parent's begin.
        for (let n = path.length; n >= 0; n--) {
          const node = n === 0 ? document.contents : nodeAt(path.slice(0, n));
          if (isNode(node) && node.range) return lineAt(node.range[0]);
        }
        return undefined;
      },
    }),
  };
}

/** The files each record (or article) was read from, by the object read. */
const sources = new WeakMap<object, SourceFiles>();

/** Remembers where a record was read from: its English file first, then its translation. */
export function rememberSources(record: object, files: SourceFiles): void {
  sources.set(record, files);
}

/** Where a record was read from, if it was read from YAML. */
export function sourcesOf(record: unknown): SourceFiles | undefined {
  return typeof record === 'object' && record !== null ? sources.get(record) : undefined;
}

/**
 * The file and line of the value at `path` of a record read from YAML: the translation's, if it holds it,
 * unless the English lacks it (a field missing from the English is the English's to add).
 */
export function placeOf(files: SourceFiles, path: Path): { file: string; line?: number } {
  const [english] = files;
  const file = english.holds(path) ? ([...files].reverse().find((source) => source.holds(path)) ?? english) : english;
  return { file: file.file, line: file.lineOf(path) };
}
