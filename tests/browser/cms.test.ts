/**
 * The content editor at /admin/, end to end, as an editor uses it on their own computer: Sveltia CMS's
 * "Work with Local Repository" in Chromium (tests/support/cms.ts), over a copy of the project's content/;
 * what the CMS saves is then written back into the copy, which is built.
 */
import { readFile, writeFile, mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { buildSite } from '../../build';
import { adminContentSecurityPolicy, ADMIN_PATH } from '../../hosting/headers';
import { closeContexts, workerBrowser, STEP_TIMEOUT } from '../support/browser';
import { CMS_OWN_REQUESTS, fileOf, openLocalCms, text, writeNewPost, type LocalCms } from '../support/cms';

/** The new post's text: more than the 150 words an article needs. */
const POST = Array.from(
  { length: 12 },
  (_, i) =>
    `Week ${i + 1} of the Saturday club began with a problem from the market: how to keep count of the tomatoes sold by each seller. `,
).join('');

let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: LocalCms;

beforeAll(async () => {
  browser = await workerBrowser();
  editor = await openLocalCms(browser, 'site-cms-');
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  await editor?.close();
});

describe('the content editor at /admin/', () => {
  it(
    'changes a headline figure and adds a blog post with a picture, translated, and the built site shows both in both editions',
    { timeout: 180_000 },
    async () => {
      // The figure: Site-wide, Facts, Teachers trained (Students reached is the sum of its parts: the build checks it).
      const { page, copy, server, seeded } = editor;
      await page.getByRole('treeitem', { name: /Site-wide/ }).click();
      await page.getByRole('row', { name: /Facts/ }).click();
      await page.getByRole('spinbutton', { name: 'Teachers trained' }).fill('150');
      await editor.save();

      // A post with a photo from the editor's computer.
      const photo = join(copy.dir, 'girls-who-code.jpg');
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2e7d4f' } })
        .jpeg()
        .toFile(photo);
      const title = 'Girls who code in Kibera';
      const swahiliTitle = 'Wasichana wanaoandika programu Kibera';
      await writeNewPost(editor, {
        title,
        photo,
        alt: 'Three girls at a laptop in a Kibera classroom.',
        body: POST,
        swahiliTitle,
      });
      // The preview beside the form is drawn with the site's own stylesheet.
      await expect
        .poll(() => page.frames().some((frame) => frame.url().startsWith('blob:')), { timeout: STEP_TIMEOUT })
        .toBe(true);
      expect(editor.styled).toContain(`${server.url}${ADMIN_PATH}preview.css`);
      await editor.save();

      // content/ holds exactly those changes: the figure, the post, its translation and its picture.
      const saved = await editor.repository();
      const changed = Object.keys(saved).filter((path) => saved[path] !== seeded[path]);
      const post = 'content/blogs/girls-who-code-in-kibera';
      // The figures' words are translated, so the CMS writes their translation with them: its own way, the same data.
      const factsWords = 'content/facts.sw.yml';
      if (changed.includes(factsWords))
        expect(parse(text(fileOf(saved, factsWords)))).toEqual(parse(text(fileOf(seeded, factsWords))));
      expect(changed.filter((path) => path !== factsWords).sort()).toEqual(
        ['content/facts.yml', `${post}.md`, `${post}.sw.md`, 'content/pictures/girls-who-code.jpg'].sort(),
      );
      const facts = parse(text(fileOf(saved, 'content/facts.yml'))) as Record<string, unknown>;
      expect(facts).toEqual({ ...(parse(text(fileOf(seeded, 'content/facts.yml'))) as object), teachersTrained: 150 });
      expect(Buffer.from(fileOf(saved, 'content/pictures/girls-who-code.jpg'), 'base64')).toEqual(
        await readFile(photo),
      );

      // Written into the project, it builds, and both editions show it.
      for (const path of changed.filter((path) => path !== factsWords)) {
        await mkdir(dirname(join(copy.dir, path)), { recursive: true });
        await writeFile(join(copy.dir, path), Buffer.from(fileOf(saved, path), 'base64'));
      }
      const { warnings } = await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      // Saved in the CMS, the translation is up to date for its English: the build asks nothing of it.
      expect(warnings.filter((warning) => warning.startsWith(`${post}.sw.md`))).toEqual([
        `${post}.sw.md: has no text yet; the Kiswahili page shows the English text of ${post}.md`,
      ]);
      const built = (path: string) => readFile(join(copy.dir, 'dist', path, 'index.html'), 'utf8');
      for (const home of ['', 'sw']) expect(await built(home), `/${home}`).toContain('150+');
      const english = await built('impact/blogs/girls-who-code-in-kibera');
      expect(english).toContain(`>${title}</h1>`);
      expect(english).toMatch(
        /<img[^>]+src="\/assets\/pictures\/girls-who-code-[0-9a-f]{10}-\d+\.jpg"[^>]*alt="Three girls at a laptop/,
      );
      expect(await built('sw/impact/blogs/girls-who-code-in-kibera')).toContain(`>${swahiliTitle}</h1>`);
      expect(await built('impact/blogs')).toContain(title);
    },
  );

  it(
    'saves a page whose list is empty (the board, until members are listed), and the build reads it as empty',
    { timeout: 60_000 },
    async () => {
      const { page, copy } = editor;
      await page.getByRole('treeitem', { name: /Pages/ }).click();
      await page.getByRole('row', { name: /^Board/ }).click();
      const hero = editor.field('English', 'Hero');
      // The CMS draws a field's inputs once it scrolls into view (the Hero sits below the page's words).
      await hero.scrollIntoViewIfNeeded();
      await hero.getByRole('textbox').first().fill('Our board of trustees');
      await editor.save();
      const saved = await editor.repository();
      const board = text(fileOf(saved, 'content/board.yml'));
      expect(parse(board)).toMatchObject({ hero: { title: 'Our board of trustees' } });
      await writeFile(join(copy.dir, 'content/board.yml'), board);
      await buildSite({ projectDir: copy.dir, outDir: join(copy.dir, 'dist') });
      const built = await readFile(join(copy.dir, 'dist/about/board/index.html'), 'utf8');
      expect(built).toContain('Our board of trustees');
      // No members: the page shows in their place who oversees the foundation (or, without that, the empty title).
      const record = parse(board) as { words: { overseenBy: string }; oversight?: object; emptyTitle?: string };
      expect(built).toContain(record.oversight ? record.words.overseenBy : record.emptyTitle);
    },
  );

  it(
    'refuses to save an empty required title, naming the field, and asks nothing of other sites that it needs',
    { timeout: 60_000 },
    async () => {
      const { page } = editor;
      await page.getByRole('treeitem', { name: /Blog posts/ }).click();
      await page.getByRole('row', { name: /Girls who code in Kibera/ }).click();
      await editor.field('English', 'Title').getByRole('textbox').fill('');
      const refusal = await editor.save().then(
        () => '',
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/the CMS refused to save the entry/);
      expect(refusal).toMatch(/^English$[\s\S]*^Title\s+error\s+This field is required\.$[\s\S]*^Swahili$/m);
      // What the CMS asks of other sites is refused, and it works without: a status check, and fonts it has.
      expect(editor.violations.filter((v) => !CMS_OWN_REQUESTS.test(v))).toEqual([]);
      expect(editor.elsewhere.filter((url) => !CMS_OWN_REQUESTS.test(url))).toEqual([]);
      expect(adminContentSecurityPolicy()).toContain("script-src 'self';");
    },
  );
  // Last: it leaves the editor on an entry's page.
  it('shows what the build found for the editor to act on: a button with the count opens the list, and each item opens its entry', async () => {
    const { page } = editor;
    const button = page.getByRole('button', { name: /^Site status: \d+ to check$/ });
    const count = Number(/(\d+)/.exec((await button.textContent()) ?? '')?.[1]);
    expect(count).toBeGreaterThan(0);
    // The last test's "Entry saved." notice covers the corner for its five seconds (longer under the pointer).
    await page.mouse.move(0, 0);
    await page.getByText('Entry saved.').waitFor({ state: 'hidden', timeout: 10_000 });
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Site status' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('listitem').count()).toBe(count);
    const link = dialog.getByRole('link').first();
    const href = await link.getAttribute('href');
    expect(href).toMatch(/^#\/collections\/[\w-]+\/entries\/[\w-]+$/);
    await link.click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await expect.poll(() => page.evaluate(() => location.hash)).toBe(href);
  });
});
