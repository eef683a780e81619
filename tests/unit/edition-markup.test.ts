import { describe, expect, it } from 'vitest';
import { editionMarkup, markFallbacks } from '../../build/render';
import { ENGLISH_END, ENGLISH_START } from '../../content/lib/translate';

const english = (text: string) => ENGLISH_START + text + ENGLISH_END;
const isPage = (path: string) => path.endsWith('/');

describe('a Kiswahili page’s markup', () => {
  it('marks untranslated English as English in text, and drops the marks in the title and attributes', () => {
    const html = `<title>${english('Team')}</title><img alt="${english('A robot')}"><p>${english('Our team')}</p>`;
    expect(markFallbacks(html)).toBe('<title>Team</title><img alt="A robot"><p><span lang="en">Our team</span></p>');
  });

  it('leads page links to the same edition, but not files, nor links that say their language', () => {
    const html = '<a href="/about/">About</a><a href="/reports/x.pdf">Picture</a><a href="/" hreflang="en">English</a>';
    expect(editionMarkup(html, 'sw', isPage)).toBe(
      '<a href="/sw/about/">About</a><a href="/reports/x.pdf">Picture</a><a href="/" hreflang="en">English</a>',
    );
  });
});
