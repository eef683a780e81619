import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import cookieBanner from '../../content/cookie-banner';
import donate from '../../content/donate';
import gallery from '../../content/gallery';
import { browserSuite } from '../support/browser';
import { defined } from '../support/defined';
import { visit } from './a11y-steps';

const suite = browserSuite();
let context: BrowserContext | undefined;
afterEach(() => context?.close());

interface AxNode {
  nodeId: string;
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
  childIds?: string[];
}

/**
 * Chromium's own accessibility tree, what a screen reader is given: each node that is not ignored, with its
 * role and name, in reading order.
 */
async function accessibilityTree(page: Page): Promise<{ role: string; name: string }[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as { nodes: AxNode[] };
  await cdp.detach();
  const byId = new Map(nodes.map((node) => [node.nodeId, node]));
  const order: { role: string; name: string }[] = [];
  const walk = (node: AxNode) => {
    if (!node.ignored) order.push({ role: node.role?.value ?? '', name: node.name?.value ?? '' });
    for (const id of node.childIds ?? []) {
      const child = byId.get(id);
      if (child) walk(child);
    }
  };
  walk(defined(nodes[0], 'the root of the accessibility tree'));
  return order;
}

describe('what a screen reader is told', () => {
  it('the cookie banner is one region, named by its title, first after the skip link', async () => {
    const opened = await visit(suite, '/', { screen: 'phone' });
    context = opened.context;
    const tree = await accessibilityTree(opened.page);
    const landmarks = tree.filter(({ role }) => ['region', 'banner', 'main', 'contentinfo'].includes(role));
    expect(landmarks.slice(0, 3)).toEqual([
      { role: 'region', name: cookieBanner.title },
      { role: 'banner', name: '' },
      { role: 'main', name: '' },
    ]);
    expect(landmarks.filter(({ name }) => name === cookieBanner.title)).toHaveLength(1);
    const skip = tree.findIndex(({ role, name }) => role === 'link' && name === 'Skip to main content');
    const region = tree.findIndex(({ role }) => role === 'region');
    expect(skip).toBeGreaterThanOrEqual(0);
    // Nothing but the skip link (and its text) is read before the banner.
    expect(tree.slice(skip + 1, region).every(({ role }) => role === 'StaticText' || role === 'InlineTextBox')).toBe(
      true,
    );
  });

  it('each FAQ question is named by its words alone, open or closed', async () => {
    const opened = await visit(suite, '/donate/', { screen: 'desktop', returning: true });
    context = opened.context;
    const questions = donate.faqs.map((faq) => faq.question);
    const named = async () =>
      (await accessibilityTree(opened.page))
        .filter(({ role }) => role === 'DisclosureTriangle')
        .map(({ name }) => name);
    expect(await named()).toEqual(questions);
    await opened.page.getByText(defined(questions[0], 'the first question')).click();
    expect(await opened.page.locator('details[open]').count()).toBe(1);
    expect(await named()).toEqual(questions);
  });

  it('the filter’s status says what is shown, and which category, after every press, the same one again too', async () => {
    const opened = await visit(suite, '/impact/gallery/', { screen: 'phone', returning: true });
    context = opened.context;
    const { page } = opened;
    const status = page.getByRole('status');
    const events = gallery.items.filter((item) => item.category === 'Events').length;
    const bar = page.getByRole('group', { name: gallery.filter.label });
    const presses: [string, string][] = [
      ['Events', `Showing ${events} of 12 items: Events`],
      ['Events', `Showing ${events} of 12 items: Events`],
      ['All', 'Showing all 12 items'],
      ['All', 'Showing all 12 items'],
    ];
    for (const [index, [button, said]] of presses.entries()) {
      const before = await status.textContent();
      await bar.getByRole('button', { name: button }).click();
      const after = await status.textContent();
      expect(after?.trim(), `press ${index + 1}: ${button}`).toBe(said);
      // A live region speaks only when its text changes; a trailing no-break space, never read, makes it change.
      expect(after, `press ${index + 1}: ${button} changes the status`).not.toBe(before);
    }
  });
});
