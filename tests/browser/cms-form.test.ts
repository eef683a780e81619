/**
 * The content editor's form catches what the build would refuse (issue 42), in Chromium running in
 * American English (`--lang=en-US`), whose own date input shows MM/DD/YYYY: a date is typed and shown day
 * first and saved year first; an impossible date is refused as impossible, not as an empty field; and a
 * `{{name}}` the site does not know is refused, with the known ones, and where each is set, under the field.
 * Through the CMS in its local mode, as an editor uses it (tests/support/cms.ts).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { launchBrowser } from '../support/browser';
import { defined } from '../support/defined';
import { fieldAt, fileOf, openLocalCms, text, type Files, type LocalCms } from '../support/cms';

let browser: Browser;
let cms: LocalCms;

beforeAll(async () => {
  browser = await launchBrowser(['--lang=en-US']);
  cms = await openLocalCms(browser, 'site-cms-form-');
}, 120_000);

afterAll(async () => {
  await cms?.close();
  await browser?.close();
});

/** The front matter of an article as a folder of files holds it. */
const frontMatter = (files: Files, path: string) =>
  parse(defined(/^---\n([\s\S]*?)\n---/.exec(text(fileOf(files, path)))?.[1], `${path}: its front matter`)) as Record<
    string,
    unknown
  >;

/** Leaves whatever entry is open, for the list of collections. */
const toCollections = () =>
  cms.page.evaluate(() => {
    location.hash = '#/collections';
  });

/** Saves, and gives what the CMS refused, as its Validation panel lists it ('' if it saved). */
const refusal = () =>
  cms.save().then(
    () => '',
    (error: Error) => error.message,
  );

