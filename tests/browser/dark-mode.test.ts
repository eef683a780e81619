/**
 * The site with the visitor's system set to dark (prefers-color-scheme: dark): every page template passes
 * axe's colour-contrast rule, as pa11y checks every page in light colours (tests/a11y/run.ts). One page of
 * each template keeps the suite's time: a template's pages differ only in their words. The focus rings in
 * dark are checked in focus.test.ts, forced colours in forced-colors.test.ts.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { browserSuite } from '../support/browser';
import { contrast, parseColour } from '../support/colour';
import { builtPaths, isNotFound, pagePerTemplate } from '../support/dist';
import { enlargedDistDir } from '../support/server';
import { visit, type ScreenName } from './a11y-steps';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const suite = browserSuite(enlargedDistDir);
const templates = await pagePerTemplate(builtPaths(enlargedDistDir), 'en');
let close: (() => Promise<void>) | undefined;
afterEach(() => close?.());

/** A page as a visitor whose system is dark meets it: a first visit, so the cookie banner is up. */
async function openDark(path: string, screen: ScreenName = 'desktop'): Promise<Page> {
  // The not-found page as a visitor meets it: at an unknown address.
  const opened = await visit(suite, isNotFound(path) ? path.replace(/404\.html$/, 'no-such-page') : path, {
    screen,
    colorScheme: 'dark',
  });
  close = () => opened.context.close();
  return opened.page;
}

/** axe's colour-contrast rule over the page as it is now: each failing element and why. */
async function contrastFailures(page: Page): Promise<string[]> {
  // Run through the DevTools protocol, which the page's Content-Security-Policy does not govern.
  await page.evaluate(axeSource);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'rule', values: ['color-contrast'] },
      resultTypes: ['violations'],
    });
    return violations.flatMap(({ nodes }) =>
      nodes.map(({ target, failureSummary }) => `${target.join(' ')}: ${failureSummary?.replace(/\s+/g, ' ')}`),
    );
  });
}

/** The page's own background, as the visitor sees it behind the text. */
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

describe('in dark colours', () => {
  it('one page of each page template is checked', () => {
    expect(templates.length).toBeGreaterThan(20);
  });

  for (const path of templates) {
    it(`${path} is dark and passes axe’s colour contrast, cookie banner included`, async () => {
      const page = await openDark(path);
      // Near black: white text on it reaches 15:1.
      expect(contrast('rgb(255, 255, 255)', parseColour(await pageBackground(page)))).toBeGreaterThan(15);
      expect(await contrastFailures(page)).toEqual([]);
    });
  }

  it('the open menu on a phone passes axe’s colour contrast', async () => {
    const page = await openDark('/about/team/', 'phone');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('banner').getByRole('button', { expanded: false }).first().click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button').first().click();
    expect(await contrastFailures(page)).toEqual([]);
  });

  it('the open gallery viewer passes axe’s colour contrast', async () => {
    const page = await openDark('/impact/gallery/');
    await page.getByRole('button', { name: 'Accept All' }).click();
    await page.getByRole('main').getByRole('listitem').getByRole('button').first().click();
    await page.getByRole('dialog').waitFor();
    expect(await contrastFailures(page)).toEqual([]);
  });
});
