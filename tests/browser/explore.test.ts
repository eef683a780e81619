import { writeFile } from 'node:fs/promises';
import { afterAll, beforeAll, it } from 'vitest';
import { closeContexts, workerBrowser } from '../support/browser';
import { openLocalCms, type LocalCms } from '../support/cms';

let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: LocalCms;
beforeAll(async () => {
  browser = await workerBrowser();
  editor = await openLocalCms(browser, 'explore-');
}, 180_000);
afterAll(async () => {
  await closeContexts(browser);
  await editor?.close();
});
it('explores', { timeout: 300_000 }, async () => {
  const { page } = editor;
  await page.getByRole('treeitem', { name: /Pages/ }).click();
  await page.getByRole('row', { name: /^Competitions/ }).click();
  const events = editor.field('English', 'Events');
  await events.scrollIntoViewIfNeeded();
  await page.waitForTimeout(3000);
  await writeFile('/tmp/events-aria.txt', await events.ariaSnapshot());
  await page.screenshot({ path: '/tmp/events.png' });
});
