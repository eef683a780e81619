import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import cookieBanner from '../../content/cookie-banner';
import type { BrowserSuite } from '../support/browser';
import { viewports } from '../support/browser';

/**
 * The screens the site was tried on by hand: a 375×667 phone, a 1280×800 laptop, and that laptop's
 * 1280×1024 screen zoomed to 400% (a 320×256 CSS viewport, WCAG 2.2 SC 1.4.10).
 */
export const screens = {
  phone: { width: 375, height: 667 },
  desktop: viewports.desktop,
  zoomed: { width: 320, height: 256 },
} as const;
export type ScreenName = keyof typeof screens;

/** Every wait in these checks fails within this, with the step that was waiting. */
export const STEP_TIMEOUT = 3_000;

/**
 * A browser context at a screen size: a first visit (the cookie banner is up) or a returning visitor's
 * (a choice is stored), optionally in forced colours (Windows high contrast) or with the system set to dark.
 */
export async function visit(
  suite: BrowserSuite,
  path: string,
  {
    screen,
    returning = false,
    forcedColors = false,
    colorScheme = 'light',
  }: { screen: ScreenName; returning?: boolean; forcedColors?: boolean; colorScheme?: 'light' | 'dark' },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await suite.newContext({
    viewport: screens[screen],
    forcedColors: forcedColors ? 'active' : 'none',
    colorScheme,
    storageState: returning
      ? { cookies: [], origins: [{ origin: suite.url, localStorage: [{ name: 'cookieConsent', value: 'rejected' }] }] }
      : undefined,
  });
  // Shorter steps than the suite's; a page load keeps the suite's LOAD_TIMEOUT, which takes precedence.
  context.setDefaultTimeout(STEP_TIMEOUT);
  const page = await context.newPage();
  await page.goto(suite.url + path);
  // Every widget has started (each marks itself data-enhanced), and on a first visit the banner is up.
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-module]')].every((widget) => widget.hasAttribute('data-enhanced')),
  );
  if (!returning) {
    await page.locator('[data-module="cookie-banner"]').waitFor({ state: 'visible' });
    // The page has made room for the banner at its foot: the script sets the room from the banner's height
    // as it is laid out (a ResizeObserver's callback, in the frame after it shows), which a busy machine can
    // leave until after the first key press, though a visitor's first press always comes later.
    await page.waitForFunction(() => {
      const banner = document.querySelector<HTMLElement>('[data-module="cookie-banner"]');
      if (!banner || getComputedStyle(banner).position !== 'fixed') return true;
      return parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) === banner.offsetHeight;
    });
  }
  return { context, page };
}

/** The cookie banner, as a screen reader finds it: the region named by its title. */
export const bannerRegion = (page: Page) => page.getByRole('region', { name: cookieBanner.title });

/**
 * How much of the focused element a visitor can see: three points across each of its boxes (a link over
 * two lines has two), each hit-tested.
 */
export interface FocusView {
  /** The element's name and tag, for messages: `Donate <a>`. */
  name: string;
  visible: number;
  of: number;
}

/** What the visitor sees of the element in focus (null when focus is on the page itself). */
export function focusView(page: Page): Promise<FocusView | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    const text = element.getAttribute('aria-label') ?? element.textContent ?? '';
    const name = `${text.replace(/\s+/g, ' ').trim().slice(0, 50)} <${element.tagName.toLowerCase()}>`;
    let visible = 0;
    let of = 0;
    for (const box of element.getClientRects()) {
      for (const [fx, fy] of [
        [0.25, 0.25],
        [0.5, 0.5],
        [0.75, 0.75],
      ] as const) {
        of++;
        const x = box.left + fx * box.width;
        const y = box.top + fy * box.height;
        if (x < 0 || y < 0 || x >= innerWidth || y >= innerHeight) continue;
        const hit = document.elementFromPoint(x, y);
        if (hit && element.contains(hit)) visible++;
      }
    }
    return { name, visible, of };
  });
}

