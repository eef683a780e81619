import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { browserSuite, paintMetrics, viewports } from '../support/browser';
import { distDir, listen, siteHandler } from '../support/server';

const suite = browserSuite();
let context: BrowserContext;
let page: Page;

afterEach(() => context?.close());

const expanded = (name: string) => page.getByRole('button', { name }).getAttribute('aria-expanded');

describe('desktop dropdown menus', () => {
  beforeEach(async () => {
    context = await suite.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    await page.goto(`${suite.url}/`);
  });

  it('open with Enter, move focus into the links, and close with Escape back on the button', async () => {
    const about = page.getByRole('button', { name: 'About Us' });
    await about.focus();
    await page.keyboard.press('Enter');
    expect(await expanded('About Us')).toBe('true');
    const team = page.getByRole('link', { name: 'Team', exact: true });
    expect(await team.isVisible()).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    expect(await expanded('About Us')).toBe('false');
    expect(await team.isVisible()).toBe(false);
    expect(await about.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('open with Space, and only one at a time', async () => {
    await page.getByRole('button', { name: 'Programs' }).focus();
    await page.keyboard.press('Space');
    expect(await expanded('Programs')).toBe('true');
    await page.getByRole('button', { name: 'Impact Stories' }).click();
    expect(await expanded('Programs')).toBe('false');
    expect(await expanded('Impact Stories')).toBe('true');
    expect(await page.getByRole('link', { name: 'Visual Gallery' }).isVisible()).toBe(true);
  });

  it('close on a click outside', async () => {
    await page.getByRole('button', { name: 'Programs' }).click();
    expect(await expanded('Programs')).toBe('true');
    await page.getByRole('heading', { level: 1 }).click();
    expect(await expanded('Programs')).toBe('false');
  });

  it('close when focus leaves them', async () => {
    await page.getByRole('button', { name: 'About Us' }).click();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab'); // through the six links
    expect(await expanded('About Us')).toBe('true');
    await page.keyboard.press('Tab'); // on to the Programs button
    expect(await expanded('About Us')).toBe('false');
  });

  it('take the visitor to the chosen page, marked as current', async () => {
    await page.getByRole('button', { name: 'Programs' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Innovation Labs' }).click();
    await page.waitForURL('**/programs/labs/');
    expect(await page.getByRole('button', { name: 'Programs' }).getAttribute('aria-current')).toBe('true');
  });
});

describe('mobile menu at 375 px', () => {
  beforeEach(async () => {
    context = await suite.newContext({ viewport: viewports.phone });
    page = await context.newPage();
    await page.goto(`${suite.url}/`);
  });

  it('is closed at first, and opens with the menu button on a panel with every link', async () => {
    const menu = page.getByRole('button', { name: 'Menu' });
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Module scripts have run by the load event that goto waits for: the button must be there at once.
    expect(await menu.isVisible(), 'the header script reveals the Menu button').toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await nav.isVisible()).toBe(false);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['About Us', 'Programs', 'Impact Stories']) {
      expect(await nav.getByRole('button', { name }).getAttribute('aria-expanded'), name).toBe('true');
    }
    const links = ['Home', 'About overview', 'Who We Are', 'Our Values', 'Board', 'Team', 'History'];
    links.push('All programs', 'School Programs', 'Youth Programs', 'Innovation Labs', 'Impact overview');
    links.push('Impact Stories', 'Latest Updates', 'Blog', 'Visual Gallery', 'Reports', 'Donate');
    for (const name of links) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
  });

  it('folds and unfolds a section with its button, leaving the others open', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    const programs = page.getByRole('button', { name: 'Programs' });
    await programs.click();
    expect(await programs.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Innovation Labs' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'About Us' }).getAttribute('aria-expanded')).toBe('true');
    await programs.click();
    expect(await page.getByRole('navigation').getByRole('link', { name: 'Innovation Labs' }).isVisible()).toBe(true);
  });

  it('closes when a link is chosen', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    // Stay on the page after the click, to see the menu's own response to it.
    await page.evaluate(() => document.addEventListener('click', (event) => event.preventDefault()));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'School Programs' }).click();
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
  });

  it('goes to the chosen page', async () => {
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'History' }).click();
    await page.waitForURL('**/about/history/');
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('without JavaScript, the menu link shows every link of the menu', async () => {
    const noScript = await suite.newContext({ viewport: viewports.phone, javaScriptEnabled: false });
    const bare = await noScript.newPage();
    await bare.goto(`${suite.url}/`);
    await bare.getByRole('link', { name: 'Menu' }).click();
    for (const name of ['Who We Are', 'School Programs', 'Visual Gallery', 'Reports', 'Donate']) {
      expect(await bare.getByRole('navigation').getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await noScript.close();
  });
});

describe('the header as the page arrives', () => {
  /**
   * A page whose HTML comes in two parts, the second half a second after the first, cut inside the header's
   * menu: as a slow phone or a slow network delivers it. The rest of the site is served as usual.
   */
  async function servedInTwo(path: string) {
    const html = readFileSync(join(distDir, path, 'index.html'), 'utf8');
    const menu = html.indexOf('<nav');
    const cut = html.indexOf('</li>', menu) + '</li>'.length;
    expect(menu, `${path} has a menu`).toBeGreaterThan(0);
    const site = siteHandler();
    const server = await listen((request, response) => {
      if (request.url !== path) return site(request, response);
      response.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
      response.write(html.slice(0, cut));
      setTimeout(() => response.end(html.slice(cut)), 1_000);
    });
    stops.push(server.close);
    return server.url + path;
  }
  const stops: (() => Promise<void>)[] = [];
  afterEach(() => Promise.all(stops.splice(0).map((stop) => stop())));

  it('is drawn whole at once: its menu does not move as the rest of it arrives', async () => {
    context = await suite.newContext({ viewport: viewports.desktop });
    page = await context.newPage();
    await page.goto(await servedInTwo('/about/'));
    const { cls } = await paintMetrics(page);
    expect(cls, 'layout shift while the page arrived').toBe(0);
  });
});
