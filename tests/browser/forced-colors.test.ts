import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser';
import { keyboardFocus, lookOf, visit, type ScreenName } from './a11y-steps';
import { tours } from './controls';

const suite = browserSuite();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

/** A page in Chromium's emulation of forced colours (Windows high contrast), which drops box shadows. */
async function open(path: string, screen: ScreenName, returning = true): Promise<Page> {
  const opened = await visit(suite, path, { screen, returning, forcedColors: true });
  context = opened.context;
  expect(await opened.page.evaluate(() => matchMedia('(forced-colors: active)').matches)).toBe(true);
  return opened.page;
}

/**
 * What forced colours still paint of an element: its colours as forced, borders, outline and text marks,
 * once its transitions (a hover's colour fading out) have ended.
 */
function painted(locator: Locator): Promise<Record<string, string>> {
  return locator.evaluate(async (element) => {
    await Promise.all(element.getAnimations().map((animation) => animation.finished));
    const style = getComputedStyle(element);
    return {
      color: style.color,
      background: style.backgroundColor,
      border: `${style.borderBottomWidth} ${style.borderBottomStyle} ${style.borderBottomColor}`,
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      decoration: style.textDecorationLine,
      weight: style.fontWeight,
    };
  });
}

/** The properties in which two elements look different to a visitor in forced colours. */
async function differences(a: Locator, b: Locator): Promise<string[]> {
  const [first, second] = [await painted(a), await painted(b)];
  return Object.keys(first).filter((key) => first[key] !== second[key]);
}

describe('in forced colours', () => {
  for (const { path, screen, returning, controls } of tours) {
    it(`on ${path} (${screen}), ${controls.map(({ kind }) => kind).join(', ')}: each shows a focus ring nothing cuts off`, async () => {
      const page = await open(path, screen, returning);
      for (const { kind, find, before } of controls) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await before?.(page);
        const control = find(page);
        await keyboardFocus(page, control);
        const look = await lookOf(control);
        expect(look.parts.length, `${kind}: has a focus ring in forced colours`).toBeGreaterThan(0);
        expect(look.clippedBy, `${kind}: its ring is cut off by`).toBeNull();
      }
    });
  }

  it('the chosen filter button stands apart from the others', async () => {
    const page = await open('/impact/gallery/', 'desktop');
    const bar = page.getByRole('group', { name: 'Filter gallery by category' });
    await bar.getByRole('button', { name: 'Events' }).click();
    await page.mouse.move(0, 0);
    const chosen = bar.getByRole('button', { name: 'Events' });
    expect(await chosen.getAttribute('aria-pressed')).toBe('true');
    expect(await differences(chosen, bar.getByRole('button', { name: 'Programs' }))).toContain('background');
  });

  it('the menu marks the current section and page', async () => {
    const page = await open('/about/team/', 'desktop');
    const nav = page.getByRole('navigation', { name: 'Main' });
    const section = nav.getByRole('button', { name: 'About Us' });
    expect(await section.getAttribute('aria-current')).toBe('true');
    expect(await differences(section, nav.getByRole('button', { name: 'Programs' }))).not.toEqual([]);
    await section.click();
    await page.mouse.move(0, 0);
    const current = nav.getByRole('link', { name: 'Team' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(await differences(current, nav.getByRole('link', { name: 'Board' }))).not.toEqual([]);
  });

  it('the gallery viewer has an edge around it', async () => {
    const page = await open('/impact/gallery/', 'desktop');
    await page
      .getByRole('main')
      .getByRole('button', { name: /highlights/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await keyboardFocus(page, dialog.getByRole('button', { name: 'Close' }));
    const edge = await dialog.evaluate((element) => {
      const style = getComputedStyle(element);
      return { width: parseFloat(style.borderTopWidth), style: style.borderTopStyle, colour: style.borderTopColor };
    });
    expect(edge.width).toBeGreaterThanOrEqual(1);
    expect(edge.style).toBe('solid');
    expect(edge.colour).not.toMatch(/rgba\(.*,\s*0\)$/);
  });
});
