import { spawnSync } from 'node:child_process';
import { basename, dirname } from 'node:path';
import { parse } from 'yaml';
import { fieldLabels } from '../records/editor-names';
import { hashOfWords } from './translation-hash';
import { valueAt } from './translation-items';
import { wordsOf, type JsonSchema, type Path, type WordTree } from './words';

/**
 * What changed in the English since a translation was saved, in the words the content editor uses: "Hero →
 * Lead, and paragraph 3 of the text". A translation knows the English it translated only by a hash of its
 * words (`translationOf`), so the English file's history in git is read back, newest first, to the version
 * with that hash, and compared with the English now. Without git, or without that version (a shallow clone,
 * a file that was never committed), there is nothing to compare, and the warning says so more generally.
 */

/** A version of an English file: its record as written (`{{facts}}` unfilled), and an article's body. */
export interface EnglishVersion {
  record: unknown;
  body?: string;
}

/** How many of a file's last versions are looked through for the one translated. */
const VERSIONS = 50;

/** The texts of a file's versions in git, newest first (none without git or history). */
function versionsOf(path: string): string[] {
  const git = (args: string[]) => spawnSync('git', args, { cwd: dirname(path), encoding: 'utf8' });
  const log = git(['log', `-${VERSIONS}`, '--format=%H', '--', basename(path)]);
  if (log.status !== 0) return [];
  return log.stdout
    .split('\n')
    .filter(Boolean)
    .flatMap((commit) => {
      const shown = git(['show', `${commit}:./${basename(path)}`]);
      return shown.status === 0 ? [shown.stdout] : [];
    });
}

/** `hero.title` and `stats[2].label` as the paths they write. */
export const pathOf = (text: string): Path =>
  [...text.matchAll(/([^.[\]]+)|\[(\d+)\]/g)].map(([, key, index]) => (index === undefined ? key! : Number(index)));

/** A list in words: "a", "a and b", "a, b and c". */
const listed = (items: string[]) =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

/**
 * What differs between the English a translation translated (its `translationOf`) and the English now: the
 * fields, by their labels, and the paragraphs of an article's text; undefined when that version is not found.
 */
export function englishChanges({
  path,
  translationOf,
  now,
  tree,
  schema,
  read,
}: {
  /** The English file on this machine. */
  path: string;
  translationOf: string;
  now: EnglishVersion;
  tree: WordTree | undefined;
  schema: JsonSchema;
  /** A version's record and body, from the file's text (undefined when it is not the file's format). */
  read: (text: string) => EnglishVersion | undefined;
}): string | undefined {
  const then = versionsOf(path)
    .map((text) => {
      try {
        return read(text);
      } catch {
        return undefined;
      }
    })
    .find((version) => version && hashOfWords(version.record, tree, version.body ?? '') === translationOf);
  if (!then) return undefined;
  const before = new Map(wordsOf(then.record, tree));
  const fields = wordsOf(now.record, tree)
    .filter(([at, text]) => before.get(at) !== text)
    .map(([at]) => fieldLabels(schema, pathOf(at), now.record).join(' → '));
  const paragraphs = (body = '') => body.trim().split(/\n\s*\n/);
  const [old, fresh] = [paragraphs(then.body), paragraphs(now.body)];
  const changed = Array.from({ length: Math.max(old.length, fresh.length) }, (_, i) => i).filter(
    (i) => old[i]?.trim() !== fresh[i]?.trim(),
  );
  const text =
    changed.length === 0
      ? []
      : [
          `${changed.length === 1 ? 'paragraph' : 'paragraphs'} ${listed(changed.map((i) => String(i + 1)))} of the text`,
        ];
  const all = [...new Set(fields), ...text];
  return all.length === 0 ? undefined : listed(all);
}

/**
 * Every item the list at `list` of a record file (YAML) has held in the file's versions in git, newest
 * version first: among them, the English a translated item was made from (content/lib/words/stale-items.ts).
 */
export function itemVersions(path: string, list: Path): unknown[] {
  return versionsOf(path).flatMap((text) => {
    try {
      const items = valueAt(parse(text), list);
      return Array.isArray(items) ? (items as unknown[]) : [];
    } catch {
      return [];
    }
  });
}