/**
 * Pages that hold every kind of control between them: cards, video, a filter row that scrolls sideways on
 * phones, a legal contents list, disclosures. (The gallery's cards are checked one by one in focus.test.ts.)
 */
export const TOURED_PATHS = ['/', '/impact/blogs/', '/privacy/', '/donate/'];

/**
 * Tabs through the page from its top to its end, checking what is seen of each element that takes focus.
 * Returns the names of the elements in focus order.
 */
export async function tabThroughPage(page: Page, check: (view: FocusView) => void, most = 200): Promise<string[]> {
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    window.scrollTo(0, 0);
  });
  const order: string[] = [];
  for (let step = 0; step < most; step++) {
    await page.keyboard.press('Tab');
    const view = await focusView(page);
    if (!view) return order;
    order.push(view.name);
    check(view);
  }
  throw new Error(`more than ${most} focus stops: is focus trapped? Last: ${order.slice(-3).join(', ')}`);
}

/** Tabs through the page: each of its (more than 20) focus stops must show in full while it has focus. */
export async function expectEveryFocusStopSeen(page: Page, path: string) {
  const hidden: string[] = [];
  const order = await tabThroughPage(page, (view) => {
    if (view.visible < view.of) hidden.push(`${view.name}: ${view.visible} of ${view.of} points seen`);
  });
  expect(order.length, path).toBeGreaterThan(20);
  expect(hidden, path).toEqual([]);
}

/** A focus indicator's part: an outline or a box shadow, its colour and how far it reaches out of the box. */
export interface RingPart {
  colour: string;
  reach: number;
}

/** What a focused element looks like, read from the page: its ring, what clips it, its text and backgrounds. */
export interface FocusLook {
  focusVisible: boolean;
  parts: RingPart[];
  /** The ancestor whose overflow cuts into the ring, if any: `div.video__frame`. */
  clippedBy: string | null;
  /** The backgrounds around the ring, nearest first. */
  around: string[];
  /** Each run of visible text in the element: its colour and the backgrounds behind it, nearest first. */
  texts: { text: string; colour: string; behind: string[] }[];
}

/**
 * Reads how the element is drawn now. The ring is the visible outline and box shadows of the element, or
 * of its ::after or ::before (a card's link draws its ring around the whole card); an ancestor clips it when
 * its overflow is not visible and the ring reaches past its padding box.
 */
