import MarkdownIt, { type Token } from 'markdown-it';
import { bodyTokens } from '../content/lib/articles/body-tokens';
import { href } from '../content/lib/words/href';

/**
 * Markdown rendered for the page. Raw HTML is off (it shows as text, and the content check refuses it),
 * so no script or style can come from an article, and the Content-Security-Policy holds. The one pull
 * quote an article may have is drawn like the site's other pull quotes.
 */
const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.renderer.rules.blockquote_open = () => '<blockquote class="pull-quote">\n';
// A link to a page leads to the page in this edition, as every link of the site does. Written from a copy of
// the link: an article's tokens are read once and rendered in both editions (bodyTokens).
markdown.renderer.rules.link_open = (tokens, idx, options, _env, self) => {
  const link = tokens[idx];
  if (!link?.attrs) return self.renderToken(tokens, idx, options);
  const edition: Token = Object.assign(Object.create(Object.getPrototypeOf(link) as object) as Token, link, {
    attrs: link.attrs.map(([name, value]) => [
      name,
      name === 'href' && typeof value === 'string' ? href(value) : value,
    ]),
  });
  return self.renderToken([edition], 0, options);
};

/** Markdown as HTML, for a page or a feed: an article's body as it was read when it was checked. */
export function renderMarkdown(body: string): string {
  const tokens = bodyTokens(body);
  return tokens ? markdown.renderer.render(tokens, markdown.options, {}) : markdown.render(body);
}

/** An article's text, at a readable measure; `lang` where it is not in the page's language (no translation yet). */
export function ArticleBody({ body, lang }: { body: string; lang?: string }) {
  return <div className="article-body prose" lang={lang} dangerouslySetInnerHTML={{ __html: renderMarkdown(body) }} />;
}
