import { isMap, isNode, isScalar, isSeq, LineCounter, parseDocument, type Document } from 'yaml';
import type { Path } from '../words/words';
import type { KeptAs } from './content-files';

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

/** A YAML text's data, or the first problem YAML found in it, with its line: the text is not YAML. */
export interface YamlData {
  data: unknown;
  error?: { line: number; message: string };
}

/** A YAML text parsed for its data and for where each value is; `offset` lines come before it in its file. */
export interface ParsedYaml extends YamlData {
  source: (file: string) => SourceFile;
}

/** What the YAML library reads of a text: its document, and where each line starts. */
interface YamlDocument {
  document: Document;
  lines: LineCounter;
}

function yamlDocument(text: string): YamlDocument {
  const lines = new LineCounter();
  // `uniqueKeys`: a field written twice is a mistake the editor should hear of, not a silent choice.
  return { document: parseDocument(text, { lineCounter: lines, prettyErrors: false, uniqueKeys: true }), lines };
}

function dataOf({ document, lines }: YamlDocument, offset: number): YamlData {
  const [first] = document.errors;
  if (!first) return { data: document.toJS() };
  return {
    data: undefined,
    error: { line: lines.linePos(first.pos[0]).line + offset, message: first.message.replace(/\n[\s\S]*$/, '') },
  };
}

export function parseYaml(text: string, offset = 0): ParsedYaml {
  const read = yamlDocument(text);
  return { ...dataOf(read, offset), source: yamlSource(text, offset, read) };
}

/** A YAML text's data alone (what the build keeps of a content file between builds: ./content-files.ts). */
export const readYaml = (text: string, offset = 0): YamlData => dataOf(yamlDocument(text), offset);

/** A YAML text's data as the build keeps it on disk: as JSON, read back only in the shape it was written. */
export const keptYaml: KeptAs<YamlData> = {
  write: (parsed) => parsed,
  read: (written) => {
    if (typeof written !== 'object' || written === null || !('data' in written)) return undefined;
    const parsed = written as YamlData;
    const { error } = parsed;
    if (error !== undefined && (typeof error?.line !== 'number' || typeof error.message !== 'string')) return undefined;
    return parsed;
  },
};

/**
 * Where each value of a YAML text is, for messages: the text is read again for its lines only when a
 * message asks, so a parse kept from an earlier build (./content-files.ts) costs nothing until then.
 */
export function yamlSource(text: string, offset = 0, read?: YamlDocument): (file: string) => SourceFile {
  let parsed = read;
  const documentOf = () => (parsed ??= yamlDocument(text));
  const lineAt = (position: number) => documentOf().lines.linePos(position).line + offset;
  const nodeAt = (path: Path) => documentOf().document.getIn(path, true);
  return (file) => ({
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
      within(documentOf().document.contents, []);
      return found;
    },
    lineOf: (path) => {
      // A field that is missing is named at the fields around it: where its parent's begin.
      for (let n = path.length; n >= 0; n--) {
        const node = n === 0 ? documentOf().document.contents : nodeAt(path.slice(0, n));
        if (isNode(node) && node.range) return lineAt(node.range[0]);
      }
      return undefined;
    },
  });
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
