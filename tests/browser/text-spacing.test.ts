import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser';
import { builtPaths } from '../support/dist';
import { visit } from './a11y-steps';

const suite = browserSuite();

/** WCAG 2.2 SC 1.4.12's values, as the text-spacing bookmarklet applies them. */
const TEXT_SPACING = `
  * { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; }
  p { margin-bottom: 2em !important; }
`;

/**
 * Applies the spacing (through the CSS object model, which the Content-Security-Policy leaves alone) and
 * lists every line of text that runs out of its box, is cut off by an ancestor, or makes the page scroll
 * sideways.
 */
function spacedTextFaults(css: string): string[] {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  const faults: string[] = [];
  if (document.documentElement.scrollWidth > innerWidth) {
    faults.push(`the page is ${document.documentElement.scrollWidth} px wide`);
  }
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    const parent = node.parentElement;
    if (!text || !parent || parent.closest('script, style, [hidden]')) continue;
    let box: Element = parent;
    while (['inline', 'contents'].includes(getComputedStyle(box).display) && box.parentElement) box = box.parentElement;
    const frame = box.getBoundingClientRect();
    // Visually hidden text (a 1 px box) is for screen readers only.
    if (frame.width <= 1 || frame.height <= 1) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const name = `“${text.slice(0, 40)}” in ${box.tagName.toLowerCase()}.${[...box.classList].join('.')}`;
    for (const line of range.getClientRects()) {
      if (line.width === 0) continue;
      if (line.left < frame.left - 1 || line.right > frame.right + 1 || line.bottom > frame.bottom + 1) {
        faults.push(`${name} runs out of its box`);
        break;
      }
      let cutBy: Element | null = null;
      for (let up = box.parentElement; up && !cutBy; up = up.parentElement) {
        const style = getComputedStyle(up);
        // A box that scrolls keeps its text reachable; hidden and clip cut it off.
        if (![style.overflowX, style.overflowY].some((value) => value === 'hidden' || value === 'clip')) continue;
        const clip = up.getBoundingClientRect();
        if (line.left < clip.left - 1 || line.right > clip.right + 1 || line.bottom > clip.bottom + 1) cutBy = up;
      }
      if (cutBy) {
        faults.push(`${name} is cut off by ${cutBy.tagName.toLowerCase()}.${[...cutBy.classList].join('.')}`);
        break;
      }
    }
  }
  return faults;
}

describe('text spacing (WCAG 2.2 SC 1.4.12) at 320 px', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    ({ context, page } = await visit(suite, '/', { screen: 'phone', returning: true }));
    await page.setViewportSize({ width: 320, height: 640 });
  });
  afterAll(() => context?.close());

  const paths = builtPaths();
  it('covers every page', () => expect(paths.length).toBeGreaterThan(20));

  it.each(paths)('%s: no text runs out of its box, is cut off, or makes the page scroll sideways', async (path) => {
    await page.goto(suite.url + path);
    expect(await page.evaluate(spacedTextFaults, TEXT_SPACING)).toEqual([]);
  });
});
