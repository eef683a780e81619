/**
 * What a drawing (SVG) holds that a picture must not. A drawing is served from the site's own address, and a
 * browser that opens it as a document (a visitor opening the picture in its own tab) runs its scripts with
 * the site's cookies and storage; one that loads other files can track whoever sees it, or change when they
 * change. svgo keeps all of these, so the build refuses them (pictures/catalogue.ts) and every host serves
 * drawings under a locking policy of their own as well (hosting/headers.ts, SVG_CONTENT_SECURITY_POLICY).
 *
 * The drawing is read with svgo's own parser (its entities expanded), so what is checked is what the build
 * would publish.
 */
import { optimize, type CustomPlugin, type XastElement } from 'svgo';

/** A drawing that is not XML an SVG parser reads: where it breaks, in the parser's words. */
export class NotValidSvg extends Error {
  override name = 'NotValidSvg';
}

/** `url(…)` in CSS, with its target (quoted or not). */
const CSS_URL = /url\(\s*(['"]?)(.*?)\1\s*\)/gi;
/** A target within the drawing (`#shape`), or a picture in the file itself (`data:image/png;base64,…`). */
const inside = (target: string) => /^\s*#/.test(target) || /^\s*data:image\//i.test(target);
const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** What is wrong in CSS text (a style attribute, a <style>, a presentation attribute such as fill). */
function cssProblems(css: string, place: string): string[] {
  const problems = [...css.matchAll(CSS_URL)]
    .filter(([, , target = '']) => !inside(target))
    .map(([url]) => `a link to another file in its styles (${url} ${place})`);
  if (/@import\b/i.test(css)) problems.push(`a link to another file in its styles (@import ${place})`);
  return problems;
}

function elementProblems(node: XastElement): string[] {
  const tag = `<${node.name}>`;
  const name = localName(node.name);
  const problems: string[] = [];
  if (name === 'script') problems.push(`a script (${tag})`);
  if (name === 'foreignObject') problems.push(`a web page inside it (${tag})`);
  for (const [attribute, value] of Object.entries(node.attributes)) {
    const local = localName(attribute);
    if (/^on/i.test(local)) problems.push(`a script in an attribute (${attribute} on ${tag})`);
    else if (local === 'href' && !inside(value))
      problems.push(`a link to another file (${attribute}="${value}" on ${tag})`);
    else problems.push(...cssProblems(value, `on ${tag}`));
  }
  if (name === 'style')
    for (const child of node.children)
      if (child.type === 'text' || child.type === 'cdata') problems.push(...cssProblems(child.value, `in ${tag}`));
  return problems;
}

/**
 * Each thing the drawing holds that a picture must not, in words for its editor (`a script (<script>)`),
 * once each; none for a drawing that shows only itself. Throws NotValidSvg when it does not parse.
 */
export function svgProblems(text: string): string[] {
  const problems = new Set<string>();
  const check: CustomPlugin = {
    name: 'site-refuses-unsafe-drawings',
    fn: () => ({
      element: {
        enter: (node) => {
          for (const problem of elementProblems(node)) problems.add(problem);
        },
      },
    }),
  };
  try {
    optimize(text, { plugins: [check] });
  } catch (error) {
    // svgo's SvgoParserError: its `reason`, line and column, without the file's path or the source around it.
    const { reason, line, column } = error as { reason?: string; line?: number; column?: number };
    if (reason === undefined) throw error;
    throw new NotValidSvg(`line ${line}, column ${column}: ${reason}`, { cause: error });
  }
  return [...problems];
}
