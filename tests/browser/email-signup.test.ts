import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import words from '../../content/email-signup';
import site from '../../content/site';
import { browserSuite, openPage } from '../support/browser';
import { returningVisitor } from './filter-steps';

const suite = browserSuite();
const message = words.pending.replace('{email}', site.newsletter.email);

/** Every request the page makes from now on, but lazy pictures coming into view. */
function recordRequests(page: Page): string[] {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image' && request.method() === 'GET' && !new URL(request.url()).search) return;
    // The browser fetches the tab's icon when it likes, sometimes after the page has loaded.
    if (new URL(request.url()).pathname.startsWith('/favicon.')) return;
    requests.push(`${request.method()} ${request.url()}`);
  });
  return requests;
}

// No sign-up service in the site record: each newsletter form sends nothing and says how to join by email.
describe.each([
  ['/impact/updates/', 'Subscribe'],
  ['/impact/reports/', 'Subscribe'],
  ['/impact/blogs/', 'Subscribe to Blog Updates'],
  ['/competitions/', 'Join Mailing List'],
])('the newsletter form on %s', (path, button) => {
  it(`sends nothing on ${button} or Enter, keeps the address typed, and announces how to join by email`, async () => {
    expect(site.newsletter.action).toBeUndefined();
    const context = await returningVisitor(suite);
    const { page, errors, consoleErrors } = await openPage(context);
    await page.goto(suite.url + path);
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: button, exact: true }) });
    const field = form.getByLabel('Email address');
    const status = form.getByRole('status');
    await field.scrollIntoViewIfNeeded();
    await page.waitForLoadState('networkidle');
    expect(await status.textContent()).toBe('');
    const requests = recordRequests(page);

    await field.fill('reader@example.org');
    await field.press('Enter');
    await expect.poll(() => status.textContent()).toBe(message);
    expect(await status.isVisible()).toBe(true);
    const link = status.getByRole('link', { name: site.newsletter.email });
    expect(await link.getAttribute('href')).toBe(`mailto:${site.newsletter.email}?subject=Subscribe`);

    await form.getByRole('button', { name: button, exact: true }).click();
    await expect.poll(() => status.textContent()).toBe(message);
    expect(await status.getByRole('link').count()).toBe(1);

    expect(requests, JSON.stringify(requests)).toEqual([]);
    expect(page.url()).toBe(suite.url + path);
    expect(await field.inputValue()).toBe('reader@example.org');
    expect(errors).toEqual([]);
    expect(consoleErrors.map((m) => m.text())).toEqual([]);
    await context.close();
  });
});

describe('a newsletter form without JavaScript', () => {
  it('opens the contact page’s newsletter section, and the address typed goes nowhere', async () => {
    const context = await suite.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${suite.url}/impact/updates/`);
    const requests = recordRequests(page);
    await page.getByLabel('Email address').fill('reader@example.org');
    await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
    await page.waitForURL(`${suite.url}/contact/?#newsletter`);
    expect(requests.filter((r) => r.includes('reader'))).toEqual([]);
    expect(requests.filter((r) => r.startsWith('POST'))).toEqual([]);
    const section = page.locator('#newsletter');
    expect(await section.getByRole('heading', { name: 'Get our newsletter' }).isVisible()).toBe(true);
    expect(await section.getByRole('link', { name: site.newsletter.email }).getAttribute('href')).toMatch(/^mailto:/);
    await context.close();
  });
});

describe('the Content-Security-Policy’s form-action', () => {
  it('stops a form on the site from sending what it holds to another site', async () => {
    const context = await returningVisitor(suite);
    await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort());
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${suite.url}/impact/updates/`);
    const requests = recordRequests(page);
    await page.evaluate(() => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = 'https://lists.example.net/subscribe';
      document.body.append(form);
      form.submit();
    });
    await expect
      .poll(() => consoleErrors.map((m) => m.text()).filter((t) => t.includes('form-action')).length)
      .toBeGreaterThan(0);
    expect(requests, JSON.stringify(requests)).toEqual([]);
    expect(page.url()).toBe(`${suite.url}/impact/updates/`);
    await context.close();
  });
});
