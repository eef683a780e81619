import { contentWarning, type ContentWarning } from '../records/content-warning';
import { fieldLabels } from '../records/editor-names';
import { itemVersions, pathOf } from './english-history';
import { shortHash } from './translation-hash';
import {
  itemLists,
  itemProblems,
  itemSource,
  itemSourceText,
  valueAt,
  type ItemList,
  type ItemProblem,
} from './translation-items';
import { pathText, type JsonSchema, type Path, type WordTree } from './words';

/**
 * The items of a record's translation that are not current (content/lib/words/translation-items.ts), found
 * as the record loads in Kiswahili: each is left out of the translation laid over the English, so the page
 * shows its English, marked as English, and the editor is told which item and which of its fields to
 * translate, as the content editor names them.
 */

export interface StaleItems {
  /** The translation as written, with each stale item emptied: what is laid over the English. */
  translation: Record<string, unknown>;
  /** Where each stale item is, with the tree of its words, to mark its English as English. */
  stale: { path: Path; items: WordTree }[];
  warnings: ContentWarning[];
}

const UNTIL = 'until then the Kiswahili page shows it in English';

/** The labels of an item's fields at `paths` inside it, as the content editor shows them: "Title, Dates → From". */
function fieldsNamed(schema: JsonSchema, record: unknown, item: Path, paths: Path[]): string {
  const labels = paths.map((path) =>
    fieldLabels(schema, [...item, ...path], record)
      .slice(item.length)
      .join(' → '),
  );
  return [...new Set(labels)].join(', ');
}

/** Where two items' sources differ: the paths inside the item whose value is not the same. */
function differences(a: unknown, b: unknown, tree: WordTree): Path[] {
  const [was, now] = [itemSource(a, tree), itemSource(b, tree)];
  const before = new Map(was.map(([path, value]) => [pathText(path), value]));
  const after = new Map(now.map(([path, value]) => [pathText(path), value]));
  return [
    ...now.filter(([path, value]) => before.get(pathText(path)) !== value).map(([path]) => path),
    ...was.filter(([path]) => !after.has(pathText(path))).map(([path]) => path),
  ];
}

/** What the editor is told of one stale item, without the file that leads the printed warning. */
function problemText(
  problem: ItemProblem,
  {
    list,
    index,
    english,
    schema,
    items,
    history,
  }: {
    list: ItemList;
    index: number;
    english: unknown[];
    schema: JsonSchema;
    items: WordTree;
    /** The items the list has held in the English file's versions in git. */
    history: () => unknown[];
  },
  record: unknown,
): string {
  const item = [...list.path, index];
  const named = (other: number) => fieldLabels(schema, [...list.path, other], record).join(' → ');
  switch (problem.kind) {
    case 'unmarked':
      return `no translation yet: translate it, then save; ${UNTIL}`;
    case 'copied': {
      const differ = differences(english[problem.other], english[index], items);
      return `its Kiswahili was made for ${named(problem.other)} and was copied with it, so it describes that item${
        differ.length > 0 ? `: translate ${fieldsNamed(schema, record, item, differ)} for this one` : ': translate it'
      }, then save; ${UNTIL}`;
    }
    case 'changed': {
      const then = history().find((version) => shortHash(itemSourceText(version, items)) === problem.translationOf);
      const differ = then === undefined ? [] : differences(then, english[index], items);
      return differ.length > 0
        ? `the English has changed since it was translated: ${fieldsNamed(schema, record, item, differ)}. Translate what changed, then save; ${UNTIL}`
        : `the English has changed since it was translated: compare the two, translate what changed, then save; ${UNTIL}`;
    }
    case 'same': {
      const what = problem.field ? fieldsNamed(schema, record, item, [pathOf(problem.field)]) : 'Its words';
      return `${problem.field ? `its ${what} in Kiswahili is` : 'its Kiswahili is'} the same as ${named(problem.other)}'s, though their English differs: a copy describes the other item. Translate this item's own, then save; ${UNTIL}`;
    }
  }
}

/**
 * The stale items of `translation` (a record's Kiswahili file as written) against `english` (its English
 * file as written), with what the editor is told of each.
 */
export function staleItems({
  english,
  translation,
  tree,
  schema,
  swFile,
  englishPath,
}: {
  english: unknown;
  translation: Record<string, unknown>;
  tree: WordTree | undefined;
  schema: JsonSchema;
  swFile: string;
  /** The English file on this machine, whose history in git says what changed. */
  englishPath: string;
}): StaleItems {
  const result: StaleItems = { translation, stale: [], warnings: [] };
  for (const list of itemLists(english, tree)) {
    const [englishList, translated] = [valueAt(english, list.path), valueAt(translation, list.path)];
    if (!Array.isArray(englishList) || !Array.isArray(translated)) continue;
    const problems = itemProblems(englishList, translated, list.items, (text) => shortHash(text));
    if (problems.size === 0) continue;
    const emptied = (translated as unknown[]).map((item, i) => (problems.has(i) ? {} : item));
    let versions: unknown[] | undefined;
    const history = () => (versions ??= itemVersions(englishPath, list.path));
    result.translation = withValueAt(result.translation, list.path, emptied);
    for (const [index, problem] of problems) {
      const path = [...list.path, index];
      result.stale.push({ path, items: list.items });
      const message = problemText(
        problem,
        { list, index, english: englishList, schema, items: list.items, history },
        english,
      );
      result.warnings.push(
        contentWarning('translation', swFile, `${swFile}: ${pathText(path)}: ${message}`, {
          path,
          record: english,
          message,
        }),
      );
    }
  }
  return result;
}

/** A copy of a record with `value` at `path`, the rest shared. */
function withValueAt(record: Record<string, unknown>, path: Path, value: unknown): Record<string, unknown> {
  const [key, ...rest] = path;
  if (key === undefined) return value as Record<string, unknown>;
  const here = record[key] as Record<string, unknown>;
  return { ...record, [key]: rest.length === 0 ? value : withValueAt(here, rest, value) };
}
