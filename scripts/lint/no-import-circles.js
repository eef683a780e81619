/**
 * ESLint rule: no circle of imports among the project's own files. A circle makes the order its modules run in
 * depend on which is imported first, and ties its files into one idea that reads as several; a type-only import
 * (`import type`, `export type … from`) counts too, as it still ties the files together. It reports each
 * import of the linted file that leads back to it, naming the shortest circle: a.ts → b.ts → a.ts.
 *
 * Relative specifiers are resolved to files (.ts, .tsx, then an index file); packages and aliases are not the
 * project's files and are passed over. Other files' imports are read with TypeScript's parser, each kept until
 * its file changes, so a whole run reads every file once.
 */
import { readFileSync, statSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import ts from 'typescript';

const EXTENSIONS = ['.ts', '.tsx'];
const CANDIDATES = ['', ...EXTENSIONS, ...EXTENSIONS.map((extension) => `/index${extension}`)];

/** The file a relative specifier names, or undefined for a package (or a file that is not there). */
function resolveSpecifier(from, specifier) {
  if (!specifier.startsWith('./') && !specifier.startsWith('../')) return undefined;
  const base = resolve(dirname(from), specifier);
  for (const candidate of CANDIDATES) {
    const path = base + candidate;
    if (statSync(path, { throwIfNoEntry: false })?.isFile()) return path;
  }
  return undefined;
}

/** Each file's imports (resolved), with the time it was modified when they were read. */
const importsCache = new Map();

/** The project's files a file imports or re-exports from, types included, as absolute paths. */
function importsOf(file) {
  const modified = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (modified === undefined) return [];
  const cached = importsCache.get(file);
  if (cached && cached.modified === modified) return cached.imports;
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const imports = [];
  for (const statement of source.statements) {
    const specifier =
      (ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
        ? statement.moduleSpecifier.text
        : undefined;
    const path = specifier && resolveSpecifier(file, specifier);
    if (path) imports.push(path);
  }
  importsCache.set(file, { modified, imports });
  return imports;
}

/** The shortest chain of imports from `start` to `goal` (both included), or undefined when there is none. */
function pathBetween(start, goal) {
  const cameFrom = new Map([[start, undefined]]);
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const file = queue[i];
    if (file === goal) {
      const path = [];
      for (let at = file; at !== undefined; at = cameFrom.get(at)) path.unshift(at);
      return path;
    }
    for (const next of importsOf(file))
      if (!cameFrom.has(next)) {
        cameFrom.set(next, file);
        queue.push(next);
      }
  }
  return undefined;
}

export default {
  meta: {
    type: 'problem',
    docs: { description: 'No circle of imports among the project’s files, type-only imports included' },
    schema: [],
    messages: {
      circle:
        'This import closes a circle of imports: {{circle}}. Move what the files share into a file of its own that both import, or import one way only.',
    },
  },
  create(context) {
    const file = context.physicalFilename;
    const root = context.cwd;
    const name = (path) => relative(root, path);
    const check = (node) => {
      const target = node.source && resolveSpecifier(file, node.source.value);
      if (!target) return;
      // The linted file as it is being edited, not as saved: its own imports are the ones in front of ESLint.
      const path = target === file ? [file] : pathBetween(target, file);
      if (path)
        context.report({
          node: node.source,
          messageId: 'circle',
          data: { circle: [file, ...path].map(name).join(' → ') },
        });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
