import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { browserSuite, viewports } from '../support/browser';
import { builtPaths, isKiswahili, withKiswahiliSample } from '../support/dist';

/**
 * No control does nothing (decisions.md): every page is visited on a phone and every button on it pressed,
 * one at a time from a fresh load, and each must change what is on screen (a filter, a dialog, a menu, the
 * cookie banner, an announced message). A button that only appears after another is pressed (the menu's
 * sections, the gallery's Close) is pressed from there. Controls that go somewhere are links, not buttons,
 * and the built-HTML tests check where each leads.
 */
const suite = browserSuite();

/** Two presses deep: the menu button, then a section of the menu; a gallery card, then the viewer's Close. */
const MAX_DEPTH = 2;

/** How long a press may take to show its effect (the menu and the dialog fade in well under this). */
const CHANGE_TIMEOUT = 2_000;

interface Control {
  /** Where the control is, its name and its place among controls of that name there: `main: Programs#0`. */
  key: string;
  name: string;
  shown: boolean;
  /** A toggle already on (the filter's current choice): pressing it again is not required to change anything. */
  pressed: boolean;
  inMain: boolean;
}

const CONTROLS = 'button, [role="button"], input[type="submit"], input[type="button"], input[type="reset"]';

function listControls(page: Page): Promise<Control[]> {
  return page.evaluate((selector) => {
    const counts = new Map<string, number>();
    return [...document.querySelectorAll<HTMLElement>(selector)].map((el) => {
      const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '')
        .replace(/\s+/g, ' ')
        .trim();
      const inMain = el.closest('main') !== null;
      const scoped = `${inMain ? 'main' : 'layout'}: ${name}`;
      const n = counts.get(scoped) ?? 0;
      counts.set(scoped, n + 1);
      return {
        key: `${scoped}#${n}`,
        name,
        shown: el.checkVisibility({ visibilityProperty: true, opacityProperty: true }) && !el.matches(':disabled'),
        pressed: el.getAttribute('aria-pressed') === 'true',
        inMain,
      };
    });
  }, CONTROLS);
}

/**
 * What a visitor can perceive: the address, every rendered element with its open, expanded and pressed
 * states, and all rendered text, live regions included.
 */
function onScreen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [location.href];
    for (const el of document.body.querySelectorAll('*')) {
      if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      const states = ['open', 'aria-expanded', 'aria-pressed', 'aria-hidden'].map((a) => el.getAttribute(a) ?? '');
      parts.push(`${el.tagName}${el.id ? `#${el.id}` : ''}[${states.join(',')}]`);
    }
    return `${parts.join('|')}\n${document.body.innerText}`;
  });
}

/** The screen once scripts have done their first work (the cookie banner shows itself): two equal readings. */
async function settledScreen(page: Page): Promise<string> {
  let last = await onScreen(page);
  for (let i = 0; i < 50; i++) {
    await page.waitForTimeout(60);
    const now = await onScreen(page);
    if (now === last) return now;
    last = now;
  }
  throw new Error(`${page.url()} never settled`);
}

async function press(page: Page, key: string): Promise<void> {
  const index = await page.evaluate(
    ({ selector, key }) => {
      const counts = new Map<string, number>();
      return [...document.querySelectorAll<HTMLElement>(selector)].findIndex((el) => {
        const name = (el.getAttribute('aria-label') ?? el.textContent ?? (el as HTMLInputElement).value ?? '')
          .replace(/\s+/g, ' ')
          .trim();
        const scoped = `${el.closest('main') ? 'main' : 'layout'}: ${name}`;
        const n = counts.get(scoped) ?? 0;
        counts.set(scoped, n + 1);
        return `${scoped}#${n}` === key;
      });
    },
    { selector: CONTROLS, key },
  );
  if (index < 0) throw new Error(`no control ${key} on ${page.url()}`);
  await page.locator(CONTROLS).nth(index).click();
}

