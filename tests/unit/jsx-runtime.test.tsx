import { renderToStaticMarkup } from 'react-dom/server';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyPageParts, PagePartsContext, type PageParts } from '../../components/PageParts';
import { ENGLISH_END, ENGLISH_START } from '../../content/lib/words/translate';

/** Markup as the build renders a page, with the parts its components record. */
function rendered(node: ReactNode): { html: string; parts: PageParts } {
  const parts = emptyPageParts();
  const html = renderToStaticMarkup(<PagePartsContext value={parts}>{node}</PagePartsContext>);
  return { html, parts };
}

const english = (text: string) => ENGLISH_START + text + ENGLISH_END;

describe('the site’s JSX, as a page renders', () => {
  it('writes every element as React does, HTML and SVG, with its classes and words as they are', () => {
    const Card = ({ title }: { title: string }) => (
      <article className="card  card--wide">
        <h2 className="card__title">{title}</h2>
        <svg className="icon" aria-hidden="true">
          <path d="M0 0h1" />
        </svg>
        <p>Every gallery tells a story.</p>
      </article>
    );
    expect(rendered(<Card title="Robots" />).html).toBe(
      '<article class="card  card--wide"><h2 class="card__title">Robots</h2><svg class="icon" aria-hidden="true"><path d="M0 0h1"></path></svg><p>Every gallery tells a story.</p></article>',
    );
  });

  it('renders the same outside a page', () => {
    expect(renderToStaticMarkup(<p className="notice">Hi</p>)).toBe('<p class="notice">Hi</p>');
  });
});

describe('English shown for want of a translation', () => {
  it('is a span in English in text, nested where a template holds a title', () => {
    const { html } = rendered(
      <p>
        {english('Our team')} <a href="/x/">{english(`Read: ${english('Robots')}`)}</a>
      </p>,
    );
    expect(html).toBe(
      '<p><span lang="en">Our team</span> <a href="/x/"><span lang="en">Read: <span lang="en">Robots</span></span></a></p>',
    );
  });

  it('loses its marks where markup cannot say so: attributes, the title, scripts and styles', () => {
    const { html } = rendered(
      <>
        <title>{english('Team')}</title>
        <abbr title={english('Kenya Certificate of Secondary Education')}>KCSE</abbr>
        <script type="application/json">{english('{"a":1}')}</script>
      </>,
    );
    expect(html).toBe(
      '<title>Team</title><abbr title="Kenya Certificate of Secondary Education">KCSE</abbr><script type="application/json">{"a":1}</script>',
    );
    expect(html).not.toMatch(/[\uE000\uE001]/);
  });

  it('reaches a component’s props as it is, so the component can still tell it is English', () => {
    const Shows = ({ text }: { text: string }) => <span>{text.startsWith(ENGLISH_START) ? 'marked' : 'plain'}</span>;
    expect(rendered(<Shows text={english('Hello')} />).html).toBe('<span>marked</span>');
  });

  it('is keyed in a list of children, so React has nothing to warn about', () => {
    const warn = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { html } = rendered(
      <ul>
        {[english('One'), 'Two'].map((text) => (
          <li key={text}>{[text, ' ', english('more')]}</li>
        ))}
      </ul>,
    );
    expect(html).toBe(
      '<ul><li><span lang="en">One</span> <span lang="en">more</span></li><li>Two <span lang="en">more</span></li></ul>',
    );
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});
