import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, viewports } from '../support/browser';

const suite = browserSuite();

describe('home page video', () => {
  it('requests nothing from another host until play is pressed, then embeds the privacy-enhanced player', async () => {
    const context = await suite.newContext({ viewport: viewports.desktop });
    const { page, errors } = await openPage(context);
    const foreign: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith(suite.url) && !request.url().startsWith('data:')) foreign.push(request.url());
    });
    // The network here is closed: stand in for the video service so the embed can load.
    await context.route('https://www.youtube-nocookie.com/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<p>player</p>' }),
    );
    await page.goto(`${suite.url}/`);
    await page.waitForLoadState('networkidle');
    expect(await page.locator('iframe').count(), 'no player in the page before play is pressed').toBe(0);
    const play = page.getByRole('link', { name: /Play video/ });
    await play.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(foreign, 'no request to another host before play is pressed').toEqual([]);

    await play.click();
    const iframe = page.locator('iframe');
    await iframe.waitFor();
    expect(await iframe.getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?autoplay=1/,
    );
    expect(await iframe.getAttribute('title')).toBeTruthy();
    expect(foreign.every((url) => url.startsWith('https://www.youtube-nocookie.com/'))).toBe(true);
    expect(page.url()).toBe(`${suite.url}/`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
