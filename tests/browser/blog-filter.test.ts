import { describe, expect, it } from 'vitest';
import { blogCategories } from '../../content/blogs';
import { browserSuite, openPage } from '../support/browser';
import { chooseFilter, returningVisitor, visibleCategories } from './filter-steps';

const suite = browserSuite();
const GROUP = 'Filter posts by category';

describe('blog category filter', () => {
  it('reveals the filter row, shows all six posts, then only each category’s post, then all again', async () => {
    const context = await returningVisitor(suite);
    const { page, errors, consoleErrors } = await openPage(context);
    await page.goto(`${suite.url}/impact/blogs/`);
    await expect(page.getByRole('group', { name: GROUP }).isVisible()).resolves.toBe(true);
    expect(await visibleCategories(page)).toHaveLength(6);
    for (const category of blogCategories) expect(await chooseFilter(page, GROUP, category, 'posts')).toBe(1);
    expect(await chooseFilter(page, GROUP, 'All', 'posts')).toBe(6);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await context.close();
  });

  it('shows every post, and no filter row, without JavaScript', async () => {
    const context = await suite.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.url}/impact/blogs/`);
    expect(await visibleCategories(page)).toHaveLength(6);
    expect(await page.getByRole('group', { name: GROUP }).count()).toBe(0);
    await context.close();
  });
});
