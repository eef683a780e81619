import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where in the content texts are written (addresses, a title), for a message that must send the editor to
 * the file to change: the build knows a page's markup, not which record put a link in it. Read only when
 * the build has something to report, so it costs nothing otherwise; then each content file is read once,
 * and every text looked for in one pass over them, however many there are.
 */

/** A place in a content file: `content/navigation.yml`, line 22. */
export interface Place {
  file: string;
  line: number;
}

/** Reads a content file's text, given its path: the build's own reading, which reads each file once. */
export type ReadText = (path: string) => string;

/** The records (`<name>.yml`, `<name>.sw.yml`) and articles (`<folder>/<slug>.md`, `.sw.md`) of `contentDir`. */
async function contentTexts(contentDir: string, read: ReadText): Promise<{ file: string; text: string }[]> {
  const entries = await readdir(contentDir, { withFileTypes: true });
  const folders = entries.filter((entry) => entry.isDirectory() && entry.name !== 'pictures');
  const names = [
    ...entries.filter((entry) => entry.isFile() && entry.name.endsWith('.yml')).map((entry) => entry.name),
    ...(
      await Promise.all(
        folders.map(async (folder) =>
          (await readdir(join(contentDir, folder.name)))
            .filter((name) => name.endsWith('.md'))
            .map((name) => `${folder.name}/${name}`),
        ),
      )
    ).flat(),
  ].sort();
  return names.map((name) => ({ file: `content/${name}`, text: read(join(contentDir, name)) }));
}

/**
 * A search for many texts at once (Aho–Corasick): a text is read once, character by character, whatever the
 * number of texts looked for, and each one found is told with its index in `needles`.
 * https://en.wikipedia.org/wiki/Aho%E2%80%93Corasick_algorithm
 */
function searchFor(needles: string[]): (text: string, found: (needle: number, at: number) => void) => void {
  const next = [new Map<number, number>()];
  const fallback: number[] = [0];
  const ending: number[][] = [[]];
  needles.forEach((needle, index) => {
    let state = 0;
    for (let i = 0; i < needle.length; i++) {
      const code = needle.charCodeAt(i);
      let to = next[state]?.get(code);
      if (to === undefined) {
        to = next.length;
        next.push(new Map());
        fallback.push(0);
        ending.push([]);
        next[state]?.set(code, to);
      }
      state = to;
    }
    ending[state]?.push(index);
  });
  // Breadth first, so that each state's fallback, a shorter state, is settled before it.
  const queue = [...(next[0]?.values() ?? [])];
  for (let q = 0; q < queue.length; q++) {
    const state = queue[q] as number;
    for (const [code, to] of next[state] ?? []) {
      queue.push(to);
      let back = fallback[state] as number;
      while (back !== 0 && !next[back]?.has(code)) back = fallback[back] as number;
      const shorter = next[back]?.get(code);
      const longestSuffix = shorter !== undefined && shorter !== to ? shorter : 0;
      fallback[to] = longestSuffix;
      ending[to]?.push(...(ending[longestSuffix] ?? []));
    }
  }
  return (text, found) => {
    let state = 0;
    for (let i = 0; i < text.length; i++) {
      const code = text.charCodeAt(i);
      while (state !== 0 && !next[state]?.has(code)) state = fallback[state] as number;
      state = next[state]?.get(code) ?? 0;
      for (const needle of ending[state] ?? []) found(needle, i);
    }
  };
}

/**
 * Every line of the content that holds each of `texts`, by text: the content's files read once (with
 * `read`, if the build has read them already), and each looked through once for all the texts.
 */
export async function whereWritten(
  contentDir: string,
  texts: string[],
  read: ReadText = (path) => readFileSync(path, 'utf8'),
): Promise<Map<string, Place[]>> {
  const needles = [...new Set(texts)].filter((text) => text.length > 0);
  const places = new Map<string, Place[]>(needles.map((needle) => [needle, []]));
  if (needles.length === 0) return places;
  const search = searchFor(needles);
  for (const { file, text } of await contentTexts(contentDir, read)) {
    // The start of each line, to tell the line of a place found.
    const starts = [0];
    for (let at = text.indexOf('\n'); at >= 0; at = text.indexOf('\n', at + 1)) starts.push(at + 1);
    let line = 0;
    search(text, (needle, at) => {
      while (line + 1 < starts.length && (starts[line + 1] as number) <= at) line++;
      const found = places.get(needles[needle] ?? '') ?? [];
      const last = found.at(-1);
      if (last?.file !== file || last.line !== line + 1) found.push({ file, line: line + 1 });
    });
  }
  return places;
}

export const placeName = ({ file, line }: Place) => `${file}, line ${line}`;
