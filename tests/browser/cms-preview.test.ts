/**
 * The content editor's preview is the page (issue 42): a blog post, an update, a story, the home page and
 * the school programmes, opened in the CMS at /admin/ (tests/support/cms.ts, every request to another site
 * refused), show in the preview pane what a visitor reads on the built page, in the pane's language, with
 * the site's styles and each picture from the CMS's own copy; the preview follows what the editor types,
 * and says which fields a new post still needs. Every other entry keeps a readable list of its fields.
 * Over the spec's frozen content, built to dist-fixture/.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FrameLocator, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_PATH } from '../../hosting/headers';
import { closeContexts, STEP_TIMEOUT, workerBrowser } from '../support/browser';
import { CMS_OWN_REQUESTS, filesBelow, fillPostDetails, openEditor, type Editor } from '../support/cms';
import { builtPage } from '../support/dist';
import { distDir, startServer } from '../support/server';

const fixtures = join(import.meta.dirname, '../fixtures');

let server: Awaited<ReturnType<typeof startServer>>;
let browser: Awaited<ReturnType<typeof workerBrowser>>;
let editor: Editor;
let page: Page;
/** Where the photo an editor uploads is made. */
let photos: string;
/** What the preview asked of the built site's pictures: it shows the CMS's copies, so nothing. */
const builtPictures: string[] = [];

beforeAll(async () => {
  [server, browser, photos] = await Promise.all([
    startServer(distDir),
    workerBrowser(),
    mkdtemp(join(tmpdir(), 'cms-preview-')),
  ]);
  editor = await openEditor(browser, server.url, await filesBelow(fixtures, 'content'));
  ({ page } = editor);
  page.on('request', (request) => {
    if (request.url().includes('/assets/pictures/')) builtPictures.push(request.url());
  });
}, 120_000);

afterAll(async () => {
  await closeContexts(browser);
  await server?.close();
  if (photos) await rm(photos, { recursive: true, force: true });
});

/** The preview pane's document. */
const preview = (): FrameLocator => page.getByTitle('Content Preview').contentFrame();
/** Text as a reader meets it: runs of spaces and line ends as one space. */
const words = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
/** A locator's text as a reader meets it, for `expect.poll`. */
const textOf = (locator: Locator) => async () => words(await locator.textContent({ timeout: STEP_TIMEOUT }));
/** How long a change of the form may take to show in the preview (a module loaded, the page rendered). */
const SETTLES = { timeout: STEP_TIMEOUT * 2 };
/** The main content of the built page at `path`, as text. */
const builtText = (path: string) => words(builtPage(path)('main').text());

/** Shows a collection's entries, leaving the entry open before, if any. */
async function list(collection: RegExp) {
  const leave = page.getByRole('button', { name: 'Cancel Editing' });
  if (await leave.isVisible()) await leave.click();
  await page.getByRole('treeitem', { name: collection }).click();
}

/** Opens an entry: a collection in the sidebar, then its row. */
async function open(collection: RegExp, row: RegExp) {
  await list(collection);
  await page.getByRole('row', { name: row }).click();
}

/** Waits until the preview's main content reads as the built page's at `path` does. */
async function expectPage(path: string) {
  const expected = builtText(path);
  expect(expected.length, `the built page ${path} has text`).toBeGreaterThan(200);
  await expect
    .poll(textOf(preview().locator('main')), { ...SETTLES, message: `the preview reads as ${path} does` })
    .toBe(expected);
}

/** A picture of the preview by its alt text: shown from a file of the CMS (a blob: address), and loaded. */
async function expectPicture(alt: string) {
  const picture = preview().getByRole('img', { name: alt, exact: true });
  await expect
    .poll(
      () =>
        picture.evaluate((img: HTMLImageElement) => ({
          fromTheCms: img.currentSrc.startsWith('blob:'),
          loaded: img.complete && img.naturalWidth > 0,
        })),
      { ...SETTLES, message: `the picture "${alt}" is the CMS's file, loaded` },
    )
    .toEqual({ fromTheCms: true, loaded: true });
}

/** How a heading is drawn: what the site's stylesheet decides, whatever the width it is shown at. */
const drawn = (heading: Locator) =>
  heading.evaluate((element) => {
    const style = getComputedStyle(element);
    return { font: style.fontFamily, weight: style.fontWeight, colour: style.color, spacing: style.letterSpacing };
  });

