import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { ArticleBody } from '../../components/ArticleBody';
import { classesIn, pageStylesheet } from '../../styles/page-stylesheet';

const stylesheet = [
  '*,::before{box-sizing:border-box}',
  'body{margin:0}',
  '.card{padding:1rem}',
  '.card__title,.gallery__title{font-weight:700}',
  '.nav--open .nav__list{display:block}',
  '.button:not(.button--cta){color:blue}',
  'a[href$=".pdf"]::after{content:" (PDF)"}',
  '@media (min-width: 600px){.card{padding:2rem}.gallery{display:grid}}',
  '@keyframes fade{from{opacity:0}to{opacity:1}}',
  '@font-face{font-family:Body;src:url(/body.woff2)}',
].join('');
const forPage = pageStylesheet(stylesheet);

describe('a page’s stylesheet', () => {
  it('is the whole stylesheet, unchanged, for a page that uses every class', () => {
    const everyClass = [
      'card',
      'card__title',
      'gallery',
      'gallery__title',
      'nav--open',
      'nav__list',
      'button',
      'button--cta',
    ];
    expect(forPage(everyClass)).toBe(stylesheet);
  });

  it('keeps the rules without classes, the keyframes and the fonts, whatever the page', () => {
    const own = forPage([]);
    expect(own).toContain('*,::before{box-sizing:border-box}');
    expect(own).toContain('body{margin:0}');
    expect(own).toContain('a[href$=".pdf"]::after{content:" (PDF)"}');
    expect(own).toContain('@keyframes fade{');
    expect(own).toContain('@font-face{font-family:Body;src:url(/body.woff2)}');
    expect(own).not.toContain('.card');
    expect(own).not.toContain('@media');
  });

  it('keeps a rule only when every class of one of its selectors is on the page, and only those selectors', () => {
    const own = forPage(['card', 'card__title']);
    expect(own).toContain('.card{padding:1rem}');
    expect(own).toContain('.card__title{font-weight:700}');
    expect(own).not.toContain('.gallery__title');
    expect(own).toContain('@media (min-width: 600px){.card{padding:2rem}}');
    expect(own).not.toContain('.nav__list');
  });

  it('needs no class that a selector names only inside :not() to keep its rule', () => {
    expect(forPage(['button'])).toContain('.button:not(.button--cta){color:blue}');
  });

  it('keeps the rule for a class that only a script adds, found in the script’s code', () => {
    const markup = ['nav', 'nav__list'];
    expect(forPage(markup)).not.toContain('.nav--open');
    expect(forPage(markup, 'n.classList.toggle("nav--open",o)')).toContain('.nav--open .nav__list{display:block}');
  });

  it('is the same for the same classes in any order, and ignores classes the stylesheet does not name', () => {
    expect(forPage(['card__title', 'card', 'placeholder-3a5f7d'])).toBe(forPage(['card', 'card__title']));
  });
});

describe('the classes of a page’s markup', () => {
  it('are every class of its elements, HTML and SVG, each once, and nothing of its words or other attributes', () => {
    // As React writes it: a `"` in a text or a value is `&quot;`.
    const markup =
      '<article class="card  card--wide" data-class="not-this"><h2 class="card__title">Write class=&quot;nor-this&quot;</h2>' +
      '<svg class="icon" aria-hidden="true"><path d="M0 0h1"></path></svg><p class="card__title" title="a class=&quot;x&quot;">A</p></article>';
    expect([...classesIn(markup)].sort()).toEqual(['card', 'card--wide', 'card__title', 'icon']);
  });

  it('include those an article’s Markdown writes', () => {
    const markup = (body: string) => renderToStaticMarkup(createElement(ArticleBody, { body }));
    expect([...classesIn(markup('## Title\n\n> A quote from the day.\n'))].sort()).toEqual([
      'article-body',
      'prose',
      'pull-quote',
    ]);
    expect([...classesIn(markup('Just text.'))].sort()).toEqual(['article-body', 'prose']);
  });
});
