import { describe, expect, it } from 'vitest';
import { browserSuite, openPage, viewports } from '../support/browser';

const suite = browserSuite();

// The other browser suites run under these same headers (the test server reads dist-config/serve.json), so their
// no-console-error checks also catch any Content-Security-Policy violation on any page.
describe('served under the shipped headers', () => {
  it('sends the Content-Security-Policy with pages and the 404 page, whose inline script still runs', async () => {
    const context = await suite.newContext({ viewport: viewports.desktop });
    const { page, consoleErrors } = await openPage(context);
    const home = await page.goto(`${suite.url}/`);
    expect(home?.headers()['content-security-policy']).toContain('frame-src https://www.youtube-nocookie.com');
    const missing = await page.goto(`${suite.url}/not-here/`);
    expect(missing?.status()).toBe(404);
    expect(missing?.headers()['content-security-policy']).toContain("script-src 'self' 'sha256-");
    const messages = consoleErrors.map((m) => m.text());
    expect(messages).toContain('404: no page at /not-here/');
    expect(messages.filter((m) => m.includes('Content Security Policy'))).toEqual([]);
    await context.close();
  });

  it('reports a violation when inline code without a hash tries to run (so the policy is enforced)', async () => {
    const context = await suite.newContext({ viewport: viewports.desktop });
    const { page, consoleErrors } = await openPage(context);
    await page.goto(`${suite.url}/`);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { injected?: boolean }).injected)).toBeUndefined();
    expect(consoleErrors.some((m) => m.text().includes('Content Security Policy'))).toBe(true);
    await context.close();
  });
});
