import MarkdownIt from 'markdown-it';
import { href } from '../content/lib/href';

/**
 * Markdown rendered for the page. Raw HTML is off (it shows as text, and the content check refuses it),
 * so no script or style can come from an article, and the Content-Security-Policy holds. The one pull
 * quote an article may have is drawn like the site's other pull quotes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.renderer.rules.blockquote_open = () => '<blockquote class="pull-quote">\n';
// A link to a page leads to the page in this edition, as every link of the site does.
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const to = tokens[idx]?.attrGet('href');
  if (typeof to === 'string') tokens[idx]?.attrSet('href', href(to));
  return self.renderToken(tokens, idx, options);
};

/** Markdown as HTML, for a page or a feed. */
export function renderMarkdown(body: string): string {
  return markdown.render(body);
}

/** An article's text, at a readable measure; `lang` where it is not in the page's language (no translation yet). */
export function ArticleBody({ body, lang }: { body: string; lang?: string }) {
  return <div className="article-body prose" lang={lang} dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }} />;
}
