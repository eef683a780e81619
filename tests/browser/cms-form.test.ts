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
import { fileOf, openLocalCms, text, type Files, type LocalCms } from '../support/cms';

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
    'refuses a {{name}} the site does not know, and lists the known ones, and where each is set, under the field',
    { timeout: 90_000 },
    async () => {
      const { page, seeded, repository, field } = cms;
      const open = async () => {
        await page.getByRole('treeitem', { name: /Pages/ }).click();
        await page.getByRole('row', { name: /^Home/ }).click();
        // The CMS draws a field's inputs once it scrolls into view (the Hero sits below the page's words).
        await field('English', 'Hero').scrollIntoViewIfNeeded();
      };
      await open();
      const lead = field('English', 'Hero', 'Lead');
      await lead.scrollIntoViewIfNeeded();
      const hint = await lead.innerText();
      expect(hint).toContain('Figures are written by name, and filled in from where they are set.');
      expect(hint).toContain('Site-wide → Facts: {{founded}} Founded,');
      expect(hint).toContain('{{studentsReached}} Students reached');
      expect(hint).toContain('Site-wide → Site: {{organisation}} Name');

      const box = lead.getByRole('textbox');
      const home = () => repository().then((files) => text(fileOf(files, 'content/home.yml')));
      await box.fill('We have reached {{studentsReachd}} students in {{counties}} counties.');
      expect(await refusal()).toMatch(
        /^Lead\s+error\s+names a figure the site does not know: write one of the names listed under the field/m,
      );
      expect(await home()).toBe(text(fileOf(seeded, 'content/home.yml')));

      // Spelt as the site knows it, the same text saves.
      await box.fill('We have reached {{studentsReached}} students in {{counties}} counties.');
      expect(await refusal()).toBe('');
      await open();
      await expect
        .poll(() => box.inputValue())
        .toBe('We have reached {{studentsReached}} students in {{counties}} counties.');
      expect((parse(await home()) as { hero: { lead: string } }).hero.lead).toBe(
        'We have reached {{studentsReached}} students in {{counties}} counties.',
      );
    },
  );
});
