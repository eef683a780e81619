import { Fragment, jsxs } from 'react/jsx-runtime';
import type { ReactNode } from 'react';
import { ENGLISH_END, ENGLISH_START, withoutEnglishMarks } from '../../content/lib/words/translate';

/**
 * English shown in the Kiswahili edition for want of a translation comes marked (content/lib/words/translate.ts).
 * An element's text says so to a screen reader, which then reads it in English: each marked run becomes
 * `<span lang="en">`. Where markup cannot hold a span (an attribute, a title, a script or style), the marks
 * are dropped.
 */

const hasMarks = (text: string) => text.includes(ENGLISH_START) || text.includes(ENGLISH_END);

/** Elements whose text is not markup: a span inside would show as text, or break the code. */
const TEXT_ONLY = new Set(['title', 'script', 'style']);

/** A text with marks as nodes: the marked runs (which may nest, a template around a title) in English spans. */
function markedRuns(text: string, key?: number): ReactNode {
  const open: ReactNode[][] = [[]];
  for (const piece of text.split(/([\uE000\uE001])/)) {
    if (piece === ENGLISH_START) open.push([]);
    else if (piece === ENGLISH_END && open.length > 1) {
      const run = open.pop() as ReactNode[];
      open.at(-1)?.push(jsxs('span', { lang: 'en', children: run }));
    } else if (piece && piece !== ENGLISH_END) open.at(-1)?.push(piece);
  }
  // A run left open ends with the text.
  while (open.length > 1) {
    const run = open.pop() as ReactNode[];
    open.at(-1)?.push(jsxs('span', { lang: 'en', children: run }));
  }
  const [nodes = []] = open;
  return jsxs(Fragment, { children: nodes }, key);
}

/** An element's children with their marks made spans; in a list, each keyed by its place. The same value when none has marks. */
function markedChildren(children: unknown, textOnly: boolean, key?: number): unknown {
  if (typeof children === 'string' && hasMarks(children))
    return textOnly ? withoutEnglishMarks(children) : markedRuns(children, key);
  if (!Array.isArray(children)) return children;
  const list: unknown[] = children;
  let marked: unknown[] | undefined;
  list.forEach((child, index) => {
    const now = markedChildren(child, textOnly, index);
    if (now !== child) (marked ??= [...list])[index] = now;
  });
  return marked ?? children;
}

/**
 * An element's props with the marks in its text made spans, and dropped from its attributes: the same props
 * when none has marks, as on every page of the English edition.
 */
export function withEnglishMarked(type: string, props: Record<string, unknown>): Record<string, unknown> {
  let marked: Record<string, unknown> | undefined;
  for (const name in props) {
    const value = props[name];
    const now =
      name === 'children'
        ? markedChildren(value, TEXT_ONLY.has(type))
        : typeof value === 'string' && hasMarks(value)
          ? withoutEnglishMarks(value)
          : value;
    if (now !== value) (marked ??= { ...props })[name] = now;
  }
  return marked ?? props;
}
