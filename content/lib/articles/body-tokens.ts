import type { Token } from 'markdown-it';

/**
 * Each article's body, as Markdown read it when the article was checked (./articles.ts), until its page
 * renders it. Kept apart from the articles' loader, which reads files, because the content editor's
 * preview renders article bodies in the browser.
 */
const parsedBodies = new Map<string, Token[]>();

/** Keeps an article's body as Markdown read it, for its page to render rather than read it again. */
export function keepBodyTokens(body: string, tokens: Token[]): void {
  parsedBodies.set(body, tokens);
}

/**
 * An article's body as Markdown read it when the build checked it, for its page to render (once: the page
 * takes it); none for any other text, which is read as it is rendered. The same tokens may be rendered in
 * both editions, so whoever renders them changes none.
 */
export function bodyTokens(body: string): Token[] | undefined {
  const tokens = parsedBodies.get(body);
  parsedBodies.delete(body);
  return tokens;
}