describe('the content editor’s form, in a browser set to American English', () => {
  it(
    'takes a date day first and saves it year first, and refuses 30/02/2025 as impossible',
    { timeout: 90_000 },
    async () => {
      const { page, seeded, repository, field } = cms;
      // The browser writes dates month first: its own date input would show 11/20/2025.
      expect(await page.evaluate(() => navigator.language)).toBe('en-US');
      expect(await page.evaluate(() => new Intl.DateTimeFormat().format(new Date(2025, 10, 20)))).toBe('11/20/2025');

      const file = 'content/blogs/cbc-hands-on-projects.md';
      const post = frontMatter(seeded, file);
      expect(post.date).toBe('2025-02-18');
      // The CMS goes back to the list once an entry is saved: the post is opened again after each save.
      const open = async () => {
        await page.getByRole('treeitem', { name: /Blog posts/ }).click();
        await page.getByRole('row', { name: new RegExp(String(post.title)) }).click();
      };
      await open();
      const date = field('English', 'Date').getByRole('textbox');
      // The file's 2025-02-18, shown day first, with how to write it under the field.
      await expect.poll(() => date.inputValue()).toBe('18/02/2025');
      expect(await field('English', 'Date').innerText()).toContain('Day first, like 15/07/2025.');

      await date.fill('20/11/2025');
      expect(await refusal()).toBe('');
      expect(frontMatter(await repository(), file).date).toBe('2025-11-20');
      await open();
      await expect.poll(() => date.inputValue()).toBe('20/11/2025');

      // A day that does not exist stays in the box, and is refused as such, not as a field left empty.
      await date.fill('30/02/2025');
      const refused = await refusal();
      expect(refused).toMatch(/^Date\s+error\s+30\/02\/2025 is not a date: February 2025 has 28 days\.?$/m);
      expect(refused).not.toMatch(/required/);
      expect(await date.inputValue()).toBe('30/02/2025');
      expect(frontMatter(await repository(), file).date).toBe('2025-11-20');

      // Typed again, key by key, the message under the box says what the box holds now, not a keystroke ago.
      const said = field('English', 'Date').getByText(/ is not a date| is written year first/);
      await date.fill('');
      for (const key of '31/02/2027') {
        await date.press(key);
        const typed = await date.inputValue();
        if (/^\d{1,2}\/\d{1,2}\/\d{4}$/.test(typed) || typed.length < 6) continue;
        await expect
          .poll(() => said.innerText())
          .toMatch(new RegExp(`(^|\\n)${typed.replace(/\//g, '\\/')} is not a date`));
      }
      await expect.poll(() => said.innerText()).toMatch(/(^|\n)31\/02\/2027 is not a date: February 2027 has 28 days$/);
      await date.fill('30/02/2025');

      // Month first, as the browser would write it: the form says the day comes first.
      await date.fill('11/21/2025');
      expect(await refusal()).toMatch(
        /^Date\s+error\s+11\/21\/2025 is not a date: a year has 12 months, and the day comes first/m,
      );

      await date.fill('21/11/2025');
      expect(await refusal()).toBe('');
      expect(frontMatter(await repository(), file).date).toBe('2025-11-21');
    },
  );

  it(
    'refuses a {{name}} the site does not know, naming the field, the name and the one meant, and lists the figures once',
    { timeout: 120_000 },
    async () => {
      const { page, seeded, repository, field } = cms;
      const open = async () => {
        await toCollections();
        await page.getByRole('treeitem', { name: /Pages/ }).click();
        await page.getByRole('row', { name: /^Home/ }).click();
        // The CMS draws a field's inputs once it scrolls into view (the Hero sits below the page's words).
        await field('English', 'Hero').scrollIntoViewIfNeeded();
      };
      await open();
      const lead = field('English', 'Hero', 'Lead');
      await lead.scrollIntoViewIfNeeded();
      // No list of figures under the text: the figures are listed once, in Figures.
      expect(await lead.innerText()).not.toContain('{{');

      const box = lead.getByRole('textbox');
      const home = () => repository().then((files) => text(fileOf(files, 'content/home.yml')));
      await box.fill('We have reached {{studentsReachd}} students in {{counties}} counties.');
      const refused = await refusal();
      expect(refused).toMatch(
        /^Hero → Lead: uses \{\{studentsReachd\}\}, which is not a figure the site knows: did you mean \{\{studentsReached\}\}\? \(Figures, in the corner/m,
      );
      expect(refused).not.toContain('{{counties}}');
      expect(await home()).toBe(text(fileOf(seeded, 'content/home.yml')));
      // The form is shown at the field, with what was typed.
      await expect
        .poll(() => box.inputValue())
        .toBe('We have reached {{studentsReachd}} students in {{counties}} counties.');
      await expect.poll(async () => (await box.boundingBox())?.y ?? -1).toBeGreaterThanOrEqual(0);

      // Spelt as the site knows it, the same text saves.
      await box.fill('We have reached {{studentsReached}} students in {{counties}} counties.');
      expect(await refusal()).toBe('');
      expect((parse(await home()) as { hero: { lead: string } }).hero.lead).toBe(
        'We have reached {{studentsReached}} students in {{counties}} counties.',
      );

      // The figures, once, from the corner of every screen: what each says now and where it is set, opened there.
      await page.getByRole('button', { name: 'Figures' }).click();
      const figures = page.getByRole('dialog', { name: 'Figures' });
      await figures.waitFor();
      const listed = await figures.getByRole('listitem').allInnerTexts();
      expect(listed.length).toBeGreaterThan(30);
      expect(listed).toContain('{{studentsReached}} 2,500+: Site-wide → Facts → Students reached');
      expect(listed).toContain('{{paybill}} 000000: Site-wide → Site → Giving → M-Pesa → Paybill');
      await figures.getByRole('link', { name: 'Site-wide → Facts → Students reached', exact: true }).click();
      const reached = page.getByRole('spinbutton', { name: 'Students reached' });
      await expect
        .poll(() => reached.evaluate((input) => input === document.activeElement), { timeout: 20_000 })
        .toBe(true);
    },
  );

  it('offers no Heading 1 in the Markdown editor, and refuses one typed as “# ”', { timeout: 120_000 }, async () => {
    const { page, field, seeded, repository } = cms;
    const file = 'content/blogs/cbc-hands-on-projects.md';
    await toCollections();
    await page.getByRole('treeitem', { name: /Blog posts/ }).click();
    const title = String(frontMatter(seeded, file).title);
    await page.getByRole('row', { name: new RegExp(title) }).click();
    // The post's form, not the last entry's, before its fields are drawn.
    await expect.poll(() => field('English', 'Title').getByRole('textbox').inputValue()).toBe(title);
    const body = (await fieldAt(cms, 'English', 'body')).getByRole('textbox', { name: 'Body' });
    await body.scrollIntoViewIfNeeded();
    await field('English', 'Body').getByRole('button', { name: 'Show Text Style Options' }).click();
    const styles = (await page.getByRole('menu').last().getByRole('menuitemcheckbox').allInnerTexts()).join(' | ');
    for (const style of ['Paragraph', 'Heading 2', 'Heading 3', 'Bulleted List']) expect(styles).toContain(style);
    expect(styles).not.toContain('Heading 1');
    await page.keyboard.press('Escape');
    // Its Markdown shortcut still makes one of a line typed "# ": the save refuses it, as the build would.
    const before = text(fileOf(await repository(), file));
    await body.locator('p').first().click();
    await page.keyboard.press('Enter');
    await page.keyboard.type('# A second title');
    await expect.poll(() => body.locator('h1').count()).toBe(1);
    expect(await refusal()).toMatch(
      /^Body: has a Heading 1, which is the title’s alone \(the page’s one h1\): make it a Heading 2/m,
    );
    expect(text(fileOf(await repository(), file))).toBe(before);
  });
});
