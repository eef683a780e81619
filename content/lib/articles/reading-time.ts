import type { Token } from 'markdown-it';

/**
 * How long an article takes to read, from its words (content/lib/articles/articles.ts), shown beside its date.
 * Apart from the reading of article files, so that the content editor's preview counts an article as it
 * is being written (cms/preview.tsx).
 */

const WORDS_PER_MINUTE = 200;

/** The words of a body's text (markdown-it's tokens): what has a letter or a digit, code included. */
export function countWords(tokens: Token[]): number {
  return tokens
    .flatMap((t) => t.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .reduce((sum, t) => sum + t.content.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length, 0);
}

/** Reading time in whole minutes, at about 200 words a minute; never under one. */
export const minutesToRead = (words: number) => Math.max(1, Math.round(words / WORDS_PER_MINUTE));
