import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Where in the content a text is written (an address, a title), for a message that must send the editor to
 * the file to change: the build knows a page's markup, not which record put a link in it. Read only when
 * the build has something to report, so it costs nothing otherwise.
 */

/** A place in a content file: `content/navigation.yml`, line 22. */
export interface Place {
  file: string;
  line: number;
}

/** The records (`<name>.yml`, `<name>.sw.yml`) and articles (`<folder>/<slug>.md`, `.sw.md`) of `contentDir`. */
async function contentTexts(contentDir: string): Promise<{ file: string; text: string }[]> {
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
  return Promise.all(
    names.map(async (name) => ({ file: `content/${name}`, text: await readFile(join(contentDir, name), 'utf8') })),
  );
}

/** Every line of the content that holds one of `texts`, trying each in turn until one is found. */
export async function writtenWhere(contentDir: string, texts: string[]): Promise<Place[]> {
  const files = await contentTexts(contentDir);
  for (const text of texts) {
    const places = files.flatMap(({ file, text: content }) =>
      content.split('\n').flatMap((line, i) => (line.includes(text) ? [{ file, line: i + 1 }] : [])),
    );
    if (places.length > 0) return places;
  }
  return [];
}

export const placeName = ({ file, line }: Place) => `${file}, line ${line}`;
