import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, viewports } from '../support/browser';
import { startServer } from '../support/server';

let browser: Browser;
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  [browser, server] = await Promise.all([launchBrowser(), startServer()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('home page video', () => {
  it('requests nothing from another host until play is pressed, then embeds the privacy-enhanced player', async () => {
    const context = await browser.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // The network here is closed: stand in for the video service so the embed can load.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto(`${server.url}/`);
    const play = page.getByRole('link', { name: /Play video/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(foreign).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);

    await play.click();
    const iframe = page.locator('iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(/^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/);
    expect(await iframe.getAttribute('title')).toBeTruthy();
    expect(foreign.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expect(page.url()).toBe(`${server.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
