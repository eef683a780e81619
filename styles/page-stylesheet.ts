/**
 * Each page inlines only the part of the site's stylesheet that its markup can use. A rule stays when
 * every class its selector names (outside `:not()`, `:is()`, `:where()`, `:has()` and attribute
 * selectors, which may match without them) is one the page's markup has (`classesIn`, one scan of its
 * rendered markup) or is a word in the script it loads, which adds a few classes of its own
 * (`nav--open` in client/header.ts). A page's styles
 * are then a fraction of the whole site's, and every page, in either language, arrives in the first round
 * trip (14 KB). Rules without a class (the elements, `:root`, keyframes, fonts) always stay.
 */
import postcss, { type Container } from 'postcss';

interface Rule {
  selectors: { text: string; classes: string[] }[];
  body: string;
}
interface Group {
  open: string;
  pieces: Piece[];
}
/** A part of the stylesheet: a rule, an at-rule holding rules (`@media`), or text kept as it is. */
type Piece = Rule | Group | string;

/** The classes a selector needs on the page to match anything. */
function classesOf(selector: string): string[] {
  const needed = selector.replace(/\((?:[^()]|\([^()]*\))*\)/g, '').replace(/\[[^\]]*\]/g, '');
  return [...needed.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].flatMap(([, name]) => (name ? [name] : []));
}

/**
 * Every class of the markup's elements: its `class` attributes, which React, and the Markdown renderer,
 * write in double quotes after a space. A `"` inside a value or a text is written as `&quot;`, so the scan
 * meets attributes alone, and reads the markup once.
 */
export function classesIn(markup: string): Set<string> {
  const classes = new Set<string>();
  for (const [, value = ''] of markup.matchAll(/ class="([^"]*)"/g))
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  return classes;
}

function piecesOf(container: Container): Piece[] {
  return (container.nodes ?? []).map((node): Piece => {
    if (node.type === 'rule') {
      return {
        selectors: node.selectors.map((text) => ({ text, classes: classesOf(text) })),
        body: `{${node.nodes.map(String).join(';')}}`,
      };
    }
    if (
      node.type === 'atrule' &&
      node.nodes?.some((child) => child.type === 'rule' && !node.name.endsWith('keyframes'))
    ) {
      return { open: `@${node.name}${node.raws.afterName ?? ' '}${node.params}{`, pieces: piecesOf(node) };
    }
    return String(node);
  });
}

function keep(pieces: Piece[], words: Set<string>): string {
  return pieces
    .map((piece) => {
      if (typeof piece === 'string') return piece;
      if ('open' in piece) {
        const inner = keep(piece.pieces, words);
        return inner ? `${piece.open}${inner}}` : '';
      }
      const used = piece.selectors.filter((selector) => selector.classes.every((name) => words.has(name)));
      return used.length > 0 ? `${used.map((selector) => selector.text).join(',')}${piece.body}` : '';
    })
    .join('');
}

/**
 * Reads the site's stylesheet once; returns what to inline in a page given the classes of its markup and
 * its script's code. Pages that use the same classes (every article, say) share one result,
 * and a script's words are read once however many pages load it: a build of thousands of pages spent most
 * of its time here otherwise.
 */
export function pageStylesheet(stylesheet: string): (classes: Iterable<string>, scriptCode?: string) => string {
  const pieces = piecesOf(postcss.parse(stylesheet));
  const named = [
    ...new Set(
      (function* names(all: Piece[]): Generator<string> {
        for (const piece of all) {
          if (typeof piece === 'string') continue;
          if ('open' in piece) yield* names(piece.pieces);
          else for (const selector of piece.selectors) yield* selector.classes;
        }
      })(pieces),
    ),
  ];
  const scriptClasses = new Map<string, Set<string>>();
  const byClasses = new Map<string, string>();
  return (classes, scriptCode = '') => {
    let fromScript = scriptClasses.get(scriptCode);
    if (!fromScript) scriptClasses.set(scriptCode, (fromScript = new Set(scriptCode.match(/[\w-]+/g))));
    const markup = classes instanceof Set ? (classes as ReadonlySet<string>) : new Set(classes);
    // The classes the stylesheet names that the page uses, in the stylesheet's order: the same set of
    // rules has the same key, whatever order the page holds its classes in.
    const used = named.filter((name) => markup.has(name) || fromScript.has(name));
    const key = used.join(' ');
    let styles = byClasses.get(key);
    if (styles === undefined) byClasses.set(key, (styles = keep(pieces, new Set(used))));
    return styles;
  };
}
