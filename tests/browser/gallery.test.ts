import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import gallery from '../../content/gallery';
import { galleryCategories } from '../../content/gallery';
import { formatDate } from '../../content/lib/time/dates';
import { browserSuite, openPage } from '../support/browser';
import { defined } from '../support/defined';
import { chooseFilter, returningVisitor, visibleCategories } from './filter-steps';

const suite = browserSuite();
const GROUP = 'Filter gallery by category';

async function openGallery() {
  const context = await returningVisitor(suite);
  const opened = await openPage(context);
  await opened.page.goto(`${suite.url}/impact/gallery/`);
  return { context, ...opened };
}

/** The name of the element that has focus. */
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent ?? '');

describe('gallery filter', () => {
  it('shows all twelve, then only each category’s items with its button pressed, then all again', async () => {
    const { context, page, errors, consoleErrors } = await openGallery();
    expect(await visibleCategories(page)).toHaveLength(12);
    for (const category of galleryCategories) {
      const count = await chooseFilter(page, GROUP, category, 'items');
      expect(count, category).toBe(gallery.items.filter((item) => item.category === category).length);
    }
    expect(await chooseFilter(page, GROUP, 'All', 'items')).toBe(12);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await context.close();
  });
});

describe('gallery viewer', () => {
  const video = gallery.items.find((item) => item.type === 'video')!;
  const photo = gallery.items.find((item) => item.type === 'image')!;

  it('opens on a card with its title, player, description and details; the close button shuts it', async () => {
    const { context, page, errors, consoleErrors } = await openGallery();
    const card = page.getByRole('button', { name: video.title, exact: true });
    await card.click();
    const dialog = page.getByRole('dialog', { name: video.title });
    await dialog.waitFor();
    const text = (await dialog.textContent()) ?? '';
    expect(text).toContain(`Video Player (${video.type === 'video' ? video.duration : ''})`);
    expect(text).toContain(video.description);
    for (const fact of [formatDate(video.date), video.location, video.participants, video.category])
      expect(text).toContain(fact);
    // The viewer shows the card's picture (a drawing today: one file, named by its hash).
    const stem = video.thumbnail.src.replace(/^.*\//, '').replace(/\.svg$/, '');
    expect(await dialog.locator('img').getAttribute('src')).toMatch(
      new RegExp(`^/assets/pictures/${stem}-[0-9a-f]{10}\\.svg$`),
    );
    expect(await dialog.locator('img').getAttribute('alt')).toBe(video.thumbnail.alt);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    // The dialog's close event, which returns focus, comes a task after it hides.
    await expect.poll(() => focusedText(page)).toBe(video.title);
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await context.close();
  });

  it('opens from a click anywhere on the card, such as its picture', async () => {
    const { context, page } = await openGallery();
    await page.getByRole('img', { name: photo.thumbnail.alt }).click();
    await page.getByRole('dialog', { name: photo.title }).waitFor();
    await context.close();
  });

  it('shows an Image Viewer for a photo, closes on Escape and returns focus to the card', async () => {
    const { context, page, errors } = await openGallery();
    const card = page.getByRole('button', { name: photo.title, exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: photo.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain('Image Viewer');
    expect(await dialog.textContent()).not.toContain('Video Player');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => focusedText(page)).toBe(photo.title);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('without JavaScript, shows every item with its description readable in the card', async () => {
    const context = await suite.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.url}/impact/gallery/`);
    expect(await visibleCategories(page)).toHaveLength(12);
    expect(await page.getByRole('button', { name: 'Events' }).isVisible()).toBe(false);
    await page.getByText('Description').first().click();
    expect(await page.getByText(defined(gallery.items[0], 'the first gallery item').description).isVisible()).toBe(
      true,
    );
    await context.close();
  });
});
