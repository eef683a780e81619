/**
 * Drawings (SVG) made small with svgo, for their file and for the page that shows one inline: the first
 * screen's drawing is part of the page's HTML (components/Picture.tsx), painted with its first paint rather
 * than fetched after it. svgo is loaded only when a drawing has changed.
 */
import { readFile } from 'node:fs/promises';

/** A drawing made smaller by svgo. */
export async function optimisedSvg(file: string): Promise<string> {
  const { optimize } = await import('svgo');
  return optimize(await readFile(file, 'utf8'), { path: file, multipass: true }).data;
}

/**
 * A drawing's markup as a page holds it inline: its ids, if it has any, prefixed with its name, so that
 * they stay apart from the page's own. None for a drawing with styles of its own, which the page's policy
 * (hosting/headers.ts) would refuse inline: it is shown from its file.
 */
export async function inlineMarkup(svg: string, name: string): Promise<string | undefined> {
  if (/<style[\s>]|\sstyle=/.test(svg)) return undefined;
  if (!/\sid=/.test(svg)) return svg;
  const { optimize } = await import('svgo');
  return optimize(svg, { plugins: [{ name: 'prefixIds', params: { prefix: name, prefixClassNames: false } }] }).data;
}
