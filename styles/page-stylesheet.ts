/**
 * Each page inlines only the part of the site's stylesheet that its markup can use. A rule stays when
 * every class its selector names (outside `:not()`, `:is()`, `:where()`, `:has()` and attribute
 * selectors, which may match without them) appears as a word in the page or in the scripts it loads,
 * which add a few classes of their own (`nav--open` in client/header.ts). A page's styles then weigh 3 to
 * 4 KB gzipped instead of the whole site's 7, and every page, in either language, arrives in the first
 * round trip (14 KB). Rules without a class (the elements, `:root`, keyframes, fonts) always stay.
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
  return [...needed.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1]);
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
 * Reads the site's stylesheet once; returns what to inline in a page given everything the page ships
 * (its markup, without the stylesheet, and its scripts' code).
 */
export function pageStylesheet(stylesheet: string): (shipped: string) => string {
  const pieces = piecesOf(postcss.parse(stylesheet));
  return (shipped) => keep(pieces, new Set(shipped.match(/[\w-]+/g)));
}
