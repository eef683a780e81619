import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';
import { viewports } from '../support/browser';
import type { BrowserSuite } from '../support/browser';

/** A visitor who has already answered the cookie banner, so it covers nothing on the page. */
export function returningVisitor(suite: BrowserSuite): Promise<BrowserContext> {
  return suite.newContext({
    viewport: viewports.desktop,
    storageState: {
      cookies: [],
      origins: [{ origin: suite.url, localStorage: [{ name: 'cookieConsent', value: 'rejected' }] }],
    },
  });
}

/** The items a visitor can see in a filtered list, read from the page (each marked with its category, data-filter-item). */
export function visibleCategories(page: Page): Promise<string[]> {
  return page
    .locator('[data-filter-item]')
    .evaluateAll((items) =>
      items
        .filter((item) => (item as HTMLElement).offsetParent !== null)
        .map((item) => (item as HTMLElement).dataset.filterItem ?? ''),
    );
}

/**
 * Presses a filter button and checks what a visitor then sees: only that category's items (all for All),
 * only that button pressed, and the count and category in the status.
 */
export async function chooseFilter(page: Page, group: string, category: string, noun: string) {
  const bar = page.getByRole('group', { name: group });
  await bar.getByRole('button', { name: category, exact: true }).click();
  const all = await page
    .locator('[data-filter-item]')
    .evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.filterItem));
  const expected = all.filter((c) => category === 'All' || c === category);
  const shown = await visibleCategories(page);
  expect(shown, category).toEqual(expected);
  expect(shown.length, category).toBeGreaterThan(0);
  const pressed = await bar.locator('button[aria-pressed="true"]').allTextContents();
  expect(pressed).toEqual([category]);
  expect(await bar.locator('button[aria-pressed="false"]').count()).toBe((await bar.getByRole('button').count()) - 1);
  const said =
    category === 'All'
      ? `Showing all ${all.length} ${noun}`
      : `Showing ${expected.length} of ${all.length} ${noun}: ${category}`;
  expect((await page.locator('[data-module="filter"]').getByRole('status').textContent())?.trim()).toBe(said);
  return shown.length;
}
