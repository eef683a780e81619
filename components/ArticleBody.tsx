import MarkdownIt from 'markdown-it';
import { href } from '../content/lib/href';
import { useClasses } from './PageParts';

/**
 * Markdown rendered for the page. Raw HTML is off (it shows as text, and the content check refuses it),
 * so no script or style can come from an article, and the Content-Security-Policy holds. The one pull
 * quote an article may have is drawn like the site's other pull quotes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
const PULL_QUOTE = 'pull-quote';
markdown.renderer.rules.blockquote_open = (_tokens, _idx, _options, env) => {
  (env as MarkdownEnv | undefined)?.classes?.add(PULL_QUOTE);
  return `<blockquote class="${PULL_QUOTE}">\n`;
};
// A link to a page leads to the page in this edition, as every link of the site does.
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const to = tokens[idx]?.attrGet('href');
  if (typeof to === 'string') tokens[idx]?.attrSet('href', href(to));
  return self.renderToken(tokens, idx, options);
};

/** What rendering Markdown tells its caller: the classes of the markup it wrote. */
interface MarkdownEnv {
  classes?: Set<string>;
}

/** Markdown as HTML, for a page or a feed; the classes its markup uses added to `classes`. */
export function renderMarkdown(body: string, classes?: Set<string>): string {
  return markdown.render(body, { classes } satisfies MarkdownEnv);
}

/** An article's text, at a readable measure; `lang` where it is not in the page's language (no translation yet). */
export function ArticleBody({ body, lang }: { body: string; lang?: string }) {
  const classes = new Set<string>();
  const html = renderMarkdown(body, classes);
  useClasses()(classes);
  return <div className="article-body prose" lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