/** Whether the screen changed from `before` within the time a press may take. */
async function changed(page: Page, before: string): Promise<boolean> {
  const deadline = Date.now() + CHANGE_TIMEOUT;
  while (Date.now() < deadline) {
    if ((await onScreen(page)) !== before) return true;
    await page.waitForTimeout(50);
  }
  return false;
}

let context: BrowserContext;
let page: Page;
/**
 * The header's and cookie banner's controls, the same on every page (components/Layout.tsx): pressed on the
 * first page visited, and on every other page checked to be the same controls.
 */
/** Each edition's header and banner, pressed through on its first page and compared on the others. */
const layouts = new Map<string, { page: string; keys: string[] }>();

beforeAll(async () => {
  context = await suite.newContext({ viewport: viewports.phone });
  // Every load is a first visit (the banner shows), and nothing is fetched from another site.
  await context.addInitScript(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await context.route(/^https?:\/\/(?!127\.0\.0\.1[:/])/, (route) => route.abort());
  page = await context.newPage();
});
afterAll(() => context?.close());

/** Loads the page fresh, presses the trail of controls that leads to a state, then runs `step`. */
async function inState<T>(url: string, trail: string[], step: (page: Page) => Promise<T>): Promise<T> {
  await page.goto(url);
  let screen = await settledScreen(page);
  for (const key of trail) {
    await press(page, key);
    if (!(await changed(page, screen))) throw new Error(`${url}: pressing ${key} no longer changes anything`);
    screen = await settledScreen(page);
  }
  return step(page);
}

describe('every button on every page', () => {
  it.each(withKiswahiliSample(builtPaths()))(
    '%s: each button changes something on screen',
    async (path) => {
      const url = suite.url + (path === '/404.html' ? '/no-such-page/' : path);
      const edition = isKiswahili(path) ? 'sw' : 'en';
      const layout = layouts.get(edition);
      const first = await inState(url, [], listControls);
      const layoutKeys = first.filter((c) => !c.inMain).map((c) => c.key);
      if (layout) expect(layoutKeys, `the header and banner of ${path} and ${layout.page}`).toEqual(layout.keys);
      const scope = (c: Control) => c.inMain || !layout;

      const pressed = new Set<string>();
      const listed = new Map<string, Control>();
      /** Controls a queued state will show, so that only one state is explored for each. */
      const promised = new Set<string>();
      const failures: string[] = [];
      const queue: string[][] = [[]];
      const pressable = (c: Control) => c.shown && !c.pressed && scope(c) && !pressed.has(c.key);
      while (queue.length > 0) {
        const trail = queue.shift()!;
        const controls = trail.length === 0 ? first : await inState(url, trail, listControls);
        for (const control of controls.filter(scope)) listed.set(control.key, control);
        const here = controls.filter(pressable);
        for (const control of here) promised.add(control.key);
        for (const control of here) {
          pressed.add(control.key);
          const after = await inState(url, trail, async (page) => {
            const before = await settledScreen(page);
            await press(page, control.key);
            if (!(await changed(page, before))) return undefined;
            // Listed once the press has done all it does: a menu caught mid-fade would hide its sections.
            await settledScreen(page);
            return listControls(page);
          });
          const where = trail.length > 0 ? ` after pressing ${trail.join(', ')}` : '';
          if (!after) {
            failures.push(`pressing "${control.name}"${where} changed nothing on screen`);
            continue;
          }
          // A press that shows controls of its own (the menu's sections, the viewer's Close, All once another
          // filter is chosen) leads to a state to explore.
          const revealed = after.filter((c) => pressable(c) && !promised.has(c.key));
          if (trail.length + 1 < MAX_DEPTH && revealed.length > 0) {
            for (const c of revealed) promised.add(c.key);
            queue.push([...trail, control.key]);
          }
        }
      }
      if (!layout) layouts.set(edition, { page: path, keys: layoutKeys });
      const neverPressed = [...listed.keys()].filter((key) => !pressed.has(key));
      expect(failures, path).toEqual([]);
      expect(neverPressed, `${path}: controls never shown to press`).toEqual([]);
    },
    60_000,
  );
});
