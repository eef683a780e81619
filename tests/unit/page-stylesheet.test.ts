import { describe, expect, it } from 'vitest';
import { pageStylesheet } from '../../styles/page-stylesheet';

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
    const everyClass = 'card card__title gallery gallery__title nav--open nav__list button button--cta';
    expect(forPage(`<div class="${everyClass}"></div>`)).toBe(stylesheet);
  });

  it('keeps the rules without classes, the keyframes and the fonts, whatever the page', () => {
    const own = forPage('<p>Hello</p>');
    expect(own).toContain('*,::before{box-sizing:border-box}');
    expect(own).toContain('body{margin:0}');
    expect(own).toContain('a[href$=".pdf"]::after{content:" (PDF)"}');
    expect(own).toContain('@keyframes fade{');
    expect(own).toContain('@font-face{font-family:Body;src:url(/body.woff2)}');
    expect(own).not.toContain('.card');
    expect(own).not.toContain('@media');
  });

  it('keeps a rule only when every class of one of its selectors is on the page, and only those selectors', () => {
    const own = forPage('<article class="card"><h2 class="card__title">A</h2></article>');
    expect(own).toContain('.card{padding:1rem}');
    expect(own).toContain('.card__title{font-weight:700}');
    expect(own).not.toContain('.gallery__title');
    expect(own).toContain('@media (min-width: 600px){.card{padding:2rem}}');
    expect(own).not.toContain('.nav__list');
  });

  it('needs no class that a selector names only inside :not() to keep its rule', () => {
    expect(forPage('<a class="button">Go</a>')).toContain('.button:not(.button--cta){color:blue}');
  });

  it('keeps the rule for a class that only a script adds, found in the script’s code', () => {
    const markup = '<nav class="nav"><ul class="nav__list"></ul></nav>';
    expect(forPage(markup)).not.toContain('.nav--open');
    expect(forPage(markup, 'n.classList.toggle("nav--open",o)')).toContain('.nav--open .nav__list{display:block}');
  });

  it('reads classes from class attributes, not from the page’s words', () => {
    expect(forPage('<p>Every card tells a story.</p>')).not.toContain('.card');
  });
});
