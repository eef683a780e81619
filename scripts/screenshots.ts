/**
 * Screenshots of built pages at phone and desktop widths, for looking at the site as a visitor would:
 * `npx tsx scripts/screenshots.ts /about/team/ /` writes PNGs to screenshots/ (ignored by git).
 */
import { mkdir } from 'node:fs/promises';
import { launchBrowser, viewports } from '../tests/support/browser';
import { liveDistDir, startServer } from '../tests/support/server';

const paths = process.argv.slice(2);
if (paths.length === 0) paths.push('/');
await mkdir('screenshots', { recursive: true });
const server = await startServer(liveDistDir);
const browser = await launchBrowser();
try {
  for (const [name, viewport] of Object.entries(viewports)) {
    const context = await browser.newContext({ viewport });
    // A returning visitor's view: the cookie banner answered, every lazy picture loaded.
    await context.addInitScript(() => localStorage.setItem('cookieConsent', 'rejected'));
    const page = await context.newPage();
    for (const path of paths) {
      await page.goto(server.url + path);
      await page.evaluate(() =>
        document.querySelectorAll<HTMLImageElement>('img[loading="lazy"]').forEach((img) => (img.loading = 'eager')),
      );
      await page.waitForLoadState('networkidle');
      const file = `screenshots/${path.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}-${name}.png`;
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
