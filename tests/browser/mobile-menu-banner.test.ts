import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import navigation from '../../content/navigation';
import { browserSuite } from '../support/browser';
import { bannerRegion, focusView, screens, STEP_TIMEOUT, visit, type ScreenName } from './a11y-steps';

const suite = browserSuite();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

async function firstVisit(screen: ScreenName, path = '/') {
  const opened = await visit(suite, path, { screen });
  context = opened.context;
  return opened.page;
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const menu = (page: Page) => page.getByRole('navigation', { name: 'Main' });
/** Home, each section's button, its overview and links, Donate, and the link to the other language. */
const MENU_PARTS = 3 + navigation.sections.reduce((sum, section) => sum + 2 + section.links.length, 0);

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** Whether a tap at the middle of the element lands on it, rather than on something drawn over it. */
function tapLandsOn(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

describe('the cookie banner on a 375×667 phone', () => {
  it('takes at most a quarter of the screen, with Accept All and Reject All side by side and the rest behind Customize', async () => {
    const page = await firstVisit('phone');
    const banner = (await bannerRegion(page).boundingBox())!;
    expect(banner.height / screens.phone.height).toBeLessThanOrEqual(0.25);
    expect(banner.y + banner.height).toBeCloseTo(screens.phone.height, 0);
    const accept = (await bannerRegion(page).getByRole('button', { name: 'Accept All' }).boundingBox())!;
    const reject = (await bannerRegion(page).getByRole('button', { name: 'Reject All' }).boundingBox())!;
    expect([reject.y, reject.width, reject.height]).toEqual([accept.y, accept.width, accept.height]);
    expect(await bannerRegion(page).getByText('Always on', { exact: true }).isVisible()).toBe(false);
    expect(await bannerRegion(page).getByRole('button', { name: 'Customize' }).isVisible()).toBe(true);
  });
});

describe('the mobile menu while the cookie banner is up', () => {
  for (const screen of ['phone', 'zoomed'] as const) {
    it(`at ${screen} size, every link and button of the open menu can be tapped, down to Donate`, async () => {
      const page = await firstVisit(screen);
      await menuButton(page).click();
      const parts = menu(page).locator('a, button');
      const count = await parts.count();
      expect(count).toBe(MENU_PARTS);
      const covered: string[] = [];
      for (let i = 0; i < count; i++) {
        const part = parts.nth(i);
        await part.scrollIntoViewIfNeeded();
        if (!(await tapLandsOn(part))) covered.push((await part.textContent()) ?? '');
      }
      expect(covered).toEqual([]);
      // Playwright clicks only once nothing else would receive the click.
      await menu(page).getByRole('link', { name: 'Donate' }).click();
      await page.waitForURL('**/donate/');
    });

    it(`at ${screen} size, Tab goes through the open menu in view, and on past its end closes it`, async () => {
      const page = await firstVisit(screen);
      await menuButton(page).focus();
      await page.keyboard.press('Enter');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('true');
      const stops = MENU_PARTS;
      const hidden: string[] = [];
      for (let i = 0; i < stops; i++) {
        await page.keyboard.press('Tab');
        const view = await focusView(page);
        expect(await menu(page).evaluate((nav) => nav.contains(document.activeElement)), `stop ${i + 1}`).toBe(true);
        if (view && view.visible < view.of) hidden.push(`${view.name}: ${view.visible} of ${view.of}`);
      }
      expect(hidden).toEqual([]);
      await page.keyboard.press('Tab');
      expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
      expect(await menu(page).isVisible()).toBe(false);
      const next = await focusView(page);
      expect(next?.visible, `focus after the menu: ${next?.name}`).toBeGreaterThan(0);
    });
  }

  it('Shift+Tab back past the menu button closes the menu', async () => {
    const page = await firstVisit('phone');
    await menuButton(page).click();
    await menuButton(page).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(
      await page
        .getByRole('banner')
        .getByRole('link')
        .first()
        .evaluate((logo) => logo === document.activeElement),
    ).toBe(true);
  });

  it('Escape closes it and puts focus on the menu button, even after focus has left its links', async () => {
    const page = await firstVisit('phone');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Team' }).focus();
    await page.keyboard.press('Escape');
    expect(await menuButton(page).getAttribute('aria-expanded')).toBe('false');
    expect(await isFocused(menuButton(page))).toBe(true);

    await menuButton(page).click();
    // A tap on the panel's padding leaves focus nowhere in particular.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Escape');
    expect(await menu(page).isVisible()).toBe(false);
    expect(await isFocused(menuButton(page))).toBe(true);
  });

  it('crossing the desktop breakpoint with focus in the menu keeps focus on something visible', async () => {
    const page = await firstVisit('phone');
    await menuButton(page).click();
    await menu(page).getByRole('link', { name: 'Team' }).focus();
    await page.setViewportSize(screens.desktop);
    const aboutUs = menu(page).getByRole('button', { name: 'About Us' });
    await expect.poll(() => isFocused(aboutUs), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await aboutUs.isVisible()).toBe(true);

    await aboutUs.click();
    await menu(page).getByRole('link', { name: 'Team' }).focus();
    await page.setViewportSize(screens.phone);
    await expect.poll(() => isFocused(menuButton(page)), { timeout: STEP_TIMEOUT }).toBe(true);
    expect(await menuButton(page).isVisible()).toBe(true);
  });
});

describe('the desktop menus while the cookie banner is up', () => {
  it('every dropdown link can be clicked', async () => {
    const page = await firstVisit('desktop');
    const covered: string[] = [];
    for (const section of ['About Us', 'Programs', 'Impact Stories']) {
      await menu(page).getByRole('button', { name: section }).click();
      const links = menu(page).getByRole('list').getByRole('link');
      for (const link of await links.all()) {
        if ((await link.isVisible()) && !(await tapLandsOn(link))) covered.push((await link.textContent()) ?? '');
      }
    }
    expect(covered).toEqual([]);
  });
});
