import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blogs';
import { browserSuite, openPage } from '../support/browser';
import { slugify } from '../../content/lib/articles/collection';
import { returningVisitor, visibleCategories } from './filter-steps';

const suite = browserSuite();

const NAV = 'Filter posts by category';

describe('blog category filter', () => {
  it('filters in place, shows each category’s own address, and Back returns to all posts', async () => {
    const context = await returningVisitor(suite);
    const { page, errors, consoleErrors } = await openPage(context);
    await page.goto(`${suite.url}/impact/blogs/`);
    const nav = page.getByRole('navigation', { name: NAV });
    expect(await visibleCategories(page)).toHaveLength(6);
    for (const category of blogCategories) {
      await nav.getByRole('link', { name: category, exact: true }).click();
      expect(page.url(), category).toBe(`${suite.url}/impact/blogs/category/${slugify(category)}/`);
      expect(await visibleCategories(page), category).toEqual([category]);
      expect(await nav.locator('[aria-current="page"]').allTextContents()).toEqual([category]);
      expect(await page.locator('[data-module="filter"]').getByRole('status').textContent()).toBe(
        `Showing 1 of 6 posts: ${category}`,
      );
      // Filtered in place: still the listing's document, not the category page loaded anew.
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Blog');
    }
    await page.goBack();
    expect(page.url()).toBe(`${suite.url}/impact/blogs/category/${slugify(blogCategories.at(-2)!)}/`);
    expect(await visibleCategories(page)).toEqual([blogCategories.at(-2)]);
    await nav.getByRole('link', { name: 'All', exact: true }).click();
    expect(page.url()).toBe(`${suite.url}/impact/blogs/`);
    expect(await visibleCategories(page)).toHaveLength(6);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await context.close();
  });

  it('without JavaScript, shows every post, and each category link opens that category’s page', async () => {
    const context = await suite.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.url}/impact/blogs/`);
    expect(await visibleCategories(page)).toHaveLength(6);
    const category = blogCategories[1];
    await page.getByRole('navigation', { name: NAV }).getByRole('link', { name: category, exact: true }).click();
    await page.waitForURL(`**/impact/blogs/category/${slugify(category)}/`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(`Blog: ${category}`);
    expect(await visibleCategories(page)).toEqual([category]);
    await context.close();
  });
});