export function lookOf(locator: Locator): Promise<FocusLook> {
  return locator.evaluate((element) => {
    const backgrounds = (from: Element | null): string[] => {
      const layers: string[] = [];
      for (let node = from; node; node = node.parentElement) {
        const colour = getComputedStyle(node).backgroundColor;
        if (/rgba\(.*,\s*0\)$/.test(colour) || colour === 'transparent') continue;
        layers.push(colour);
        if (!colour.startsWith('rgba')) break;
      }
      return layers;
    };
    const positioned = (from: Element | null): Element => {
      for (let node = from; node; node = node.parentElement) {
        if (getComputedStyle(node).position !== 'static') return node;
      }
      return document.documentElement;
    };
    const describe = (node: Element) => `${node.tagName.toLowerCase()}.${[...node.classList].join('.')}`;

    const own = element.getBoundingClientRect();
    const parts: { colour: string; reach: number }[] = [];
    let box = { left: own.left, top: own.top, right: own.right, bottom: own.bottom };
    let clipFrom: Element | null = element.parentElement;
    for (const pseudo of [null, '::after', '::before']) {
      const style = getComputedStyle(element, pseudo);
      const found: { colour: string; reach: number }[] = [];
      if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) {
        found.push({
          colour: style.outlineColor,
          reach: parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset),
        });
      }
      for (const shadow of style.boxShadow.matchAll(
        /(rgba?\([^)]*\)) (-?[\d.]+)px (-?[\d.]+)px [\d.]+px (-?[\d.]+)px( inset)?/g,
      )) {
        const [, colour, x, y, spread, inset] = shadow;
        if (colour === undefined || x === undefined || y === undefined || spread === undefined) continue;
        const reach = parseFloat(spread) + Math.max(Math.abs(parseFloat(x)), Math.abs(parseFloat(y)));
        if (!inset && reach > 0) found.push({ colour, reach });
      }
      // A transparent outline is drawn only in forced colours (the browser then gives it a colour).
      const seen = found.filter((part) => !/rgba\(.*,\s*0\)$/.test(part.colour));
      if (seen.length === 0) continue;
      if (pseudo) {
        // The ring of an absolutely placed ::after: its box is set by its insets in its containing block.
        const block = positioned(element);
        const frame = block.getBoundingClientRect();
        const inset = (side: 'top' | 'right' | 'bottom' | 'left') => parseFloat(style[side]) || 0;
        box = {
          left: frame.left + inset('left'),
          top: frame.top + inset('top'),
          right: frame.right - inset('right'),
          bottom: frame.bottom - inset('bottom'),
        };
        clipFrom = block;
      }
      parts.push(...seen);
      break;
    }
    const reach = Math.max(0, ...parts.map((part) => part.reach));
    const ring = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };

    let clippedBy: string | null = null;
    for (let node = clipFrom; node && node !== document.documentElement && !clippedBy; node = node.parentElement) {
      const style = getComputedStyle(node);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const frame = node.getBoundingClientRect();
      const inner = {
        left: frame.left + parseFloat(style.borderLeftWidth),
        right: frame.right - parseFloat(style.borderRightWidth),
        top: frame.top + parseFloat(style.borderTopWidth),
        bottom: frame.bottom - parseFloat(style.borderBottomWidth),
      };
      const cutsX = style.overflowX !== 'visible' && (ring.left < inner.left - 0.5 || ring.right > inner.right + 0.5);
      const cutsY = style.overflowY !== 'visible' && (ring.top < inner.top - 0.5 || ring.bottom > inner.bottom + 0.5);
      if (cutsX || cutsY) clippedBy = describe(node);
    }

    // What lies around the ring: the nearest ancestor that reaches past it on every side.
    let outside: Element | null = clipFrom;
    while (outside && outside !== document.documentElement) {
      const frame = outside.getBoundingClientRect();
      if (frame.left < ring.left && frame.top < ring.top && frame.right > ring.right && frame.bottom > ring.bottom)
        break;
      outside = outside.parentElement;
    }

    const texts: { text: string; colour: string; behind: string[] }[] = [];
    for (const node of [element, ...element.querySelectorAll('*')]) {
      const text = [...node.childNodes]
        .filter((child) => child.nodeType === Node.TEXT_NODE)
        .map((child) => child.textContent ?? '')
        .join('')
        .trim();
      const frame = node.getBoundingClientRect();
      // Visually hidden text (a 1 px box) is for screen readers only.
      if (!text || frame.width <= 1 || frame.height <= 1) continue;
      texts.push({ text, colour: getComputedStyle(node).color, behind: backgrounds(node) });
    }

    return {
      focusVisible: element.matches(':focus-visible'),
      parts,
      clippedBy,
      around: backgrounds(outside),
      texts,
    };
  });
}

/**
 * Waits until the browser has drawn two more frames and every transition has ended. Under reduced motion
 * every property of every element transitions for 0.01 ms (styles/base/_base.scss), which a busy headless
 * browser may not have finished two frames later: a link's text was read in its hover colour after focus.
 */
export function framesDrawn(page: Page): Promise<void> {
  return page.evaluate(async () => {
    await new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve())));
    await Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((animation) => animation.finished.catch(() => undefined)),
    );
  });
}

/** Moves focus to an element as the keyboard would, so that it shows :focus-visible. */
export async function keyboardFocus(page: Page, locator: Locator) {
  // A key press makes the keyboard the last means of input; focus moved after it is shown as keyboard focus.
  await page.keyboard.press('Shift');
  await locator.focus();
  expect(await locator.evaluate((element) => element === document.activeElement), 'focused').toBe(true);
  await framesDrawn(page);
}
