import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blogs';
import { browserSuite } from '../support/browser';
import { contrast, seenThrough } from '../support/colour';
import {
  bannerRegion,
  expectEveryFocusStopSeen,
  framesDrawn,
  keyboardFocus,
  lookOf,
  TOURED_PATHS,
  visit,
  type ScreenName,
} from './a11y-steps';
import { tours } from './controls';

const suite = browserSuite();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

async function open(path: string, screen: ScreenName, returning = true, colorScheme: 'light' | 'dark' = 'light') {
  const opened = await visit(suite, path, { screen, returning, colorScheme });
  context = opened.context;
  return opened.page;
}

/** Where focus is: the banner, the header, the main content or the footer. */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const part = focused?.closest('[data-module="cookie-banner"], header, main, footer');
    return part?.matches('[data-module="cookie-banner"]') ? 'banner' : (part?.tagName.toLowerCase() ?? 'page');
  });

describe('focus order', () => {
  it('runs skip link, cookie banner, header, and Escape in the banner does what its close icon does', async () => {
    const page = await open('/', 'phone', false);
    const order: string[] = [];
    for (let step = 0; step < 7; step++) {
      await page.keyboard.press('Tab');
      order.push(await focusIsIn(page));
    }
    // The skip link, the banner's privacy link and four buttons, then the header's logo.
    expect(order).toEqual(['page', 'banner', 'banner', 'banner', 'banner', 'banner', 'header']);

    await bannerRegion(page).getByRole('button', { name: 'Accept All' }).focus();
    await page.keyboard.press('Escape');
    expect(await bannerRegion(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem('cookieConsent'))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem('cookieBannerDismissed'))).not.toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');
  });
});

describe('focus is never hidden (WCAG 2.2 SC 2.4.11), with the cookie banner up', () => {
  for (const screen of ['phone', 'desktop'] as const) {
    for (const path of TOURED_PATHS) {
      it(`on ${path} at ${screen} size, every element in the tab order shows in full when it has focus`, async () => {
        await expectEveryFocusStopSeen(await open(path, screen, false), path);
      });
    }
  }

  it('Tab and Shift+Tab through a phone’s sideways-scrolling filter row keep each choice and its ring in view', async () => {
    const page = await open('/impact/blogs/', 'phone');
    const buttons = page.getByRole('navigation', { name: 'Filter posts by category' }).getByRole('link');
    const count = await buttons.count();
    expect(count).toBe(blogCategories.length + 1);
    const inView = async (button: Locator, way: string) => {
      const name = `${(await button.textContent())?.trim()} (${way})`;
      expect(await button.evaluate((el) => el === document.activeElement), name).toBe(true);
      const box = (await button.boundingBox())!;
      expect(box.x, name).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, name).toBeLessThanOrEqual(375);
      expect((await lookOf(button)).clippedBy, name).toBeNull();
    };
    await keyboardFocus(page, buttons.first());
    for (let i = 1; i < count; i++) {
      await page.keyboard.press('Tab');
      await inView(buttons.nth(i), 'Tab');
    }
    for (let i = count - 2; i >= 0; i--) {
      await page.keyboard.press('Shift+Tab');
      await inView(buttons.nth(i), 'Shift+Tab');
    }
  });
});

/** Every run of text in the element at 4.5:1 or more against what is behind it, or what falls short. */
async function textShortfalls(control: Locator, state: string): Promise<string[]> {
  const { texts } = await lookOf(control);
  return texts
    .map(({ text, colour, behind }) => ({ text, colour, behind, ratio: contrast(colour, seenThrough(behind)) }))
    .filter(({ ratio }) => ratio < 4.5)
    .map(
      ({ text, colour, behind, ratio }) => `${state}: “${text}” at ${ratio}:1 (${colour} on ${behind.join(' over ')})`,
    );
}

describe.each(['light', 'dark'] as const)('focus indicators and text states, in %s colours', (colorScheme) => {
  for (const { path, screen, returning, controls } of tours) {
    it(`on ${path} (${screen}), ${controls.map(({ kind }) => kind).join(', ')}: each one's focus ring is unclipped and 3:1 against its surroundings, its text 4.5:1 at rest, hovered and focused`, async () => {
      const page = await open(path, screen, returning, colorScheme);
      // States are read once their transitions have ended.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      for (const { kind, find, before, noHover } of controls) {
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await before?.(page);
        const control = find(page);
        const shortfalls = await textShortfalls(control, 'at rest');
        if (!noHover) {
          await control.hover();
          await framesDrawn(page);
          shortfalls.push(...(await textShortfalls(control, 'hovered')));
          await page.mouse.move(0, 0);
        }

        await keyboardFocus(page, control);
        const look = await lookOf(control);
        expect(look.focusVisible, `${kind}: shows keyboard focus`).toBe(true);
        expect(look.parts.length, `${kind}: has a focus ring`).toBeGreaterThan(0);
        expect(look.clippedBy, `${kind}: its ring is cut off by`).toBeNull();
        const around = seenThrough(look.around);
        const best = Math.max(...look.parts.map((part) => contrast(part.colour, around)));
        expect(best, `${kind}: focus ring contrast with its surroundings`).toBeGreaterThanOrEqual(3);
        shortfalls.push(...(await textShortfalls(control, 'focused')));
        expect(shortfalls, kind).toEqual([]);
      }
    });
  }
});