/** A field inside another of the form (the Title of the Hero), by its label. */
const inside = (group: Locator, label: string) =>
  group.getByRole('group', { name: new RegExp(`^“.${label}.” Field$`) });

/** Types `text` into a text box of the form, checks the preview's h1 follows, and puts the old text back. */
async function expectTitleFollows(box: Locator, text: string) {
  const before = await box.inputValue();
  const title = textOf(preview().getByRole('heading', { level: 1 }));
  await box.fill(text);
  await expect.poll(title, SETTLES).toBe(text);
  await box.fill(before);
  await expect.poll(title, SETTLES).toBe(before);
}

describe('the content editor’s preview', () => {
  it(
    'shows a blog post as its page, with the site’s styles and its picture from the CMS, and follows the title as it is typed',
    { timeout: 90_000 },
    async () => {
      await open(/Blog posts/, /Why girls leave STEM/);
      await expectPage('/impact/blogs/why-girls-leave-stem/');
      const heading = preview().getByRole('heading', {
        level: 1,
        name: 'Why girls leave STEM at 14, and how to keep them',
      });
      await heading.waitFor();
      await expectPicture('A group of Ignite Girls participants present a water-level sensor to their class.');

      // The hero's heading is drawn as on the site: the page's own, in a browser of its own.
      const site = await browser.newPage();
      try {
        await site.goto(`${server.url}/impact/blogs/why-girls-leave-stem/`);
        const onTheSite = await drawn(site.getByRole('heading', { level: 1 }));
        const unstyled = await drawn(site.locator('body'));
        expect(onTheSite, 'the site draws its headings unlike its text').not.toEqual(unstyled);
        expect(await drawn(heading)).toEqual(onTheSite);
      } finally {
        await site.close();
      }
      expect(editor.styled).toContain(`${server.url}${ADMIN_PATH}preview.css`);

      await expectTitleFollows(
        editor.field('English', 'Title').getByRole('textbox'),
        'Girls stay in STEM when they build things that matter',
      );
    },
  );

  it('shows an update and a story as their pages, each with its picture', { timeout: 90_000 }, async () => {
    await open(/News updates/, /Nakuru County partnership/);
    await expectPage('/impact/updates/county-partnership/');
    await expectPicture('County officials and our director sign the partnership agreement at a school in Nakuru.');
    await preview().getByRole('heading', { level: 2, name: 'Key Highlights' }).waitFor();

    await open(/Impact stories/, /From first circuit to robotics team captain/);
    await expectPage('/impact/features/akinyi-robotics-captain/');
    await expectPicture('Akinyi adjusts the sensor arm of a robot while two younger girls watch.');
    await preview().getByRole('heading', { level: 2, name: 'Impact Achieved' }).waitFor();
  });

  it(
    'shows the home page and the school programmes as their pages, and follows the home page’s title',
    { timeout: 90_000 },
    async () => {
      await open(/Pages/, /^Home/);
      await expectPage('/');
      await expectPicture(
        'Secondary school students in Nairobi gather around a robot they built and programmed together.',
      );
      await expectPicture('Primary pupils test a cardboard circuit on a classroom desk.');
      // The hero sits below the page's words in the form, which draws a field once it scrolls into view.
      await editor.field('English', 'Hero').scrollIntoViewIfNeeded();
      await expectTitleFollows(
        inside(editor.field('English', 'Hero'), 'Title').getByRole('textbox'),
        'Science you can build with your own hands',
      );

      await open(/Pages/, /^School/);
      await expectPage('/programs/school/');
      await expectPicture('Grade 6 pupils in Machakos wire a buzzer circuit during a mobile tinkering lab visit.');
      await preview().getByRole('heading', { level: 3, name: 'Jenga STEM Academy' }).waitFor();
    },
  );

  it(
    'shows a blog post in Kiswahili as its Kiswahili page, and follows its Kiswahili title',
    { timeout: 90_000 },
    async () => {
      await open(/Blog posts/, /Why girls leave STEM/);
      await editor.pane('English').getByRole('radio', { name: 'Swahili' }).click();
      await expectPage('/sw/impact/blogs/why-girls-leave-stem/');
      expect(
        await preview()
          .locator('main')
          .evaluate((main) => main.closest('[lang]')?.getAttribute('lang')),
      ).toBe('sw');
      await preview()
        .getByRole('heading', { level: 1, name: 'Wasichana huacha STEM wakiwa na miaka 14: jinsi ya kuwabakiza' })
        .waitFor();
      // Its date as the Kiswahili edition writes it, and its picture (named by the English) from the CMS.
      await preview().getByText('5 Machi 2025').waitFor();
      await expectPicture(
        'Kikundi cha washiriki wa Ignite Girls kinawasilisha kihisi cha kiwango cha maji kwa darasa lao.',
      );
      await expectTitleFollows(
        editor.field('Swahili', 'Title').getByRole('textbox'),
        'Wasichana hubaki kwenye STEM wanapojenga vitu vyenye maana',
      );
      await editor.pane('Swahili').getByRole('radio', { name: 'English' }).click();
    },
  );

  it('keeps a readable list of fields for every other entry', { timeout: 60_000 }, async () => {
    // Site-wide › Facts: the CMS's own preview, each field with its label and value.
    await open(/Site-wide/, /Facts/);
    const facts = preview().locator('body');
    const students = Number(await page.getByRole('spinbutton', { name: 'Students reached' }).inputValue());
    expect(students, 'the form shows the figure').toBeGreaterThan(0);
    await expect.poll(textOf(facts), SETTLES).toContain(`Students reached ${students.toLocaleString('en')}`);

    // Pages › Blogs, the words around the posts, shares its name with the posts' folder: listed too.
    await open(/Pages/, /^Blogs/);
    const blogs = preview().locator('body');
    await blogs.getByRole('heading', { name: 'Hero' }).waitFor(SETTLES);
    await expect
      .poll(textOf(blogs), SETTLES)
      .toContain('Our team and partners write about teaching, innovation and opening up STEM to every young Kenyan.');
    await blogs.getByRole('heading', { name: 'Listing' }).waitFor();
  });

  it(
    'says which fields a new post still needs, then shows it with the picture just uploaded',
    { timeout: 120_000 },
    async () => {
      await list(/Blog posts/);
      await page.getByRole('button', { name: 'New' }).click();
      const notice = preview().getByText(/The page shows here once these fields are filled in/);
      await notice.waitFor(SETTLES);
      await expect.poll(textOf(notice), SETTLES).toContain('Title');
      await expect.poll(textOf(notice), SETTLES).toContain('Image › Picture');

      const title = 'A term of Saturday coding in Kibera';
      const texts = (
        [
          ['Title', title],
          ['Summary', 'Twenty girls met every Saturday for a term to code, and built an app for their market.'],
          ['Author', 'Beatrice Chebet'],
          ['Role', 'Kisumu Lab Manager'],
          ['Excerpt', 'What a term of Saturday coding did for twenty girls, and what their market app does.'],
        ] as const
      ).map(([label, value]) => [editor.field('English', label).getByRole('textbox'), value] as const);
      for (const [box, value] of texts) await box.fill(value);
      // On a busy machine a new entry's form may still be settling as its first fields are filled, and lose
      // them (tests/browser/cms.test.ts): each must hold what was typed.
      for (const [box, value] of texts) if ((await box.inputValue()) !== value) await box.fill(value);
      await expect.poll(textOf(notice), SETTLES).not.toContain('Title');
      await fillPostDetails(editor);
      await editor.pane('English').getByRole('textbox', { name: 'Body' }).click();
      await page.keyboard.insertText('Every Saturday the girls met at the lab to build an app for the market. ');
      await expect.poll(textOf(notice), SETTLES).toMatch(/Image › Picture\.$/);

      // A photo from the editor's computer, not yet saved: the preview shows the CMS's copy of it.
      const photo = join(photos, 'saturday-coding.jpg');
      await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2e7d4f' } })
        .jpeg()
        .toFile(photo);
      const image = editor.field('English', 'Image');
      await editor.upload(image, photo);
      const alt = 'Girls at laptops in the Kibera lab.';
      await image.getByRole('textbox', { name: 'Alt text' }).fill(alt);
      await preview().getByRole('heading', { level: 1, name: title }).waitFor(SETTLES);
      await preview().getByText('20 November 2025').waitFor();
      await expectPicture(alt);
    },
  );

  it('asked nothing of another site, broke no rule of the CMS’s policy, and used the CMS’s pictures', () => {
    expect(editor.elsewhere).toEqual([]);
    // The CMS's own status check and fonts, which its policy refuses and it does without (tests/browser/cms.test.ts).
    expect(editor.violations.filter((violation) => !CMS_OWN_REQUESTS.test(violation))).toEqual([]);
    expect(builtPictures).toEqual([]);
  });
});
