import { readdirSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { Search } from '../../content/search';
import { fill } from '../../content/lib/words/template';
import { browserSuite, countReceived, openPage, SEARCH_BUDGET } from '../support/browser';
import { returningVisitor } from './filter-steps';

const suite = browserSuite();
const content = join(import.meta.dirname, '../fixtures/content');

/** The folders of articles, each served under /impact/<folder>/<slug>/. */
const COLLECTIONS = ['blogs', 'features', 'updates'];

interface Article {
  path: string;
  title: string;
  body: string;
}

/** Every article of an edition, read from the content the served build (dist-fixture/) was made from. */
function articlesIn(lang: 'en' | 'sw'): Article[] {
  return COLLECTIONS.flatMap((collection) =>
    readdirSync(join(content, collection))
      .filter((file) => file.endsWith('.md') && file.endsWith('.sw.md') === (lang === 'sw'))
      .map((file) => {
        const [, frontMatter = '', body = ''] = readFileSync(join(content, collection, file), 'utf8').split(/^---$/m);
        const slug = basename(file).replace(/(\.sw)?\.md$/, '');
        const prefix = lang === 'sw' ? '/sw' : '';
        return {
          path: `${prefix}/impact/${collection}/${slug}/`,
          title: (parse(frontMatter) as { title: string }).title,
          body,
        };
      }),
  );
}

/** Every record's text: a word in none of them is on no listing, card or page but its article's. */
const records = readdirSync(content)
  .filter((file) => file.endsWith('.yml'))
  .map((file) => readFileSync(join(content, file), 'utf8'))
  .join('\n');

/** The search page's sentences in an edition, from its record. */
const wordsIn = (lang: 'en' | 'sw') =>
  (parse(readFileSync(join(content, lang === 'sw' ? 'search.sw.yml' : 'search.yml'), 'utf8')) as Search).words;

describe.each([
  // "staffroom" is in one English article's body; "kitambaa" (cloth) in one Kiswahili article's.
  { lang: 'en' as const, page: '/search/', word: 'staffroom' },
  { lang: 'sw' as const, page: '/sw/search/', word: 'kitambaa' },
])('the search page $page', ({ lang, page: path, word }) => {
  it(`finds the one article whose body says “${word}”, loading the search only once the box has focus, by keyboard`, async () => {
    // Pagefind matches a word's beginning too: the word begins no word of any other article or record.
    const articles = articlesIn(lang);
    const saying = articles.filter((article) => article.body.toLowerCase().includes(word));
    expect(
      saying.map((article) => article.path),
      `articles that say “${word}”`,
    ).toHaveLength(1);
    const [article] = saying as [Article];
    const elsewhere = [records, ...articles.map((a) => (a === article ? '' : a.title))].join('\n').toLowerCase();
    expect(elsewhere.includes(word), `“${word}” outside ${article.path}’s body`).toBe(false);

    const context = await returningVisitor(suite);
    const { page, errors, consoleErrors } = await openPage(context);
    const requests: string[] = [];
    page.on('request', (request) => requests.push(new URL(request.url()).pathname));
    await page.goto(suite.url + path, { waitUntil: 'networkidle' });
    const words = wordsIn(lang);
    const box = page.getByRole('searchbox', { name: words.label });
    expect(await box.isVisible()).toBe(true);
    expect(await page.getByText(words.needsScript).isVisible()).toBe(false);
    expect(
      requests.filter((request) => request.startsWith('/assets/search-')),
      'search files before focus',
    ).toEqual([]);

    const received = countReceived(page);
    await box.focus();
    await expect
      .poll(() => requests.some((request) => /^\/assets\/search-\w+\/pagefind\.js$/.test(request)))
      .toBe(true);
    await page.keyboard.type(word);
    await page.keyboard.press('Enter');
    const status = page.locator('[data-module="search"]').getByRole('status');
    await expect.poll(() => status.textContent()).toBe(fill(words.oneResult, { query: word }));
    const { bytes } = await received();
    expect(bytes, 'bytes fetched from the first focus to the results').toBeLessThanOrEqual(SEARCH_BUDGET);
    expect(bytes, 'Pagefind’s WebAssembly, at least').toBeGreaterThan(40 * 1024);
    const results = page.getByRole('list').filter({ has: page.getByRole('link', { name: article.title }) });
    expect(await results.getByRole('listitem').count()).toBe(1);
    expect(await results.locator('mark').first().textContent()).toMatch(new RegExp(word, 'i'));

    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).not.toBe(article.path);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(article.path);
    await page.keyboard.press('Enter');
    await page.waitForURL(suite.url + article.path);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(article.title);
    // A policy that refused Pagefind's WebAssembly would show here, as would any failure of the script.
    expect(errors).toEqual([]);
    expect(consoleErrors.map((message) => message.text())).toEqual([]);
    await context.close();
  });
});

describe('the search box', () => {
  // On a slow phone the page is drawn, the note in view, before the script swaps in the box: the swap must
  // move nothing (a layout shift).
  it('takes the place of the note that search needs JavaScript, leaving what follows where it was, at every width', async () => {
    const words = wordsIn('en');
    /** Where the links under the box start, at each width, with script or without. */
    const browseTops = async (javaScriptEnabled: boolean) => {
      const context = await suite.newContext({ javaScriptEnabled });
      const page = await context.newPage();
      await page.goto(`${suite.url}/search/`);
      if (javaScriptEnabled) await page.getByRole('searchbox', { name: words.label }).waitFor();
      else expect(await page.getByText(words.needsScript).isVisible()).toBe(true);
      const tops: number[] = [];
      for (const width of [320, 375, 768, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        tops.push(
          await page
            .getByRole('navigation', { name: words.browse })
            .evaluate((nav) => nav.getBoundingClientRect().top + scrollY),
        );
      }
      await context.close();
      return tops;
    };
    const [without, withScript] = await Promise.all([browseTops(false), browseTops(true)]);
    expect(withScript).toEqual(without);
  });
});

describe('a search with more than ten results', () => {
  it('shows ten, and the next ten at the press of a button that then moves focus to the first of them', async () => {
    const words = wordsIn('en');
    const context = await returningVisitor(suite);
    const { page, errors } = await openPage(context);
    // The organisation's name is on nearly every page.
    await page.goto(`${suite.url}/search/?q=STEM`);
    const status = page.locator('[data-module="search"]').getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/^\d+ pages match “STEM”\.$/);
    const count = Number((await status.textContent())?.split(' ')[0]);
    expect(count).toBeGreaterThan(10);
    expect(await page.getByRole('searchbox', { name: words.label }).inputValue()).toBe('STEM');
    const results = page.locator('[data-search-results] > li');
    expect(await results.count()).toBe(10);
    await page.getByRole('button', { name: words.more }).press('Enter');
    await expect.poll(() => results.count()).toBe(Math.min(count, 20));
    expect(
      await results
        .nth(10)
        .getByRole('link')
        .evaluate((link) => link === document.activeElement),
    ).toBe(true);
    expect(await page.getByRole('button', { name: words.more }).count()).toBe(count > 20 ? 1 : 0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
